/**
 * The authoring loop in `astro dev`: saving a content file updates the open
 * page (the loader's file watching, not a rebuild), and a content error shows
 * as a banner naming file, line and message while the last good content stays.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './harness.ts';

const root = join(import.meta.dirname, '../..');
const content = mkdtempSync(join(tmpdir(), 'rulebook-dev-'));
const book = join(content, 'rulebook.md');
const port = 4300 + (process.pid % 500);
let server: ChildProcess;

/** The environment without Vitest's variables, which would turn the dev server's live reload off. */
function devEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST',
    ),
  );
}
let browser: Browser;

beforeAll(async () => {
  cpSync(join(root, 'content/rulebook.md'), book);
  server = spawn(join(root, 'node_modules/.bin/astro'), ['dev', '--port', String(port)], {
    cwd: root,
    env: { ...devEnv(), RULEBOOK_CONTENT: content, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  browser = await launchBrowser();
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`http://localhost:${port}/rules/conditions/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('astro dev did not start');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  rmSync(content, { recursive: true, force: true });
});

describe('astro dev (content loader watching)', () => {
  it('updates the open page on save, and shows a content error as a banner over the last good content', async () => {
    const page = await newPage(browser);
    await page.goto(`http://localhost:${port}/rules/conditions/`);
    await expect.poll(() => page.locator('h2#controlled').count()).toBe(1);

    writeFileSync(
      book,
      readFileSync(book, 'utf8').replace('### Controlled', '### Controlled Live'),
    );
    await page.waitForFunction(() => document.querySelector('#controlled-live') !== null, null, {
      timeout: 15_000,
    });

    writeFileSync(
      book,
      `${readFileSync(book, 'utf8')}\n> #### Broken\n> **Sometimes** **Attack** **1** (**Standard Action**)\n`,
    );
    const banner = page.locator('.content-errors');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toMatch(
      /rulebook\.md:\d+:3\s+power\/bad-header: Power "Broken"/,
    );
    expect(await page.locator('#controlled-live').count()).toBe(1);
    await page.context().close();
  }, 60_000);
});
