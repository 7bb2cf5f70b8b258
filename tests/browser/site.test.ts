// End-to-end tests of the built site (dist/) in real headless Chromium: search, power
// filters, keyboard access to term previews, theme, printing power cards, phone width, and
// console errors. Axe checks every page type, in both themes and at both widths, on the shared
// fixture site (which holds the bundled rulebook): tests/browser/layout-checks.ts. One browser and one static server for
// the whole file; every page opens in a fresh context (isolated localStorage).
// Needs Debian's Chromium headless shell (bash scripts/ensure-chromium.sh); fails loudly without it.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';

const suite = useSite();
const { open } = suite;

/** Names of the powers whose index row the filter script left un-`hidden`. */
async function unhiddenPowerNames(page: Page): Promise<string[]> {
  const names = await page
    .locator('[data-power-rows] > li:not([hidden]) .power-row-name')
    .allTextContents();
  return names.map((name) => name.trim()).sort();
}

/** The power rows actually rendered (not `display: none` themselves or via an ancestor). */
function shownCards(page: Page): Promise<{ name: string; frequency: string }[]> {
  return page.$$eval('[data-power-rows] > li', (rows) =>
    rows
      .filter((row) => row.checkVisibility())
      .map((row) => ({
        name: row.querySelector('.power-row-name')?.textContent?.trim() ?? '',
        frequency: (row as HTMLElement).dataset['frequency'] ?? '',
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** Asserts that exactly the encounter powers are shown, by the script and on screen. */
async function expectOnlyEncounterPowers(page: Page): Promise<void> {
  expect(await page.locator('select[name="frequency"]').inputValue()).toBe('encounter');
  expect(await unhiddenPowerNames(page), 'rows left un-hidden by the filter script').toEqual(
    ENCOUNTER_POWERS,
  );
  const shown = await shownCards(page);
  expect(shown, 'rows rendered on screen').toEqual(
    ENCOUNTER_POWERS.map((name) => ({ name, frequency: 'encounter' })),
  );
  expect((await page.locator('[data-filter-count]').textContent())?.trim()).toBe('3 of 9 powers');
}

/** Relative luminance (0–1) of a CSS `rgb()`/`rgba()` color. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (c = 0) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const ENCOUNTER_POWERS = ['Create Diversion', 'Feint', 'Rally'];

describe('search', () => {
  it('loads Pagefind on demand, finds Chalavar and leads to the deity page', async () => {
    const page = await open();
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/'))
        pagefindRequests.push(request.url());
    });
    await page.goto(`${suite.url()}/`, { waitUntil: 'networkidle' });
    expect(pagefindRequests, 'Pagefind requested before any search').toEqual([]);

    // `/` focuses the header search box.
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');

    await page.keyboard.type('Chalavar');
    const panel = page.locator('#site-search-results');
    const deity = panel.locator('a[href="/deities/chalavar/"]').first();
    await deity.waitFor({ state: 'visible' });
    expect(pagefindRequests.length).toBeGreaterThan(0);
    await expect.poll(() => panel.isVisible()).toBe(true);

    await Promise.all([page.waitForURL(`${suite.url()}/deities/chalavar/`), deity.click()]);
    expect((await page.locator('h1').textContent())?.trim()).toBe('Chalavar');
  });

  // The header box's and the search page's “grapple” results: search.test.ts.
});

describe('deities index filter', () => {
  const shown = (page: Page) =>
    page
      .locator('[data-deity-list] > li:not([hidden]) .deity-name')
      .allTextContents()
      .then((names) => names.map((name) => name.trim()));
  const texts = (page: Page) =>
    page
      .locator('[data-deity-list] > li:not([hidden])')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset['text'] ?? ''));

  it('searches every field (a symbol word finds Luna), keeps the words in the URL, and clears', async () => {
    const page = await suite.visit('/deities/');
    const total = await page.locator('[data-deity-list] > li').count();
    // "crescent" is only in Luna's symbol and description, not in any portfolio
    await page.locator('#filter-q').fill('Crescent moons');
    await expect.poll(() => shown(page)).toContain('Luna');
    for (const text of await texts(page)) expect(text.toLowerCase()).toMatch(/crescent.*|moons/);
    expect(await page.locator('[data-filter-count]').textContent()).toBe(
      `${(await shown(page)).length} of ${total} deities`,
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('Crescent moons');

    await page.reload();
    expect(await page.locator('#filter-q').inputValue()).toBe('Crescent moons');
    expect(await shown(page)).toContain('Luna');

    await page.locator('#filter-q').fill('');
    await expect
      .poll(() => page.locator('[data-deity-list] > li:not([hidden])').count())
      .toBe(total);
    expect(new URL(page.url()).search).toBe('');
  });

  it('opens a shared ?q= link filtered, and hides every deity for a word none has', async () => {
    const page = await suite.visit('/deities/?q=zzzqx');
    await expect.poll(() => shown(page)).toEqual([]);
    expect(await page.locator('[data-filter-count]').textContent()).toMatch(/^0 of \d+ deities$/);
  });

  it('says on the page that an unknown filter of the address was not applied', async () => {
    const page = await suite.visit('/deities/?portfolio=moon');
    expect(await page.locator('[data-filter-unknown]').textContent()).toBe(
      'Not applied from the address: “portfolio” (no such filter here).',
    );
    expect(await page.locator('[data-filter-unknown]').isVisible()).toBe(true);
  });
});

describe('powers index filters', () => {
  it('filters by frequency, keeps the filter in the URL and across a reload', async () => {
    const page = await suite.visit('/powers/');
    expect(await shownCards(page)).toHaveLength(9);
    await page.selectOption('select[name="frequency"]', 'encounter');
    await expect.poll(() => unhiddenPowerNames(page)).toEqual(ENCOUNTER_POWERS);
    expect(new URL(page.url()).search).toBe('?frequency=encounter');
    await expectOnlyEncounterPowers(page);

    await page.reload();
    expect(new URL(page.url()).search).toBe('?frequency=encounter');
    await expectOnlyEncounterPowers(page);
  });

  it('applies a filter from a shared URL in a fresh page', async () => {
    const page = await suite.visit('/powers/?frequency=encounter');
    await expectOnlyEncounterPowers(page);
  });

  it('reports an unknown frequency of the address on the page and lists every power', async () => {
    const page = await suite.visit('/powers/?frequency=daily&colour=red');
    const note = page.locator('[data-filter-unknown]');
    expect(await note.textContent()).toBe(
      'Not applied from the address: frequency “daily” (not one of its choices); “colour” (no such filter here).',
    );
    expect(await note.isVisible()).toBe(true);
    expect(await shownCards(page)).toHaveLength(9);
  });

  it('lists all 9 powers without JavaScript', async () => {
    const page = await open('/powers/?frequency=encounter', { javaScriptEnabled: false });
    expect(await shownCards(page)).toHaveLength(9);
    expect((await page.locator('[data-filter-count]').textContent())?.trim()).toBe('9 powers');
  });
});

describe('keyboard only', () => {
  it('the skip link is the first Tab stop and moves focus to #main; Tab then reaches a term link, shows its preview, Escape hides it and keeps focus', async () => {
    const page = await suite.visit('/rules/actions-in-combat/');
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      className: document.activeElement?.className,
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(first).toEqual({ className: 'skip-link', href: '#main' });
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // On from the content, as a reader who skipped the navigation goes on.
    let term: string | null = null;
    for (let i = 0; i < 200 && term === null; i++) {
      await page.keyboard.press('Tab');
      term = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement && active.matches('a.term-link')
          ? (active.dataset['term'] ?? '')
          : null;
      });
    }
    expect(term, 'no a.term-link reached within 200 Tab presses').not.toBeNull();
    expect(term).not.toBe('');
    const preview = page.locator(`#term-preview-${term}`);
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby')),
    ).toBe(`term-preview-${term}`);

    await page.keyboard.press('Escape');
    await expect.poll(() => preview.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['term']),
    ).toBe(term);
  });
});

describe('theme', () => {
  const label = (page: Page) =>
    page
      .locator('[data-theme-toggle]')
      .evaluate((button) => (button as HTMLElement).innerText.trim());
  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset['theme']);

  it('follows a dark system color scheme when nothing is stored, then cycles system → light → dark → system, says the state, persists, applies before paint', async () => {
    const page = await suite.visit('/', { colorScheme: 'dark' });
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await theme(page)).toBeUndefined();
    expect(await label(page)).toBe('Theme: system');
    expect(await page.getByRole('button', { name: 'Theme: system' }).count()).toBe(1);
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);

    await page.click('[data-theme-toggle]');
    expect(await theme(page)).toBe('light');
    expect(await label(page)).toBe('Theme: light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(luminance(await bodyBackground(page))).toBeGreaterThan(0.5);

    await page.click('[data-theme-toggle]');
    expect(await theme(page)).toBe('dark');
    expect(await label(page)).toBe('Theme: dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.locator('[data-theme-status]').textContent()).toBe('Theme: dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);

    await page.goto(`${suite.url()}/rules/`, { waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toBe('dark');
    expect(await label(page)).toBe('Theme: dark');
    expect(luminance(await bodyBackground(page))).toBeLessThan(0.1);

    await page.click('[data-theme-toggle]');
    expect(await theme(page)).toBeUndefined();
    expect(await label(page)).toBe('Theme: system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await theme(page)).toBeUndefined();
  });

  it('keeps the state in the accessible name on a phone, where only the icon shows', async () => {
    const page = await suite.visit('/', { width: 375, colorScheme: 'light' });
    await page.click('[data-theme-toggle]');
    expect(await page.getByRole('button', { name: 'Theme: light' }).count()).toBe(1);
  });
});

describe('printing power cards', () => {
  /** The display of the elements that must not print. */
  const chromeDisplay = (page: Page) =>
    page.$$eval('.site-header, .site-footer, [data-filter-form]', (elements) =>
      elements.map((element) => getComputedStyle(element).display),
    );

  /** Bounding boxes of the cards that are displayed (in print media). */
  async function printedCards(page: Page): Promise<{ width: number; height: number }[]> {
    const boxes = await Promise.all(
      (await page.locator('article.power-card').all()).map((card) => card.boundingBox()),
    );
    return boxes.filter((box) => box !== null).map(({ width, height }) => ({ width, height }));
  }

  /** Shows the card of every row left shown (the index lists rows; cards come on demand). */
  async function openShownCards(page: Page): Promise<void> {
    const shown = page.locator('[data-power-rows] > li:not([hidden])');
    const buttons = shown.locator('button[data-card-toggle]');
    // The script gives each row its Card button as the row joins the list: wait for every one.
    await expect.poll(() => buttons.count()).toBe(await shown.count());
    for (const button of await buttons.all()) await button.click();
    await expect
      .poll(
        () => page.locator('[data-power-rows] > li:not([hidden]) article.power-card').count(),
        // each card is fetched from its page: generous for a loaded machine
        { timeout: 15_000 },
      )
      .toBe(await buttons.count());
  }

  it('prints every card shown at poker size (2.5 × 3.5 in) without site chrome', async () => {
    const page = await open('/powers/');
    await openShownCards(page);
    await page.emulateMedia({ media: 'print' });
    expect(await chromeDisplay(page)).toEqual(['none', 'none', 'none']);
    const cards = await printedCards(page);
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      // 2.5 × 3.5 in at 96 px/in, ±1 px.
      expect(Math.abs(card.width - 240), `width ${card.width}`).toBeLessThanOrEqual(1);
      expect(Math.abs(card.height - 336), `height ${card.height}`).toBeLessThanOrEqual(1);
    }
  });

  it('does not print the cards hidden by a filter', async () => {
    const page = await open('/powers/?frequency=encounter');
    await openShownCards(page);
    await page.emulateMedia({ media: 'print' });
    const cards = await printedCards(page);
    expect(cards).toHaveLength(3);
    expect(await shownCards(page)).toEqual(
      ENCOUNTER_POWERS.map((name) => ({ name, frequency: 'encounter' })),
    );
    // The rows the filter hides are not in the list (src/client/row-window.ts keeps them out).
    expect(await page.locator('[data-power-rows] > li').count()).toBe(ENCOUNTER_POWERS.length);
  });
});

describe('phone width (375 px)', () => {
  it.each(['/rules/actions-in-combat/', '/powers/'])(
    '%s has no horizontal overflow',
    async (path) => {
      const page = await suite.visit(path, { width: 375, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    },
  );
});
