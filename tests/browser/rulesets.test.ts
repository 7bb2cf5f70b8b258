// The ruleset setting on the site: a fixture book (tests/browser/fixtures/thirteenth-age)
// built with its own configuration, `"ruleset": "13th-age"`, into the ruleset site it shares
// with the XSS fixture (tests/browser/fixture-site.ts › RULESET_FIXTURES). A
// critical hit doubles the damage, the escalation die set in the roll panel adds to
// attacks (validated, kept for the session), saving throws succeed on 11+, and every
// attack against a given defense is logged as a hit or a miss, with the Miss line's damage
// (never the Hit's) offered after a miss.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULESET_SITE, rulesetFixtureSite } from './fixture-site.ts';
import { useSite, withStoredCharacter } from './harness.ts';

// The global setup may still be building the site (before useSite's hook serves it).
beforeAll(() => rulesetFixtureSite(), 240_000);

const suite = useSite(RULESET_SITE);

/** A level-1 fighter (Str 16), stored before the page loads, with seeded dice. */
const withCharacter = withStoredCharacter(
  {
    level: 1,
    scores: { str: 16, con: 14, dex: 12, int: 10, wis: 10, cha: 10 },
    weaponDie: 'd8',
    proficiency: 3,
    enhancement: 0,
  },
  13,
);

const CARD = 'article.power-card[data-power="blade-of-thirteen"]';

interface StoredRoll {
  kind: string;
  total: number;
  dice: { sides: number; value: number }[];
  notes: string[];
  outcome?: string;
}

/** The roll log's newest entry, as stored (throws while the log is empty). */
async function lastRoll(page: Page): Promise<StoredRoll> {
  const roll = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('orcus:rolls') ?? '[]') as StoredRoll[])[0],
  );
  if (!roll) throw new Error('the roll log is empty');
  return roll;
}

/** Attacks until the attack result satisfies `wanted` (the dice are seeded: repeatable). */
async function attackUntil(
  page: Page,
  wanted: (natural: number) => boolean,
): Promise<{ natural: number; total: number }> {
  for (let tries = 0; tries < 300; tries++) {
    await page.locator(`${CARD} [data-attack-button]`).click();
    const result = page.locator(`${CARD} [data-attack-result]`);
    const natural = Number(await result.getAttribute('data-natural'));
    if (wanted(natural)) return { natural, total: Number(await result.getAttribute('data-total')) };
  }
  throw new Error('no such attack roll in 300 tries');
}

/** Opens the roll panel and waits for its tools (loaded on first opening). */
async function openRollPanel(page: Page): Promise<void> {
  await page.locator('[data-roll-log-toggle]').click();
  await page.locator('#roll-log-panel[data-tools-ready]').waitFor();
}

async function openPower(): Promise<Page> {
  const page = await suite.open('/powers/blade-of-thirteen/', withCharacter);
  await page.locator(`${CARD} [data-attack-button]`).waitFor({ state: 'visible' });
  return page;
}

describe('the 13th Age ruleset on the site', () => {
  it('names the ruleset on every page', async () => {
    const page = await suite.open('/');
    const ruleset = await page.evaluate(() =>
      JSON.parse(document.documentElement.dataset['ruleset'] ?? 'null'),
    );
    expect(ruleset).toMatchObject({ id: '13th-age', crit: 'double-damage', saveTarget: 11 });
  });

  it('doubles the damage of a critical hit (a natural 20)', async () => {
    const page = await openPower();
    const { natural } = await attackUntil(page, (n) => n === 20);
    expect(natural).toBe(20);
    await expect
      .poll(() => page.locator(`${CARD} [data-attack-result]`).getAttribute('data-critical'))
      .toBe('');
    await page.locator(`${CARD} [data-damage-button]`).click();
    const damage = page.locator(`${CARD} [data-damage-result]`);
    expect(await damage.textContent()).toContain('critical hit — double damage');
    const logged = await lastRoll(page);
    expect(logged.kind).toBe('damage');
    expect(logged.notes).toContain('critical hit');
    const rolled = logged.dice.reduce((sum, die) => sum + die.value, 0);
    expect(logged.dice.map((die) => die.sides)).toEqual([6, 6]);
    // 2d6 + 3, doubled: not maximized (Orcus), not twice the dice.
    expect(logged.total).toBe(2 * (rolled + 3));
    expect(Number(await damage.getAttribute('data-total'))).toBe(logged.total);
  });

  it('adds the escalation die from the roll panel to attacks, validated and kept for the session', async () => {
    const page = await openPower();
    const plain = await attackUntil(page, () => true);
    const bonus = plain.total - plain.natural;

    await openRollPanel(page);
    const die = page.locator('[data-escalation-die]');
    expect(await die.inputValue()).toBe('0');
    await die.fill('3');
    const raised = await attackUntil(page, () => true);
    expect(raised.total - raised.natural).toBe(bonus + 3);
    expect((await lastRoll(page)).notes).toContain('escalation die +3');
    expect(await page.locator(`${CARD} [data-attack-result]`).textContent()).toContain(
      '+ 3 escalation die',
    );

    // Out of range: reported, and attacks keep the last good value.
    await die.fill('9');
    expect(await die.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-escalation-die-help]').textContent()).toContain(
      'whole number from 0 to 6',
    );
    const kept = await attackUntil(page, () => true);
    expect(kept.total - kept.natural).toBe(bonus + 3);

    await page.reload();
    await openRollPanel(page);
    expect(await page.locator('[data-escalation-die]').inputValue()).toBe('3');
  });

  it('ignores a stored escalation die out of range', async () => {
    const page = await suite.open('/powers/blade-of-thirteen/', {
      init: async (p) => {
        await p.addInitScript(() => sessionStorage.setItem('orcus:escalation', '9'));
      },
    });
    await openRollPanel(page);
    expect(await page.locator('[data-escalation-die]').inputValue()).toBe('0');
  });

  it('rolls saving throws that succeed on 11 or more', async () => {
    const page = await suite.open('/', withCharacter);
    await openRollPanel(page);
    const seen = new Set<string>();
    for (let n = 0; n < 40 && seen.size < 2; n++) {
      await page.locator('[data-saving-throw]').click();
      await expect.poll(async () => (await lastRoll(page)).kind).toBe('save');
      const save = await lastRoll(page);
      expect(save.outcome).toBe(save.total >= 11 ? 'success' : 'failure');
      seen.add(save.outcome!);
      await page.evaluate(() => sessionStorage.removeItem('orcus:rolls'));
    }
    expect([...seen].sort()).toEqual(['failure', 'success']);
  });
});

describe('hit or miss', () => {
  it('logs a miss and offers the Miss line’s damage, not the Hit’s', async () => {
    const page = await openPower();
    await page.locator(`${CARD} [data-attack-defense]`).fill('40');
    await attackUntil(page, (n) => n !== 20);
    expect((await lastRoll(page)).outcome).toBe('miss');
    expect(await page.locator(`${CARD} [data-damage-button]`).isHidden()).toBe(true);
    const miss = page.locator(`${CARD} [data-miss-damage-button]`);
    expect(await miss.isVisible()).toBe(true);
    await miss.click();
    const damage = page.locator(`${CARD} [data-damage-result]`);
    expect(await damage.getAttribute('data-on')).toBe('miss');
    const logged = await lastRoll(page);
    expect(logged.dice.map((die) => die.sides)).toEqual([4]);
    expect(logged.notes).toEqual(['miss']);

    await page.locator('[data-roll-log-toggle]').click();
    const entries = page.locator('[data-roll-log-list] > li');
    expect(await entries.nth(1).locator('[data-outcome]').textContent()).toBe('Miss');
  });

  it('logs a hit and offers only the Hit line’s damage', async () => {
    const page = await openPower();
    await page.locator(`${CARD} [data-attack-defense]`).fill('2');
    await attackUntil(page, (n) => n !== 1);
    expect((await lastRoll(page)).outcome).toBe('hit');
    expect(await page.locator(`${CARD} [data-damage-button]`).isVisible()).toBe(true);
    expect(await page.locator(`${CARD} [data-miss-damage-button]`).isHidden()).toBe(true);
    await page.locator('[data-roll-log-toggle]').click();
    expect(
      await page.locator('[data-roll-log-list] > li [data-outcome]').first().textContent(),
    ).toBe('Hit');
  });

  it('offers no damage after a miss when the power has no Miss damage', async () => {
    const page = await suite.open('/powers/plain-cut/', withCharacter);
    const card = 'article.power-card[data-power="plain-cut"]';
    await page.locator(`${card} [data-attack-defense]`).fill('40');
    for (let tries = 0; tries < 50; tries++) {
      await page.locator(`${card} [data-attack-button]`).click();
      if (
        (await page.locator(`${card} [data-attack-result]`).getAttribute('data-natural')) !== '20'
      )
        break;
    }
    expect((await lastRoll(page)).outcome).toBe('miss');
    expect(await page.locator(`${card} [data-damage-button]`).isHidden()).toBe(true);
    expect(await page.locator(`${card} [data-miss-damage-button]`).isHidden()).toBe(true);
  });

  it('logs no outcome when the defense is not given', async () => {
    const page = await openPower();
    await attackUntil(page, (n) => n !== 1 && n !== 20);
    const logged = await lastRoll(page);
    expect(logged.outcome).toBeUndefined();
    expect(logged.notes).toContain('vs AC');
  });
});
