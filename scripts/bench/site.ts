/**
 * Site benchmark: builds a synthetic rulebook of 1,000 powers (20 files) into a
 * temporary directory beside the compile of the same files (the baseline,
 * measured in the same run), then reports the Pagefind index size, the bytes
 * the first search query transfers (measured in headless Chromium) and the
 * JavaScript each page type ships.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../src/io/static-server.ts';
import { launchBrowser, newPage } from '../lib/chromium.ts';
import { shippedScriptBytes } from '../lib/js-bytes.ts';
import { syntheticRulebook } from '../lib/synthetic.ts';

/** Figures of one site benchmark run. */
export interface SiteBenchReport {
  powers: number;
  compileMs: number;
  buildMs: number;
  pages: number;
  pagefindBytes: number;
  firstQueryBytes: number;
  jsBytes: Record<string, { upFront: number; withWidgets: number }>;
}

function timed(args: string[], env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env, CI: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return performance.now() - started;
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Builds and measures the synthetic site; everything it writes is removed afterwards. */
export async function benchSite(powers = 1000): Promise<SiteBenchReport> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-site-bench-'));
  try {
    const content = join(work, 'content');
    mkdirSync(content);
    const chapters = syntheticRulebook(powers).split(/\n(?=# Chapter)/);
    chapters.forEach((text, index) =>
      writeFileSync(join(content, `part-${String(index).padStart(2, '0')}.md`), text),
    );
    const compileMs = timed(
      ['scripts/rulebook.js', 'compile', '--content', content, '--out', join(work, 'out')],
      {},
    );
    const dist = join(work, 'dist');
    const buildMs = timed(['scripts/build-site.ts', '--out', dist], { RULEBOOK_CONTENT: content });
    const pages = readdirSync(dist, { recursive: true }).filter((name) =>
      String(name).endsWith('.html'),
    ).length;
    const pagefindBytes = dirBytes(join(dist, 'pagefind'));

    const site = await serveStatic(dist);
    const browser = await launchBrowser();
    let firstQueryBytes = 0;
    try {
      const page = await newPage(browser);
      await page.goto(`${site.url}/search/`);
      page.on('response', (response) => {
        if (!response.url().includes('/pagefind/')) return;
        void response.body().then(
          (body) => (firstQueryBytes += body.length),
          () => undefined,
        );
      });
      await page.fill('#search-page-input', 'strike');
      await page.press('#search-page-input', 'Enter');
      await page.waitForSelector('.search-group, [data-search-page-results] p[role="status"]', {
        timeout: 30_000,
      });
      await page.waitForTimeout(500);
    } finally {
      await browser.close();
      await site.close();
    }
    const pageTypes: Record<string, string> = {
      home: 'index.html',
      chapter: 'rules/chapter-1/index.html',
      'powers index': 'powers/index.html',
      power: 'powers/power-1/index.html',
      'deities index': 'deities/index.html',
      search: 'search/index.html',
    };
    const jsBytes = Object.fromEntries(
      Object.entries(pageTypes).map(([type, file]) => [
        type,
        {
          upFront: shippedScriptBytes(dist, file),
          withWidgets: shippedScriptBytes(dist, file, true),
        },
      ]),
    );
    return { powers, compileMs, buildMs, pages, pagefindBytes, firstQueryBytes, jsBytes };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
