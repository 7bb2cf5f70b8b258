/**
 * `npm run pdf`: the rulebook as PDFs, printed by Debian's Chromium from the
 * built site (served by src/io's static server), nothing downloaded.
 *
 * - `dist/rulebook.pdf`: the whole-book page (/book/): title page with the data
 *   format version, contents with page numbers, every chapter in order,
 *   bookmarks (the outline, from the headings) for chapters and sections, page
 *   numbers in the footer, power and deity blocks as cards in the flow. It is
 *   printed twice: the first print's outline gives the page of every chapter
 *   and section, which the contents then show (their space is reserved, so the
 *   pages do not move).
 * - `dist/books/<slug>.pdf`, in a library of several books: each book the
 *   same way, from its own whole-book page (/book/<slug>/), as authors
 *   publish them one PDF a book.
 * - `dist/cards.pdf`: every power (or the `--deck`) as poker-size cards, nine to
 *   a sheet, fitted by the same script that fits them in the browser's print:
 *   the powers index opens every row's card itself (src/client/power-rows.ts,
 *   `LOAD_SHOWN_CARDS`), as its "Print cards" button does.
 *
 * The site is built first when `dist/` is missing or older than the content.
 * Each PDF is written atomically (a temporary file renamed into place).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { escapeControls } from '../src/compiler/helpers.ts';
import { serveStatic } from '../src/io/static-server.ts';
import { writeFileAtomically } from '../src/io/write-output.ts';
import { CARDS_LOADED, LOAD_SHOWN_CARDS } from '../src/client/power-rows.ts';
import { launchBrowser } from './lib/chromium.ts';
import { readPdf, type OutlineEntry } from './lib/pdf-outline.ts';

/** Paper sizes the PDFs can be printed on. */
export const PAPERS = { letter: 'Letter', a4: 'A4' } as const;
/** A paper size's name on the command line. */
export type Paper = keyof typeof PAPERS;

const USAGE = `Usage: npm run pdf -- [--paper letter|a4] [--deck id,id,...] [--only book|cards]
                      [--dist DIR] [--rebuild]

Writes DIR/rulebook.pdf (the whole library), DIR/books/<book>.pdf (each book
of a library of several on its own) and DIR/cards.pdf (every power as
poker-size cards, nine to a sheet; with --deck only those powers, in that order,
the ids of a deck link /deck/?powers=...). DIR is dist/ (built first if missing
or older than the content; --rebuild builds it anyway).
`;

/** Fails with a usage error (exit code 2). */
function usage(message: string): never {
  process.stderr.write(`pdf: ${escapeControls(message)}\n\n${USAGE}`);
  process.exit(2);
}

/** The newest modification time of any file below `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Whether the site in `dist` needs building: missing, or older than the content or the site's code. */
function needsBuild(dist: string): boolean {
  const index = join(dist, 'book', 'index.html');
  if (!existsSync(index)) return true;
  const contentDirs = (process.env['RULEBOOK_CONTENT'] || 'content').split(',').filter(Boolean);
  const sources = [...contentDirs, 'src'];
  return sources.some((dir) => newest(dir) > statSync(index).mtimeMs);
}

function buildSite(dist: string): void {
  process.stderr.write(`Building the site into ${escapeControls(dist)}/ first...\n`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-site.ts', '--out', dist],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    process.stderr.write('pdf: the site build failed; no PDF was written.\n');
    process.exit(1);
  }
}

/** The page's print layout is ready: fonts loaded, then `beforeprint` as a print dialog sends it. */
async function preparePrint(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
}

const FOOTER = `<div style="width:100%;font:8pt system-ui,sans-serif;color:#444;text-align:center">
<span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/** Puts each bookmark's page number into the contents entry with the same title (in order). */
async function fillContents(page: Page, outline: OutlineEntry[]): Promise<number> {
  return page.evaluate((entries) => {
    let from = 0;
    let filled = 0;
    for (const link of document.querySelectorAll<HTMLElement>('[data-toc-title]')) {
      const index = entries.findIndex((e, i) => i >= from && e.title === link.dataset['tocTitle']);
      if (index < 0 || entries[index]!.page === null) continue;
      from = index + 1;
      link.querySelector('[data-toc-page]')!.textContent = String(entries[index]!.page);
      filled++;
    }
    return filled;
  }, outline);
}

/**
 * Points the book's links to its own chapters, sections, powers and tables at
 * their place in the document (PDF-internal links) and makes every other link
 * within the site plain text, so no link in the PDF leads to the local server.
 */
async function linkWithinBook(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(link.href);
      if (url.origin !== location.origin) continue; // another site: kept (and printed)
      if (url.pathname === location.pathname) continue; // already within the book
      const hash = decodeURIComponent(url.hash.slice(1));
      const chapter = /^\/rules\/([^/]+)\/$/.exec(url.pathname)?.[1];
      const power = /^\/powers\/([^/]+)\/$/.exec(url.pathname)?.[1];
      const candidates = chapter
        ? [`${chapter}--${hash || 'top'}`, hash]
        : power
          ? [`power-${power}`]
          : [];
      const target = candidates.find((id) => id && document.getElementById(id));
      if (target) link.setAttribute('href', `#${target}`);
      else link.removeAttribute('href');
    }
  });
}

/** Prints a whole-book page (/book/, or a library's book at /book/<slug>/) to PDF bytes. */
async function printBook(
  browser: Browser,
  origin: string,
  paper: Paper,
  path = '/book/',
): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await linkWithinBook(page);
    await preparePrint(page);
    const print = () =>
      page.pdf({
        format: PAPERS[paper],
        printBackground: true,
        outline: true,
        tagged: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: FOOTER,
        margin: { top: '0.6in', bottom: '0.7in', left: '0.75in', right: '0.75in' },
      });
    const first = await print();
    const { outline } = await readPdf(first);
    if ((await fillContents(page, outline)) === 0) return first;
    return await print();
  } finally {
    await page.close();
  }
}

/** How long the powers index may take to load every power's card (one page fetch each). */
const CARDS_TIMEOUT_MS = 300_000;

/** Prints every power, or the deck's, as card sheets to PDF bytes. */
async function printCards(
  browser: Browser,
  origin: string,
  paper: Paper,
  deck: string[] | null,
): Promise<{ bytes: Uint8Array; faces: number }> {
  const page = await browser.newPage();
  try {
    if (deck) {
      await page.goto(`${origin}/deck/?powers=${deck.map(encodeURIComponent).join(',')}`);
      await page
        .locator('[data-deck-status]')
        .filter({ hasText: /in the (shared )?deck/ })
        .waitFor();
    } else {
      // The index lists rows: its own card loading opens every row's card (no filter: all).
      await page.goto(`${origin}/powers/`, { waitUntil: 'load' });
      await page.evaluate(
        (event) => document.querySelector('[data-power-rows]')?.dispatchEvent(new Event(event)),
        LOAD_SHOWN_CARDS,
      );
      await page
        .locator(`[data-power-rows][${CARDS_LOADED}]`)
        .waitFor({ state: 'attached', timeout: CARDS_TIMEOUT_MS });
      const failed = await page.locator('[data-power-rows] [data-card-error]').allTextContents();
      if (failed.length > 0)
        throw new Error(`${failed.length} card(s) could not be loaded: ${failed[0]!.trim()}`);
    }
    await preparePrint(page);
    await page.locator('html[data-print-sheets="ready"]').waitFor({ state: 'attached' });
    const faces = await page.locator('.print-sheets .print-face').count();
    const bytes = await page.pdf({
      format: PAPERS[paper],
      printBackground: true,
      margin: { top: '0', bottom: '0', left: '0', right: '0' },
    });
    return { bytes, faces };
  } finally {
    await page.close();
  }
}

/** The slugs of the library's books the site printed whole, one page each (/book/<slug>/); none for a single book. */
function libraryBooks(dist: string): string[] {
  const dir = join(dist, 'book');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
        .map((entry) => entry.name)
        .sort()
    : [];
}

/** The deck's ids, checked against the site's powers; unknown ids are a usage error. */
function checkDeck(dist: string, ids: string[]): string[] {
  const powers = JSON.parse(readFileSync(join(dist, 'data', 'powers.json'), 'utf8')) as {
    id: string;
  }[];
  const known = new Set(powers.map((p) => p.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    usage(
      `no power with the id ${unknown.map((id) => `"${id}"`).join(', ')} in ${dist}/data/powers.json.`,
    );
  return ids;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        paper: { type: 'string', default: 'letter' },
        deck: { type: 'string' },
        only: { type: 'string' },
        dist: { type: 'string', default: 'dist' },
        rebuild: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    usage((error as Error).message);
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const paper = args.paper as Paper;
  if (!(paper in PAPERS)) usage(`--paper must be letter or a4, not "${args.paper}".`);
  if (args.only !== undefined && args.only !== 'book' && args.only !== 'cards')
    usage(`--only must be book or cards, not "${args.only}".`);
  const dist = args.dist;
  if (args.rebuild || needsBuild(dist)) buildSite(dist);
  const deckIds =
    args.deck
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean) ?? null;
  if (deckIds?.length === 0) usage('--deck needs at least one power id.');
  const deck = deckIds ? checkDeck(dist, deckIds) : null;

  const [site, browser] = await Promise.all([serveStatic(dist), launchBrowser()]);
  try {
    if (args.only !== 'cards') {
      // The whole library, then each of its books on its own (a library of several books).
      const prints = [
        { path: '/book/', file: join(dist, 'rulebook.pdf') },
        ...libraryBooks(dist).map((slug) => ({
          path: `/book/${slug}/`,
          file: join(dist, 'books', `${slug}.pdf`),
        })),
      ];
      for (const { path, file } of prints) {
        const bytes = await printBook(browser, site.url, paper, path);
        await writeFileAtomically(file, bytes);
        const { pages } = await readPdf(bytes);
        process.stderr.write(
          `Wrote ${escapeControls(relative(process.cwd(), file))} (${pages} pages).\n`,
        );
      }
    }
    if (args.only !== 'book') {
      const { bytes, faces } = await printCards(browser, site.url, paper, deck);
      const file = join(dist, 'cards.pdf');
      await writeFileAtomically(file, bytes);
      const { pages } = await readPdf(bytes);
      process.stderr.write(
        `Wrote ${escapeControls(relative(process.cwd(), file))} (${pages} sheets, ${faces} card faces).\n`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
