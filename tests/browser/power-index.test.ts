// The powers index of the generated library (five books, about nine hundred powers), in
// headless Chromium: a compact list that links every power, filters (a field and the name)
// that show exactly the matching powers with their state in the address, cards shown inline
// on demand, and all of it by keyboard.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Power } from '../../src/compiler/index.ts';
import { levelKey } from '../../src/site/blocks.ts';
import { fold } from '../../src/site/filter-fields.ts';
import { ROW_WINDOW } from '../../src/client/row-window.ts';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const suite = useSite(LIBRARY_SITE);

/** The powers of the library, as the site publishes them. */
const powers = () =>
  JSON.parse(readFileSync(join(LIBRARY_SITE, 'data/powers.json'), 'utf8')) as Power[];

/** The ids of the rows shown once the count has settled on `count`. */
async function shownIds(page: Page, count: string): Promise<string[]> {
  await page.locator('[data-filter-count]', { hasText: count }).waitFor();
  return page.$$eval('[data-power-row]:not([hidden])', (rows) =>
    rows.map((row) => row.getAttribute('data-power-row') ?? ''),
  );
}

/** "N of M powers", as the live count says it. */
const countOf = (shown: number, total: number) => `${shown} of ${total} powers`;

describe('the powers index', () => {
  it('links every power of powers.json in its HTML, without a card', () => {
    const html = readFileSync(join(LIBRARY_SITE, 'powers/index.html'), 'utf8');
    const linked = new Set([...html.matchAll(/href="\/powers\/([^/"]+)\/"/g)].map((m) => m[1]));
    const all = powers();
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((power) => !linked.has(power.id)).map((p) => p.id)).toEqual([]);
    expect(html).not.toContain('class="power-card');
  });

  it('shows exactly the powers of a level whose name holds the typed word, kept in the address', async () => {
    const all = powers();
    const page = await suite.open('/powers/');
    const level = '1';
    const word = 'strike';
    const expected = all
      .filter((p) => levelKey(p) === level && fold(p.name).includes(word))
      .map((p) => p.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    await page.locator('select[name="level"]').selectOption(level);
    await page.locator('#filter-q').fill('STRÍKE');
    const shown = await shownIds(page, countOf(expected.length, all.length));
    expect(shown.sort()).toEqual(expected);
    const params = new URL(page.url()).searchParams;
    expect(params.get('level')).toBe(level);
    expect(params.get('q')).toBe('STRÍKE');

    await page.reload();
    expect(await page.locator('select[name="level"]').inputValue()).toBe(level);
    expect(await page.locator('#filter-q').inputValue()).toBe('STRÍKE');
    expect((await shownIds(page, countOf(expected.length, all.length))).sort()).toEqual(expected);

    await page.locator('button[type="reset"]').click();
    expect(await shownIds(page, `${all.length} powers`)).toHaveLength(all.length);
    expect(new URL(page.url()).search).toBe('');
  });

  it('says so when no power matches', async () => {
    const page = await suite.open('/powers/?q=zzqxv');
    await page.locator('[data-filter-empty]').waitFor();
    expect(await page.locator('[data-filter-count]').textContent()).toContain('0 of');
  });

  it('shows a card inline, fetched from the power’s page, and adds the power to the deck', async () => {
    const page = await suite.open('/powers/');
    const row = page.locator('[data-power-row]').first();
    const id = await row.getAttribute('data-power-row');
    const toggle = row.locator('button[data-card-toggle]');
    const fetched = page.waitForResponse((response) => response.url().endsWith(`/powers/${id}/`));
    await toggle.click();
    await fetched;
    await row.locator(`article.power-card[data-power="${id}"]`).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await row.locator('.power-row-card').waitFor({ state: 'hidden' });

    await row.locator('button[data-row-deck]').click();
    await row.locator('button[data-row-deck][data-in-deck="true"]').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('orcus:deck'));
    expect(JSON.parse(stored ?? '[]')).toEqual([id]);
  });

  it('works by keyboard alone: Tab to the name filter, type, Enter on a row’s card button', async () => {
    const all = powers();
    const page = await suite.open('/powers/');
    const name = page.locator('#filter-q');
    for (
      let tab = 0;
      tab < 40 && !(await name.evaluate((el) => el === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.type('strike');
    await page.keyboard.press('Enter');
    const expected = all.filter((p) => fold(p.name).includes('strike'));
    const shown = await shownIds(page, countOf(expected.length, all.length));
    expect(shown.sort()).toEqual(expected.map((p) => p.id).sort());
    const first = page.locator('[data-power-row]:not([hidden]) button[data-card-toggle]').first();
    for (
      let tab = 0;
      tab < 40 && !(await first.evaluate((el) => el === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('[data-power-row]:not([hidden]) article.power-card').first().waitFor();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
  });

  it('renders the rows a window at a time, every one reached by scrolling or by “Show more”', async () => {
    const all = powers();
    const page = await suite.open('/powers/');
    const rendered = page.locator('[data-power-row]:visible');
    await expect.poll(() => rendered.count()).toBe(ROW_WINDOW);
    expect(await shownIds(page, `${all.length} powers`)).toHaveLength(all.length);
    const more = page.locator('.row-window-more');
    expect(await more.textContent()).toBe(`Show more powers (${all.length - ROW_WINDOW} more)`);

    // Scrolling near the end renders the next window, until the last row is in.
    const last = page.locator('[data-power-row]').last();
    for (let step = 0; step < 20 && !(await last.isVisible()); step++) {
      await rendered.last().scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
    expect(await last.isVisible()).toBe(true);
    expect(await more.isHidden()).toBe(true);

    // A filter change starts the window at the top again; "Show more" by keyboard moves focus on.
    await page.locator('#filter-q').fill('e');
    const matching = all.filter((p) => fold(p.name).includes('e')).length;
    expect(matching).toBeGreaterThan(ROW_WINDOW);
    await shownIds(page, countOf(matching, all.length));
    await expect.poll(() => rendered.count()).toBe(ROW_WINDOW);
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await rendered.count()).toBeGreaterThanOrEqual(Math.min(matching, 2 * ROW_WINDOW));
    const inRow = await page.evaluate(() => !!document.activeElement?.closest('[data-power-row]'));
    expect(inRow).toBe(true);
  });
});
