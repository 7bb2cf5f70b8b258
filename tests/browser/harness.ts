// Browser-test harness: real headless Chromium (Debian's /usr/bin/chromium driven by
// playwright-core), the static file server of `npm start` (send + compression, with the
// security headers) that behaves like the host the site is deployed to, and axe-core checks.
//
// Browser tests must never skip silently: if Chromium is missing, launchBrowser() throws
// with the command that installs it (`bash scripts/ensure-chromium.sh`, which CI runs).
//
// Typical use:
//
//   const site = await serveStatic('dist');
//   const browser = await launchBrowser();
//   const page = await newPage(browser);   // a fresh page, in a reused context (page-pool.ts)
//   const errors = collectConsoleErrors(page);
//   await page.goto(`${site.url}/rules/`);
//   const violations = await runAxe(page);
//   expect(violations, formatViolations(violations)).toEqual([]);
//   expect(errors).toEqual([]);
//   await closePage(page);
//   await browser.close();
//   await site.close();

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AxeResults } from 'axe-core';

import {
  type ChromiumBuild,
  launchBrowser,
  type NewPageOptions,
} from '../../scripts/lib/chromium.ts';
import { closePage, newPage } from './page-pool.ts';
import { CHARACTER_KEY } from '../../src/client/character-store.ts';
import { DIST_SITE, distSite, SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';

export {
  assertChromiumInstalled,
  CHROMIUM_BUILDS,
  CHROMIUM_PATH,
  launchBrowser,
  type NewPageOptions,
} from '../../scripts/lib/chromium.ts';
export { closePage, newPage } from './page-pool.ts';

/**
 * Where the sentinel images of {@link settleCspReports} point: a host the
 * site's policy refuses (`img-src 'self' data:`), whose name cannot resolve.
 */
const CSP_SENTINEL = 'https://csp-sentinel.invalid/';
let sentinels = 0;

/**
 * Starts recording the page's console errors (`console.error`) and uncaught page errors.
 * Returns a live array that fills as events arrive; entries look like
 * `console.error: <text> (<url>:<line>)` and `pageerror: <message>`. Assert with
 * `expect(errors).toEqual([])` after the interactions under test.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The refusal of a sentinel image of settleCspReports: the test's, not the page's.
    if (message.text().includes(CSP_SENTINEL)) return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return errors;
}

/**
 * Starts following the requests of `page` (call it before the page loads) and
 * returns a wait for a quiet network: it resolves once every request the page
 * has started so far has ended (answered, failed or cancelled), the page's
 * fonts included. What `waitUntil: 'networkidle'` is used for, without its
 * 500 ms of idle network per load and the Chromium CPU they cost (about 0.2 s,
 * docs/benchmarks.md › Test suite). A request the page starts
 * later (on a timer, on input) is not waited for: wait for its effect.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect
      .poll(() => [...pending].map((request) => request.url()), {
        message: 'requests still pending',
        interval: 20,
        // Vitest's default, 1 s, is shorter than a search's fragment requests on a busy
        // machine (they start once the results show): it failed a whole run once.
        timeout: 15_000,
      })
      .toEqual([]);
  };
}

/** The live violation lists of {@link watchCspViolations}, by page, for {@link settleCspReports}. */
const cspViolations = new WeakMap<Page, string[]>();

/**
 * Starts recording the Content-Security-Policy violations of `page` (call it
 * before the page loads): a live array of `directive blocked-URL` entries, one
 * per `securitypolicyviolation` event of any document the page loads. Before
 * asserting, let a refusal at the very end of a load arrive with
 * {@link settleCspReports}.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  cspViolations.set(page, violations);
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

/**
 * Lets every violation report already queued in `page` arrive (the page
 * dispatches `securitypolicyviolation` in a task of its own, and the report
 * then crosses to the test): it makes the page refuse a sentinel image of its
 * own and waits for that report, which comes after those queued before it;
 * the sentinel's entry is then taken out of the list. So an empty list after
 * it means no violation, not one still on its way. `page` must be watched by
 * {@link watchCspViolations}.
 */
export async function settleCspReports(page: Page): Promise<void> {
  const violations = cspViolations.get(page);
  if (!violations)
    throw new Error(
      'settleCspReports: this page reports no violations; call watchCspViolations(page) before it loads',
    );
  const sentinel = `${CSP_SENTINEL}${++sentinels}.png`;
  // A detached image still loads, so the page is left as it was; its refusal is reported to the document.
  await page.evaluate((src) => void (new Image().src = src), sentinel);
  const entry = `img-src ${sentinel}`;
  await expect
    .poll(() => violations.includes(entry), {
      message: `the sentinel violation (${entry}) never arrived: is the page under the site's policy?`,
      interval: 10,
    })
    .toBe(true);
  violations.splice(violations.indexOf(entry), 1);
}

import { serveStatic, type StaticServer } from '../../src/io/static-server.ts';

export { serveStatic, type StaticServer };

/** Violations as returned by {@link runAxe} (axe-core's `AxeResults['violations']`). */
export type AxeViolations = AxeResults['violations'];

/** Options for {@link runAxe}. */
export interface RunAxeOptions {
  /** CSS selectors of the regions axe checks (default: the whole document). */
  include?: string[];
  /** CSS selectors of regions axe should skip (e.g. third-party widgets). */
  exclude?: string[];
  /** Rule tags to run (default: WCAG 2.0/2.1 A+AA and best practices, {@link AXE_TAGS}). */
  tags?: readonly string[];
  /** Only these rules, by id (instead of `tags`). */
  rules?: readonly string[];
}

/** axe-core's browser bundle, read once and cached. */
let axeSource: string | undefined;

async function loadAxeSource(): Promise<string> {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url);
    const axeDir = path.dirname(require.resolve('axe-core'));
    axeSource = await readFile(path.join(axeDir, 'axe.min.js'), 'utf8');
  }
  return axeSource;
}

/** The WCAG 2.0/2.1 A+AA rule sets plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** WCAG 2.2 A+AA as axe tags them (2.2 adds target size, 2.5.8, at AA). */
export const WCAG22_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Injects axe-core into the page (and every same-page frame) and audits the current
 * document against WCAG 2.0/2.1 A+AA and best practices. Returns only the violations
 * (`[]` when clean). Injection goes through the DevTools protocol, so a page's CSP does
 * not block it. Pair with {@link formatViolations} for readable assertion messages:
 * `expect(v, formatViolations(v)).toEqual([])`.
 */
export async function runAxe(page: Page, options: RunAxeOptions = {}): Promise<AxeViolations> {
  const source = await loadAxeSource();
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    // Child frames may navigate or detach mid-injection; only the main frame must succeed.
    // A document axe already ran in keeps it (a page checked again, e.g. in its dark
    // theme): its 550 KB are not compiled twice. The source goes in as a string (through
    // the DevTools protocol, which a page's CSP does not restrict; eval would be).
    const inject = async () => {
      const present = await frame.evaluate(
        () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
      );
      if (!present) await frame.evaluate(source);
    };
    await inject().catch((error: unknown) => {
      if (frame === page.mainFrame()) throw error;
    });
  }
  const exclude = options.exclude ?? [];
  const include = options.include ?? [];
  return page.evaluate(
    async ({ tags, rules, include, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context =
        include.length + exclude.length > 0
          ? { include: include.length > 0 ? include : [document], exclude }
          : document;
      const results = await axe.run(context as Parameters<typeof axe.run>[0], {
        runOnly: rules ? { type: 'rule', values: rules } : tags,
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    {
      tags: [...(options.tags ?? AXE_TAGS)],
      rules: options.rules ? [...options.rules] : undefined,
      include,
      exclude,
    },
  );
}

/**
 * Renders axe violations as a readable multi-line message: one line per rule with its id,
 * impact, help text and help URL, followed by up to `maxTargets` (default 3) offending
 * selectors. Returns `'no axe violations'` for an empty list.
 */
export function formatViolations(violations: AxeViolations, maxTargets = 3): string {
  if (violations.length === 0) return 'no axe violations';
  const lines = [`${violations.length} axe violation(s):`];
  for (const violation of violations) {
    const count = violation.nodes.length;
    lines.push(
      `- ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} ` +
        `(${count} node${count === 1 ? '' : 's'}) ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, maxTargets)) {
      lines.push(
        `    ${node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' | ')}`,
      );
    }
    if (count > maxTargets) lines.push(`    … and ${count - maxTargets} more`);
  }
  return lines.join('\n');
}

/** Options of `useSite().open`: a page's options plus set-up run before it loads. */
export interface OpenOptions extends NewPageOptions {
  /** Runs on the new page before `path` loads (e.g. `addInitScript` hooks). */
  init?: (page: Page) => Promise<void>;
}

/**
 * Open options that store a character before the page loads (as the character
 * panel saves it) and, when given, seed the page's dice (`__ORCUS_SEED__`).
 */
export function withStoredCharacter(character: object, seed?: number): OpenOptions {
  return {
    init: async (page) => {
      await page.addInitScript(
        ({ key, value, seed }) => {
          localStorage.setItem(key, value);
          if (seed !== undefined)
            (window as unknown as { __ORCUS_SEED__: number }).__ORCUS_SEED__ = seed;
        },
        { key: CHARACTER_KEY, value: JSON.stringify(character), seed },
      );
    },
  };
}

/** What `useSite` gives a test file. */
export interface SiteSuite {
  /** The origin of the static server (no trailing slash). */
  url(): string;
  /**
   * The file's browser, for a page whose console errors are expected (open it
   * with `newPage` and release it with `closePage`): no second Chromium to launch.
   */
  browser(): Browser;
  /**
   * Opens a fresh page (page-pool.ts: a cleared, reused context), records its
   * console errors, and loads `path` (if given).
   */
  open(path?: string, options?: OpenOptions): Promise<Page>;
  /**
   * The file's one page at `path` (opened as `open` does by the first test that
   * asks, then the same page for every test that asks with the same path and
   * options, until the file ends): for tests that read a page another test
   * loads too, so the file loads it once. Its console errors fail the test
   * during which they came. A test that changes the page must leave it as it
   * found it; one that cannot, opens its own. The page keeps a browser context
   * of its own until the file ends (the file's other pages cannot reuse it,
   * page-pool.ts): worth it for a page several tests read, not for two.
   */
  shared(path: string | undefined, options?: OpenOptions): Promise<Page>;
  /**
   * Loads `path` in the file's one tab for the context options of `options`
   * (JavaScript, touch; opened by the first test that asks, with `options.init`
   * run then, for every document it will load) as a new document that starts as
   * a fresh page's does: the storage of the site's origin its last document
   * left is cleared, and its size, colour scheme and media are those of
   * `options` (screen). A tab that navigates costs about half the Chromium CPU
   * of a new page per load, its renderer process and compiled scripts kept
   * (docs/benchmarks.md › Test suite). For tests that need no
   * set-up of their own before the load and add no handler that would outlive
   * them (routes, exposed functions).
   */
  visit(path: string, options?: OpenOptions): Promise<Page>;
}

/** The Chromium of this worker's {@link useSite} files (see there). */
let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium build the browser tests drive: Debian's headless shell, the
 * same Blink as the browser at about a third of its CPU per page load (the
 * suite's time is mostly page loads; see scripts/lib/chromium.ts). The
 * benchmarks and Lighthouse keep the browser itself.
 */
export const TEST_BROWSER: ChromiumBuild = 'headless-shell';

/**
 * One Chromium for every browser test file a Vitest worker runs (the site
 * project does not isolate its files; {@link useSite} uses it): launched by the
 * first, relaunched if it went away, and ended with the worker (playwright-core
 * kills the browsers it launched when its process exits). Never close it; close
 * the contexts you open. Files share no page state: every page opens in a
 * fresh browser context.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchBrowser(TEST_BROWSER);
  return workerBrowser;
}

/**
 * A static server for a test file and the worker's browser (registered as
 * beforeAll/afterAll hooks), and fresh pages whose console errors or uncaught
 * exceptions fail the test that opened them (checked in afterEach).
 */
export function useSite(dir = 'dist'): SiteSuite {
  let site: StaticServer | undefined;
  let browser: Browser | undefined;
  let opened: { page: Page; errors: string[] }[] = [];
  const shared = new Map<string, Promise<{ page: Page; errors: string[] }>>();
  beforeAll(async () => {
    // dist/ and the shared fixture site may still be building (tests/build/global-setup.ts).
    const built = path.resolve(dir);
    if (built === DIST_SITE) await distSite();
    else if (built === SHARED_SITE) await sharedFixtureSite();
    [site, browser] = await Promise.all([serveStatic(dir), sharedBrowser()]);
  }, 240_000);
  afterAll(async () => {
    // Contexts a test left open (afterEach closes those it knows of) go with the file.
    const kept = await Promise.all([...shared.values()].map((open) => open.catch(() => undefined)));
    shared.clear();
    await Promise.all(kept.map((entry) => entry && closePage(entry.page)));
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await site?.close();
  });
  afterEach(async () => {
    const pages = opened;
    opened = [];
    const kept = await Promise.all([...shared.values()].map((open) => open.catch(() => undefined)));
    const errors = [...pages, ...kept.filter((entry) => entry !== undefined)].flatMap(
      ({ page, errors }) => errors.splice(0).map((error) => `${page.url()}: ${error}`),
    );
    await Promise.all(pages.map(({ page }) => closePage(page)));
    expect(errors, 'console errors').toEqual([]);
  });
  const sharedPage = async (path: string | undefined, options: OpenOptions = {}) => {
    const key = JSON.stringify([path, options, options.init?.toString()]);
    let entry = shared.get(key);
    if (!entry) {
      entry = openPage(path, options);
      shared.set(key, entry);
    }
    return (await entry).page;
  };
  const openPage = async (path: string | undefined, options: OpenOptions) => {
    const { init, ...pageOptions } = options;
    const page = await newPage(browser!, pageOptions);
    const entry = { page, errors: collectConsoleErrors(page) };
    await init?.(page);
    if (path !== undefined) await page.goto(site!.url + path);
    return entry;
  };
  return {
    url: () => site!.url,
    browser: () => browser!,
    async open(path, options = {}) {
      const { init, ...pageOptions } = options;
      const page = await newPage(browser!, pageOptions);
      opened.push({ page, errors: collectConsoleErrors(page) });
      await init?.(page);
      if (path !== undefined) await page.goto(site!.url + path);
      return page;
    },
    async visit(path, options = {}) {
      const { javaScriptEnabled, hasTouch, init } = options;
      const page = await sharedPage(undefined, { javaScriptEnabled, hasTouch, init });
      await page.waitForLoadState(); // a navigation the last test started has ended
      if (page.url().startsWith(site!.url) && javaScriptEnabled !== false)
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
          // A write the document being left still has pending (a debounced save of a draft)
          // would otherwise land after the clear, in the next document's storage.
          Storage.prototype.setItem = () => undefined;
        });
      await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
      await page.emulateMedia({ media: null, colorScheme: options.colorScheme ?? 'light' });
      await page.goto(site!.url + path);
      return page;
    },
    shared: sharedPage,
  };
}
