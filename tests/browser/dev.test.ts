/**
 * The authoring loop in `astro dev`: saving, adding or deleting a content
 * file updates the open page (the loader recompiles, not a rebuild; a page
 * whose scripts allow it is updated in place, the others reload), and a content error shows
 * as a banner naming file, line and message above the page built from everything else.
 * A failed test prints the dev server's output (scripts/lib/dev-server.ts logs it to a file).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../scripts/lib/dev-server.ts';
import { DEV_TIMING_ENV, readDevSteps } from '../../src/loaders/dev-timing.ts';
import { distSite, rulesetFixtureSite, sharedFixtureSite } from './fixture-site.ts';
import { closePage, newPage, sharedBrowser } from './harness.ts';
import { librarySite } from './library-site.ts';

const root = join(import.meta.dirname, '../..');
const content = mkdtempSync(join(tmpdir(), 'rulebook-dev-'));
const book = join(content, 'rulebook.md');
let server: DevServer | undefined;
let browser: Browser;

beforeAll(async () => {
  cpSync(join(root, 'content/rulebook.md'), book);
  // `astro dev` uses the Astro cache of the dist/ build (node_modules/.astro), and writes the
  // project's .astro/ as every build does (src/io/project-lock.ts): after the builds are done,
  // the generated library's too (its pictures, imported through .astro/, lost their sizes when
  // the dev server rewrote it mid-build).
  await Promise.all([distSite(), sharedFixtureSite(), rulesetFixtureSite(), librarySite()]);
  browser = await sharedBrowser();
  // The server prints the steps of each save (src/loaders/dev-timing.ts): a test waits for one.
  process.env[DEV_TIMING_ENV] = '1';
  try {
    server = await startDevServer(content, 4300 + (process.pid % 500));
  } finally {
    delete process.env[DEV_TIMING_ENV];
  }
}, 900_000);

afterEach(({ task }) => {
  if (task.result?.state === 'fail' && server)
    console.error(`astro dev's output (${server.logFile}):\n${server.log()}`);
});

afterAll(async () => {
  // the worker's browser stays; the pages this file left open (a failed test's) go
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  server?.stop();
  rmSync(content, { recursive: true, force: true });
});

/**
 * Puts the bundled rulebook back as the content, opens `path` in a new page,
 * and waits until the page shows no content error; returns the page and the
 * rulebook's text.
 */
async function openOnRulebook(path: string): Promise<{ page: Page; original: string }> {
  const original = readFileSync(join(root, 'content/rulebook.md'), 'utf8');
  const changed = readFileSync(book, 'utf8') !== original;
  writeFileSync(book, original);
  // The page opens on the rulebook compiled (the tests change its "Dazed"), not on the text
  // before, which the save would then replace (reloading a page whose scripts bind it at load).
  if (changed)
    await expect
      .poll(async () => (await fetch(`${server!.url}/rules/conditions/`)).text(), {
        timeout: 30_000,
      })
      .toContain('id="dazed"');
  const page = await newPage(browser);
  await page.goto(`${server!.url}${path}`);
  await page.locator('.content-errors').waitFor({ state: 'detached', timeout: 30_000 });
  return { page, original };
}

describe('astro dev (content loader watching)', () => {
  it('updates the open page on save and on new or deleted files, and shows a content error as a banner above the rest of the page, still current', async () => {
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
    await closePage(page);
  }, 60_000);

  it('shows hostile content (a YAML cycle, 1,500 nested divs) as a banner naming each file', async () => {
    writeFileSync(book, readFileSync(join(root, 'content/rulebook.md'), 'utf8'));
    const page = await newPage(browser);
    await page.goto(`${server!.url}/rules/conditions/`);
    writeFileSync(join(content, 'cycle.md'), '---\na: &a [*a]\n---\n# Cycle\n');
    writeFileSync(join(content, 'divs.md'), `# Divs\n\n${'<div>'.repeat(1500)}x\n`);
    const banner = page.locator('.content-errors');
    await page.waitForFunction(
      () => (document.querySelector('.content-errors')?.textContent ?? '').includes('divs.md'),
      null,
      { timeout: 20_000 },
    );
    const text = (await banner.textContent()) ?? '';
    expect(text).toMatch(/cycle\.md:2:8\s+frontmatter\/invalid-yaml/);
    expect(text).toMatch(/divs\.md:3:1\s+input\/too-deep/);
    for (const name of ['cycle.md', 'divs.md']) rmSync(join(content, name));
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await closePage(page);
  }, 60_000);

  it('shows a save in place: the page is not reloaded, and keeps its scroll position and keyboard focus', async () => {
    const { page, original } = await openOnRulebook('/rules/conditions/');
    await page.locator('#dazed').waitFor();
    // A mark on the window survives an update in place, not a reload.
    await page.evaluate(() => Object.assign(window, { devMark: 'kept' }));
    await page.locator('#main').focus();
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    writeFileSync(book, original.replace('### Dazed', '### Dazed In Place'));
    await page.waitForFunction(() => document.querySelector('#dazed-in-place') !== null, null, {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => (window as { devMark?: string }).devMark)).toBe('kept');
    expect(await page.locator('#dazed').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // the contents beside the chapter name the new heading, and follow the reading again
    expect(await page.locator('[data-toc] a[href="#dazed-in-place"]').count()).toBe(1);
    await closePage(page);
  }, 60_000);

  it('reloads a page whose scripts bind it at load (the powers list) once per save, even when the store is written while it loads again, and it shows the save', async () => {
    const { page, original } = await openOnRulebook('/powers/');
    await page.evaluate(() => Object.assign(window, { devMark: 'kept' }));
    // Each load of the page asks the server for its document.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    // When the reloaded page's live-reload socket was connected (the server said so).
    let connected = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"connected"')) connected = Date.now();
      }),
    );
    // What a loaded machine does at times: Astro writes its store while the reloaded page's
    // socket is open and its scripts (which name its content version to the server) still load.
    // Made sure here: the page's script waits until a store write after the socket connected,
    // which the save reaching the watcher a second time (the same bytes) brings.
    const storeWrittenAfter = (time: number) =>
      readDevSteps(server!.log()).some(([step, at]) => step === 'store-written' && at > time);
    const pageScript = (url: URL) => url.pathname.endsWith('/astro:scripts/page.js');
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageScript, async (route) => {
      if (held) return route.continue();
      held = true;
      try {
        await expect.poll(() => connected, { timeout: 20_000 }).toBeGreaterThan(0);
        const since = connected;
        writeFileSync(book, readFileSync(book));
        await expect.poll(() => storeWrittenAfter(since), { timeout: 20_000 }).toBe(true);
        // A page that left meanwhile (reloaded again) no longer wants it.
        await route.continue().catch(() => undefined);
      } finally {
        release();
      }
    });
    writeFileSync(
      book,
      `${original}\n> #### Broken\n> **Sometimes** **Attack** **1** (**Standard Action**)\n`,
    );
    await released;
    // Loaded: its scripts ran and named its version.
    await page.waitForLoadState('load');
    await page.locator('.content-errors').waitFor({ timeout: 20_000 });
    expect(loads).toBe(1);
    expect(await page.evaluate(() => (window as { devMark?: string }).devMark)).toBeUndefined();
    await page.unroute(pageScript);
    writeFileSync(book, original);
    await page.locator('.content-errors').waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForLoadState('load');
    expect(loads).toBe(2);
    await closePage(page);
  }, 60_000);

  it.each([
    [5, 50],
    [30, 30],
  ])(
    'ends the open page on the last of %i saves %i ms apart',
    async (saves, gap) => {
      const { page, original } = await openOnRulebook('/rules/conditions/');
      const heading = (n: number) => `### Dazed Save ${saves}x${n}`;
      for (let n = 1; n <= saves; n++) {
        writeFileSync(book, original.replace('### Dazed', heading(n)));
        await new Promise((resolve) => setTimeout(resolve, gap));
      }
      const last = `#dazed-save-${saves}x${saves}`;
      // Generous: under a heavily loaded machine 30 recompiles and reloads have taken over 20 s.
      await page.waitForFunction((id) => document.querySelector(id) !== null, last, {
        timeout: 45_000,
      });
      // and the store holds it: a page loaded now shows the last save, and only it.
      await page.reload();
      const headings = await page
        .locator('[id^="dazed-save-"]')
        .evaluateAll((found) => found.map((heading) => heading.id));
      expect(headings).toEqual([last.slice(1)]);
      await closePage(page);
    },
    100_000,
  );

  it('runs the playground’s compile worker from its sources (a build ships esbuild’s bundle of it instead)', async () => {
    const page = await newPage(browser);
    await page.goto(`${server!.url}/playground/`);
    const ready = () => document.documentElement.dataset['pgState'] === 'ready';
    await page.waitForFunction(ready, undefined, { timeout: 60_000 });
    // The saves above are stored (the test before reloaded the page and saw the last): no store
    // write is pending that would reload this page and lose what is typed.
    await page.locator('#pg-text').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('---\ntitle: [unclosed\n---\n\n# Dev worker\n');
    await expect
      .poll(() => page.locator('#pg-diagnostics li').allTextContents(), { timeout: 60_000 })
      .toEqual([expect.stringContaining('frontmatter/invalid-yaml')]);
    await closePage(page);
  }, 120_000);
});
