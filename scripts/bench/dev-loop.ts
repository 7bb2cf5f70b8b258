/**
 * Authoring-loop benchmark: `astro dev` on a copy of the bundled content (or
 * of the realistic corpus) with a chapter page open in Chromium; a heading is
 * renamed and saved, and the time until the open page shows the new heading
 * is measured (median of several saves), whether the page updated in place
 * or reloaded. The baseline, measured in the same run, is a plain reload of
 * the same page. The server prints the steps of each save
 * (src/loaders/dev-timing.ts), so the report also breaks a save down.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../lib/dev-server.ts';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { writeCorpus } from '../lib/corpus/books.ts';
import { median } from '../lib/median.ts';
import {
  DEV_STEPS,
  DEV_TIMING_ENV,
  readDevSteps,
  type DevStep,
} from '../../src/loaders/dev-timing.ts';

/** Figures of the authoring-loop benchmark. */
export interface DevLoopReport {
  /** Median time from writing the file to the first frame of the open page showing the change. */
  saveToPageMs: number;
  /** Median time of reloading the same page with nothing changed. */
  reloadMs: number;
  saves: number;
  /** How many of the measured saves the page showed without reloading. */
  inPlace: number;
  /** Why the page reloaded instead, as it told its console (one line per reload). */
  reloads: string[];
  /** Median time of each step of a save ({@link SAVE_STEPS}), in ms. */
  steps: Record<SaveStep, number>;
  /** Median time from the data stored to Astro's store file written (off the page's path). */
  storeWrittenMs: number;
  /** Median number of recompiles a save started (within {@link SAVE_WINDOW_MS} of the write). */
  compilesPerSave: number;
  /** Median number of times the open page fetched itself after a save (same window). */
  fetchesPerSave: number;
}

/** How long after a write the recompiles and fetches it caused are counted. */
const SAVE_WINDOW_MS = 900;

/** The steps a save is broken into: from the file written to the new heading shown. */
export const SAVE_STEPS = [
  'write → watcher event',
  'watcher event → compile start',
  'compile',
  'compile end → stored',
  'stored → message sent',
  'message sent → page fetch starts',
  'fetch → first byte (server render)',
  'first byte → last byte',
  'last byte → page shows it',
] as const;

/** One step of {@link SAVE_STEPS}. */
export type SaveStep = (typeof SAVE_STEPS)[number];

/** The page's fetch of itself, as its resource timing tells (epoch ms). */
interface PageFetch {
  start: number;
  firstByte: number;
  lastByte: number;
}

/** The server's steps on the path from a save to the page, in order (the store write is off it). */
const PATH_STEPS = DEV_STEPS.filter((step) => step !== 'store-written');

/** The time of the first `step` line within [after, before] (epoch ms), else NaN. */
function stepTime(
  lines: readonly [DevStep, number][],
  step: DevStep,
  after: number,
  before: number,
): number {
  const line = lines.find(([name, time]) => name === step && time >= after && time <= before);
  return line ? line[1] : Number.NaN;
}

/**
 * The steps of one save, from the server's step lines and the page's last
 * fetch of itself between `written` and `shown` (epoch ms); a step that did
 * not happen (the page reloaded instead of fetching) is NaN.
 */
function saveSteps(
  lines: readonly [DevStep, number][],
  fetches: readonly PageFetch[],
  written: number,
  shown: number,
): Record<SaveStep, number> {
  const times: number[] = [written];
  for (const step of PATH_STEPS) times.push(stepTime(lines, step, times.at(-1)!, shown));
  const sent = times.at(-1)!;
  const fetched = fetches.filter((one) => one.start >= sent && one.lastByte <= shown).at(-1);
  times.push(fetched?.start ?? Number.NaN, fetched?.firstByte ?? Number.NaN);
  times.push(fetched?.lastByte ?? Number.NaN, shown);
  return Object.fromEntries(
    SAVE_STEPS.map((name, index) => [name, times[index + 1]! - times[index]!]),
  ) as Record<SaveStep, number>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fetches of `url` the page made since its resource timings were last cleared. */
function pageFetches(page: Page, url: string): Promise<PageFetch[]> {
  return page.evaluate(
    (href) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry): entry is PerformanceResourceTiming =>
            entry.name === href && (entry as PerformanceResourceTiming).initiatorType === 'fetch',
        )
        .map((entry) => ({
          start: performance.timeOrigin + entry.startTime,
          firstByte: performance.timeOrigin + entry.responseStart,
          lastByte: performance.timeOrigin + entry.responseEnd,
        })),
    url,
  );
}

/** What the loop edits: the content it starts from, the page kept open and the heading renamed. */
interface LoopContent {
  /** Writes the content into `dir`; returns the file whose heading is renamed. */
  write(dir: string): string;
  /** The chapter page kept open. */
  page: string;
  /** The heading line renamed, and the id the open page shows for it. */
  heading: RegExp;
  id: string;
}

/** Content the loop runs on: the bundled rulebook, or the five books of the realistic corpus. */
export const LOOP_CONTENT = {
  bundled: {
    write(dir) {
      const book = join(dir, 'rulebook.md');
      writeFileSync(book, readFileSync(new URL('../../content/rulebook.md', import.meta.url)));
      return book;
    },
    page: '/rules/conditions/',
    heading: /^### Controlled\b.*$/m,
    id: 'controlled',
  },
  corpus: {
    write(dir) {
      writeCorpus(dir);
      return join(dir, 'orcus-rulebook.md');
    },
    page: '/rules/josgar-torsar-1/',
    heading: /^### Zanvelyr Yror 1\.4\b.*$/m,
    id: 'zanvelyr-yror-14',
  },
} satisfies Record<string, LoopContent>;

/** Runs the benchmark with `saves` saves of one file of `content` (default: the bundled rulebook). */
export async function benchDevLoop(
  saves = 5,
  content: LoopContent = LOOP_CONTENT.bundled,
): Promise<DevLoopReport> {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-bench-dev-'));
  const book = content.write(dir);
  const original = readFileSync(book, 'utf8');
  if (!content.heading.test(original)) throw new Error(`${book} has no heading ${content.heading}`);
  process.env[DEV_TIMING_ENV] = '1';
  const server = await startDevServer(dir, 4800 + (process.pid % 100), content.page);
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    const reloadReasons: string[] = [];
    page.on('console', (message) => {
      if (/^\[rulebook\] (?:reloading|updating the page in place failed)/.test(message.text()))
        reloadReasons.push(message.text());
    });
    await page.goto(`${server.url}${content.page}`);
    await page.waitForSelector(`#${content.id}`);
    const reloads: number[] = [];
    for (let run = 0; run < saves; run++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'load' });
      reloads.push(performance.now() - started);
    }
    const updates: number[] = [];
    const breakdowns: Record<SaveStep, number>[] = [];
    const storeWrites: number[] = [];
    const fetchCounts: number[] = [];
    const compileCounts: number[] = [];
    let inPlace = 0;
    for (let save = -1; save < saves; save++) {
      const id = `${content.id}-edit-${save + 1}`;
      const text = original.replace(content.heading, `### ${id}`);
      await pause(1000); // let the previous update settle
      // A mark on the window: it survives an update in place, not a reload. And the time of the
      // first frame that shows the new heading, taken in the page (Playwright's wait polls, at
      // intervals of up to half a second, far coarser than the times measured).
      await page.evaluate((mark) => {
        Object.assign(window, { benchSave: mark });
        performance.clearResourceTimings();
        const watch = new MutationObserver(() => {
          if (!document.getElementById(mark)) return;
          watch.disconnect();
          requestAnimationFrame(() =>
            Object.assign(window, { benchShown: performance.timeOrigin + performance.now() }),
          );
        });
        watch.observe(document, { childList: true, subtree: true });
      }, id);
      const written = Date.now();
      writeFileSync(book, text);
      await page.waitForSelector(`#${id}`, { timeout: 20_000 });
      // A reload lost the page's mark: the wait's own time, coarser, stands for it.
      const frame = await page.evaluate(
        () =>
          new Promise<number | undefined>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as { benchShown?: number }).benchShown)),
            ),
          ),
      );
      const shown = frame ?? Date.now();
      const elapsed = shown - written;
      if (save < 0) continue; // the first save warms up
      updates.push(elapsed);
      await pause(Math.max(0, written + SAVE_WINDOW_MS - Date.now()));
      const fetches = await pageFetches(page, `${server.url}${content.page}`);
      const lines = readDevSteps(server.log());
      breakdowns.push(saveSteps(lines, fetches, written, shown));
      const stored = stepTime(lines, 'stored', written, shown);
      storeWrites.push(stepTime(lines, 'store-written', stored, written + SAVE_WINDOW_MS) - stored);
      fetchCounts.push(fetches.length);
      compileCounts.push(
        lines.filter(
          ([step, time]) =>
            step === 'compile-start' && time >= written && time <= written + SAVE_WINDOW_MS,
        ).length,
      );
      const kept = await page.evaluate(() => (window as { benchSave?: string }).benchSave);
      if (kept === id) inPlace++;
    }
    const steps = Object.fromEntries(
      SAVE_STEPS.map((step) => [step, median(breakdowns.map((one) => one[step]))]),
    ) as Record<SaveStep, number>;
    return {
      saveToPageMs: median(updates),
      reloadMs: median(reloads),
      saves,
      inPlace,
      reloads: reloadReasons,
      steps,
      storeWrittenMs: median(storeWrites),
      compilesPerSave: median(compileCounts),
      fetchesPerSave: median(fetchCounts),
    };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
