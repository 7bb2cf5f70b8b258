/**
 * The library's books: each content file is a book, with its title (front
 * matter `title`, else its file name), its version line, its chapters in
 * order and a slug unique in the library. The one place pages ask which book
 * a file, a chapter or a record belongs to.
 */
import type { RulebookData, Section } from '../compiler/index.ts';
import { IdRegistry, slugify } from '../compiler/helpers.ts';
import type { FilterField } from './filter-fields.ts';
import { oncePer } from './once-per.ts';

/** One book of the library. */
export interface Book {
  /** Front matter `title`, else the file name without `.md`. */
  title: string;
  /** The content file the book is (the manifest's path). */
  file: string;
  /** Unique in the library: the title's slug, numbered when two books share a title. */
  slug: string;
  /** The book's version line (the manifest's `version`), or null when not known. */
  version: string | null;
  /** Its level-1 sections, in book order. */
  chapters: Section[];
}

/** The library as the site shows it: its books in order, and lookups by file and chapter. */
export interface Library {
  /** Books with at least one chapter, in compile order. */
  books: Book[];
  /** Whether the site names books at all (more than one book). */
  multiBook: boolean;
  /** The book a content file is, by path. */
  byFile: Map<string, Book>;
  /** The book a chapter belongs to, by chapter id. */
  byChapter: Map<string, Book>;
  /** The chapter titles standing in more than one book. */
  repeatedTitles: Set<string>;
}

/** The file name of `path` without its folders and `.md`. */
function fileName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.md$/i, '');
}

/** The book (front matter `title`, else the file name) a content file is. */
export function bookTitle(data: RulebookData, file: string): string {
  return library(data).byFile.get(file)?.title ?? titleOf(data, file);
}

function titleOf(data: RulebookData, file: string): string {
  const entry = data.manifest.files.find((f) => f.path === file);
  return entry?.title ?? fileName(file);
}

/** A file entry's version line, read only when the manifest has one (a string). */
function versionOf(entry: object): string | null {
  const version = (entry as { version?: unknown }).version;
  return typeof version === 'string' && version !== '' ? version : null;
}

/** The library of `data`, computed once per data set. */
export const library: (data: RulebookData) => Library = oncePer((data: RulebookData) => {
  const chapters = data.sections.filter((s) => s.parent === null);
  const slugs = new IdRegistry();
  const books: Book[] = [];
  for (const entry of data.manifest.files) {
    const own = chapters.filter((c) => c.source.file === entry.path);
    if (own.length === 0) continue;
    const title = entry.title ?? fileName(entry.path);
    books.push({
      title,
      file: entry.path,
      // One hyphen for a run of them: `Second Game - Draft Rules` is `second-game-draft-rules`.
      slug: slugs.claim(slugify(title).replace(/-{2,}/g, '-')).id,
      version: versionOf(entry),
      chapters: own,
    });
  }
  const byChapter = new Map(books.flatMap((b) => b.chapters.map((c) => [c.id, b] as const)));
  const counts = new Map<string, number>();
  for (const chapter of chapters) counts.set(chapter.title, (counts.get(chapter.title) ?? 0) + 1);
  return {
    books,
    multiBook: books.length > 1,
    byFile: new Map(books.map((b) => [b.file, b])),
    byChapter,
    repeatedTitles: new Set([...counts].filter(([, n]) => n > 1).map(([title]) => title)),
  };
});

/**
 * The page title of a chapter: its title, with its book's when the title
 * stands in more than one book ("Legal — Monsters"), so four `Legal`
 * chapters are four pages each named with its book.
 */
export function chapterPageTitle(data: RulebookData, chapter: Section): string {
  const lib = library(data);
  const book = lib.byChapter.get(chapter.id);
  return book && lib.repeatedTitles.has(chapter.title)
    ? `${chapter.title} — ${book.title}`
    : chapter.title;
}

/** The slug of the book a content file is (a file with no chapters: ''). */
export function bookSlug(data: RulebookData, file: string): string {
  return library(data).byFile.get(file)?.slug ?? '';
}

/**
 * The choices of a "Book" filter over records from `files`: each book that
 * holds one of them, in library order (`value` its slug, `label` its title);
 * none in a library of one book, where the filter is not shown.
 */
function bookChoices(
  data: RulebookData,
  files: Iterable<string>,
): { value: string; label: string }[] {
  const lib = library(data);
  if (!lib.multiBook) return [];
  const held = new Set(files);
  return lib.books.filter((b) => held.has(b.file)).map((b) => ({ value: b.slug, label: b.title }));
}

/**
 * An index's "Book" filter over records from `files`, read against the rows'
 * `attribute` (a book's slug): one field in a library of several books, none
 * in a library of one (spread it into an index's fields).
 */
export function bookFilter(
  data: RulebookData,
  files: Iterable<string>,
  attribute = 'data-book',
): FilterField[] {
  const options = bookChoices(data, files);
  return options.length > 0
    ? [{ name: 'book', label: 'Book', attribute, test: 'is', options }]
    : [];
}
