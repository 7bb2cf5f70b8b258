// Power cards for the block variants of the full books (tests/browser/fixtures/power-variants,
// built with content/ into the shared fixture site): sub-attack lines indented under their attack,
// boosts with their levels, the two-line header, origin words outside the six, a header
// without a level, and the attack bonus from the best ability the character has, for the
// power's attack and its sub-attacks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_SITE, sharedFixtureSite } from './fixture-site.ts';
import { useSite, withStoredCharacter } from './harness.ts';

// The shared fixture site (tests/browser/fixture-site.ts) holds this fixture with content/.
beforeAll(async () => void (await sharedFixtureSite()), 180_000);

const tmp = mkdtempSync(join(tmpdir(), 'orcus-power-variants-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

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
  for (const width of [1280, 375]) {
    it(`indents sub-attack lines under their attack at ${width} px`, async () => {
      const page = await suite.open('/rules/power-variants/', { width });
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
      expect(left[3]).toBeGreaterThan(left[2]! + 8);
      expect(left[4]).toBe(left[3]);
      expect(left[5]).toBe(left[0]);
      expect(left[2]).toBe(left[0]);
      await page.screenshot({
        path: join(tmp, `variants-${width}.png`),
        fullPage: true,
      });
      if (process.env['KEEP_SCREENSHOTS'])
        await page.screenshot({
          path: join(process.env['KEEP_SCREENSHOTS'], `variants-${width}.png`),
          fullPage: true,
        });
    });
  }

  it('shows boosts with their levels', async () => {
    const page = await suite.open('/powers/emberglass-focus/');
    const labels = await page
      .locator(`${card('emberglass-focus')} .line-boost > dt`)
      .allTextContents();
    expect(labels).toEqual(['Boost Level 17', 'Boost Level 15']);
  });

  it('shows the two-line header’s descriptor, the origin words and a compound label', async () => {
    const page = await suite.open('/powers/vigil-stride/');
    const vigil = page.locator(card('vigil-stride'));
    expect(await vigil.locator('.power-meta span').allTextContents()).toEqual([
      'At-Will',
      'Warden Utility Feature',
      'Immediate Action',
    ]);
    expect(await vigil.locator('.power-origin b').textContent()).toBe('Self and allies');
    expect(await vigil.locator('.tag').allTextContents()).toEqual(['Divine', 'Healing']);
    expect(await vigil.locator('.line-special > dt').textContent()).toBe('Special—Augment');
  });

  it('attacks with the best listed ability the character has, and asks how many targets', async () => {
    const page = await suite.open('/powers/brute-or-blade/', nimble);
    const brute = card('brute-or-blade');
    expect(await page.locator(`${brute} .power-meta span`).allTextContents()).toEqual([
      'Encounter',
      'Attack',
      'Standard Action',
    ]);
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
