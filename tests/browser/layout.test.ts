// Reading the site at desktop (1280 px) and phone (375 px) width, in real headless Chromium,
// on the shared fixture site (tests/browser/fixture-site.ts: the bundled rulebook plus the
// bestiary, record and other fixtures, so every page type exists): navigation that stays with
// the reader (sticky chapter list and contents, current section marked, phone menus, back to
// top), previous/next between records, and filters and URLs. Every page type's layout shift,
// header, landmarks and axe are checked per width in layout-phone.test.ts and
// layout-desktop.test.ts (tests/browser/layout-checks.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage, one, textOf, texts } from './built-html.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { PAGES } from './layout-checks.ts';
import { closePage, useSite } from './harness.ts';

beforeAll(async () => void (await sharedFixtureSite()), 240_000);

const suite = useSite(SHARED_SITE);

describe('navigation', () => {
  it('keeps the chapter list and "On this page" in view on desktop, marking the section read', async () => {
    const page = await suite.visit(PAGES.chapter, { width: 1280, height: 800 });
    /** Scrolls the heading the contents entry `title` links to to the top of the window. */
    const readFrom = (title: string) =>
      page
        .locator('.toc a', { hasText: title })
        .evaluate((link) =>
          document.getElementById((link as HTMLAnchorElement).hash.slice(1))!.scrollIntoView(),
        );
    await readFrom('Action Points');
    for (const selector of ['.chapter-nav', '.toc']) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.y, selector).toBeGreaterThanOrEqual(0);
      expect(box.y, selector).toBeLessThan(50);
      expect(box.y + box.height, selector).toBeLessThanOrEqual(800);
      expect(
        await page.locator(selector).evaluate((el) => getComputedStyle(el).overflowY),
        selector,
      ).toBe('auto');
    }
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(2000);
    const current = page.locator('.toc a[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe('Action Points');
    await expect
      .poll(() => current.evaluate((link) => (link as HTMLElement).checkVisibility()))
      .toBe(true);

    await readFrom('The Grid');
    await expect.poll(() => current.textContent()).toBe('The Grid');
    expect(await page.locator('.toc a[aria-current]').count()).toBe(1);
    expect(await page.locator('.chapter-nav a[aria-current="page"]').textContent()).toContain(
      'Combat',
    );
  });

  it('gives a phone a closed chapter menu at the top and the sections in a menu', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await suite.open(PAGES.chapter, { width: 375, javaScriptEnabled });
      expect(await page.locator('.chapter-nav').isVisible()).toBe(false);
      const menu = page.locator('.chapter-menu > summary');
      const box = (await menu.boundingBox())!;
      expect(box.y).toBeLessThan(200);
      const current = page.locator('.chapter-menu a[aria-current="page"]');
      expect(await current.isVisible()).toBe(false);
      await menu.click();
      expect(await current.isVisible()).toBe(true);
      expect(await current.textContent()).toContain('Combat');

      expect(await page.locator('.main-nav-list').isVisible()).toBe(false);
      const sections = page.locator('.main-nav-menu a', { hasText: 'Powers' });
      expect(await sections.isVisible()).toBe(false);
      await page.locator('.main-nav-menu > summary').click();
      expect(await sections.isVisible()).toBe(true);
      await closePage(page);
    }
  });

  it('keeps the header search dropdown on a 375 px screen', async () => {
    const page = await suite.visit('/', { width: 375 });
    await page.locator('#site-search-input').fill('grapple');
    const panel = page.locator('#site-search-results');
    await panel.waitFor({ state: 'visible' });
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  it('offers a back-to-top link on a phone that stays in view and returns to the title', async () => {
    const page = await suite.visit(PAGES.chapter, { width: 375, height: 740 });
    await page.evaluate(() => scrollTo(0, 4000));
    const link = page.getByRole('link', { name: 'Back to top' });
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await link.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(300);
    expect(await page.locator('h1').isVisible()).toBe(true);
  });

  it.each([
    ['power', 'powers', '[data-power-rows] .power-row-name', 'powers/grapple'],
    ['deity', 'deities', '.deity-name', 'deities/luna'],
    ['monster', 'monsters', '[data-monster-list] th a', 'monsters/bog-lantern'],
    ['feat', 'feats', '[data-record-list] .record-name', 'feats/brine-dancer'],
  ])(
    'links each %s page to the previous and next in the order of its index',
    (noun, index, selector, path) => {
      // Links and names of the served pages (built-html.ts): the order the index lists
      // without scripts, and where each pager link leads.
      const order = texts(builtPage(SHARED_SITE, index), selector);
      const page = builtPage(SHARED_SITE, path);
      const name = textOf(one(page, 'h1')).trim();
      const at = order.indexOf(name);
      expect(at, `${name} in ${order.join(', ')}`).toBeGreaterThanOrEqual(0);
      const pager = one(page, `nav[aria-label="Previous and next ${noun}"]`);
      const previous = all(pager, 'a[rel="prev"]');
      const next = all(pager, 'a[rel="next"]');
      if (at > 0) expect(textOf(previous[0]!)).toContain(order[at - 1]);
      else expect(previous).toHaveLength(0);
      if (at < order.length - 1) {
        expect(textOf(next[0]!)).toContain(order[at + 1]);
        const target = builtPage(SHARED_SITE, attribute(next[0]!, 'href')!);
        expect(textOf(one(target, 'h1'))).toContain(order[at + 1]!);
      } else expect(next).toHaveLength(0);
    },
  );
});

describe('filters and URLs', () => {
  it.each([
    ['/monsters/?rank=legendary', 'rank “legendary” (not one of its choices)'],
    [
      '/feats/?tier=mythic&color=red',
      'tier “mythic” (not one of its choices); “color” (no such filter here)',
    ],
    ['/powers/?frequency=hourly', 'frequency “hourly” (not one of its choices)'],
  ])('says on %s which filters of the address were not applied', async (path, what) => {
    const page = await suite.visit(path);
    const note = page.locator('[data-filter-unknown]');
    expect(await note.textContent()).toBe(`Not applied from the address: ${what}.`);
    expect(await note.isVisible()).toBe(true);
  });

  it('names the deck ids of a shared link that the rulebook does not have', async () => {
    const page = await suite.visit('/deck/?powers=grapple,fireball,shove,magic-missile');
    const note = page.locator('[data-deck-unknown]');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe(
      'Not in this rulebook, so left out of the deck: “fireball”, “magic-missile”.',
    );
    // The note is set before the deck renders its cards (fetched, then shown): read them once shown.
    const cards = page.locator('[data-deck-list] > li:not([hidden]) .power-name');
    await expect
      .poll(async () => (await cards.allTextContents()).map((name) => name.trim()))
      .toEqual(['Grapple', 'Shove']);
  });
});
