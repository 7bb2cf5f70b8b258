// A second content directory on the site (tests/browser/fixtures/homebrew, built after
// content/ into the shared fixture site): its chapter follows the book's, its links into the
// book land on the page that shows their target, a power it `replaces` is the one shown,
// a power it reprints is one record and one it revises a second version, and its
// several-target powers roll one attack per target. Keyboard only.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, builtPage, one, textOf } from './built-html.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { useSite, withStoredCharacter } from './harness.ts';

// The shared fixture site (tests/browser/fixture-site.ts) holds this fixture with content/.
beforeAll(async () => void (await sharedFixtureSite()), 180_000);

const suite = useSite(SHARED_SITE);

/** A level-5 fighter (Str 18, Con 14), stored before the page loads, with seeded dice. */
const withCharacter = withStoredCharacter(
  {
    level: 5,
    scores: { str: 18, con: 14, dex: 12, int: 10, wis: 10, cha: 10 },
    weaponDie: 'd8',
    proficiency: 3,
    enhancement: 0,
  },
  3,
);

async function press(page: Page, selector: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press('Enter');
}

describe('a homebrew directory merged after the book', () => {
  // Facts of the served markup, read from the built pages (built-html.ts).
  it('adds its chapter after the book’s chapters', () => {
    const chapters = all(builtPage(SHARED_SITE, 'rules'), 'main ol.rules-index > li > a').map(
      textOf,
    );
    expect(chapters.at(-1)).toBe('House Rules');
    expect(chapters).toContain('Conditions');
  });

  it('shows the power it replaces instead of the book’s', () => {
    const card = textOf(one(builtPage(SHARED_SITE, 'powers/shove'), 'article.power-card'));
    expect(card).toContain('You push the target 2 squares');
    expect(card).not.toContain('1 square');
  });

  it('prints a power it reprints (the same text) as the book’s one record, listing both places', () => {
    const page = builtPage(SHARED_SITE, 'powers/feint');
    const places = all(page, 'main .record-places li a');
    expect(places.map(textOf)).toEqual([
      'Rulebook › Actions in Combat › Feint (standard action)',
      'House Rules › House Rules › From the Book, Again',
    ]);
    expect(places.map((a) => a.properties['href'])).toEqual([
      '/rules/actions-in-combat/#feint-standard-action',
      '/rules/house-rules/#from-the-book-again',
    ]);
    const chapter = builtPage(SHARED_SITE, 'rules/house-rules');
    expect(all(chapter, 'article.power-card h3, article.power-card h4').map(textOf)).toContain(
      'Feint',
    );
    expect(() => builtPage(SHARED_SITE, 'powers/feint-house-rules')).toThrow();
  });

  it('keeps a power it revises as a second version, each page linking the other', () => {
    const book = builtPage(SHARED_SITE, 'powers/unnerve');
    const mine = builtPage(SHARED_SITE, 'powers/unnerve-house-rules');
    expect(textOf(one(mine, 'article.power-card'))).toContain('The target surrenders or flees.');
    expect(textOf(one(book, 'article.power-card'))).not.toContain('flees');
    const link = (page: typeof book) => one(page, 'main .record-places a');
    expect([textOf(link(book)), link(book).properties['href']]).toEqual([
      'Unnerve (House Rules)',
      '/powers/unnerve-house-rules/',
    ]);
    expect([textOf(link(mine)), link(mine).properties['href']]).toEqual([
      'Unnerve (Rulebook)',
      '/powers/unnerve/',
    ]);
  });

  it('links into the book land on the chapter page and heading that show the target', async () => {
    const page = await suite.visit('/rules/house-rules/');
    await press(page, 'main a:text-is("prone")');
    await page.waitForURL(/\/rules\/conditions\/#/);
    const heading = await page.evaluate(
      () => document.getElementById(decodeURIComponent(location.hash.slice(1)))?.textContent,
    );
    expect(heading?.trim()).toMatch(/^Prone/);

    await page.goBack();
    await press(page, 'main a:text-is("Stand Up from Prone")');
    await page.waitForURL(/\/rules\/actions-in-combat\/#/);
    expect(
      await page.evaluate(
        () => document.getElementById(decodeURIComponent(location.hash.slice(1)))?.textContent,
      ),
    ).toMatch(/Stand Up from Prone/);
  });

  it('rolls one attack per target: two for “two creatures”, as many as asked for “each enemy”', async () => {
    const page = await suite.open('/powers/twin-strike/', withCharacter);
    await page.locator('[data-attack-roller]:not([hidden])').waitFor();
    expect(await page.locator('[data-attack-targets]').count()).toBe(0);
    await press(page, '[data-attack-button]');
    const results = page.locator('[data-attack-result]');
    await expect.poll(() => results.count()).toBe(2);
    expect(await results.allTextContents()).toEqual([
      expect.stringMatching(/^Target 1: \d+ vs AC \(natural \d+ \+ 9\)/),
      expect.stringMatching(/^Target 2: \d+ vs AC \(natural \d+ \+ 9\)/),
    ]);

    await page.goto(`${suite.url()}/powers/thunder-ring/`);
    const targets = page.locator('[data-attack-targets]');
    await targets.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await press(page, '[data-attack-button]');
    await expect.poll(() => results.count()).toBe(3);
    expect(await results.last().textContent()).toMatch(/^Target 3: \d+ vs Fortitude/);
    const log = await page.evaluate(() => sessionStorage.getItem('orcus:rolls') ?? '');
    expect(log).toContain('target 3 of 3');
  });
});
