/**
 * Cards fetched on demand (src/client/fetched-cards.ts) on the site of the
 * bundled rulebook: a fetched power card keeps its term links and their
 * previews, as on its own page; while it loads a placeholder of a card's size
 * holds its place; a failed fetch shows a framed note whose retry button is
 * visible and focusable; axe finds nothing in either theme.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { closePage, newPage } from './page-pool.ts';

const suite = useSite();

/** A power of the bundled rulebook whose card links terms (recoveries, recovery value). */
const RALLY = 'rally';

/** Focuses the first term link of `card` and returns the text of the preview it shows. */
async function previewOfFirstTerm(page: Page, card: string): Promise<string> {
  const term = page.locator(`${card} a.term-link[data-term]`).first();
  const id = await term.getAttribute('data-term');
  await term.focus();
  const preview = page.locator(`#term-preview-${id}`);
  await preview.waitFor({ state: 'visible' });
  return (await preview.textContent()) ?? '';
}

describe('fetchCard', () => {
  it('brings a power card’s term links and their previews to the powers index', async () => {
    const page = await suite.open('/powers/');
    const row = page.locator(`[data-power-row="${RALLY}"]`);
    await row.locator('button[data-card-toggle]').click();
    const card = `[data-power-row="${RALLY}"] article.power-card`;
    await page.locator(card).waitFor();
    expect(await page.locator(`${card} a.term-link[data-term]`).count()).toBeGreaterThan(0);
    expect(await previewOfFirstTerm(page, card)).toContain('Read the definition');
  });

  it('brings them to the deck too', async () => {
    const page = await suite.open('/deck/', {
      init: async (page) => {
        await page.addInitScript((deck) => localStorage.setItem('orcus:deck', deck), '["rally"]');
      },
    });
    const card = `[data-deck-list] article.power-card[data-power="${RALLY}"]`;
    await page.locator(card).waitFor();
    expect(await previewOfFirstTerm(page, card)).toContain('Read the definition');
  });
});

describe('fetchedCards', () => {
  for (const colorScheme of ['light', 'dark'] as const)
    it(`holds a card’s place while it loads, then shows a failure with a focusable retry (${colorScheme})`, async () => {
      // the failed answer is logged by the browser: a page whose console errors are expected
      const page = await newPage(suite.browser(), { colorScheme });
      try {
        let answer: (status: number) => void = () => {};
        await page.route(`**/powers/${RALLY}/`, (route) => {
          answer = (status) => void route.fulfill({ status, body: 'busy' });
        });
        await page.addInitScript(() => localStorage.setItem('orcus:deck', '["rally"]'));
        await page.goto(`${suite.url()}/deck/`);
        const loading = page.locator('[data-deck-list] .card-loading');
        await loading.waitFor();
        const box = await loading.boundingBox();
        const rem = await page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).fontSize),
        );
        expect(box!.height).toBeGreaterThanOrEqual(10 * rem);
        expect(await runAxe(page).then((v) => v.map((x) => x.id))).toEqual([]);

        answer(503);
        const failed = page.locator('[data-deck-list] .card-failed');
        await failed.waitFor();
        const frame = await failed.evaluate((note) => {
          const style = getComputedStyle(note);
          return { border: style.borderLeftWidth, display: style.display };
        });
        expect(frame).toEqual({ border: '4px', display: 'flex' });
        const retry = failed.locator('button[data-card-retry]');
        expect(await retry.isVisible()).toBe(true);
        await retry.focus();
        expect(await retry.evaluate((button) => button === document.activeElement)).toBe(true);
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toEqual([]);
      } finally {
        await closePage(page);
      }
    });
});
