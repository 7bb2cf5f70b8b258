// Interactive power cards in real headless Chromium (built site in dist/): the character
// panel (keyboard only, validation), cards resolved against the character (attack bonus,
// substituted dice, active level-scaling line, level preview slider), seeded dice widgets
// and critical rolls, Attack/damage rolls by the rulebook's "Rolling 1 or 20" rule, the
// roll log, aria-live announcements, shareable decks, accessibility (axe-core) and the
// rulebook's words left unchanged without a character. One browser and one static server
// for the file; every page opens in a fresh context (isolated storage).
// Needs Debian's Chromium headless shell (bash scripts/ensure-chromium.sh); fails loudly without it.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { roll } from '../../src/dice/evaluate.ts';
import { seededRng } from '../../src/dice/rng.ts';
import { all, builtPage, textOf } from './built-html.ts';
import { DIST_SITE } from './fixture-site.ts';
import { formatViolations, runAxe, type NewPageOptions, useSite } from './harness.ts';

const suite = useSite();

/** The character as the panel stores it (localStorage `orcus:character`). */
interface StoredCharacter {
  level: number | null;
  scores: Record<'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha', number | null>;
  weaponDie: string | null;
  proficiency: number | null;
  enhancement: number | null;
}

const CHARACTER_KEY = 'orcus:character';

/** Level 5, Strength 18, proficiency +3, d8 weapon: Basic Melee Attack is +9 vs AC, 1d8 + 4. */
const FIGHTER: StoredCharacter = {
  level: 5,
  scores: { str: 18, con: null, dex: null, int: null, wis: null, cha: null },
  weaponDie: 'd8',
  proficiency: 3,
  enhancement: null,
};

interface CardOpenOptions extends NewPageOptions {
  /** Stored before any page script runs. */
  character?: StoredCharacter;
  /** `window.__ORCUS_SEED__`, the test hook for a seeded random source. */
  seed?: number;
}

/** Opens a page (see `useSite`), with the seed and the stored character set before it loads. */
function open(path?: string, options: CardOpenOptions = {}): Promise<Page> {
  const { character, seed, ...pageOptions } = options;
  return suite.open(path, {
    ...pageOptions,
    init: async (page) => {
      if (seed !== undefined) {
        await page.addInitScript((value) => {
          (window as unknown as { __ORCUS_SEED__: number }).__ORCUS_SEED__ = value;
        }, seed);
      }
      if (character !== undefined) {
        // Only once per context, so a reload or the panel's changes are not overwritten.
        await page.addInitScript(
          ({ key, value }) => {
            if (sessionStorage.getItem('test:seeded') === null) {
              localStorage.setItem(key, value);
              sessionStorage.setItem('test:seeded', '1');
            }
          },
          { key: CHARACTER_KEY, value: JSON.stringify(character) },
        );
      }
    },
  });
}

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CHARACTER_KEY);

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

const MELEE = 'article.power-card[data-power="basic-melee-attack"]';
/** A chapter whose power cards (Basic Melee Attack among them) are on the page: the powers index lists rows. */
const CARDS = '/rules/actions-in-combat/';

/** Presses Tab until `selector` has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.locator(selector).evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const violations = await runAxe(page);
  expect(violations, `${what}: ${formatViolations(violations)}`).toEqual([]);
}

const waitForCardScripts = (page: Page) =>
  page.locator('html[data-card-scripts="ready"]').waitFor({ state: 'attached' });

describe('character panel', () => {
  it('is filled with the keyboard only and resolves Basic Melee Attack to +9 vs AC and 1d8 + 4', async () => {
    const page = await suite.visit(CARDS);
    const toggle = page.locator('[data-character-toggle]');
    await toggle.waitFor({ state: 'visible' });
    await tabTo(page, '[data-character-toggle]');
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[data-character-dialog]');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await activeId(page), 'focus moves into the dialog').toBe('cp-level');

    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('cp-str');
    await page.keyboard.type('18');
    expect(await text(page, '#cp-str-mod')).toBe('modifier (+4)');
    await tabTo(page, '#cp-weaponDie', 8);
    await page.keyboard.type('d8');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('cp-proficiency');
    await page.keyboard.type('3');
    expect(await text(page, '[data-character-status]')).toBe('Saved in this browser.');

    // The cards behind the open dialog are already resolved.
    const card = page.locator(MELEE);
    await expect.poll(() => text(page, `${MELEE} .resolved-attack`)).toBe('+9 vs AC');
    expect(await card.locator('.resolved-attack').getAttribute('data-resolved')).toBe('+9 vs AC');
    expect(await text(page, `${MELEE} .resolved-breakdown`)).toBe(
      'Strength modifier +4, half level +2, proficiency +3',
    );
    const hitResolved = card.locator('.line-hit span.dice[data-dice] + .resolved');
    expect(await hitResolved.count()).toBe(1);
    expect(await hitResolved.textContent()).toBe('(1d8 + 4)');
    expect(await hitResolved.getAttribute('data-resolved')).toBe('1d8 + 4');
    expect(await card.locator('.scaling li.active').count(), 'no scaling below level 21').toBe(0);

    await expectNoAxeViolations(page, 'character panel open (light)');

    // Done (reached with Tab) closes the dialog and returns focus to the header button.
    await tabTo(page, '.cp-done', 6);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(
      await toggle.evaluate((node) => node === document.activeElement),
      'focus back on Character',
    ).toBe(true);
    expect(await text(page, '[data-character-summary]')).toBe('Lv 5');
    expect(await stored(page)).toEqual(FIGHTER);

    // Escape also closes it, focus returning to the button.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await page.locator('#cp-level').inputValue(), 'the stored character is loaded').toBe(
      '5',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);

    // Another page of the site shows the same stored character.
    await page.goto(`${suite.url()}/powers/basic-melee-attack/`);
    await expect.poll(() => text(page, `${MELEE} .resolved-attack`)).toBe('+9 vs AC');
    expect(await text(page, '[data-character-summary]')).toBe('Lv 5');
  });

  it('rejects letters in a score, level 0 or 31 and weapon die d7: message, aria-invalid, not stored', async () => {
    const page = await open(CARDS, { character: FIGHTER });
    await page.locator('[data-character-toggle]').click();
    const dialog = page.locator('dialog[data-character-dialog]');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);

    const cases: { field: string; value: string; message: string }[] = [
      {
        field: 'str',
        value: 'abc',
        message: 'Strength score must be a whole number from 1 to 30.',
      },
      { field: 'level', value: '0', message: 'Level must be from 1 to 30.' },
      { field: 'level', value: '31', message: 'Level must be from 1 to 30.' },
      {
        field: 'weaponDie',
        value: 'd7',
        message: 'Weapon die must be d4, d6, d8, d10 or d12, or several such as 2d6.',
      },
    ];
    for (const { field, value, message } of cases) {
      const input = page.locator(`#cp-${field}`);
      const before = await input.inputValue();
      // One input event with the whole value (typing "31" key by key stores level 3 on the way).
      await input.fill(value);
      const what = `${field} = ${JSON.stringify(value)}`;
      expect(await text(page, `#cp-${field}-error`), what).toBe(message);
      expect(await input.getAttribute('aria-invalid'), what).toBe('true');
      expect(await text(page, '[data-character-status]'), what).toBe(
        'Not saved: fix the field marked below.',
      );
      expect(await stored(page), `${what} is not stored`).toEqual(FIGHTER);
      expect(await text(page, `${MELEE} .resolved-attack`), what).toBe('+9 vs AC');

      // Done refuses to close and puts focus on the bad field.
      await page.locator('.cp-done').click();
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open), what).toBe(true);
      expect(await activeId(page), what).toBe(`cp-${field}`);

      // Fixing the field clears the message and aria-invalid.
      await input.fill(before);
      expect(await text(page, `#cp-${field}-error`), what).toBe('');
      expect(await input.getAttribute('aria-invalid'), what).toBeNull();
      expect(await stored(page), what).toEqual(FIGHTER);
    }
  });

  it('leaves the rulebook’s words unchanged without a character, and Clear removes the figures', async () => {
    // The static cards, as served (built-html.ts: no script has run).
    const words = all(builtPage(DIST_SITE, CARDS), 'article.power-card .power-lines').map(textOf);
    expect(words.length).toBeGreaterThan(0);

    const page = await suite.visit(CARDS);
    await page.locator('button.dice-roll').first().waitFor();
    expect(await page.locator('article.power-card .power-lines').allTextContents()).toEqual(words);
    expect(await page.locator('.resolved, .resolved-attack, .resolved-breakdown').count()).toBe(0);
    expect(await page.locator('.scaling li.active, .power-line.scaled').count()).toBe(0);
    expect(await text(page, '[data-character-summary]')).toBe('');

    // With a character, then cleared with the panel's button (keyboard).
    const withCharacter = await open(CARDS, { character: FIGHTER });
    await expect.poll(() => text(withCharacter, `${MELEE} .resolved-attack`)).toBe('+9 vs AC');
    await withCharacter.locator('[data-character-toggle]').click();
    await withCharacter.locator('[data-character-clear]').focus();
    await withCharacter.keyboard.press('Enter');
    expect(await text(withCharacter, '[data-character-status]')).toBe('Character cleared.');
    expect(await withCharacter.locator('#cp-level').inputValue()).toBe('');
    expect(await withCharacter.locator('.resolved, .resolved-attack').count()).toBe(0);
    await withCharacter.keyboard.press('Escape');
    expect(await text(withCharacter, '[data-character-summary]')).toBe('');
    expect(
      await withCharacter.locator('article.power-card .power-lines').allTextContents(),
    ).toEqual(words);
    await withCharacter.reload();
    await withCharacter.locator('button.dice-roll').first().waitFor();
    expect(await withCharacter.locator('.resolved, .resolved-attack').count()).toBe(0);
  });
});

describe('level scaling', () => {
  it('shows the 2dW line at level 21: active scaling entry resolved to 2d8 + 4', async () => {
    const page = await open(CARDS, { character: { ...FIGHTER, level: 21 } });
    const card = page.locator(MELEE);
    const active = card.locator('.scaling li.active[data-scaling-level="21"]');
    await active.waitFor();
    expect(await card.locator('.line-hit').getAttribute('class')).toContain('scaled');
    expect(await text(page, `${MELEE} .scaling li.active .scaling-marker`)).toBe('your level');
    const resolved = card.locator('.line-hit .resolved');
    expect(await resolved.count(), 'only the active entry is resolved').toBe(1);
    expect(await active.locator('span.dice[data-dice] + .resolved').textContent()).toBe(
      '(2d8 + 4)',
    );
    expect(await resolved.getAttribute('data-resolved')).toBe('2d8 + 4');
    // Strength +4, half of 21 = +10, proficiency +3.
    expect(await text(page, `${MELEE} .resolved-attack`)).toBe('+17 vs AC');
  });

  it('previews level 21 with the slider on the power page without changing the stored level', async () => {
    const page = await open('/powers/basic-melee-attack/', { character: FIGHTER });
    const slider = page.locator('#level-preview');
    await slider.waitFor({ state: 'visible' });
    await waitForCardScripts(page);
    await expect.poll(() => slider.inputValue()).toBe('5'); // follows the character
    await slider.focus();
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('21');
    expect(await text(page, '[data-level-preview-box] output')).toBe('21');

    const card = page.locator(MELEE);
    await card.locator('.scaling li.active[data-scaling-level="21"]').waitFor();
    expect(await text(page, `${MELEE} .scaling li.active .scaling-marker`)).toBe('level 21');
    expect(await card.locator('.line-hit .resolved').getAttribute('data-resolved')).toBe('2d8 + 4');
    expect(await text(page, `${MELEE} .resolved-attack`)).toBe('+17 vs AC');

    expect(await stored(page), 'the stored level is unchanged').toEqual(FIGHTER);
    expect(await text(page, '[data-character-summary]')).toBe('Lv 5');

    await page.goto(`${suite.url()}${CARDS}`);
    await expect.poll(() => text(page, `${MELEE} .resolved-attack`)).toBe('+9 vs AC');
    expect(await page.locator(`${MELEE} .scaling li.active`).count()).toBe(0);
  });
});

/** The roll log's entries, newest first, as plain text per part. */
function logEntries(page: Page) {
  return page.locator('[data-roll-log-list] > li.roll-entry').evaluateAll((items) =>
    items.map((li) => {
      const part = (selector: string) =>
        (li.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        total: part('.roll-entry-total'),
        formula: part('.roll-entry-formula'),
        notes: [...li.querySelectorAll('.roll-entry-note')].map((n) => n.textContent ?? ''),
        detail: part('.roll-entry-detail'),
        source: part('.roll-entry-source'),
      };
    }),
  );
}

describe('dice widgets and roll log', () => {
  const CORE = '/rules/the-core-mechanic/';
  const WIDGET = 'span.dice[data-dice="3d4 + 3"] button.dice-roll';

  it('rolls 3d4 + 3 with the seeded source from the keyboard, announces it, logs it, and rolls a critical', async () => {
    // The expectations, from the engine with the same seed.
    const rng = seededRng(42);
    const first = roll('3d4 + 3', {}, { rng });
    const second = roll('3d4 + 3', {}, { rng });
    expect(first.dice.map((d) => d.value)).toEqual([1, 3, 1]);
    expect(first.total).toBe(8);
    expect(second.dice.map((d) => d.value)).toEqual([2, 3, 4]);
    expect(second.total).toBe(12);

    const page = await open(CORE, { seed: 42 });
    const button = page.locator(WIDGET);
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Enter');

    const box = page.locator('#dice-result');
    await box.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await text(page, '#dice-result .dice-result-formula')).toBe('3d4 + 3');
    expect(await text(page, '#dice-result .dice-result-total')).toBe('8');
    expect(await box.locator('.dice-result-dice li').allTextContents()).toEqual([
      '1d4: 1',
      '1d4: 3',
      '1d4: 1',
    ]);
    expect(await text(page, '#dice-result .dice-result-breakdown code')).toBe(
      '3d4[1, 3, 1] + 3 = 8',
    );
    const live = page.locator('[data-dice-live]');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => live.textContent()).toBe('3d4 + 3: rolled 1, 3, 1, total 8');

    await expectNoAxeViolations(page, 'dice result open (light)');

    // Roll again (Space on the focused button): the next dice of the sequence.
    await page.locator('[data-dice-again]').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => text(page, '#dice-result .dice-result-total')).toBe('12');
    expect(await box.locator('.dice-result-dice li').allTextContents()).toEqual([
      '1d4: 2',
      '1d4: 3',
      '1d4: 4',
    ]);
    await expect.poll(() => live.textContent()).toBe('3d4 + 3: rolled 2, 3, 4, total 12');

    // Critical: maximum dice.
    await page.locator('[data-dice-crit]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => text(page, '#dice-result .dice-result-total')).toBe('15');
    expect(await text(page, '#dice-result .dice-result-formula')).toBe('3d4 + 3, critical hit');
    expect(await box.locator('.dice-result-dice li').allTextContents()).toEqual([
      '1d4: 4 (max)',
      '1d4: 4 (max)',
      '1d4: 4 (max)',
    ]);
    await expect
      .poll(() => live.textContent())
      .toBe('Critical hit, 3d4 + 3: maximum 4, 4, 4, total 15');

    // Escape closes the result and returns focus to the widget.
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Space on the widget rolls again (the fourth roll of the sequence).
    const fourth = roll(
      '3d4 + 3',
      {},
      {
        rng: (() => {
          const r = seededRng(42);
          roll('3d4 + 3', {}, { rng: r });
          roll('3d4 + 3', {}, { rng: r });
          roll('3d4 + 3', {}, { rng: r, mode: 'critical' });
          return r;
        })(),
      },
    );
    await page.keyboard.press('Space');
    await box.waitFor({ state: 'visible' });
    expect(await text(page, '#dice-result .dice-result-total')).toBe(String(fourth.total));
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });

    // The roll log, opened and closed with the keyboard.
    const toggle = page.locator('[data-roll-log-toggle]');
    expect(await text(page, '[data-roll-log-count]')).toBe('(4)');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#roll-log-panel');
    await panel.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const entries = await logEntries(page);
    expect(entries).toHaveLength(4);
    const oldest = entries[3]!;
    expect(oldest.total).toBe('Total 8');
    expect(oldest.formula).toBe('3d4+3');
    expect(oldest.notes).toEqual([]);
    expect(oldest.detail).toBe('dice 1d4: 1, 1d4: 3, 1d4: 1');
    expect(oldest.source).toMatch(/^Dice · \d/);
    expect(entries[2]).toMatchObject({ total: 'Total 12', detail: 'dice 1d4: 2, 1d4: 3, 1d4: 4' });
    expect(entries[1]).toMatchObject({
      total: 'Total 15',
      formula: '3d4+3 critical hit',
      notes: ['critical hit'],
      detail: 'dice 1d4: 4, 1d4: 4, 1d4: 4',
    });

    await expectNoAxeViolations(page, 'roll log open (light)');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    // The log is kept for the session, across pages.
    await page.goto(`${suite.url()}/powers/`);
    await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
    expect(await text(page, '[data-roll-log-count]')).toBe('(4)');
  });

  it('passes axe in dark mode with the panel, a dice result and the roll log open', async () => {
    const page = await open(CORE, { seed: 42, colorScheme: 'dark', character: FIGHTER });
    await page.locator('[data-character-toggle]').click();
    await page.locator('dialog[data-character-dialog][open]').waitFor();
    await expectNoAxeViolations(page, 'character panel open (dark)');
    await page.keyboard.press('Escape');

    await page.locator(WIDGET).click();
    await page.locator('#dice-result').waitFor({ state: 'visible' });
    await expectNoAxeViolations(page, 'dice result open (dark)');
    await page.keyboard.press('Escape');

    await page.locator('[data-roll-log-toggle]').click();
    await page.locator('#roll-log-panel').waitFor({ state: 'visible' });
    expect(await logEntries(page)).toHaveLength(1);
    await expectNoAxeViolations(page, 'roll log open (dark)');
  });
});

/** The first seed whose first d20 is `natural`, from the engine. */
function seedFor(natural: number): number {
  for (let seed = 0; seed < 10_000; seed++) {
    if (roll('d20', {}, { rng: seededRng(seed) }).total === natural) return seed;
  }
  throw new Error(`no seed gives a natural ${natural}`);
}

describe('attack rolls', () => {
  const POWER = '/powers/basic-melee-attack/';
  const attackResult = `${MELEE} [data-attack-result]`;

  async function attack(page: Page, defense: string): Promise<void> {
    await waitForCardScripts(page);
    const input = page.locator(`${MELEE} [data-attack-defense]`);
    await input.fill(defense);
    await page.locator(`${MELEE} [data-attack-button]`).click();
    await page.locator(attackResult).waitFor();
  }

  it('a natural 20 against a low AC is a critical hit and its damage is the maximum (12)', async () => {
    expect(roll('d20', {}, { rng: seededRng(21) }).total).toBe(20);
    const page = await open(POWER, { seed: 21, character: FIGHTER });
    const output = page.locator(`${MELEE} [data-attack-output]`);
    expect(await output.getAttribute('aria-live')).toBe('polite');
    await attack(page, '20');
    const result = page.locator(attackResult);
    expect(await result.getAttribute('data-natural')).toBe('20');
    expect(await result.getAttribute('data-total')).toBe('29');
    expect(await result.getAttribute('data-critical')).toBe('');
    expect(await text(page, `${attackResult} .attack-flag`)).toBe('natural 20 — critical hit');
    expect(await text(page, attackResult)).toBe(
      'Attack: 29 vs AC 20 (natural 20 + 9) natural 20 — critical hit',
    );

    // Roll damage with the keyboard: maximum 1d8 + 4.
    const damage = page.locator(`${MELEE} [data-damage-button]`);
    await damage.waitFor({ state: 'visible' });
    expect(await page.locator(`${MELEE} [data-crit-damage-button]`).isVisible()).toBe(false);
    await damage.focus();
    await page.keyboard.press('Enter');
    const damageResult = page.locator(`${MELEE} [data-damage-result]`);
    await damageResult.waitFor();
    expect(await damageResult.getAttribute('data-total')).toBe('12');
    expect(await text(page, `${MELEE} [data-damage-result] .attack-flag`)).toBe(
      'critical hit — maximum damage',
    );
    // The live region's text is what a screen reader announces.
    expect(await text(page, `${MELEE} [data-attack-output]`)).toContain('Damage: 12');

    await page.locator('[data-roll-log-toggle]').click();
    const entries = await logEntries(page);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      total: 'Total 12',
      notes: ['critical hit'],
      detail: '1d8 + 4 · dice 1d8: 8',
    });
    expect(entries[0]!.source).toMatch(/^Basic Melee Attack · /);
    expect(entries[1]).toMatchObject({
      total: 'Total 29',
      // A roll against a given defense says whether it hit.
      formula: 'Hit · d20 + 9 vs AC 20 natural 20 critical hit',
      notes: ['vs AC 20', 'natural 20', 'critical hit'],
      detail: 'dice 1d20: 20',
    });
    expect(entries[1]!.source).toMatch(/^Basic Melee Attack · /);
  });

  it('a natural 20 against an AC too high is an automatic hit, not a critical', async () => {
    const page = await open(POWER, { seed: 21, character: FIGHTER });
    await attack(page, '30');
    const result = page.locator(attackResult);
    expect(await result.getAttribute('data-natural')).toBe('20');
    expect(await result.getAttribute('data-total')).toBe('29');
    expect(await result.getAttribute('data-critical')).toBeNull();
    expect(await text(page, `${attackResult} .attack-flag`)).toBe(
      'natural 20 — automatic hit (not a critical hit: 29 would miss)',
    );

    // Normal damage: the engine's next roll of 1d8 + 4 with the same sequence.
    const rng = seededRng(21);
    roll('d20', {}, { rng });
    const expected = roll('1d8 + 4', {}, { rng });
    const damage = page.locator(`${MELEE} [data-damage-button]`);
    await damage.click();
    const damageResult = page.locator(`${MELEE} [data-damage-result]`);
    await damageResult.waitFor();
    expect(await damageResult.getAttribute('data-total')).toBe(String(expected.total));
    expect(await page.locator(`${MELEE} [data-damage-result] .attack-flag`).count()).toBe(0);
  });

  it('a +1 weapon adds 1 to the card’s damage and a critical hit’s 1d6, rolled, to the roll', async () => {
    const plusOne = { ...FIGHTER, enhancement: 1 };
    const page = await open(POWER, { seed: 21, character: plusOne });
    await waitForCardScripts(page);
    const hitResolved = page.locator(`${MELEE} .line-hit span.dice[data-dice] + .resolved`);
    await expect.poll(() => hitResolved.textContent()).toBe('(1d8 + 5)');
    expect(await text(page, `${MELEE} .line-hit .resolved-breakdown`)).toBe(
      'enhancement +1, critical hit +1d6',
    );
    await attack(page, '20');
    expect(await page.locator(attackResult).getAttribute('data-critical')).toBe('');

    // The weapon's 1d8 + 5 maximized (13) and the enhancement's 1d6 rolled: the engine's next d6.
    const rng = seededRng(21);
    roll('d20', {}, { rng });
    const extra = roll('1d6', {}, { rng }).total;
    await page.locator(`${MELEE} [data-damage-button]`).click();
    const damageResult = page.locator(`${MELEE} [data-damage-result]`);
    await damageResult.waitFor();
    expect(await damageResult.getAttribute('data-total')).toBe(String(13 + extra));
    expect(await text(page, `${MELEE} [data-damage-result]`)).toBe(
      `Damage: ${13 + extra} (1d8[8] + 5 + 1d6[${extra}] = ${13 + extra}; enhancement +1, critical hit +1d6) critical hit — maximum damage`,
    );
    await page.locator('[data-roll-log-toggle]').click();
    const [entry] = await logEntries(page);
    expect(entry).toMatchObject({
      total: `Total ${13 + extra}`,
      notes: ['critical hit', 'enhancement +1, critical hit +1d6'],
      detail: `1d8 + 5 + 1d6 · dice 1d8: 8, 1d6: ${extra}`,
    });
  });

  it('a +1 weapon leaves a power that deals no damage (Grapple) without resolved dice', async () => {
    const page = await open('/powers/grapple/', { character: { ...FIGHTER, enhancement: 1 } });
    const card = 'article.power-card[data-power="grapple"]';
    await expect.poll(() => text(page, `${card} .resolved-attack`)).toBe('+10 vs Reflex');
    expect(await page.locator(`${card} span.dice[data-dice]`).count()).toBe(0);
    const resolvedDamage = page.locator(`${card} .resolved:not(.resolved-attack)`);
    expect(await resolvedDamage.count(), 'no damage figure or critical dice').toBe(0);
  });

  it('a natural 1 is a miss even when the total would hit', async () => {
    const seed = seedFor(1);
    const page = await open(POWER, { seed, character: FIGHTER });
    await attack(page, '5');
    const result = page.locator(attackResult);
    expect(await result.getAttribute('data-natural')).toBe('1');
    expect(await result.getAttribute('data-total')).toBe('10');
    expect(await result.getAttribute('data-critical')).toBeNull();
    expect(await text(page, `${attackResult} .attack-flag`)).toBe('natural 1 — automatic miss');
  });
});

describe('decks', () => {
  it('a deck link opened in a fresh browser context shows the same cards in the same order', async () => {
    const order = ['shove', 'basic-melee-attack', 'rally'];
    const page = await suite.visit('/powers/');
    for (const id of order) {
      const button = page.locator(`button[data-row-deck="${id}"]`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => button.textContent()).toMatch(/^Remove .+ from deck$/);
    }
    const link = page.locator('a[data-deck-link]');
    await expect.poll(() => link.getAttribute('href')).toBe(`/deck/?powers=${order.join(',')}`);
    const href = (await link.getAttribute('href'))!;

    const deckOf = async (deckPage: Page) => {
      await deckPage
        .locator('[data-deck-status]')
        .filter({ hasText: /in the deck/ })
        .waitFor();
      return deckPage
        .locator('[data-deck-list] > li:not([hidden]) article.power-card')
        .evaluateAll((cards) =>
          cards
            .filter((card) => card.checkVisibility())
            .map((card) => (card as HTMLElement).dataset['power']),
        );
    };

    await page.goto(suite.url() + href);
    expect(await deckOf(page)).toEqual(order);

    const fresh = await open(href);
    expect(await deckOf(fresh)).toEqual(order);
    expect(await text(fresh, '[data-deck-status]')).toBe('3 powers in the deck.');
    expect(await fresh.locator('[data-deck-empty]').isHidden()).toBe(true);
    expect(await fresh.locator('[data-deck-shared]').isHidden()).toBe(true);
  });

  it('a shared deck does not overwrite a different deck of the reader’s until asked, keyboard only', async () => {
    const page = await suite.visit('/powers/');
    const own = page.locator('button[data-row-deck="rally"]');
    await own.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => own.textContent()).toMatch(/^Remove/);
    const stored = () => page.evaluate(() => localStorage.getItem('orcus:deck'));
    const mine = await stored();

    await page.goto(`${suite.url()}/deck/?powers=shove,basic-melee-attack`);
    const notice = page.locator('[data-deck-shared]');
    await notice.waitFor();
    expect(await text(page, '[data-deck-shared] p')).toContain('Your own deck (1 power) is kept');
    const shown = () =>
      page
        .locator('[data-deck-list] > li:not([hidden]) article.power-card')
        .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['power']));
    // the cards are fetched from the powers' pages; the status follows them
    await expect.poll(shown).toEqual(['shove', 'basic-melee-attack']);
    await expect.poll(() => text(page, '[data-deck-status]')).toBe('2 powers in the shared deck.');
    await expectNoAxeViolations(page, 'deck page with the shared-deck notice');
    // editing the shared deck changes what is shown, not the reader's deck
    await page.locator('button[data-deck-remove="shove"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual(['basic-melee-attack']);
    expect(await stored()).toBe(mine);

    await page.locator('[data-deck-keep]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => notice.isHidden()).toBe(true);
    expect(JSON.parse((await stored())!)).toEqual(['basic-melee-attack']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy link');
    // announced on the next frame (cleared first, so a repeat is read out again)
    await expect
      .poll(() => text(page, '[data-deck-status]'))
      .toBe('This deck is now your deck. 1 power.');
  });
});
