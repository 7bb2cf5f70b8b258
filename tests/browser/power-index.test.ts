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
import { firstScreenRows, rowWindowSize, SHOW_ALL_ROWS } from '../../src/client/row-window.ts';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
// Each test loads the index afresh in the file's one tab (`visit`: a new document, storage cleared).
const suite = useSite(LIBRARY_SITE);

/** The powers of the library, as the site publishes them. */
const powers = () =>
  JSON.parse(readFileSync(join(LIBRARY_SITE, 'data/powers.json'), 'utf8')) as Power[];

/** The ids of the rows in the document (the window rendered so far), in order. */
const renderedIds = (page: Page) =>
  page.$$eval('[data-power-rows] > [data-power-row]', (rows) =>
    rows.map((row) => row.getAttribute('data-power-row') ?? ''),
  );

/**
 * The ids of the rows shown once the count has settled on `count`: every one
 * rendered first, as printing asks ({@link SHOW_ALL_ROWS}).
 */
async function shownIds(page: Page, count: string): Promise<string[]> {
  await page.locator('[data-filter-count]', { hasText: count }).waitFor();
  await page.evaluate(
    (event) => document.querySelector('[data-power-rows]')!.dispatchEvent(new Event(event)),
    SHOW_ALL_ROWS,
  );
  return page.$$eval('[data-power-row]:not([hidden])', (rows) =>
    rows.map((row) => row.getAttribute('data-power-row') ?? ''),
  );
}

/** The rows a window of `page` holds: those that fill two screens of its viewport. */
const windowOf = (page: Page) => page.evaluate(() => innerHeight).then(rowWindowSize);

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
    // The row's buttons need the script, which adds them: the HTML has none.
    expect(html).not.toContain('data-card-toggle');
  });

  it('shows exactly the powers of a level whose name holds the typed word, kept in the address', async () => {
    const all = powers();
    const page = await suite.visit('/powers/');
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

  it('lines the name filter up with the lists: one height, each label as high above its field', async () => {
    const page = await suite.visit('/powers/');
    const fields = await page.locator('.filter-field').evaluateAll((fields) =>
      fields.map((field) => {
        const label = field.querySelector('label')!.getBoundingClientRect();
        const control = field.querySelector('input, select')!.getBoundingClientRect();
        return { gap: Math.round(control.top - label.top), height: Math.round(control.height) };
      }),
    );
    expect(fields.length).toBeGreaterThan(2);
    expect(new Set(fields.map((field) => field.gap)).size).toBe(1);
    expect(new Set(fields.map((field) => field.height)).size).toBe(1);
  });

  it('says so when no power matches', async () => {
    const page = await suite.visit('/powers/?q=zzqxv');
    await page.locator('[data-filter-empty]').waitFor();
    expect(await page.locator('[data-filter-count]').textContent()).toContain('0 of');
  });

  it('shows a card inline, fetched from the power’s page, and adds the power to the deck', async () => {
    // A page of its own: the file's tab (`visit`) keeps its HTTP cache, which could answer the fetch.
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
    const page = await suite.visit('/powers/');
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
    const ids = all.map((power) => power.id);
    const page = await suite.visit('/powers/');
    const windowSize = await windowOf(page);
    expect(windowSize).toBeLessThan(100);
    await page.locator('[data-filter-count]', { hasText: `${all.length} powers` }).waitFor();
    // Only the first window is in the document: the other rows wait out of it.
    await expect.poll(() => renderedIds(page)).toEqual(ids.slice(0, windowSize));
    const more = page.locator('.row-window-more');
    expect(await more.textContent()).toBe(`Show more powers (${all.length - windowSize} more)`);

    // Scrolling near the end renders the next window, until the last row is in.
    const rendered = page.locator('[data-power-rows] > [data-power-row]');
    const steps = Math.ceil(all.length / windowSize) + 5;
    for (let step = 0; step < steps && !(await more.isHidden()); step++) {
      await rendered.last().scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
    expect(await more.isHidden()).toBe(true);
    expect(await renderedIds(page)).toEqual(ids);

    // A filter change starts the window at the top again; "Show more" by keyboard moves focus on.
    await page.locator('#filter-q').fill('e');
    const matching = all.filter((p) => fold(p.name).includes('e')).map((p) => p.id);
    expect(matching.length).toBeGreaterThan(windowSize);
    await page
      .locator('[data-filter-count]', { hasText: countOf(matching.length, all.length) })
      .waitFor();
    await expect.poll(() => renderedIds(page)).toEqual(matching.slice(0, windowSize));
    await more.focus();
    await page.keyboard.press('Enter');
    // (focusing the button scrolls it near the viewport, which may render a window more)
    const after = await renderedIds(page);
    expect(after.length).toBeGreaterThanOrEqual(Math.min(matching.length, 2 * windowSize));
    expect(after).toEqual(matching.slice(0, after.length));
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[data-power-row]')?.getAttribute('data-power-row'),
    );
    expect(matching.indexOf(focused ?? '')).toBeGreaterThanOrEqual(windowSize);
  });

  it('adds or removes at most a window of rows when a filter changes, and none past it', async () => {
    const all = powers();
    const page = await suite.visit('/powers/');
    const windowSize = await windowOf(page);
    await page.locator('[data-filter-count]', { hasText: `${all.length} powers` }).waitFor();
    const level = await page.locator('select[name="level"] option').nth(1).getAttribute('value');
    const ofLevel = all.filter((p) => levelKey(p) === level).map((p) => p.id);
    expect(ofLevel.length).toBeGreaterThan(0);
    // Rows the changes put in or took out of the document.
    await page.evaluate(() => {
      const list = document.querySelector('[data-power-rows]')!;
      const seen = { moved: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          seen.moved += record.addedNodes.length + record.removedNodes.length;
      }).observe(list, { childList: true });
    });
    for (const choice of [level!, '']) {
      await page.locator('select[name="level"]').selectOption(choice);
      const expected = choice ? ofLevel : all.map((p) => p.id);
      await expect.poll(() => renderedIds(page)).toEqual(expected.slice(0, windowSize));
    }
    const seen = await page.evaluate(() => (window as unknown as { seen: { moved: number } }).seen);
    // Choosing: the window's rows out, the level's first window in; clearing: the reverse.
    expect(seen.moved).toBeLessThanOrEqual(4 * windowSize);
    expect(seen.moved).toBeGreaterThan(0);
  });

  it('renders in a filter change’s frame the rows that fill the screen, the rest of the window after it paints', async () => {
    const ids = powers().map((power) => power.id);
    const page = await suite.visit('/powers/');
    const windowSize = await windowOf(page);
    const level = await page.locator('select[name="level"] option').nth(1).getAttribute('value');
    await page.locator('select[name="level"]').selectOption(level!);
    await page.locator('[data-filter-count]', { hasText: ` of ${ids.length} powers` }).waitFor();
    // Back to every power; the rows are read in the change's frame, before it is painted.
    const inFrame = await page.evaluate(async () => {
      const select = document.querySelector<HTMLSelectElement>('select[name="level"]')!;
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return new Promise<{ ids: string[]; bottom: number; height: number }>((done) =>
        requestAnimationFrame(() => {
          const rows = [...document.querySelectorAll('[data-power-rows] > [data-power-row]')];
          done({
            ids: rows.map((row) => row.getAttribute('data-power-row') ?? ''),
            bottom: rows.at(-1)!.getBoundingClientRect().bottom,
            height: innerHeight,
          });
        }),
      );
    });
    expect(inFrame.ids).toEqual(ids.slice(0, firstScreenRows(windowSize)));
    expect(inFrame.ids.length).toBeLessThan(windowSize);
    expect(inFrame.bottom).toBeGreaterThanOrEqual(inFrame.height);
    await expect.poll(() => renderedIds(page)).toEqual(ids.slice(0, windowSize));
  });

  it('changes nothing when a change leaves the same powers shown: no row, no count, the rows scrolled to kept', async () => {
    const all = powers();
    const page = await suite.visit('/powers/');
    const windowSize = await windowOf(page);
    await page.locator('[data-filter-count]', { hasText: `${all.length} powers` }).waitFor();
    await page.locator('.row-window-more').click();
    await expect
      .poll(async () => (await renderedIds(page)).length)
      .toBeGreaterThanOrEqual(2 * windowSize);
    // The filter runs as the event is dispatched: what it changed is read right after, in the same task.
    const { touched, before, after } = await page.evaluate(() => {
      const list = document.querySelector('[data-power-rows]')!;
      const ids = () => [...list.children].map((row) => row.getAttribute('data-power-row'));
      const observers = [list, document.querySelector('[data-filter-count]')!].map((target) => {
        const observer = new MutationObserver(() => undefined);
        observer.observe(target, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        return observer;
      });
      const before = ids();
      const name = document.querySelector<HTMLInputElement>('#filter-q')!;
      name.value = '   ';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      document.querySelector('[data-filter-form]')!.dispatchEvent(new Event('change'));
      const touched = observers.flatMap((observer) => observer.takeRecords()).length;
      return { touched, before, after: ids() };
    });
    expect(touched).toBe(0);
    expect(before.length).toBeGreaterThanOrEqual(2 * windowSize);
    expect(after).toEqual(before);
    expect(new URL(page.url()).search).toBe('');
  });

  it('gives each rendered row its Card and deck buttons, named for the power and reached by Tab from its link', async () => {
    const all = powers();
    const page = await suite.visit('/powers/');
    const level = await page.locator('select[name="level"] option').nth(2).getAttribute('value');
    await page.locator('select[name="level"]').selectOption(level!);
    const first = all.find((p) => levelKey(p) === level)!;
    const row = page.locator(`[data-power-rows] > [data-power-row="${first.id}"]`);
    const link = row.getByRole('link', { name: first.name, exact: true });
    await link.focus();
    await page.keyboard.press('Tab');
    const card = row.getByRole('button', { name: `Card of ${first.name}`, exact: true });
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const deck = row.getByRole('button', { name: `Add ${first.name} to deck`, exact: true });
    expect(await deck.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await row
      .getByRole('button', { name: `Remove ${first.name} from deck`, exact: true })
      .waitFor();
    // The card's region is made when the card is first shown, and the button controls it.
    expect(await row.locator('.power-row-card').count()).toBe(0);
    await card.focus();
    await page.keyboard.press('Enter');
    await row.locator(`article.power-card[data-power="${first.id}"]`).waitFor();
    expect(await card.getAttribute('aria-controls')).toBe(`card-${first.id}`);
    expect(await card.getAttribute('aria-expanded')).toBe('true');
  });
});
