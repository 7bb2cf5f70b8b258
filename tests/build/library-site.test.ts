/**
 * The generated library (scripts/lib/corpus/library.ts: the five books, the
 * companion files, `index.md`, `_config.yml` and `pics/`, content-formats
 * §13) built as an author builds it: `npm run build` of a folder outside the
 * project, with spaces in its name. The build gives no content error, and the
 * site holds every power of every file, both versions of each revision,
 * every picture at its size, every chapter under its book, and a whole-book
 * page per book for `npm run pdf` (tests/browser/pdf.test.ts prints them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { powerBlocks } from '../../scripts/lib/corpus/blocks.ts';
import { libraryTexts } from '../../scripts/lib/corpus/library.ts';
import { all, attribute, builtPage, textOf, texts } from '../browser/built-html.ts';
import { librarySite } from '../browser/library-site.ts';

let site = '';

interface PowerRecord {
  id: string;
  name: string;
  versions: string[];
}
interface Manifest {
  files: { path: string; title: string | null }[];
  pictures: { path: string; url: string }[];
  diagnostics: { severity: string; code: string; message: string; file: string }[];
}
let powers: PowerRecord[] = [];
let manifest: Manifest;

beforeAll(async () => {
  site = await librarySite();
  powers = JSON.parse(readFileSync(join(site, 'data/powers.json'), 'utf8'));
  manifest = JSON.parse(readFileSync(join(site, 'data/manifest.json'), 'utf8'));
}, 1_200_000);

const page = (path: string) => builtPage(site, path);
const markdown = libraryTexts().filter((t) => t.path.endsWith('.md') && t.path !== 'index.md');

describe('npm run build of the generated library', () => {
  it('builds with no content error, the slips of real books reported as warnings', () => {
    expect(manifest.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(manifest.diagnostics.map((d) => d.code)).toContain('library/revision');
  });

  it('has a page for every power name of every file', () => {
    const names = new Set(powers.map((p) => p.name));
    const missing = markdown.flatMap((t) =>
      powerBlocks(t.text)
        .filter((block) => !names.has(block.name))
        .map((block) => `${t.path}: ${block.name}`),
    );
    expect(missing).toEqual([]);
    for (const power of powers)
      expect(existsSync(join(site, 'powers', power.id, 'index.html')), power.id).toBe(true);
  });

  it('keeps both versions of each revision, each page linking the other', () => {
    const revised = powers.filter((p) => p.versions.length > 0);
    expect(new Set(revised.map((p) => p.name)).size).toBe(30);
    for (const power of revised) {
      const links = all(page(`powers/${power.id}`), 'main a').map((a) => attribute(a, 'href'));
      for (const other of power.versions)
        expect(links, `${power.id} links ${other}`).toContain(`/powers/${other}/`);
    }
  });

  it('shows every picture with its width and height, and serves it inside the site', () => {
    for (const picture of manifest.pictures) expect(picture.url).toMatch(/^\/pictures\/(?!\.\.)/);
    // A reference to a file that is not there (the generated books' `art/` pictures, and the
    // pictures the adventures one folder down name from `pics\` beside them) is a warning
    // at its line, and the page shows its alt text in its place.
    const missing = manifest.diagnostics.filter((d) => d.code === 'picture/missing');
    const found = new Set(
      manifest.pictures
        .filter((p) => !missing.some((d) => d.message.includes(`${p.path} cannot be shown`)))
        .map((p) => p.path),
    );
    expect(found.size).toBeGreaterThanOrEqual(55);
    const chapters = all(page('rules'), 'main ol.rules-index > li > a').map((a) =>
      attribute(a, 'href'),
    );
    const images = chapters.flatMap((href) => all(page(href!), 'main img'));
    const placeholders = chapters.flatMap((href) => all(page(href!), 'main .picture-missing'));
    expect(images.length).toBeGreaterThanOrEqual(found.size);
    // The adventures' missing pictures stand in their chapters; the books' two missing ones
    // are a species' and a trap's artwork, kept in the JSON (`artwork`), which no page shows.
    const inChapters = missing.filter((d) => d.file.includes('/adventures/'));
    expect(inChapters).toHaveLength(5);
    expect(placeholders.length).toBe(inChapters.length);
    for (const img of images) {
      const what = attribute(img, 'src');
      expect(attribute(img, 'width'), `${what} width`).toMatch(/^\d+$/);
      expect(attribute(img, 'height'), `${what} height`).toMatch(/^\d+$/);
      expect(existsSync(join(site, decodeURI(what!))), `${what} is in the site`).toBe(true);
    }
  });

  it('reaches every chapter from its book’s contents page, each book with a whole-book page', () => {
    const books = all(page('rules'), 'main .rules-book-title a');
    const titled = manifest.files.filter(
      (f) => f.path.endsWith('.md') && !/index\.md$/.test(f.path),
    );
    expect(books.length).toBe(titled.length);
    const chapterPages = new Set<string>();
    for (const link of books) {
      const contents = page(attribute(link, 'href')!);
      expect(texts(contents, 'main h1')).toEqual([textOf(link)]);
      const chapters = all(contents, 'main ol.book-chapters > li > a');
      expect(chapters.length, textOf(link)).toBeGreaterThan(0);
      for (const chapter of chapters) {
        const href = attribute(chapter, 'href')!;
        expect(chapterPages.has(href), `${href} is in one book only`).toBe(false);
        chapterPages.add(href);
        expect(existsSync(join(site, href, 'index.html')), href).toBe(true);
      }
      const slug = attribute(link, 'href')!.replace(/^\/books\/|\/$/g, '');
      expect(existsSync(join(site, 'book', slug, 'index.html')), `/book/${slug}/`).toBe(true);
    }
  });

  it('every page but the whole-book pages is at most 100 KB of gzipped HTML', () => {
    const limit = 100_000;
    const pages = readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      // the whole-book pages (/book/ and /book/<slug>/) hold every chapter: they are printed
      .filter((file) => file.split(sep)[0] !== 'book');
    expect(pages.length).toBeGreaterThan(1000);
    // Deflate adds at most 5 bytes a 64 KB block and gzip 18 around it: a page that much under
    // the limit cannot be over it gzipped, so only the larger ones are compressed.
    const offenders = pages
      .filter((file) => statSync(join(site, file)).size > limit - 64)
      .map((file) => ({ file, bytes: gzipSync(readFileSync(join(site, file))).length }))
      .filter(({ bytes }) => bytes > limit)
      .map(({ file, bytes }) => `/${file.split(sep).join('/')} ${(bytes / 1000).toFixed(1)} KB`);
    expect(offenders, 'pages over 100 KB of gzipped HTML').toEqual([]);
  });
});
