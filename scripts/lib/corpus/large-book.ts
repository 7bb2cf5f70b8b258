/**
 * A classes book of a given size: the generated library's classes book (its
 * figures and reference definitions included) with its chapters written
 * again until the text reaches the size, for the tests and benchmark rows
 * that need a book as large as the largest real one (about 500 KB).
 */
import { LIBRARY_BOOKS, libraryTexts } from './library.ts';

/** The library's classes book grown to at least `bytes` characters (whole chapters: a little more). */
export function largeClassesBook(bytes: number, seed = 1): string {
  const path = LIBRARY_BOOKS['orcus-classes-and-powers.md']!;
  const book = libraryTexts({ seed }).find((text) => text.path === path)!.text;
  // Its chapters (from the first `# ` heading on), written again one by one.
  const chapters = book
    .slice(book.indexOf('\n# ') + 1)
    .split(/\n(?=# )/)
    .map((chapter) => chapter.replace(/\n*$/, '\n\n'));
  let text = book.replace(/\n*$/, '\n\n');
  for (let i = 0; text.length < bytes; i++) text += chapters[i % chapters.length];
  return text;
}
