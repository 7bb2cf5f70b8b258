/**
 * The deck and the encounter on the library site (tests/browser/library-site.ts):
 * their pages embed no card; a card is fetched from its record's page when it
 * joins the list or when the page opens with it (once per record), shown in
 * the list's order, kept over a reload, and a remove keeps focus in the list.
 * A card whose fetch fails says so with a retry and keeps its entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';
import { closePage, newPage } from './page-pool.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const suite = useSite(LIBRARY_SITE);

/** Ids and names of the first records of a data file of the site. */
function firstRecords(file: string, count: number): { id: string; name: string }[] {
  const records = JSON.parse(readFileSync(join(LIBRARY_SITE, 'data', file), 'utf8')) as {
    id: string;
    name: string;
  }[];
  return records.slice(0, count).map(({ id, name }) => ({ id, name }));
}

/** Counts the page's requests for each of the record pages under `prefix` (`/monsters/`). */
function countRequests(page: Page, prefix: string): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(prefix) && path !== prefix) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

/** The record ids of the cards shown in the list, in order. */
const shownIds = (page: Page, list: string, card: string, attribute: string) =>
  page
    .locator(`${list} ${card}`)
    .evaluateAll((cards, name) => cards.map((element) => element.getAttribute(name)), attribute);

/** The id of the button that has focus, by its data attribute `name`, else '' for another element. */
const focusedId = (page: Page, name: string) =>
  page.evaluate(
    (name) => (document.activeElement as HTMLElement | null)?.getAttribute(name) ?? '',
    name,
  );

describe('the encounter page', () => {
  const monsters = () => firstRecords('monsters.json', 3);

  it('holds no stat block in its HTML', () => {
    const html = readFileSync(join(LIBRARY_SITE, 'encounter/index.html'), 'utf8');
    expect(html).not.toContain('class="stat-block');
    expect(html).toContain('data-encounter-list');
  });

  it('fetches each monster’s stat block once, shows them in order, keeps them over a reload, and keeps focus on remove', async () => {
    const added = monsters();
    const page = await suite.open();
    const requests = countRequests(page, '/monsters/');
    for (const { id } of added) {
      await page.goto(`${suite.url()}/monsters/${id}/`);
      await page.locator(`[data-encounter-add="${id}"]`).click();
    }
    const before = new Map(requests);
    await page.goto(`${suite.url()}/encounter/`);
    const ids = added.map(({ id }) => id);
    const shown = () =>
      shownIds(page, '[data-encounter-list]', 'article.stat-block', 'data-monster');
    await expect.poll(shown).toEqual(ids);
    // one fetch of each monster's page by the encounter page, beside the visits above
    for (const id of ids)
      expect(requests.get(`/monsters/${id}/`), id).toBe((before.get(`/monsters/${id}/`) ?? 0) + 1);
    expect(await page.locator('[data-encounter-status]').textContent()).toMatch(/^3 monsters, /);

    await page.reload();
    await expect.poll(shown).toEqual(ids);

    // remove the middle one: focus goes to the next monster's Remove button
    await page.locator(`[data-encounter-remove="${ids[1]}"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([ids[0], ids[2]]);
    expect(await focusedId(page, 'data-encounter-remove')).toBe(ids[2]);
  });

  it('says when a stat block cannot be fetched, keeps the monster and fetches it again on retry', async () => {
    const [first] = monsters();
    // the failed answer is logged by the browser: a page whose console errors are expected
    const page = await newPage(suite.browser());
    try {
      let fail = true;
      await page.route(`**/monsters/${first!.id}/`, (route) =>
        fail ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
      );
      await page.goto(`${suite.url()}/encounter/?monsters=${first!.id}`);
      const item = page.locator(`[data-encounter-item="${first!.id}"]`);
      await expect
        .poll(() => item.locator('.card-failed').textContent())
        .toContain(`Could not load the stat block of ${first!.name}`);
      expect(await page.locator('[data-encounter-status]').textContent()).toMatch(/^1 monster, /);
      fail = false;
      await page.locator(`[data-card-retry="${first!.id}"]`).click();
      await item.locator('article.stat-block').waitFor();
      expect(await item.locator('.card-failed').count()).toBe(0);
      const stored = await page.evaluate(() => localStorage.getItem('orcus:encounter'));
      expect(JSON.parse(stored!).groups).toEqual([{ id: first!.id, count: 1 }]);
    } finally {
      await closePage(page);
    }
  });
});

describe('the deck page', () => {
  const powers = () => firstRecords('powers.json', 3);

  it('holds no power card in its HTML', () => {
    const html = readFileSync(join(LIBRARY_SITE, 'deck/index.html'), 'utf8');
    expect(html).not.toContain('class="power-card');
    expect(html).toContain('data-deck-list');
  });

  it('fetches each power’s card once, shows them in order, keeps them over a reload, and keeps focus on remove', async () => {
    const ids = powers().map(({ id }) => id);
    const page = await suite.open('/deck/', {
      init: async (page) => {
        await page.addInitScript((deck) => {
          if (!localStorage.getItem('orcus:deck')) localStorage.setItem('orcus:deck', deck);
        }, JSON.stringify(ids));
      },
    });
    const requests = countRequests(page, '/powers/');
    const shown = () => shownIds(page, '[data-deck-list]', 'article.power-card', 'data-power');
    await expect.poll(shown).toEqual(ids);
    await page.reload();
    await expect.poll(shown).toEqual(ids);
    // the reload fetched each card once (the first load's requests began before counting)
    for (const id of ids) expect(requests.get(`/powers/${id}/`), id).toBe(1);
    expect(await page.locator('[data-deck-status]').textContent()).toBe('3 powers in the deck.');

    await page.locator(`[data-deck-remove="${ids[1]}"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([ids[0], ids[2]]);
    expect(await focusedId(page, 'data-deck-remove')).toBe(ids[2]);
    const stored = await page.evaluate(() => localStorage.getItem('orcus:deck'));
    expect(JSON.parse(stored!)).toEqual([ids[0], ids[2]]);
  });
});
