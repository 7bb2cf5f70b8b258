// The encounter at the table on the generated library (its XP table, encounter rule and role
// lines have invented numbers), in headless Chromium, by keyboard only: a party of four of
// level 5 gets the budget of the book's tables; the monsters' total gets its difficulty;
// initiative is rolled, a hero joins, turns and rounds advance and are marked; a condition
// sticks to a copy; a reload keeps it all; a trap joins from its page and its attack rolls;
// axe finds nothing. Screenshots at both widths go to $ENCOUNTER_SHOTS when it is set.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Monster, Trap } from '../../src/compiler/index.ts';
import { trapEntryId } from '../../src/site/encounter-entries.ts';
import { difficulty, encounterBudget, type RulesData } from '../../src/site/monster-math.ts';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const suite = useSite(LIBRARY_SITE);

const data = <T>(file: string) =>
  JSON.parse(readFileSync(join(LIBRARY_SITE, 'data', file), 'utf8')) as T;

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Types `text` into the focused number field, replacing what it holds. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** The initiative order as shown: key, initiative, whether it is the current turn. */
async function order(page: Page) {
  return page.$$eval('[data-initiative-order] > li', (items) =>
    items.map((li) => ({
      key: (li as HTMLElement).dataset['combatant'],
      initiative: li.querySelector('.combatant-initiative')?.textContent,
      current: li.getAttribute('aria-current') === 'true',
      conditions: [...li.querySelectorAll('.combatant-conditions li a')].map((a) => a.textContent),
    })),
  );
}

describe('the encounter at the table', () => {
  it('budgets, rolls initiative, counts turns, keeps conditions over a reload, and rolls a trap', async () => {
    const rules = {
      'monster-xp': data<RulesData['monster-xp']>('monster-xp.json'),
      'encounter-rules': data<RulesData['encounter-rules']>('encounter-rules.json'),
    };
    const budget = encounterBudget(4, 5, rules);
    if (budget.kind !== 'budget') throw new Error(budget.missing);
    const [first, second] = data<Monster[]>('monsters.json').filter((m) => m.hp !== null);
    const trap = data<Trap[]>('traps.json').find((t) => t.attack?.bonus != null)!;

    // The monsters join from their stat blocks (the first twice), a trap from its card.
    const page = await suite.open(`/monsters/${first!.id}/`);
    /** Presses the page's "Add to encounter" `times` times. */
    const add = async (times: number) => {
      await tabTo(page, 'button[data-encounter-add]');
      for (let i = 0; i < times; i++) await page.keyboard.press('Enter');
      await page.locator('[data-encounter-message]', { hasText: 'added' }).first().waitFor();
    };
    await add(2);
    await page.goto(new URL(`/monsters/${second!.id}/`, page.url()).href);
    await add(1);
    await page.goto(new URL(`/traps/${trap.id}/`, page.url()).href);
    await add(1);
    await page.goto(new URL('/encounter/', page.url()).href);
    await page.locator('[data-encounter-item] article.stat-block').first().waitFor();

    // The party: four characters of level 5.
    await tabTo(page, '#party-size');
    await retype(page, '4');
    await page.keyboard.press('Tab');
    await retype(page, '5');
    const output = page.locator('[data-encounter-budget]');
    await expect.poll(() => output.getAttribute('data-budget')).toBe(String(budget.xp));
    const total = first!.xp * 2 + second!.xp + trap.xp;
    expect(await output.textContent()).toContain(`${total.toLocaleString('en-US')} XP`);
    expect(await output.getAttribute('data-difficulty')).toBe(difficulty(total, budget.xp));
    const query = new URL(page.url()).searchParams;
    expect([query.get('party'), query.get('level')]).toEqual(['4', '5']);

    // Initiative for the three monster copies, and a hero.
    await tabTo(page, '[data-initiative-roll]');
    await page.keyboard.press('Enter');
    await tabTo(page, '#hero-name');
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('99');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await order(page)).length).toBe(4);
    const rolled = await order(page);
    expect(rolled[0]!.key).toBe('hero-1');
    for (const c of rolled) expect(c.initiative).toMatch(/^-?\d+$/);

    // Next turn twice: round 1, the second in the order.
    await tabTo(page, '[data-initiative-next]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const status = page.locator('[data-initiative-status]');
    await expect.poll(() => status.textContent()).toMatch(/^Round 1: .+’s turn\.$/);
    const turned = await order(page);
    expect(turned.map((c) => c.current)).toEqual([false, true, false, false]);

    // A condition on the first monster copy.
    const copy = turned.find((c) => c.key === `${first!.id}#1`)!;
    const select = `[data-combatant="${copy.key}"] select`;
    await tabTo(page, select);
    await page.keyboard.press('ArrowDown');
    const condition = await page.locator(select).inputValue();
    expect(condition).not.toBe('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await order(page)).find((c) => c.key === copy.key)!.conditions)
      .toEqual([condition]);

    // A reload keeps the party, the order, the turn, the round and the condition.
    const before = await order(page);
    await page.reload();
    await page.locator('[data-encounter-item] article.stat-block').first().waitFor();
    expect(await page.locator('#party-level').inputValue()).toBe('5');
    expect(await order(page)).toEqual(before);
    expect(await status.textContent()).toMatch(/^Round 1: /);

    // The trap's card, fetched, rolls its attack against a defense.
    const trapItem = page.locator(`[data-encounter-item="${trapEntryId(trap.id)}"]`);
    await trapItem.locator('[data-monster-roller]').waitFor();
    await tabTo(
      page,
      `[data-encounter-item="${trapEntryId(trap.id)}"] [data-target-defense]`,
      1_000,
    );
    await page.keyboard.type('15');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => trapItem.locator('[data-monster-output]').textContent()).toMatch(/\d/);

    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    const shots = process.env['ENCOUNTER_SHOTS'];
    if (shots)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(shots, `encounter-${width}.png`), fullPage: true });
      }
  });
});
