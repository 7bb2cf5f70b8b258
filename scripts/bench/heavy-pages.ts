/**
 * Heavy-pages section of `npm run bench`: the pages of the generated library
 * (scripts/lib/corpus/library.ts, five books and their companions) that grow
 * with the books — `/powers/`, the longest rules chapter (the largest HTML file
 * under rules/), `/encounter/`, `/monsters/` — measured as a reader gets them
 * from the project's static server (src/io/static-server.ts): gzipped HTML,
 * element count, Lighthouse mobile performance and total blocking time
 * (scripts/lib/lighthouse.ts); then the time a filter change takes on
 * `/powers/` at 4× CPU slowdown (a filter chosen, then cleared back to every
 * power: median of 5, to the next frame; and to the frame after it, which
 * paints the rest of the rows' first window), and the largest gzipped page of the
 * site that is not a whole-book page. Targets: ≤ 100 KB gzipped, performance
 * ≥ 90, filter change ≤ 100 ms. Not a test: scores move with load.
 *
 * Alone: `node --import tsx scripts/bench/heavy-pages.ts` builds the library
 * site in a temporary folder; `--site DIR` measures a site already built there.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '../../src/io/static-server.ts';
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { writeLibrary } from '../lib/corpus/library.ts';
import { auditPages } from '../lib/lighthouse.ts';
import { median } from '../lib/median.ts';

/** The gzipped size every page but the whole-book pages should stay under, in KB. */
export const HEAVY_PAGE_KB = 100;
/** The Lighthouse mobile performance each measured page should reach. */
export const HEAVY_PAGE_PERFORMANCE = 90;
/** The time a filter change on `/powers/` should stay under at 4× CPU slowdown, in ms. */
export const FILTER_CHANGE_MS = 100;
/** The CPU slowdown of the filter-change row (Lighthouse's mobile profile uses the same). */
const CPU_SLOWDOWN = 4;
/** Filter changes measured (each way); the row reports their median. */
const FILTER_RUNS = 5;

/** The figures of one measured page. */
export interface HeavyPage {
  path: string;
  gzipKB: number;
  elements: number;
  /** Lighthouse's figures, or why it could not audit the page. */
  performance: number | null;
  blockingMs: number | null;
  auditError?: string;
}

/** What the section reports. */
export interface HeavyPagesReport {
  pages: HeavyPage[];
  /**
   * Median ms of choosing a filter, and of clearing it back to every power, to
   * the frame that paints the change; `filled`, to the frame after it, which
   * paints the rows of the first window below the first screen.
   */
  filter: {
    selectMs: number;
    clearMs: number;
    filled: { selectMs: number; clearMs: number };
    powers: number;
  };
  /** The largest gzipped page that is not a whole-book page. */
  largest: { path: string; gzipKB: number };
}

/** Every HTML file of the site, as its URL path (`rules/x/index.html` → `/rules/x/`). */
function htmlPages(site: string): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) {
        const path = `/${relative(site, file).split(sep).join('/')}`;
        pages.push({ path: path.replace(/index\.html$/, ''), file });
      }
    }
  };
  walk(site);
  return pages;
}

/** Whether a page is a whole book (`/book/`, `/book/<slug>/`): those may be as large as the book. */
function wholeBook(path: string): boolean {
  return /^\/book\/([^/]+\/)?$/.test(path);
}

const gzipKB = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** The rules chapter whose HTML is largest: the heaviest reading page. */
function longestChapter(pages: readonly { path: string; file: string }[]): string {
  const chapters = pages.filter((page) => page.path.startsWith('/rules/'));
  if (chapters.length === 0) throw new Error('the site has no page under /rules/: is it built?');
  return chapters.reduce((a, b) => (statSync(b.file).size > statSync(a.file).size ? b : a)).path;
}

/** Elements of each page once loaded, counted in the browser. */
async function countElements(origin: string, paths: readonly string[]): Promise<number[]> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    const counts: number[] = [];
    for (const path of paths) {
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
      counts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    }
    return counts;
  } finally {
    await browser.close();
  }
}

/**
 * Times filter changes on `/powers/` of `origin` at 4× CPU slowdown: the first
 * choice of the level filter, then back to every level, each from the change
 * event to the next frame, and to the frame after it.
 */
async function filterChange(origin: string): Promise<HeavyPagesReport['filter']> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    await page.goto(`${origin}/powers/`, { waitUntil: 'load', timeout: 120_000 });
    // Every power of the page as built (the script keeps only a window of rows in the document).
    const powers =
      (await page.request.get(`${origin}/powers/`).then((answer) => answer.text())).match(
        /data-power-row=/g,
      )?.length ?? 0;
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const change = (which: 'first' | 'all') =>
      page.evaluate(async (which) => {
        const select = document.querySelector<HTMLSelectElement>('select[name="level"]');
        if (!select) throw new Error('/powers/ has no level filter (select[name="level"])');
        const start = performance.now();
        select.value = which === 'all' ? '' : select.options[1]!.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        // (a loop, not a named helper: tsx wraps those in a `__name` call the page lacks)
        const frames: number[] = [];
        for (let frame = 0; frame < 2; frame++) {
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          frames.push(performance.now() - start);
        }
        return { painted: frames[0]!, filled: frames[1]! };
      }, which);
    const select: { painted: number; filled: number }[] = [];
    const clear: typeof select = [];
    for (let run = 0; run < FILTER_RUNS; run++) {
      select.push(await change('first'));
      clear.push(await change('all'));
    }
    const of = (runs: typeof select, key: 'painted' | 'filled') =>
      median(runs.map((run) => run[key]));
    return {
      selectMs: of(select, 'painted'),
      clearMs: of(clear, 'painted'),
      filled: { selectMs: of(select, 'filled'), clearMs: of(clear, 'filled') },
      powers,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse on one page, or the reason it could not run (a page too heavy times it out). */
async function audit(
  origin: string,
  path: string,
): Promise<Pick<HeavyPage, 'performance' | 'blockingMs' | 'auditError'>> {
  try {
    const [result] = await auditPages(origin, [path]);
    return { performance: result!.scores.performance, blockingMs: result!.blockingMs };
  } catch (error) {
    return { performance: null, blockingMs: null, auditError: (error as Error).message };
  }
}

/** Measures the heavy pages of the library site built in `site`. */
export async function measureHeavyPages(site: string): Promise<HeavyPagesReport> {
  const pages = htmlPages(site);
  const fileOf = new Map(pages.map((page) => [page.path, page.file]));
  const paths = ['/powers/', longestChapter(pages), '/encounter/', '/monsters/'];
  for (const path of paths)
    if (!fileOf.has(path)) throw new Error(`${path} is not in the site at ${site}: is it built?`);
  const largest = pages
    .filter((page) => !wholeBook(page.path))
    .map((page) => ({ path: page.path, gzipKB: gzipKB(page.file) }))
    .reduce((a, b) => (b.gzipKB > a.gzipKB ? b : a));
  const server = await serveStatic(site);
  try {
    const elements = await countElements(server.url, paths);
    const measured: HeavyPage[] = [];
    for (const [index, path] of paths.entries())
      measured.push({
        path,
        gzipKB: gzipKB(fileOf.get(path)!),
        elements: elements[index]!,
        ...(await audit(server.url, path)),
      });
    return { pages: measured, filter: await filterChange(server.url), largest };
  } finally {
    await server.close();
  }
}

/** Writes the generated library into a temporary folder, builds its site, and measures it. */
export async function benchHeavyPages(): Promise<HeavyPagesReport> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-heavy-pages-'));
  try {
    const content = join(work, 'library');
    const out = join(work, 'site');
    await writeLibrary(content, { scale: 0.2 });
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-site.ts', '--out', out],
      {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        env: {
          ...process.env,
          RULEBOOK_CONTENT: content,
          RULEBOOK_ASTRO_CACHE: join(work, 'astro-cache'),
          CI: '1',
        },
      },
    );
    if (build.status !== 0)
      throw new Error(`the library site failed to build:\n${build.stdout}\n${build.stderr}`);
    return await measureHeavyPages(out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const f = (value: number, digits = 0) => value.toFixed(digits);

/** The section's lines: a row per page, the filter row, the largest page, and what missed its target. */
export function formatHeavyPages(report: HeavyPagesReport): string[] {
  const { pages, filter, largest } = report;
  const missed = [
    ...pages.flatMap(({ path, gzipKB, performance }) => [
      ...(gzipKB > HEAVY_PAGE_KB ? [`${path} ${f(gzipKB)} KB`] : []),
      ...(performance === null || performance < HEAVY_PAGE_PERFORMANCE
        ? [`${path} performance ${performance ?? 'not measured'}`]
        : []),
    ]),
    ...(filter.clearMs > FILTER_CHANGE_MS || filter.selectMs > FILTER_CHANGE_MS
      ? [`filter change ${f(Math.max(filter.selectMs, filter.clearMs))} ms`]
      : []),
    ...(largest.gzipKB > HEAVY_PAGE_KB ? [`${largest.path} ${f(largest.gzipKB)} KB`] : []),
  ];
  return [
    'page | gzipped HTML | elements | performance | total blocking time',
    ...pages.map(
      (page) =>
        `${page.path} | ${f(page.gzipKB, 1)} KB | ${page.elements} | ${page.performance ?? '—'} | ${page.blockingMs === null ? `— (Lighthouse failed: ${page.auditError})` : `${f(page.blockingMs)} ms`}`,
    ),
    formatFilterChange(filter),
    `largest page but the whole books: ${largest.path} ${f(largest.gzipKB, 1)} KB gzipped`,
    missed.length === 0
      ? `every target met (≤ ${HEAVY_PAGE_KB} KB, performance ≥ ${HEAVY_PAGE_PERFORMANCE}, filter ≤ ${FILTER_CHANGE_MS} ms)`
      : `missed: ${missed.join(', ')}`,
  ];
}

/** Times only the filter changes of `/powers/` of the library site built in `site`. */
export async function measureFilterChange(site: string): Promise<HeavyPagesReport['filter']> {
  const server = await serveStatic(site);
  try {
    return await filterChange(server.url);
  } finally {
    await server.close();
  }
}

/** The filter row alone, as {@link formatHeavyPages} writes it. */
export function formatFilterChange(filter: HeavyPagesReport['filter']): string {
  return `filter change on /powers/ (${filter.powers} powers, ${CPU_SLOWDOWN}x CPU slowdown, median of ${FILTER_RUNS}): choose a level ${f(filter.selectMs)} ms, clear back to all ${f(filter.clearMs)} ms (the first window's rows below the first screen painted: ${f(filter.filled.selectMs)} ms, ${f(filter.filled.clearMs)} ms)`;
}

// `node --import tsx scripts/bench/heavy-pages.ts [--site DIR] [--filter-only]`: this section
// alone; `--filter-only` (with `--site`) times only the filter changes of /powers/.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, 'filter-only': { type: 'boolean' } },
  });
  if (values['filter-only']) {
    if (!values.site) throw new Error('--filter-only measures a built site: give it --site DIR.');
    console.log(formatFilterChange(await measureFilterChange(values.site)));
  } else {
    const report = values.site ? await measureHeavyPages(values.site) : await benchHeavyPages();
    console.log(formatHeavyPages(report).join('\n'));
  }
}
