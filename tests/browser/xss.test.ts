// Safe output: raw HTML in rulebook content is sanitized everywhere. A fixture rulebook
// (tests/browser/fixtures/xss/book.md) puts XSS payloads into every kind of field — rules
// prose, headings, power name/flavor/origin/lines/scaling, deity name/epithet/symbol/
// portfolio/weapon/description, table caption/header/cells, glossary terms, conditions
// and front matter — and is built into the ruleset site (with the 13th Age fixture book,
// tests/browser/fixture-site.ts › RULESET_FIXTURES). The test then
//  1. parses every built HTML page and proves that no `<script>` of the content, event
//     handler attribute, `javascript:`/`data:` URL or frame survives (the site's own
//     module scripts are legitimate), and the same for every `html` field of /data/*.json;
//  2. loads every page in Chromium, with a character set (resolved cards, attack roller),
//     fires hover/focus/toggle events on every element, rolls dice, opens term previews and
//     searches for the payloads (Pagefind excerpts are inserted as HTML), and proves that
//     no payload ran: `window.__xss` stays undefined and no dialog opened;
//  3. runs the whole fixture through the authoring playground, typed into its editor and
//     opened from a share link, and proves the same of its live preview.
// Needs Debian's Chromium headless shell (bash scripts/ensure-chromium.sh); fails loudly without it.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Element as HastElement, Root as HastRoot, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/client/playground/share-links.ts';
import { RULESET_SITE, rulesetFixtureSite } from './fixture-site.ts';
import {
  closePage,
  collectConsoleErrors,
  newPage,
  serveStatic,
  sharedBrowser,
  type StaticServer,
} from './harness.ts';

const root = join(import.meta.dirname, '../..');
const FIXTURE = 'tests/browser/fixtures/xss';

const out = RULESET_SITE;
let site: StaticServer;
let browser: Browser;

beforeAll(async () => {
  // The global setup may still be building the site.
  await rulesetFixtureSite();
  [site, browser] = await Promise.all([serveStatic(out), sharedBrowser()]);
}, 240_000);

afterAll(async () => {
  // the worker's browser stays; the pages this file left open (a failed test's) go
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  await site?.close();
});

/** Every built HTML page, as a site path (`/rules/hazards/`), Pagefind's UI excluded. */
function htmlPages(): { file: string; path: string }[] {
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(out, file).startsWith(`pagefind${sep}`))
    .map((file) => {
      const rel = relative(out, file).split(sep).join('/');
      const path = rel === 'index.html' ? '/' : `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
      return { file, path };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The pages made from the other book of the site (the 13th Age fixture's chapter and
 * powers): they hold the XSS fixture's payloads only in the navigation every other page
 * holds too, so the browser walk leaves them to the static checks of every built page.
 */
function otherBookPages(): string[] {
  const entries = (name: string) =>
    JSON.parse(readFileSync(join(out, 'data', `${name}.json`), 'utf8')) as {
      id: string;
      parent?: string | null;
      source: { file: string };
    }[];
  const other = (entry: { source: { file: string } }) => !entry.source.file.startsWith(FIXTURE);
  return [
    ...entries('sections')
      .filter((section) => section.parent === null && other(section))
      .map((section) => `/rules/${section.id}/`),
    ...entries('powers')
      .filter(other)
      .map((power) => `/powers/${power.id}/`),
  ];
}

const URL_PROPERTIES = [
  'href',
  'src',
  'action',
  'formAction',
  'data',
  'poster',
  'background',
  'cite',
  'xLinkHref',
  'srcSet',
];
const FORBIDDEN_ELEMENTS = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
]);
const BAD_URL = /^\s*(javascript|vbscript|data):/i;

function* elements(node: HastRoot | HastElement | RootContent): Generator<HastElement> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const child of node.children) yield* elements(child);
  if (node.type === 'element' && node.content) yield* elements(node.content);
}

const attr = (element: HastElement, name: string) => {
  const value = element.properties[name];
  return Array.isArray(value) ? value.join(' ') : value === undefined ? '' : String(value);
};

/**
 * Unsafe things in parsed HTML (`where` names the place for the message). Scripts are
 * allowed only without a payload marker: module scripts (Astro's, inside `<main>` too), and
 * with `allowSiteScripts` also the site's classic inline scripts (the theme script in `<head>`).
 * A payload's leftover *text* (an escaped `<svg onload=…>`) is harmless and not reported.
 */
function unsafeIn(tree: HastRoot | HastElement, where: string, allowSiteScripts: boolean) {
  const problems: string[] = [];
  for (const element of elements(tree)) {
    const tag = element.tagName;
    if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`${where}: <${tag}>`);
    for (const name of Object.keys(element.properties)) {
      if (/^on[A-Z]/.test(name) || /^on/i.test(name))
        problems.push(`${where}: <${tag} ${name}=…> event handler`);
      if (name === 'srcDoc') problems.push(`${where}: <${tag} srcdoc>`);
    }
    for (const name of URL_PROPERTIES) {
      const value = attr(element, name);
      if (BAD_URL.test(value)) problems.push(`${where}: <${tag} ${name}="${value}">`);
    }
    if (tag === 'meta' && /url\s*=\s*(javascript|data):/i.test(attr(element, 'content')))
      problems.push(`${where}: <meta refresh> to a script URL`);
    if (tag === 'script') {
      const body = element.children.map((child) => ('value' in child ? child.value : '')).join('');
      const siteScript =
        !body.includes('__xss') && (allowSiteScripts || attr(element, 'type') === 'module');
      if (!siteScript) problems.push(`${where}: <script> ${body.slice(0, 60)}`);
    }
    if (tag === 'style' && /javascript:|__xss/i.test(String(element.children[0] ?? '')))
      problems.push(`${where}: <style> with a payload`);
    if (/javascript:|expression\(/i.test(attr(element, 'style')))
      problems.push(`${where}: style attribute with a script URL`);
  }
  return problems;
}

describe('sanitized output of the XSS fixture', () => {
  it('builds the fixture with every kind of field present', () => {
    /** The entries of /data/NAME.json written in the XSS fixture (the site holds the 13th Age book's too). */
    const json = (name: string) =>
      (
        JSON.parse(readFileSync(join(out, 'data', `${name}.json`), 'utf8')) as {
          source?: { file: string };
        }[]
      ).filter((entry) => entry.source === undefined || entry.source.file.startsWith(FIXTURE));
    expect(json('powers')).toHaveLength(1);
    expect(json('deities')).toHaveLength(1);
    expect(json('tables')).toHaveLength(1);
    expect(json('terms').length).toBeGreaterThan(0);
    expect(htmlPages().map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/rules/hazards/',
        '/rules/conditions/',
        '/rules/glossary-of-new-terms/',
        '/powers/',
        '/deities/',
        '/deck/',
        '/search/',
        '/data/',
      ]),
    );
    // The payloads really are in the source (so the checks below prove something).
    const source = readFileSync(join(root, FIXTURE, 'book.md'), 'utf8');
    for (const payload of [
      '<script>window.__xss=1</script>',
      'onerror="window.__xss=1"',
      '<a href="javascript:window.__xss=1">',
      '<iframe src="javascript:window.__xss=1">',
      '<svg onload=window.__xss=1>',
      'onmouseover="window.__xss=1"',
      '](javascript:window.__xss=1)',
      'title: "<script>window.__xss=1</script>"',
    ])
      expect(source).toContain(payload);
  });

  it('has no content script, event handler, javascript: URL or frame in any built page', () => {
    const problems: string[] = [];
    for (const { file, path } of htmlPages()) {
      const html = readFileSync(file, 'utf8');
      // Outside attribute values: a quoted `<` there is text (a front matter title in
      // <meta content>), not markup; the server's CSP hashes only real scripts.
      const markup = html.replace(/="[^"]*"/g, '=""');
      if (markup.includes('<script>window.__xss')) problems.push(`${path}: raw <script> payload`);
      const tree = fromHtml(html);
      // The whole document: only the site's own scripts, no handler, script URL or frame.
      problems.push(...unsafeIn(tree, path, true));
      // Inside <main>, where the content goes: only Astro's module scripts.
      const main = [...elements(tree)].find((element) => element.tagName === 'main');
      expect(main, `${path} has a <main>`).toBeDefined();
      problems.push(...unsafeIn(main!, `${path} <main>`, false));
    }
    expect(problems).toEqual([]);
  });

  it('has no script, event handler, javascript: URL or frame in the JSON’s HTML fields', () => {
    const problems: string[] = [];
    let fields = 0;
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}[${i}]`));
      else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'html' && typeof inner === 'string') {
            fields++;
            const at = `${where}.html`;
            if (/<(script|iframe|frame|object|embed)\b/i.test(inner))
              problems.push(`${at}: ${inner.slice(0, 120)}`);
            problems.push(...unsafeIn(fromHtml(inner, { fragment: true }), at, false));
          } else visit(inner, `${where}.${key}`);
        }
      }
    };
    const dataDir = join(out, 'data');
    for (const name of readdirSync(dataDir).filter((file) => file.endsWith('.json'))) {
      visit(JSON.parse(readFileSync(join(dataDir, name), 'utf8')), name);
    }
    expect(fields, 'HTML fields checked').toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

/** A level-5 character with every score, so every card resolves and every Attack button rolls. */
const CHARACTER = JSON.stringify({
  level: 5,
  scores: { str: 16, con: 14, dex: 18, int: 10, wis: 12, cha: 8 },
  weaponDie: 'd8',
  proficiency: 3,
  enhancement: 1,
});

interface Probe {
  page: Page;
  dialogs: string[];
  errors: string[];
}

/**
 * A fresh page recording its dialogs and errors, which stores the character and seeds the
 * dice before each document it loads.
 */
async function probePage(): Promise<Probe> {
  const page = await newPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const errors = collectConsoleErrors(page);
  await page.addInitScript((character) => {
    localStorage.setItem('orcus:character', character);
    (window as unknown as { __ORCUS_SEED__: number }).__ORCUS_SEED__ = 7;
  }, CHARACTER);
  return { page, dialogs, errors };
}

/** {@link probePage}, with `path` loaded. */
async function probe(path: string): Promise<Probe> {
  const probed = await probePage();
  await probed.page.goto(site.url + path, { waitUntil: 'load' });
  return probed;
}

/** What a payload would have left behind, read from the page and its frames. */
async function ran(page: Page): Promise<unknown[]> {
  const seen: unknown[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    seen.push(
      await frame
        .evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
        .catch(() => undefined),
    );
  }
  return seen.filter((value) => value !== undefined);
}

/** Fires the events inline handlers listen for on every element, and focuses each one. */
async function poke(page: Page): Promise<number> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('body *')];
    const types = ['mouseover', 'mouseenter', 'mousemove', 'mouseout', 'pointerover'];
    for (const element of all) {
      for (const type of types) element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      element.focus?.({ preventScroll: true });
      element.dispatchEvent(new FocusEvent('focus'));
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      element.dispatchEvent(new Event('toggle'));
      element.dispatchEvent(new Event('load'));
      element.dispatchEvent(new Event('error'));
      if (element instanceof HTMLDetailsElement) element.open = !element.open;
    }
    (document.activeElement as HTMLElement | null)?.blur?.();
    return all.length;
  });
}

/**
 * Runs `task` on every item, `width` at a time: a page's probe mostly waits
 * (for its network to be idle, for hovers), so a few pages load side by side.
 */
async function eachAtOnce<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

describe('no payload runs in Chromium', () => {
  it('visits every page, hovers and focuses every element, rolls dice and attacks', async () => {
    const skipped = otherBookPages();
    expect(skipped, 'the 13th Age book’s pages').toEqual([
      '/rules/thirteenth-test/',
      '/powers/blade-of-thirteen/',
      '/powers/plain-cut/',
    ]);
    const pages = htmlPages().filter(({ path }) => !skipped.includes(path));
    expect(pages.length).toBeGreaterThan(8);
    const report: string[] = [];
    // Three tabs, each loading its share of the pages one after the other (a new page
    // costs Chromium about as much as a load); each page starts with empty storage and
    // its own record of dialogs and errors, and is checked before the tab moves on.
    const lanes = await Promise.all([0, 1, 2].map(() => probePage()));
    await eachAtOnce(pages, lanes.length, async ({ path }) => {
      const { page, dialogs, errors } = lanes.pop()!;
      if (page.url() !== 'about:blank')
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      dialogs.length = 0;
      errors.length = 0;
      await page.goto(site.url + path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const poked = await poke(page);
      expect(poked, `${path}: elements poked`).toBeGreaterThan(10);

      // Real pointer hovers over the content's links, bold text and term links (those on
      // screen: a hidden one cannot be hovered, and poke() fires its events).
      const hoverables = page.locator('main :is(a, b, img, svg, summary, .term-link):visible');
      const count = Math.min(await hoverables.count(), 20);
      for (let i = 0; i < count; i++) {
        await hoverables
          .nth(i)
          .hover({ timeout: 250, force: true })
          .catch(() => undefined);
      }
      // Dice widgets and Attack buttons (cards resolved against the character); a
      // content dice span around a compiler-marked one gives one button, not nested ones.
      expect(await page.locator('button button, button a, a button').count(), path).toBe(0);
      const dice = page.locator('button.dice-roll:visible');
      for (let i = 0; i < Math.min(await dice.count(), 5); i++) {
        await dice.nth(i).click();
        await page.keyboard.press('Escape');
      }
      const attacks = page.locator('[data-attack-button]:visible');
      for (let i = 0; i < (await attacks.count()); i++) {
        await attacks.nth(i).click();
        await page.locator('[data-damage-button]:visible').first().click({ timeout: 10_000 });
      }
      if (path === '/rules/hazards/') {
        expect(await page.locator('.resolved').count(), 'cards resolved').toBeGreaterThan(0);
        expect(await page.locator('[data-attack-result]').count(), 'attack rolled').toBe(1);
      }
      await page.locator('[data-roll-log-toggle]:visible').click();
      await poke(page);

      const traces = await ran(page);
      if (traces.length) report.push(`${path}: window.__xss = ${JSON.stringify(traces)}`);
      if (dialogs.length) report.push(`${path}: dialogs ${dialogs.join(' | ')}`);
      const pageErrors = errors.filter((error) => error.startsWith('pageerror'));
      if (pageErrors.length) report.push(`${path}: ${pageErrors.join(' | ')}`);
      if (!page.url().startsWith(site.url)) report.push(`${path}: navigated to ${page.url()}`);
      lanes.push({ page, dialogs, errors });
    });
    await Promise.all(lanes.map(({ page }) => closePage(page)));
    expect(report).toEqual([]);
  }, 180_000); // every page, three at a time, beside other test files on two cores: a generous limit

  it('searches for the payloads: Pagefind excerpts do not run them', async () => {
    const report: string[] = [];
    let results = 0;
    /** What each search said (its status lines), shown if no search found the payloads. */
    const said: string[] = [];
    await eachAtOnce(['onerror', 'onload', 'xss', 'javascript'], 4, async (query) => {
      const { page, dialogs } = await probe(`/search/?q=${encodeURIComponent(query)}`);
      await page.waitForLoadState('networkidle');
      // A search's status line names its query and is rendered with all of its hits
      // and excerpts (search-results.ts): once it shows, there is no more to come.
      const rendered = (container: string) =>
        page
          .locator(`${container} .search-status`)
          .filter({ hasText: `for “${query}”` })
          .waitFor();
      await rendered('[data-search-page-results]');
      // The header search box too.
      await page.locator('#site-search-input').fill(query);
      await rendered('#site-search-results');
      results += await page.locator('.excerpt').count();
      said.push(
        `${query}: ${(await page.locator('.search-status').allTextContents()).join(' / ')}`,
      );
      await poke(page);
      const excerpts = await page
        .locator('.excerpt')
        .evaluateAll((nodes) =>
          nodes.flatMap((node) =>
            [...node.querySelectorAll('*')]
              .filter((element) => element.tagName !== 'MARK')
              .map((element) => element.outerHTML),
          ),
        );
      if (excerpts.length)
        report.push(`${query}: markup other than <mark> in excerpts: ${excerpts}`);
      const traces = await ran(page);
      if (traces.length) report.push(`${query}: window.__xss = ${JSON.stringify(traces)}`);
      if (dialogs.length) report.push(`${query}: dialogs ${dialogs.join(' | ')}`);
      await closePage(page);
    });
    expect(
      results,
      `search results with excerpts of the payload text (the searches said: ${said.join('; ')})`,
    ).toBeGreaterThan(0);
    expect(report).toEqual([]);
  });
});

describe('no payload runs in the playground', () => {
  const book = readFileSync(join(root, FIXTURE, 'book.md'), 'utf8');

  /** Waits for the preview of the editor's text, then pokes, hovers and rolls in it. */
  async function exercise({ page, dialogs, errors }: Probe, label: string): Promise<string[]> {
    await page.waitForFunction(() => {
      const { pgState, pgPreview, pgEnhanced } = document.documentElement.dataset;
      return pgState === 'ready' && pgPreview !== undefined && pgEnhanced === pgPreview;
    });
    expect(await page.locator('#pg-text').inputValue(), label).toBe(book);
    expect(await page.locator('#pg-preview article.power-card').count(), label).toBeGreaterThan(0);
    await poke(page);
    const hoverables = page.locator('#pg-preview :is(a, b, img, svg, summary, .term-link):visible');
    for (let i = 0; i < Math.min(await hoverables.count(), 20); i++)
      await hoverables
        .nth(i)
        .hover({ timeout: 250, force: true })
        .catch(() => undefined);
    const dice = page.locator('#pg-preview button.dice-roll:visible');
    for (let i = 0; i < Math.min(await dice.count(), 5); i++) {
      await dice.nth(i).click();
      await page.keyboard.press('Escape');
    }
    await poke(page);
    const report: string[] = [];
    const traces = await ran(page);
    if (traces.length) report.push(`${label}: window.__xss = ${JSON.stringify(traces)}`);
    if (dialogs.length) report.push(`${label}: dialogs ${dialogs.join(' | ')}`);
    const pageErrors = errors.filter((error) => error.startsWith('pageerror'));
    if (pageErrors.length) report.push(`${label}: ${pageErrors.join(' | ')}`);
    if (!page.url().startsWith(site.url)) report.push(`${label}: navigated to ${page.url()}`);
    await closePage(page);
    return report;
  }

  it('typed into the editor', async () => {
    const probed = await probe('/playground/');
    await probed.page.locator('#pg-text').fill(book);
    expect(await exercise(probed, 'typed')).toEqual([]);
  });

  it('opened from a share link', async () => {
    const probed = await probe(`/playground/#${await encodeShare(book)}`);
    expect(await exercise(probed, 'shared')).toEqual([]);
  });
});
