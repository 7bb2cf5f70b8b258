// Reading the site at desktop (1280 px) and phone (375 px) width, in real headless Chromium,
// on the shared fixture site (tests/browser/fixture-site.ts: the bundled rulebook plus the
// bestiary, record and other fixtures, so every page type exists): no layout shift
// (PerformanceObserver, CLS ≤ 0.02), a phone header of at most 100 px, no sideways scrolling,
// axe (WCAG 2.2 A+AA) clean in both themes, unique landmark names, navigation that stays with
// the reader (sticky chapter list and contents, current section marked, phone menus, back to
// top) and previous/next between records.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { formatViolations, runAxe, useSite, WCAG22_TAGS } from './harness.ts';

beforeAll(async () => void (await sharedFixtureSite()), 240_000);

const suite = useSite(SHARED_SITE);

/** One page of every type the site has. */
const PAGES = {
  home: '/',
  'rules index': '/rules/',
  chapter: '/rules/combat/',
  'powers index': '/powers/',
  power: '/powers/grapple/',
  'deities index': '/deities/',
  deity: '/deities/luna/',
  'monsters index': '/monsters/',
  monster: '/monsters/bog-lantern/',
  'record family index': '/feats/',
  record: '/feats/brine-dancer/',
  search: '/search/',
  deck: '/deck/',
  encounter: '/encounter/',
  data: '/data/',
} as const;

const WIDTHS = [375, 1280] as const;

/** Opens `path` with a layout-shift observer installed before any script runs. */
async function openMeasured(path: string, width: number): Promise<Page> {
  return suite.open(path, {
    width,
    height: width === 375 ? 740 : 800,
    init: async (page) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            w.__shifts.push(
              (entry.sources ?? [])
                .map((s) => (s.node as Element | null)?.className || s.node?.nodeName)
                .join(' | '),
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    },
  });
}

/** Checks the header controls of `page` at `width`: all there, in the window, none overlapping. */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const boxes = await page
    .locator('.site-header :is(.brand, summary, input, button):visible')
    .evaluateAll((els) =>
      els
        .filter((el) => !el.closest('[hidden], .search-panel, .roll-log-panel, dialog'))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const name = el.textContent?.trim() || el.getAttribute('placeholder') || el.tagName;
          return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  for (const [i, a] of boxes.entries()) {
    expect(a.left, a.name).toBeGreaterThanOrEqual(0);
    expect(a.right, a.name).toBeLessThanOrEqual(width);
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.left < b.right - 1 &&
        b.left < a.right - 1 &&
        a.top < b.bottom - 1 &&
        b.top < a.bottom - 1;
      expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
  const search = (await page.locator('#site-search-input').boundingBox())!;
  expect(search.width).toBeGreaterThanOrEqual(120);
}

/** The accessible names of the page's visible landmarks and sections (`role: name`). */
function landmarkNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav, [role=search], aside, [role=region], section')]
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const name = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : el.getAttribute('aria-label');
        return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${name?.trim() ?? ''}`;
      }),
  );
}

// One load of each page type per width and theme serves every check of that page: the light
// load is measured for layout shift from its first paint until its landmarks and axe have been
// checked, and at least 300 ms after its network went idle (axe alone usually takes longer).
describe('every page type, stable, named and accessible (axe-core, WCAG 2.2 A+AA)', () => {
  for (const width of WIDTHS) {
    it.each(Object.entries(PAGES))(
      `%s at ${width} px: layout shift ≤ 0.02, no sideways scroll, phone header ≤ 100 px, unique landmark names, no axe violation in the light and dark themes`,
      async (_, path) => {
        const page = await openMeasured(path, width);
        await page.waitForLoadState('networkidle');
        const settled = Date.now() + 300;
        const { header, scrollWidth } = await page.evaluate(() => ({
          header: document.querySelector('.site-header')!.getBoundingClientRect().height,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
        if (width === 375) expect(header).toBeLessThanOrEqual(100);
        // every header control fits, none overlaps another, the search box stays usable
        await expectHeaderFits(page, width);

        const names = await landmarkNames(page);
        expect(new Set(names).size, `landmarks: ${names.join('; ')}`).toBe(names.length);

        const light = await runAxe(page, { tags: WCAG22_TAGS });
        expect(light, `light theme: ${formatViolations(light)}`).toEqual([]);

        if (Date.now() < settled) await page.waitForTimeout(settled - Date.now());
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          return { cls: w.__cls, shifts: w.__shifts };
        });
        expect(cls, `shifted: ${shifts.join(', ')}`).toBeLessThanOrEqual(0.02);

        const dark = await suite.open(path, { width, colorScheme: 'dark' });
        await dark.waitForLoadState('networkidle');
        const violations = await runAxe(dark, { tags: WCAG22_TAGS });
        expect(violations, `dark theme: ${formatViolations(violations)}`).toEqual([]);
      },
      60_000,
    );
  }
});

describe('navigation', () => {
  it('keeps the chapter list and "On this page" in view on desktop, marking the section read', async () => {
    const page = await suite.open(PAGES.chapter, { width: 1280, height: 800 });
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
      await page.context().close();
    }
  });

  it('keeps the header search dropdown on a 375 px screen', async () => {
    const page = await suite.open('/', { width: 375 });
    await page.locator('#site-search-input').fill('grapple');
    const panel = page.locator('#site-search-results');
    await panel.waitFor({ state: 'visible' });
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });

  it('offers a back-to-top link on a phone that stays in view and returns to the title', async () => {
    const page = await suite.open(PAGES.chapter, { width: 375, height: 740 });
    await page.evaluate(() => scrollTo(0, 4000));
    const link = page.getByRole('link', { name: 'Back to top' });
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await link.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(300);
    expect(await page.locator('h1').isVisible()).toBe(true);
  });

  /** The names the index page lists, in order. */
  async function indexOrder(path: string, selector: string): Promise<string[]> {
    const page = await suite.open(path);
    const names = (await page.locator(selector).allTextContents()).map((n) => n.trim());
    await page.context().close();
    return names;
  }

  it.each([
    ['power', '/powers/', '[data-power-list] .power-name', '/powers/grapple/'],
    ['deity', '/deities/', '.deity-name', '/deities/luna/'],
    ['monster', '/monsters/', '[data-monster-list] th a', '/monsters/bog-lantern/'],
    ['feat', '/feats/', '[data-record-list] .record-name', '/feats/brine-dancer/'],
  ])(
    'links each %s page to the previous and next in the order of its index',
    async (noun, index, selector, path) => {
      const order = await indexOrder(index, selector);
      const page = await suite.open(path);
      const name = (await page.locator('h1').textContent())!.trim();
      const at = order.indexOf(name);
      expect(at, `${name} in ${order.join(', ')}`).toBeGreaterThanOrEqual(0);
      const pager = page.getByRole('navigation', { name: `Previous and next ${noun}` });
      const previous = pager.locator('a[rel="prev"]');
      const next = pager.locator('a[rel="next"]');
      if (at > 0) expect(await previous.textContent()).toContain(order[at - 1]);
      else expect(await previous.count()).toBe(0);
      if (at < order.length - 1) {
        expect(await next.textContent()).toContain(order[at + 1]);
        await next.click();
        await expect.poll(() => page.locator('h1').textContent()).toContain(order[at + 1]!);
      } else expect(await next.count()).toBe(0);
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
    const page = await suite.open(path);
    const note = page.locator('[data-filter-unknown]');
    expect(await note.textContent()).toBe(`Not applied from the address: ${what}.`);
    expect(await note.isVisible()).toBe(true);
  });

  it('names the deck ids of a shared link that the rulebook does not have', async () => {
    const page = await suite.open('/deck/?powers=grapple,fireball,shove,magic-missile');
    const note = page.locator('[data-deck-unknown]');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe(
      'Not in this rulebook, so left out of the deck: “fireball”, “magic-missile”.',
    );
    const cards = page.locator('[data-deck-list] > li:not([hidden]) .power-name');
    expect((await cards.allTextContents()).map((name) => name.trim())).toEqual([
      'Grapple',
      'Shove',
    ]);
  });
});
