/**
 * Authoring-loop benchmark: `astro dev` on a copy of the bundled content with
 * a chapter page open in Chromium; a heading is renamed and saved, and the
 * time until the open page shows it is measured (median of several saves).
 * The baseline, measured in the same run, is a plain reload of the same page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../lib/dev-server.ts';
import { launchBrowser, newPage } from '../lib/chromium.ts';

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

/** Runs the benchmark with `saves` saves of the bundled rulebook. */
export async function benchDevLoop(saves = 5): Promise<DevLoopReport> {
  const content = mkdtempSync(join(tmpdir(), 'rulebook-bench-dev-'));
  const book = join(content, 'rulebook.md');
  const original = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
  writeFileSync(book, original);
  const server = await startDevServer(content, 4800 + (process.pid % 100));
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    await page.goto(`${server.url}/rules/conditions/`);
    await page.waitForSelector('h2#controlled');
    const reloads: number[] = [];
    for (let run = 0; run < saves; run++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'load' });
      reloads.push(performance.now() - started);
    }
    const updates: number[] = [];
    for (let save = -1; save < saves; save++) {
      const id = `controlled-edit-${save + 1}`;
      const text = original.replace(/^### Controlled\b.*$/m, `### ${id}`);
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
    rmSync(content, { recursive: true, force: true });
  }
}
