/**
 * The authoring playground (/playground/) on the bundled rulebook's site, in
 * headless Chromium: the JavaScript it ships (gzipped, its compile worker
 * included, against its 250 KB budget and a rules chapter page), the time to
 * its first preview (against the page's own load event, same run), and
 * typing in a 100 KB document (each keystroke's delay to the next frame,
 * against the same in a 1 KB one, and the time for the preview to follow).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serveStatic } from '../../src/io/static-server.ts';
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { ownScriptBytes, shippedScriptBytes } from '../lib/js-bytes.ts';
import { syntheticRulebook } from '../lib/synthetic.ts';
import { median } from '../lib/median.ts';

/** What benchPlayground measured. */
export interface PlaygroundBenchReport {
  /** Gzipped bytes: the page's scripts up front, all it may load (worker included), and of those its own (not the site-wide scripts). */
  upFrontBytes: number;
  allBytes: number;
  ownBytes: number;
  /** All a rules chapter page may load, for scale. */
  chapterBytes: number;
  /** Medians over fresh contexts: navigation to the first worker preview, and to the load event. */
  firstPreviewMs: number;
  loadMs: number;
  /** Keystroke → next frame, median and worst, in a 100 KB and a 1 KB document. */
  typing: { bytes: number; medianMs: number; worstMs: number; previewMs: number }[];
}

/** Sets the editor's text and waits for its preview. */
async function load(page: Page, text: string): Promise<void> {
  await page.locator('#pg-text').fill(text);
  await page.waitForFunction(() => document.documentElement.dataset['pgState'] === 'ready', null, {
    timeout: 60_000,
  });
}

/** Types `count` characters at the end, timing each keystroke to the next frame, then the preview. */
async function typeTimed(page: Page, count: number) {
  await page.evaluate(() => {
    const area = document.getElementById('pg-text') as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
    const delays: number[] = [];
    (window as unknown as { __delays: number[] }).__delays = delays;
    area.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => delays.push(performance.now() - start));
    });
  });
  for (let i = 0; i < count; i++) await page.keyboard.type('x', { delay: 30 });
  const typed = Date.now();
  await page.waitForFunction(() => document.documentElement.dataset['pgState'] === 'ready', null, {
    timeout: 60_000,
  });
  const previewMs = Date.now() - typed;
  const delays = await page.evaluate(() => (window as unknown as { __delays: number[] }).__delays);
  return { medianMs: median(delays), worstMs: Math.max(...delays), previewMs };
}

/** Builds the bundled rulebook's site in a temporary directory and measures its playground. */
export async function benchPlayground(runs = 5): Promise<PlaygroundBenchReport> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-playground-bench-'));
  try {
    const dist = join(work, 'dist');
    const built = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-site.ts', '--out', dist],
      { encoding: 'utf8', env: { ...process.env, RULEBOOK_CONTENT: '' } },
    );
    if (built.status !== 0) throw new Error(`site build failed:\n${built.stderr}`);
    const report: PlaygroundBenchReport = {
      upFrontBytes: shippedScriptBytes(dist, 'playground/index.html'),
      allBytes: shippedScriptBytes(dist, 'playground/index.html', true),
      ownBytes: ownScriptBytes(dist, 'playground/index.html', [
        'rules/actions-in-combat/index.html',
        'powers/index.html',
        'powers/basic-melee-attack/index.html',
      ]),
      chapterBytes: shippedScriptBytes(dist, 'rules/actions-in-combat/index.html', true),
      firstPreviewMs: 0,
      loadMs: 0,
      typing: [],
    };
    const site = await serveStatic(dist);
    const browser = await launchBrowser();
    try {
      const previews: number[] = [];
      const loads: number[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await newPage(browser);
        await page.goto(`${site.url}/playground/`);
        await page.waitForFunction(() => document.documentElement.dataset['pgPreview'], null, {
          polling: 'raf',
        });
        previews.push(await page.evaluate(() => performance.now()));
        loads.push(
          await page.evaluate(
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
                .loadEventEnd,
          ),
        );
        await page.context().close();
      }
      report.firstPreviewMs = median(previews);
      report.loadMs = median(loads);
      const book = syntheticRulebook(400);
      for (const bytes of [100_000, 1_000]) {
        const text = book.slice(0, book.lastIndexOf('\n\n', bytes));
        const page = await newPage(browser);
        await page.goto(`${site.url}/playground/`);
        await load(page, text);
        report.typing.push({ bytes: text.length, ...(await typeTimed(page, 20)) });
        await page.context().close();
      }
    } finally {
      await browser.close();
      await site.close();
    }
    return report;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
