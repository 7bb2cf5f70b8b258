/**
 * One library, many books: the shared fixture site is content/
 * and several fixture directories, each file a book. Its navigation groups
 * the chapters by book, each book has a contents page, a chapter title that
 * stands in two books (`Legal`: the rulebook's and the Fen Almanac's) is
 * named with its book, and the record indexes filter by book. Read from the
 * built pages (built-html.ts): no browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage, one, textOf, texts } from '../browser/built-html.ts';
import { sharedFixtureSite } from '../browser/fixture-site.ts';

let site = '';
/** The manifest's file entries (a `version` once the manifest has the version line). */
let files: { path: string; title: string | null; version?: string }[] = [];
beforeAll(async () => {
  site = await sharedFixtureSite();
  files = JSON.parse(readFileSync(join(site, 'data/manifest.json'), 'utf8')).files;
}, 240_000);

const page = (path: string) => builtPage(site, path);
const titleOf = (path: string) => textOf(one(page(path), 'title'));

describe('the rules index of a library', () => {
  it('lists the chapters under their books, in the library’s order', () => {
    const rules = page('rules');
    const books = texts(rules, 'main .rules-book-title a');
    expect(books[0]).toBe('Rulebook');
    expect(books.at(-1)).toBe('House Rules');
    expect(books.indexOf('Fen Almanac')).toBeGreaterThan(books.indexOf('Rulebook'));
    const groups = all(rules, 'main .rules-book');
    expect(groups).toHaveLength(books.length);
    const chaptersOf = (book: string) =>
      texts(groups[books.indexOf(book)]!, 'ol.rules-index > li > a');
    expect(chaptersOf('Fen Almanac')).toEqual(['Fen Almanac', 'Tides of the Fen', 'Legal']);
    expect(chaptersOf('Rulebook')).toContain('Combat');
    expect(chaptersOf('Rulebook').at(-1)).toBe('Legal');
    expect(attribute(one(rules, 'main .rules-book-title a'), 'href')).toBe('/books/rulebook/');
  });

  it('groups the chapter sidebar and menu by book, the current chapter marked under its book', () => {
    const chapter = page('rules/tides-of-the-fen');
    const rulesBooks = texts(page('rules'), 'main .rules-book-title a');
    for (const nav of ['.chapter-nav', '.chapter-menu']) {
      expect(texts(chapter, `${nav} .chapter-book-title`)).toEqual(rulesBooks);
      const current = one(chapter, `${nav} a[aria-current="page"]`);
      expect(textOf(current).trim()).toBe('Tides of the Fen');
    }
    const fen = all(chapter, '.chapter-nav .chapter-book')[rulesBooks.indexOf('Fen Almanac')]!;
    expect(texts(fen, 'ol a')).toEqual(['Fen Almanac', 'Tides of the Fen', 'Legal']);
    expect(texts(chapter, '.chapter-menu-label')).toEqual([
      'Chapters: Tides of the Fen (Fen Almanac)',
    ]);
  });
});

describe('a book’s contents page', () => {
  it('gives each book its title, version line when known, and chapters in order', () => {
    const contents = page('books/fen-almanac');
    expect(texts(contents, 'main h1')).toEqual(['Fen Almanac']);
    const links = all(contents, 'main ol.book-chapters > li > a');
    expect(links.map(textOf)).toEqual(['Fen Almanac', 'Tides of the Fen', 'Legal']);
    expect(links.map((a) => attribute(a, 'href'))).toEqual([
      '/rules/fen-almanac/',
      '/rules/tides-of-the-fen/',
      '/rules/legal-2/',
    ]);
    expect(texts(contents, 'main .book-chapters ul a')).toEqual(['Reading the Water']);
    const version = files.find((f) => f.path.endsWith('fen-almanac.md'))?.version;
    expect(texts(contents, '.book-version-line')).toEqual(version ? [`Version ${version}`] : []);
  });

  it('has one contents page per book, linked from the rules index', () => {
    for (const link of all(page('rules'), 'main .rules-book-title a')) {
      const contents = page(attribute(link, 'href')!);
      expect(texts(contents, 'main h1')).toEqual([textOf(link)]);
    }
  });
});

describe('a chapter title that stands in two books', () => {
  it('names each chapter with its book, at a URL of its own', () => {
    expect(titleOf('rules/legal')).toMatch(/^Legal — Rulebook · /);
    expect(titleOf('rules/legal-2')).toMatch(/^Legal — Fen Almanac · /);
    expect(texts(page('rules/legal-2'), 'main h1')).toEqual(['Legal']);
    expect(texts(page('rules/legal-2'), '.chapter-book-line a')).toEqual(['Fen Almanac']);
    expect(texts(page('rules/legal'), '.chapter-book-line a')).toEqual(['Rulebook']);
  });

  it('leaves a title found in one book as it is', () => {
    expect(titleOf('rules/combat')).toMatch(/^Combat · /);
  });
});

describe('filtering records by book', () => {
  /** The labels of the book filter's choices on an index page (without "Any"). */
  const bookChoices = (path: string) =>
    texts(page(path), 'form select[name="book"] option').filter((label) => label !== 'Any');

  it('offers the books that hold powers on /powers/, each power’s row naming its book', () => {
    const powers = page('powers');
    expect(bookChoices('powers')).toEqual(expect.arrayContaining(['Rulebook', 'House Rules']));
    expect(bookChoices('powers')).not.toContain('Fen Almanac');
    const items = all(powers, '[data-power-rows] > li');
    const slugs = new Set(items.map((li) => attribute(li, 'data-book')));
    expect(slugs).toContain('rulebook');
    expect(slugs).toContain('house-rules');
    expect(slugs).not.toContain(null);
  });

  it('marks every searchable page with its book, for the search page’s book filter', () => {
    const bookFilter = (path: string) =>
      all(page(path), '[data-pagefind-filter^="book:"]').map((el) =>
        attribute(el, 'data-pagefind-filter'),
      );
    expect(bookFilter('rules/legal-2')).toEqual(['book:fen-almanac']);
    expect(bookFilter('rules/legal')).toEqual(['book:rulebook']);
    const powerHref = attribute(one(page('powers'), '[data-power-rows] > li a'), 'href')!;
    expect(bookFilter(powerHref)).toHaveLength(1);
    expect(bookFilter('search')).toEqual([]);
    const books = texts(page('search'), 'select[name="book"] option');
    expect(books).toEqual(['Every book', ...texts(page('rules'), 'main .rules-book-title a')]);
  });

  it('offers the books on /monsters/ and a record index', () => {
    expect(bookChoices('monsters').length).toBeGreaterThan(1);
    expect(bookChoices('feats').length).toBeGreaterThan(0);
    for (const li of all(page('feats'), '[data-record-list] > li'))
      expect(attribute(li, 'data-f-book')).toMatch(/^[a-z0-9-]+$/);
  });
});
