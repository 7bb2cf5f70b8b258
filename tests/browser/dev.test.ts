/**
 * The authoring loop in `astro dev`: saving, adding or deleting a content
 * file updates the open page (the loader runs again, not a rebuild), and a content error shows
 * as a banner naming file, line and message while the last good content stays.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/lib/dev-server.ts';
import { launchBrowser, newPage } from './harness.ts';

const root = join(import.meta.dirname, '../..');
const content = mkdtempSync(join(tmpdir(), 'rulebook-dev-'));
const book = join(content, 'rulebook.md');
let server: DevServer | undefined;
let browser: Browser;

beforeAll(async () => {
  cpSync(join(root, 'content/rulebook.md'), book);
  browser = await launchBrowser();
  server = await startDevServer(content, 4300 + (process.pid % 500));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
  rmSync(content, { recursive: true, force: true });
});

describe('astro dev (content loader watching)', () => {
  it('updates the open page on save and on new or deleted files, and shows a content error as a banner over the last good content', async () => {
    const page = await newPage(browser);
    await page.goto(`${server!.url}/rules/conditions/`);
    await expect.poll(() => page.locator('h2#controlled').count()).toBe(1);

    writeFileSync(
      book,
      readFileSync(book, 'utf8').replace('### Controlled', '### Controlled Live'),
    );
    await page.waitForFunction(() => document.querySelector('#controlled-live') !== null, null, {
      timeout: 15_000,
    });

    // a new file becomes a chapter; deleting it removes the chapter again
    const homebrew = join(content, 'homebrew.md');
    const chapterLink = page.locator('.chapter-nav a', { hasText: 'Homebrew Rules' });
    writeFileSync(homebrew, '# Homebrew Rules\n\nHouse rules for this table.\n');
    await chapterLink.waitFor({ timeout: 15_000 });
    rmSync(homebrew);
    await chapterLink.waitFor({ state: 'detached', timeout: 15_000 });

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
