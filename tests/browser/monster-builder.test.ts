// The monster builder and the monster math report on the generated library (its role lines
// and XP table have invented numbers), in headless Chromium, by keyboard only: level 7, a
// role and Elite give the role's numbers; the stat block rolls and joins the encounter; its
// markdown compiles back to the same numbers; axe finds nothing; without JavaScript the page
// says it needs it. A built monster opens on /encounter/: its stat block, its XP in the total,
// its attack and damage roll, its copy labelled apart from a name ending in a number, and
// "Clear encounter" leaves no fight behind a reload.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compile,
  type DamageTable,
  type MonsterRole,
  type MonsterXpTable,
} from '../../src/compiler/index.ts';
import { BUILT_MONSTERS_KEY } from '../../src/client/built-monsters.ts';
import { PLAY_KEY } from '../../src/client/encounter-play.ts';
import { ENCOUNTER_KEY } from '../../src/client/encounter-store.ts';
import { roleNumbers } from '../../src/compiler/helpers.ts';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
// Each test loads its page as a new document in the file's one tab (`visit`), storage cleared:
// a new page for each would cost Chromium a browser context more per load.
const suite = useSite(LIBRARY_SITE);

/** A data file the library site publishes. */
const data = <T>(file: string) =>
  JSON.parse(readFileSync(join(LIBRARY_SITE, 'data', file), 'utf8')) as T;

/** The role lines the library site publishes. */
const roles = () => data<MonsterRole[]>('monster-roles.json');

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The numbers of the stat block shown (HP, AC, Fort, Ref, Will). */
async function shownNumbers(page: Page) {
  return page.$$eval('[data-builder-output] .stat-core dd', (dds) =>
    dds.map((dd) => Number.parseInt(dd.textContent ?? '', 10)),
  );
}

describe('the monster builder', () => {
  it('builds an Elite of level 7 by keyboard, rolls it, adds it to the encounter and copies its markdown', async () => {
    const page = await suite.visit('/monsters/builder/');
    await page.locator('[data-builder-output] article.stat-block').waitFor();
    await tabTo(page, '#builder-level');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const role = await page.locator('#builder-role').inputValue();
    expect(role).toBe(roles()[1]!.name);
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('input[name="rank"]:checked').inputValue()).toBe('elite');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bog Hound');

    const expected = roleNumbers(7, roles()[1]!, 'elite');
    const { ac, fortitude, reflex, will } = expected.defenses;
    await page.locator('[data-builder-output] .stat-name', { hasText: 'Bog Hound' }).waitFor();
    expect(await shownNumbers(page)).toEqual([expected.hp, ac, fortitude, reflex, will]);
    expect(await page.locator('[data-builder-output] .stat-rank').textContent()).toBe(
      `Level 7 Elite ${role}`,
    );
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      level: '7',
      role,
      rank: 'elite',
      name: 'Bog Hound',
    });
    const bonuses = await page.$$eval('[data-builder-output] .entry-attack', (spans) =>
      spans.map((span) => span.textContent),
    );
    expect(bonuses[0]).toBe(`+${expected.attacks[0]!.bonus} vs AC`);

    // The stat block's roller wired itself.
    await tabTo(page, '[data-builder-output] button[data-monster-attack]');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-builder-output] [data-monster-output]').first().textContent())
      .toMatch(/\d/);

    // "Add to encounter" keeps the built id, and the choice behind it.
    await tabTo(page, '[data-builder-output] button[data-encounter-add]');
    await page.keyboard.press('Enter');
    await page
      .locator('[data-builder-output] [data-encounter-message]', { hasText: 'added' })
      .waitFor();
    const stored = await page.evaluate(
      ([a, b]) => [localStorage.getItem(a!), localStorage.getItem(b!)],
      [ENCOUNTER_KEY, BUILT_MONSTERS_KEY],
    );
    const id = `built-7-elite-${role.toLowerCase()}-bog-hound`;
    expect(JSON.parse(stored[0]!).groups).toEqual([{ id, count: 1 }]);
    expect(JSON.parse(stored[1]!)).toEqual({
      [id]: { level: 7, role, rank: 'elite', name: 'Bog Hound' },
    });

    // Copy as markdown: text the compiler reads back into the same numbers.
    await tabTo(page, '[data-builder-copy]');
    await page.keyboard.press('Enter');
    await page.locator('[data-builder-copied]', { hasText: /./ }).waitFor();
    const markdown = await page.locator('[data-builder-markdown]').inputValue();
    const [monster] = compile([{ path: 'built.md', text: `# Built\n\n${markdown}` }]).data.monsters;
    expect(monster).toMatchObject({
      name: 'Bog Hound',
      level: 7,
      rank: 'elite',
      role,
      hp: expected.hp,
      defenses: { ac, fortitude, reflex, will },
    });
    const attacks = monster!.entries.flatMap((e) =>
      e.type === 'power' && e.attack ? [e.attack.bonus] : [],
    );
    expect(attacks).toEqual(expected.attacks.map((a) => a.bonus));

    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  it('restores the choice of its address', async () => {
    const role = roles()[2]!;
    const page = await suite.visit(`/monsters/builder/?level=30&role=${role.name}&rank=boss`);
    await page.locator('[data-builder-output] article.stat-block').waitFor();
    const expected = roleNumbers(30, role, 'boss');
    expect((await shownNumbers(page))[0]).toBe(expected.hp);
    expect(await page.locator('#builder-level').inputValue()).toBe('30');
  });

  it('says without JavaScript that it needs it', async () => {
    const page = await suite.visit('/monsters/builder/', { javaScriptEnabled: false });
    expect(await page.locator('main').innerText()).toContain(
      'The monster builder needs JavaScript',
    );
    expect(await page.locator('#builder-level').isVisible()).toBe(false);
  });
});

describe('a built monster in the encounter', () => {
  it('opens on /encounter/ with its stat block, its XP in the total and its rolls, and clears', async () => {
    const role = roles()[0]!.name;
    const name = 'Ashen Blessing 4';
    const page = await suite.visit('/monsters/builder/');
    await page.locator('[data-builder-output] article.stat-block').waitFor();
    await tabTo(page, '#builder-level');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await tabTo(page, '#builder-name');
    await page.keyboard.type(name);
    await page.locator('[data-builder-output] .stat-name', { hasText: name }).waitFor();
    // Its basic attack deals the Medium damage of level 4 from the book's table, which its roller rolls.
    const table = data<DamageTable[]>('damage-by-level.json').at(-1)!;
    const medium = table.columns.indexOf('Medium');
    const row = table.rows.find((r) => r.levels && r.levels.min <= 4 && 4 <= r.levels.max)!;
    const damage = row.damage[medium]!;
    expect(
      await page.locator('[data-builder-output] .stat-entry', { hasText: 'Strike' }).textContent(),
    ).toContain(`${damage.text} damage.`);
    expect(
      await page
        .locator('[data-builder-output] [data-monster-roller]')
        .first()
        .getAttribute('data-damage'),
    ).toBe(damage.formula);
    await tabTo(page, '[data-builder-output] button[data-encounter-add]');
    await page.keyboard.press('Enter');
    await page
      .locator('[data-builder-output] [data-encounter-message]', { hasText: 'added' })
      .waitFor();
    const id = `built-4-standard-${role.toLowerCase()}-ashen-blessing-4`;

    await page.goto(new URL('/encounter/', page.url()).href);
    const item = page.locator(`[data-encounter-item="${id}"]`);
    await item.locator('article.stat-block .stat-name', { hasText: name }).waitFor();
    const xp = data<MonsterXpTable[]>('monster-xp.json').at(-1)!.rows[3]!.standard!;
    await expect
      .poll(() => page.locator('[data-encounter-status]').textContent())
      .toContain(`1 monster, ${xp.toLocaleString('en-US')} XP in all.`);

    // Its attack rolls against a defense of 1 until it hits, then its damage rolls.
    await tabTo(page, `[data-encounter-item="${id}"] [data-target-defense]`, 300);
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    const output = item.locator('[data-monster-output]').first();
    const damageButton = item.locator('[data-monster-damage]').first();
    for (let i = 0; i < 20 && !(await damageButton.isVisible()); i++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => output.textContent()).toMatch(/\d/);
    }
    await tabTo(page, `[data-encounter-item="${id}"] [data-monster-damage]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => output.locator('[data-damage-result]').textContent()).toMatch(/\d/);

    // Initiative names the copy apart from the number its name ends with.
    await tabTo(page, '[data-initiative-roll]', 300);
    await page.keyboard.press('Enter');
    const copy = page.locator(`[data-combatant="${id}#1"] strong`);
    await expect.poll(() => copy.textContent()).toBe(`${name} #1`);
    await tabTo(page, '[data-initiative-next]');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-initiative-status]').textContent())
      .toMatch(/^Round 1: /);

    // Clear encounter: a reload shows no order, no round, no conditions.
    await tabTo(page, '[data-encounter-clear]', 300);
    await page.keyboard.press('Enter');
    await page.locator('[data-initiative]').waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('[data-encounter-empty]').waitFor();
    expect(await page.locator('[data-initiative-order] > li').count()).toBe(0);
    expect(await page.locator('[data-initiative]').isHidden()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), PLAY_KEY)).toBeNull();
  });
});

describe('the monster math report', () => {
  it('has no accessibility violations', async () => {
    const page = await suite.visit('/monsters/math/');
    expect(await page.locator('[data-deviation-row]').count()).toBeGreaterThan(0);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
