// `npm run pdf` on the built site (dist/): dist/rulebook.pdf has a title page with the data
// format version, contents with the pages the bookmarks point at, every chapter in order as a
// bookmark with its sections under it, page numbers in the footer and the powers as cards;
// dist/books/<book>.pdf each book of the library the same way; dist/cards.pdf has every power
// on sheets of nine (or a deck's, on A4). The PDFs are read
// with pdf-lib (page count, outline) and Debian's poppler-utils (pdftotext, pdfinfo), which
// scripts/ensure-poppler.sh installs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf, type PdfSummary } from '../../scripts/lib/pdf-outline.ts';
import type { Power, Section } from '../../src/compiler/index.ts';
import { FACES_PER_SHEET } from '../../src/client/print-cards.ts';
import { distSite } from './fixture-site.ts';

const DIST = 'dist';
const root = join(import.meta.dirname, '../..');

function runPdf(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/pdf.ts', '--dist', DIST, ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
}

/** The text of a PDF (or of one page), whitespace collapsed, from poppler's pdftotext. */
function pdfText(file: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const result = spawnSync('pdftotext', [...range, file, '-'], { encoding: 'utf8' });
  if (result.error)
    throw new Error(
      'pdftotext not found: run `bash scripts/ensure-poppler.sh` (installs poppler-utils).',
    );
  return result.stdout.replace(/\s+/g, ' ');
}

/** pdfinfo's "Page size" line. */
function pageSize(file: string): string {
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
  return /Page size:\s+(.*)/.exec(info)?.[1] ?? '';
}

const read = (file: string): Promise<PdfSummary> => readPdf(readFileSync(file));
const json = <T>(name: string): T =>
  JSON.parse(readFileSync(join(DIST, 'data', name), 'utf8')) as T;

const BOOK = join(DIST, 'rulebook.pdf');
const CARDS = join(DIST, 'cards.pdf');
/** Words of the Grapple power, which both PDFs must hold. */
const GRAPPLE = 'The target is grappled. You can release the target whenever you like';

describe('npm run pdf', () => {
  let stderr = '';
  beforeAll(async () => {
    // The global setup may still be building dist/.
    await distSite();
    const result = runPdf();
    stderr = result.stderr;
    expect(result.status, result.stderr).toBe(0);
  }, 240_000);

  it('writes the rulebook: title page, contents with page numbers, chapters in order as bookmarks', async () => {
    const chapters = json<Section[]>('sections.json').filter((s) => s.parent === null);
    const { pages, outline } = await read(BOOK);
    expect(stderr).toContain(`Wrote ${BOOK} (${pages} pages).`);
    expect(pages).toBeGreaterThan(chapters.length + 2);
    expect(spawnSync('pdfinfo', [BOOK], { encoding: 'utf8' }).stdout).toMatch(
      new RegExp(`Pages:\\s+${pages}\\n`),
    );

    // Bookmarks: the book, and under it the contents, then every chapter in book order,
    // their sections beneath.
    expect(outline.filter((e) => e.depth === 0).map((e) => e.title)).toEqual(['Orcus Rulebook']);
    const top = outline.filter((e) => e.depth === 1);
    expect(top.map((e) => e.title)).toEqual(['Contents', ...chapters.map((c) => c.title)]);
    const pagesOf = top.map((e) => e.page!);
    expect(pagesOf).toEqual([...pagesOf].sort((a, b) => a - b));
    const core = outline.findIndex((e) => e.title === 'The Core Mechanic' && e.depth === 1);
    expect(outline[core + 1]).toMatchObject({ title: 'Dice', depth: 2 });

    // Title page: the data format version from the manifest.
    const manifest = json<{ formatVersion: string }>('manifest.json');
    expect(pdfText(BOOK, 1)).toContain(`Orcus Rulebook`);
    expect(pdfText(BOOK, 1)).toContain(`Data format ${manifest.formatVersion}`);

    // Each chapter starts on the page its bookmark names, which the contents print.
    const contents = Array.from({ length: top[1]!.page! - 2 }, (_, i) => pdfText(BOOK, i + 2)).join(
      ' ',
    );
    for (const entry of top.slice(1)) {
      expect(pdfText(BOOK, entry.page!), entry.title).toContain(entry.title);
      expect(contents, entry.title).toContain(`${entry.title} ${entry.page}`);
    }

    // Page numbers in the footer; no site chrome or heading anchors.
    expect(pdfText(BOOK, 5)).toContain(`5 / ${pages}`);
    const all = pdfText(BOOK);
    expect(all).not.toContain('Skip to content');
    expect(all).not.toContain('On this page');
    expect(all).toContain(GRAPPLE);
    // Links within the book are links within the PDF, never to the server it was printed from.
    expect(readFileSync(BOOK).includes('127.0.0.1')).toBe(false);
  });

  it('writes each book of the library as a PDF of its own: its title the root bookmark, its chapters under it', async () => {
    const { files } = json<{ files: { path: string; title: string | null }[] }>('manifest.json');
    const sections = json<Section[]>('sections.json');
    // dist/ is built from content/: the rulebook and its license, two books.
    const written = readdirSync(join(DIST, 'books')).filter((name) => name.endsWith('.pdf'));
    expect(written.sort()).toEqual(['license.pdf', 'rulebook.pdf']);
    for (const file of files) {
      const chapters = sections.filter((s) => s.parent === null && s.source.file === file.path);
      const pdf = join(DIST, 'books', `${file.title!.toLowerCase()}.pdf`);
      const { pages, outline } = await read(pdf);
      expect(stderr).toContain(`Wrote ${pdf} (${pages} pages).`);
      expect(outline.filter((e) => e.depth === 0).map((e) => e.title)).toEqual([file.title]);
      expect(outline.filter((e) => e.depth === 1).map((e) => e.title)).toEqual([
        'Contents',
        ...chapters.map((c) => c.title),
      ]);
    }
    // The whole library's PDF holds the books' chapters; a book's holds only its own.
    expect(pdfText(join(DIST, 'books', 'license.pdf'))).not.toContain(GRAPPLE);
    expect(pdfText(join(DIST, 'books', 'rulebook.pdf'))).toContain(GRAPPLE);
  });

  it('writes every power as cards, nine to a Letter sheet', async () => {
    const powers = json<Power[]>('powers.json');
    const { pages } = await read(CARDS);
    const faces = Number(/cards\.pdf \(\d+ sheets, (\d+) card faces\)/.exec(stderr)?.[1]);
    expect(faces).toBeGreaterThanOrEqual(powers.length);
    expect(pages).toBe(Math.ceil(faces / FACES_PER_SHEET));
    expect(pageSize(CARDS)).toContain('612 x 792 pts (letter)');
    const text = pdfText(CARDS);
    for (const power of powers) expect(text, power.id).toContain(power.name);
    expect(text).toContain(GRAPPLE);
    // Written atomically: no temporary file left beside them.
    expect(readdirSync(DIST).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('prints a deck on A4 with --deck and --paper, and refuses an unknown id without touching the PDF', async () => {
    const deck = runPdf('--only', 'cards', '--deck', 'grapple,shove', '--paper', 'a4');
    expect(deck.status, deck.stderr).toBe(0);
    expect((await read(CARDS)).pages).toBe(1);
    expect(pageSize(CARDS)).toMatch(/^59\d\.\d+ x 84\d\.\d+ pts \(A4\)$/);
    const text = pdfText(CARDS);
    expect(text).toContain('Grapple');
    expect(text).toContain('Shove');
    expect(text).not.toContain('Basic Melee Attack');

    const before = readFileSync(CARDS);
    const bad = runPdf('--only', 'cards', '--deck', 'grapple,no-such-power');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no power with the id "no-such-power"');
    expect(readFileSync(CARDS).equals(before)).toBe(true);
    expect(existsSync(BOOK)).toBe(true);
  });
});
