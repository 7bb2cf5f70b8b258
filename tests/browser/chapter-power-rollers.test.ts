/**
 * The power cards' attack rollers of the generated library's longest chapter
 * of powers (tests/browser/library-site.ts): the HTML carries each roller's
 * data only, and the browser builds its controls
 * (src/client/roller-controls.ts › buildPowerRoller) near the viewport, next
 * to keyboard focus or when idle (src/client/build-soon.ts), as a stat
 * block's. A reader finds them as before: by scrolling, by keyboard in order,
 * with the same names, in a box whose room was kept, and nothing of them
 * without scripts or on paper.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';
import {
  heightsWhileBuilt,
  type RollerEntries,
  tabThroughEntry,
  visibleBoxes,
} from './roller-checks.ts';

beforeAll(() => librarySite(), 1_200_000);
// Each test loads the chapter afresh in the file's one tab (`visit`), the page without scripts in
// a page of its own.
const { open, visit } = useSite(LIBRARY_SITE);

/** The generated library's longest chapter of power cards. */
const CHAPTER = '/rules/disciplines/';
/** The chapter's power cards. */
const CARDS = '.prose-flow article.power-card';
/** The cards, their roller boxes and their names, for ./roller-checks.ts. */
const ENTRIES: RollerEntries = {
  entries: CARDS,
  box: '[data-attack-roller]',
  name: '.power-name',
};

/** The positions of the chapter's cards that have an attack roller. */
function cardsWithRollers(page: Page): Promise<number[]> {
  return page
    .locator(CARDS)
    .evaluateAll((cards) =>
      cards.flatMap((card, n) => (card.querySelector('[data-attack-roller]') ? [n] : [])),
    );
}

/** What a reader hears for each roller control of the card, in order, from its box's data. */
function expectedControls(page: Page, card: number): Promise<string[]> {
  return page
    .locator(CARDS)
    .nth(card)
    .locator('[data-attack-roller]')
    .evaluate((box) => {
      const { name, defense = 'defense', targets } = (box as HTMLElement).dataset;
      return [
        ...(targets === undefined ? ['Targets'] : []),
        `Target’s ${defense}`,
        `Attack: ${name}`,
      ];
    });
}

describe('the power cards’ rollers of a long chapter', () => {
  it('are not in the HTML: each box carries its power’s data only', () => {
    const html = readFileSync(join(LIBRARY_SITE, CHAPTER, 'index.html'), 'utf8');
    expect(html.match(/data-attack-roller/g)?.length).toBeGreaterThan(100);
    for (const control of [
      'data-attack-button',
      'data-damage-button',
      'data-attack-defense',
      'data-attack-targets',
      'data-attack-output',
    ])
      expect(html, control).not.toContain(control);
  });

  it('appear on a late card scrolled to, with their accessible names and live output', async () => {
    const page = await visit(CHAPTER);
    const last = (await cardsWithRollers(page)).at(-1)!;
    const card = page.locator(CARDS).nth(last);
    await card.scrollIntoViewIfNeeded();
    const box = card.locator('[data-attack-roller]');
    const { name, defense = 'defense' } = await box.evaluate((el) => ({
      ...(el as HTMLElement).dataset,
    }));
    // "Attack: Ward Sundering" (Playwright's name puts a space before the visually hidden part).
    const said = new RegExp(`^Attack ?: ${name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await box.getByRole('button', { name: said }).waitFor({ state: 'visible' });
    expect(await box.getByRole('spinbutton', { name: `Target’s ${defense}` }).isVisible()).toBe(
      true,
    );
    expect(await box.locator('[data-attack-output]').getAttribute('aria-live')).toBe('polite');
    // Roll damage shows only after a hit, as before.
    expect(await box.locator('[data-damage-button]').isHidden()).toBe(true);
  });

  it('are reached by keyboard in order, tabbing into a card far down the chapter', async () => {
    const page = await visit(CHAPTER);
    const withRollers = await cardsWithRollers(page);
    const index = withRollers.at(-20)!;
    const expected = await expectedControls(page, index);
    // Start on the name of the card before it, then Tab through the card.
    await page
      .locator(CARDS)
      .nth(index - 1)
      .locator('.power-name a')
      .focus();
    const heard = await tabThroughEntry(page, ENTRIES, index);
    expect(heard.filter((said) => !said.startsWith('other: '))).toEqual(expected);
  });

  for (const width of [1280, 375, 320]) {
    it(`keep every card's height while its controls are built, at ${width} px`, async () => {
      const page = await visit(CHAPTER, { width });
      const { rollers, moved } = await heightsWhileBuilt(page, ENTRIES);
      expect(rollers).toBeGreaterThan(100);
      expect(moved).toEqual([]);
    });
  }

  it('show nothing without JavaScript, no empty box, and nothing in print', async () => {
    const still = await open(CHAPTER, { javaScriptEnabled: false });
    expect(await still.locator('[data-attack-roller]').count()).toBeGreaterThan(100);
    expect(await visibleBoxes(still, ENTRIES)).toBe(0);
    const page = await visit(CHAPTER);
    const card = page
      .locator(CARDS)
      .filter({ has: page.locator('[data-attack-roller]') })
      .first();
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-attack-button]').waitFor({ state: 'visible' });
    await page.emulateMedia({ media: 'print' });
    expect(await visibleBoxes(page, ENTRIES)).toBe(0);
  });
});
