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
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { writeCorpus } from '../lib/corpus/books.ts';
import {
  DEV_STEPS,
  DEV_TIMING_ENV,
  readDevSteps,
  type DevStep,
} from '../../src/loaders/dev-timing.ts';

/** Figures of the authoring-loop benchmark. */
export interface DevLoopReport {
  /** Median time from writing the file to the open page showing the change. */
  saveToPageMs: number;
  /** Median time of reloading the same page with nothing changed. */
  reloadMs: number;
  saves: number;
  /** How many of the measured saves the page showed without reloading. */
  inPlace: number;
  /** Median time of each step of a save ({@link SAVE_STEPS}), in ms. */
  steps: Record<SaveStep, number>;
}

/** The steps a save is broken into: from the file written to the new heading shown. */
export const SAVE_STEPS = [
  'write → watcher event',
  'watcher event → compile start',
  'compile',
  'compile end → stored',
  'stored → store file written',
  'store file written → message sent',
  'message sent → page shows it',
] as const;

/** One step of {@link SAVE_STEPS}. */
export type SaveStep = (typeof SAVE_STEPS)[number];

/** The steps of one save, from the server's step lines between `written` and `shown` (epoch ms). */
function saveSteps(
  lines: readonly [DevStep, number][],
  written: number,
  shown: number,
): Record<SaveStep, number> {
  const times: number[] = [written];
  for (const step of DEV_STEPS) {
    const after = times.at(-1)!;
    const line = lines.find(([name, time]) => name === step && time >= after && time <= shown);
    times.push(line ? line[1] : Number.NaN);
  }
  times.push(shown);
  return Object.fromEntries(
    SAVE_STEPS.map((name, index) => [name, times[index + 1]! - times[index]!]),
  ) as Record<SaveStep, number>;
}

const median = (values: number[]) => {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? Number.NaN;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    let inPlace = 0;
    for (let save = -1; save < saves; save++) {
      const id = `${content.id}-edit-${save + 1}`;
      const text = original.replace(content.heading, `### ${id}`);
      await pause(1000); // let the previous update settle
      // A mark on the window: it survives an update in place, not a reload.
      await page.evaluate((mark) => Object.assign(window, { benchSave: mark }), id);
      const written = Date.now();
      const started = performance.now();
      writeFileSync(book, text);
      await page.waitForSelector(`#${id}`, { timeout: 20_000 });
      const elapsed = performance.now() - started;
      const shown = Date.now();
      if (save < 0) continue; // the first save warms up
      updates.push(elapsed);
      breakdowns.push(saveSteps(readDevSteps(server.log()), written, shown));
      const kept = await page.evaluate(() => (window as { benchSave?: string }).benchSave);
      if (kept === id) inPlace++;
    }
    const steps = Object.fromEntries(
      SAVE_STEPS.map((step) => [step, median(breakdowns.map((one) => one[step]))]),
    ) as Record<SaveStep, number>;
    return { saveToPageMs: median(updates), reloadMs: median(reloads), saves, inPlace, steps };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
