/**
 * A trap's damage rolls on the generated library's site (tests/browser/library-site.ts),
 * as a power card's does: its Hit line's dice mark becomes a dice widget, and
 * pressing it shows the roll of that formula.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage, texts } from './built-html.ts';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const { open } = useSite(LIBRARY_SITE);

describe('trap page (dice widgets)', () => {
  it("rolls a trap's Hit damage from its widget", async () => {
    const path = '/traps/brisk-needle/';
    const hit = all(builtPage(LIBRARY_SITE, path), 'main article .record-field').find((field) =>
      texts(field, 'strong').includes('Hit:'),
    );
    const formula = hit && attribute(all(hit, '.dice[data-dice]')[0]!, 'data-dice');
    expect(formula).toBeTruthy();

    const page = await open(path);
    const button = page
      .locator('main article .record-field', { hasText: /^Hit:/ })
      .locator('.dice[data-dice] button.dice-roll')
      .first();
    await button.waitFor();
    await button.click();
    const box = page.locator('#dice-result');
    await box.waitFor({ state: 'visible' });
    expect(await page.locator('#dice-result .dice-result-formula').textContent()).toBe(formula);
    expect(
      Number(await page.locator('#dice-result .dice-result-total').textContent()),
    ).toBeGreaterThan(0);
  });
});
