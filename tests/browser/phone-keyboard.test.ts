// Phone, keyboard and contrast on the shared fixture site (tests/browser/fixture-site.ts),
// in real headless Chromium: at 375 px no monster page scrolls sideways and no word of the
// /monsters/ table or of a stat block is broken across lines (the bestiary fixture's
// Drowned Cathedral Bodyguard has the widest ability cells, "Str 30 (+23)"); the highlighted
// words of the header search and of the search page pass axe's colour contrast in the light
// and dark themes; "Remove" on /encounter/ keeps focus in the list (keyboard only).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage } from './built-html.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { formatViolations, runAxe, useSite } from './harness.ts';

beforeAll(async () => void (await sharedFixtureSite()), 240_000);

const suite = useSite(SHARED_SITE);

/** Every monster page the /monsters/ index links, as the build wrote it. */
const monsterPaths = () =>
  all(builtPage(SHARED_SITE, 'monsters'), '[data-monster-list] th a').map((link) =>
    attribute(link, 'href')!,
  );

/**
 * The words under `selector` that the layout broke across lines: every run of
 * letters and digits between spaces and hyphens (a line may end after a hyphen)
 * whose text takes more than one line box.
 */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.parentElement?.checkVisibility() ?? false)) continue;
        for (const word of node.textContent!.matchAll(/[^\s\-‐–—]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.scrollingElement!;
    return scrollWidth - clientWidth;
  });

describe('monsters on a 375 px screen', () => {
  it('keeps every word of the /monsters/ table whole; the table scrolls in its own box', async () => {
    const page = await suite.visit('/monsters/', { width: 375 });
    expect(await brokenWords(page, '.monster-table table'), 'words broken mid-word').toEqual([]);
    expect(await sidewaysScroll(page), 'the page scrolls sideways by').toBe(0);
  });

  it('scrolls no monster page sideways and breaks no word of its stat block', async () => {
    const paths = monsterPaths();
    expect(paths).toContain('/monsters/drowned-cathedral-bodyguard/');
    const page = await suite.visit(paths[0]!, { width: 375 });
    for (const path of paths) {
      await page.goto(`${suite.url()}${path}`);
      expect(await sidewaysScroll(page), `${path} scrolls sideways by`).toBe(0);
      expect(await brokenWords(page, '.stat-block'), `${path}: words broken`).toEqual([]);
    }
    await page.goto(`${suite.url()}/monsters/drowned-cathedral-bodyguard/`);
    const cells = await page.locator('.stat-abilities td').allTextContents();
    expect(cells[0]?.replace(/\s+/g, ' ').trim()).toBe('Str 30 (+23)');
  });
});

describe('search highlights', () => {
  it.each(['light', 'dark'] as const)(
    'pass colour contrast in the header dropdown and on the search page (%s theme)',
    async (colorScheme) => {
      const page = await suite.visit('/', { colorScheme });
      await page.locator('#site-search-input').fill('grapple');
      const mark = page.locator('#site-search-results .search-hit mark').first();
      await mark.waitFor({ state: 'visible' });
      // A highlighted word in the selected row: the row's tint under the mark.
      await page.keyboard.press('ArrowDown');
      const panel = await runAxe(page, { rules: ['color-contrast'] });
      expect(panel, `header search: ${formatViolations(panel)}`).toEqual([]);

      await page.goto(`${suite.url()}/search/?q=grapple`);
      await page.locator('[data-search-page-results] mark').first().waitFor({ state: 'visible' });
      const results = await runAxe(page, { rules: ['color-contrast'] });
      expect(results, `search page: ${formatViolations(results)}`).toEqual([]);
    },
  );
});

describe('encounter, keyboard only', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.dataset['encounterRemove'] ?? active?.dataset['encounterEmpty'] ?? null;
    });

  /** Presses Tab until the Remove button of `id` has focus. */
  async function tabToRemove(page: Page, id: string): Promise<void> {
    const button = page.locator(`[data-encounter-remove="${id}"]`);
    for (let presses = 0; presses < 80; presses++) {
      if (await button.evaluate((node) => node === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached the Remove button of ${id}`);
  }

  it('moves focus from a removed monster to the next Remove, else the previous, else the empty note', async () => {
    const page = await suite.visit('/encounter/?monsters=bog-lantern,gloomwing-scout,peat-golem');
    await page.locator('[data-encounter-remove="peat-golem"]').waitFor();

    await tabToRemove(page, 'bog-lantern');
    await page.keyboard.press('Enter');
    expect(await focused(page), 'the next monster’s Remove').toBe('gloomwing-scout');

    await tabToRemove(page, 'peat-golem');
    await page.keyboard.press('Enter');
    expect(await focused(page), 'the last one gone: the previous Remove').toBe('gloomwing-scout');

    await page.keyboard.press('Enter');
    expect(await focused(page), 'none left: the note that the encounter is empty').toBe('');
    expect(await page.locator('[data-encounter-empty]').isVisible()).toBe(true);
  });
});
