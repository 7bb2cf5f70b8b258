// Search as a reader uses it, in headless Chromium against the built site (dist/): the
// right section first for a phrase, a power, a rule or a condition by its own name, the
// game's names for 4e's, labels apart from their text, excerpts of content only (no button
// or preview text), abbreviations, equal counts in the header box
// and on the search page, the kind filter, the header box as a keyboard combobox, and a
// dropdown that fits a 360 px screen.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { submitSearch } from './search-page.ts';

const suite = useSite();

/**
 * The search page's hits for `query`: title, link and excerpt text, best first.
 * Loaded in a new page, or in `page` (a test's next query, as a reader's next
 * search would load).
 */
async function pageHits(
  query: string,
  kind?: string,
  page?: Page,
): Promise<{ page: Page; hits: Hit[] }> {
  const path = `/search/?q=${encodeURIComponent(query)}${kind ? `&kind=${kind}` : ''}`;
  if (page) await page.goto(suite.url() + path);
  else page = await suite.visit(path);
  await page.locator('[data-search-page-results] .search-status').waitFor();
  return { page, hits: await hitsOf(page) };
}

/** A hit of the search page: title, link and excerpt text. */
interface Hit {
  title: string;
  href: string;
  excerpt: string;
}

/** The hits the search page lists, best first. */
function hitsOf(page: Page): Promise<Hit[]> {
  return page.$$eval('[data-search-page-results] .search-hit', (items) =>
    items.map((item) => {
      const link = item.querySelector<HTMLAnchorElement>('a.hit-title');
      return {
        title: link?.textContent ?? '',
        href: link?.getAttribute('href') ?? '',
        excerpt: item.querySelector('.excerpt')?.textContent ?? '',
      };
    }),
  );
}

/** The file's one search page, loaded with a query in its address. */
const SEARCH_PAGE = '/search/?q=grapple';

/** Checks the "grapple" results rendered into `container`: the power first, then the rule. */
async function expectGrappleResults(page: Page, container: string): Promise<void> {
  const links = page.locator(`${container} a.search-hit, ${container} .search-hit a.hit-title`);
  await links.first().waitFor({ state: 'visible' });
  const hrefs = await links.evaluateAll((found) =>
    found.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs[0]).toBe('/powers/grapple/');
  expect(hrefs).toContainEqual(expect.stringMatching(/^\/rules\/actions-in-combat\/#grapple/));
}

/**
 * The search page's hits for `query`, searched as a reader's next search is:
 * typed into the file's one search page (loaded once, `useSite().shared`) and
 * submitted. The page's earlier results are cleared first, so only this
 * query's results end the wait.
 */
async function searchFor(query: string): Promise<{ page: Page; hits: Hit[] }> {
  const page = await suite.shared(SEARCH_PAGE);
  await submitSearch(page, query);
  expect(new URL(page.url()).searchParams.get('q'), 'the query in the address').toBe(query);
  return { page, hits: await hitsOf(page) };
}

/** Types `query` into the header box and waits for its options. */
async function headerOptions(page: Page, query: string) {
  await page.locator('#site-search-input').fill(query);
  const options = page.locator('#site-search-listbox [role="option"]');
  await options.first().waitFor({ state: 'visible' });
  return options;
}

describe('ranking and deep links', () => {
  it('finds the Grapple power and rule on /search/?q=grapple', async () => {
    // The file's search page, before any test typed into it (this test comes first).
    const page = await suite.shared(SEARCH_PAGE);
    expect(new URL(page.url()).search, 'the page as loaded').toBe('?q=grapple');
    await expect.poll(() => page.locator('#search-page-input').inputValue()).toBe('grapple');
    await expectGrappleResults(page, '[data-search-page-results]');
  });

  it('"opportunity attack" → Combat › Opportunity Attacks first, linked to its heading', async () => {
    const { hits } = await searchFor('opportunity attack');
    expect(hits[0]).toMatchObject({
      title: 'Combat › Opportunity Attacks',
      href: '/rules/combat/#outside-of-your-turn--opportunity-attacks',
    });
    expect(hits[0]!.excerpt).toMatch(/opportunity attack/i);
    // The Luna deity page matched only through a hidden term preview.
    expect(hits.map((hit) => hit.href)).not.toContainEqual(expect.stringMatching(/^\/deities\//));
  });

  it('"grapple" → the Grapple power among the first two', async () => {
    const { hits } = await searchFor('grapple');
    expect(hits.slice(0, 2).map((hit) => hit.href)).toContain('/powers/grapple/');
  });

  it('"prone" → the Prone condition first', async () => {
    const { hits } = await searchFor('prone');
    expect(hits[0]).toMatchObject({
      title: 'Conditions › Prone',
      href: '/rules/conditions/#prone',
    });
  });

  it('puts the rule a query names first, however many pages contain its words', async () => {
    const rules: [string, string][] = [
      ['charge', '/rules/actions-in-combat/#charge-standard-action'],
      ['critical hit', '/rules/making-an-attack/#damage--critical-hits'],
      ['action points', '/rules/combat/#your-turn--action-points'],
      ['cover', '/rules/making-an-attack/#unseen-attackers-and-targets--cover'],
      ['persistent damage', '/rules/powers/#duration--persistent-damage'],
      ['recoveries', '/rules/healing/#recoveries'],
    ];
    for (const [query, href] of rules) {
      const { hits } = await searchFor(query);
      expect(hits[0]?.href, query).toBe(href);
    }
  });

  it('finds the game’s names for the names 4e gave them', async () => {
    const renamed: [string, readonly string[]][] = [
      ['grab', ['/powers/grapple/', '/rules/actions-in-combat/#grapple-standard-action']],
      ['bloodied', ['/rules/healing/#staggered']],
      ['second wind', ['/powers/rally/', '/rules/actions-in-combat/#rally-standard-action']],
      ['healing surge', ['/rules/healing/#recoveries']],
      ['immobilized', ['/rules/conditions/#immobile']],
      ['ongoing damage', ['/rules/powers/#duration--persistent-damage']],
    ];
    for (const [query, hrefs] of renamed) {
      const { hits } = await searchFor(query);
      expect(hrefs, `${query}: ${hits[0]?.title}`).toContain(hits[0]?.href);
    }
  });

  it('lists no heading twice and never a page as its own sub-link', async () => {
    const { page } = await searchFor('attack');
    const items = await page.$$eval('[data-search-page-results] .search-hit', (found) =>
      found.map((item) => ({
        title: item.querySelector('.hit-title')?.textContent ?? '',
        urls: [...item.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
        more: [...item.querySelectorAll('.hit-more a')].map((a) => a.textContent ?? ''),
      })),
    );
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(new Set(item.urls).size, item.title).toBe(item.urls.length);
      expect(
        item.urls.filter((url) => url.endsWith('#top')),
        item.title,
      ).toEqual([]);
      expect(item.more, item.title).not.toContain(item.title.split(' › ')[0]);
    }
  });

  it('keeps labels apart from their text in excerpts: “Hit The target”, never “HitThe”', async () => {
    for (const query of ['target', 'standard action', 'symbol']) {
      const { hits } = await searchFor(query);
      expect(hits.length, query).toBeGreaterThan(0);
      for (const { title, excerpt } of hits)
        expect(excerpt, `${query}: ${title}`).not.toMatch(
          /HitThe|HitYou|AttackStrength|EncounterAttack|At-WillAttack|FeatureStandard|SymbolA/,
        );
    }
    const { hits } = await searchFor('basic melee attack');
    // The card's header line: its parts apart, the dots between them (power-card.ts › META_SEPARATOR).
    expect(hits[0]?.excerpt).toMatch(/At-Will\s+·\s+Attack\s+·\s+Feature\s+·\s+Standard Action/);
    expect(hits[0]?.excerpt).toContain('Attack Strength vs AC. Hit 1dW');
  });

  it('excerpts hold content only: no previews, buttons or widget labels', async () => {
    for (const query of ['grapple', 'prone', 'shove', 'ancestry', 'opportunity attack']) {
      const { hits } = await searchFor(query);
      expect(hits.length, query).toBeGreaterThan(0);
      for (const { title, excerpt } of hits) {
        expect(excerpt, `${query}: ${title}`).not.toMatch(
          /Roll damage|Grappleaction|Ancestryglossary|Attack: \w|Preview the card|In the rules:|On this page/,
        );
      }
    }
  });

  it('finds "AoO" as opportunity attacks, not every page', async () => {
    const { hits } = await searchFor('AoO');
    expect(hits[0]?.title).toBe('Combat › Opportunity Attacks');
    const { hits: spelled } = await searchFor('opportunity attack');
    expect(hits.map((hit) => hit.href)).toEqual(spelled.map((hit) => hit.href));
  });

  it('filters by kind, and says so when the kind is unknown', async () => {
    const { page, hits } = await pageHits('grapple', 'power');
    expect(hits.map((hit) => hit.href)).toEqual(['/powers/grapple/']);
    const { hits: all } = await pageHits('grapple', 'spells', page);
    expect(all.length).toBeGreaterThan(1);
    expect(await page.locator('.search-unknown-kind').textContent()).toContain('spells');
    expect(await page.locator('input[name="kind"][value="all"]').isChecked()).toBe(true);
    // The bundled content is two books, the rulebook and its licence: a book filter
    // (tests/browser/library-search.test.ts filters a library by it).
    expect(await page.locator('select[name="book"] option').allTextContents()).toEqual([
      'Every book',
      'Rulebook',
      'License',
    ]);
  });
});

describe('the header box', () => {
  it('counts as many results as the search page, and links to it', async () => {
    for (const query of ['prone', 'attack']) {
      const page = await suite.visit('/');
      await headerOptions(page, query);
      const header = await page.locator('#site-search-results .search-status').textContent();
      const { page: searchPage } = await searchFor(query);
      const full = await searchPage
        .locator('[data-search-page-results] .search-status')
        .textContent();
      expect(header, query).toBe(full);
      const all = page.locator('#site-search-all');
      expect(await all.getAttribute('href')).toBe(`/search/?q=${query}`);
    }
  });

  it('is a combobox: arrow keys move through the options, Enter follows one', async () => {
    const page = await suite.visit('/');
    const input = page.locator('#site-search-input');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    const options = await headerOptions(page, 'prone');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const activeId = () => input.getAttribute('aria-activedescendant');
    const selected = () =>
      page
        .locator('#site-search-listbox [aria-selected="true"]')
        .evaluateAll((s) => s.map((o) => o.id));

    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe('site-search-option-0');
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe('site-search-option-1');
    expect(await selected()).toEqual(['site-search-option-1']);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first option wraps to the last, the "see all results" link.
    expect(await activeId()).toBe('site-search-all');
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe('site-search-option-0');
    // Focus never left the box.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');

    const href = await options.first().getAttribute('href');
    await Promise.all([page.waitForURL(`${suite.url()}${href}`), page.keyboard.press('Enter')]);
    expect(href).toBe('/rules/conditions/#prone');
  });

  it('finds the Grapple power and rule; Escape closes the options and keeps the typed text', async () => {
    const page = await suite.visit('/');
    await headerOptions(page, 'grapple');
    await expectGrappleResults(page, '#site-search-results');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-search-results').isHidden()).toBe(true);
    expect(await page.locator('#site-search-input').getAttribute('aria-activedescendant')).toBe(
      null,
    );
    expect(await page.locator('#site-search-input').inputValue()).toBe('grapple');
  });

  for (const width of [360, 1280]) {
    it(`fits a ${width} px screen and is axe clean when open`, async () => {
      const page = await suite.visit('/rules/combat/', { width });
      await headerOptions(page, 'opportunity attack');
      const box = await page.locator('#site-search-results').boundingBox();
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  }
});
