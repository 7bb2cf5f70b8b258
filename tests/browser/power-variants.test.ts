// Power cards for the block variants of the full books (tests/browser/fixtures/power-variants,
// built with content/ into the shared fixture site): sub-attack lines indented under their attack,
// boosts with their levels, the two-line header, origin words outside the six, a header
// without a level, and the attack bonus from the best ability the character has, for the
// power's attack and its sub-attacks.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { all, builtPage, one, textOf } from './built-html.ts';
import { META_SEPARATOR } from '../../src/site/render/power-card.ts';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { useSite, withStoredCharacter } from './harness.ts';

// The shared fixture site (tests/browser/fixture-site.ts) holds this fixture with content/.
beforeAll(async () => void (await sharedFixtureSite()), 180_000);

const suite = useSite(SHARED_SITE);
const card = (id: string) => `article.power-card[data-power="${id}"]`;

/** A level-4 character with Str 12 and Dex 16, stored before the page loads. */
const nimble = withStoredCharacter({
  level: 4,
  scores: { str: 12, con: 10, dex: 16, int: 10, wis: 10, cha: 10 },
  weaponDie: 'd8',
  proficiency: 3,
  enhancement: 0,
});

/** The left edge of each line's label in a card, by the line's label text. */
async function labelEdges(page: Page, id: string): Promise<[string, number][]> {
  return page
    .locator(`${card(id)} .power-line > dt`)
    .evaluateAll((items) =>
      items.map((dt) => [dt.textContent?.trim() ?? '', dt.getBoundingClientRect().left]),
    );
}

describe('power cards of the books’ variants', () => {
  it('indents sub-attack lines under their attack at 1280 and 375 px', async () => {
    // One load, then the window narrowed: the card lays out by CSS alone at either width.
    const page = await suite.visit('/rules/power-variants/', { width: 1280 });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const edges = await labelEdges(page, 'chain-lightning-step');
      expect(edges.map(([label]) => label)).toEqual([
        'Attack',
        'Hit',
        'Secondary Attack',
        'Hit',
        'Miss',
        'Miss',
        'Effect',
      ]);
      const left = edges.map(([, x]) => x);
      expect(left[3], `${width} px`).toBeGreaterThan(left[2]! + 8);
      expect(left[4], `${width} px`).toBe(left[3]);
      expect(left[5], `${width} px`).toBe(left[0]);
      expect(left[2], `${width} px`).toBe(left[0]);
      // To look at (KEEP_SCREENSHOTS=dir): a full-page screenshot costs more than the checks.
      if (process.env['KEEP_SCREENSHOTS'])
        await page.screenshot({
          path: join(process.env['KEEP_SCREENSHOTS'], `variants-${width}.png`),
          fullPage: true,
        });
    }
  });

  // Facts of the served markup, read from the built pages (built-html.ts).
  it('shows boosts with their levels', () => {
    const page = builtPage(SHARED_SITE, 'powers/emberglass-focus');
    expect(all(page, `${card('emberglass-focus')} .line-boost > dt`).map(textOf)).toEqual([
      'Boost Level 17',
      'Boost Level 15',
    ]);
  });

  it('shows the two-line header’s descriptor, the origin words and a compound label', () => {
    const vigil = one(builtPage(SHARED_SITE, 'powers/vigil-stride'), card('vigil-stride'));
    expect(textOf(one(vigil, '.power-meta')).split(META_SEPARATOR)).toEqual([
      'At-Will',
      'Warden Utility Feature',
      'Immediate Action',
    ]);
    expect(textOf(one(vigil, '.power-origin b'))).toBe('Self and allies');
    expect(all(vigil, '.tag').map(textOf)).toEqual(['Divine', 'Healing']);
    expect(textOf(one(vigil, '.line-special > dt'))).toBe('Special—Augment');
  });

  it('attacks with the best listed ability the character has, and asks how many targets', async () => {
    const page = await suite.open('/powers/brute-or-blade/', nimble);
    const brute = card('brute-or-blade');
    expect(
      (await page.locator(`${brute} .power-meta`).textContent())?.split(META_SEPARATOR),
    ).toEqual(['Encounter', 'Attack', 'Standard Action']);
    await expect
      .poll(() => page.locator(`${brute} .resolved-attack`).textContent())
      .toBe('+9 vs Fortitude or Reflex');
    expect(await page.locator(`${brute} .resolved-breakdown`).textContent()).toBe(
      'Dexterity modifier +3, half level +2, power bonus +1, proficiency +3',
    );
    expect(await page.locator(`${brute} [data-attack-targets]`).count()).toBe(1);
  });

  it('resolves a sub-attack’s own attack line beside the power’s', async () => {
    const page = await suite.open('/rules/power-variants/', nimble);
    const chain = card('chain-lightning-step');
    const resolved = page.locator(`${chain} .resolved-attack`);
    await expect.poll(() => resolved.count()).toBe(2);
    expect(await page.locator(`${chain} .line-attack .resolved-attack`).textContent()).toBe(
      '+2 vs Reflex',
    );
    expect(
      await page.locator(`${chain} .line-secondary-attack .resolved-attack`).textContent(),
    ).toBe('+2 vs Reflex');
  });
});
