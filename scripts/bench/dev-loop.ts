/**
 * Authoring-loop benchmark: `astro dev` on a copy of the bundled content (or
 * of the realistic corpus) with a chapter page open in Chromium; a heading is
 * renamed and saved, and the time until the open page shows it is measured
 * (median of several saves). The baseline, measured in the same run, is a
 * plain reload of the same page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../lib/dev-server.ts';
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { writeCorpus } from '../lib/corpus/books.ts';

/** Figures of the authoring-loop benchmark. */
export interface DevLoopReport {
  /** Median time from writing the file to the open page showing the change. */
  saveToPageMs: number;
  /** Median time of reloading the same page with nothing changed. */
  reloadMs: number;
  saves: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
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
    for (let save = -1; save < saves; save++) {
      const id = `${content.id}-edit-${save + 1}`;
      const text = original.replace(content.heading, `### ${id}`);
      await pause(1000); // let the previous reload settle
      const started = performance.now();
      writeFileSync(book, text);
      await page.waitForSelector(`#${id}`, { timeout: 20_000 });
      if (save >= 0) updates.push(performance.now() - started); // the first save warms up
    }
    return { saveToPageMs: median(updates), reloadMs: median(reloads), saves };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
