/**
 * The attack rollers of the generated library's longest chapter (a chapter of
 * stat blocks, tests/browser/library-site.ts): the HTML carries each roller's
 * data only, and the browser builds its controls (src/client/roller-controls.ts)
 * near the viewport, next to keyboard focus or when idle
 * (src/client/build-soon.ts). A reader finds them as before: by scrolling, by
 * keyboard in order, with the same names, in a box whose room was kept, and
 * nothing of them without scripts or on paper.
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

/** The longest chapter of the generated library: a chapter of stat blocks. */
const CHAPTER = '/rules/bestiary/';
/** The chapter's stat blocks. */
const BLOCKS = '.prose-flow article.stat-block';
/** The stat blocks, their roller boxes and their names, for ./roller-checks.ts. */
const ENTRIES: RollerEntries = {
  entries: BLOCKS,
  box: '[data-monster-roller]',
  name: '.stat-name',
};

/** What a reader hears for each roller control of the block, in order, from its boxes' data. */
function expectedControls(page: Page, block: number): Promise<string[]> {
  return page
    .locator(BLOCKS)
    .nth(block)
    .evaluate((article) =>
      [...article.querySelectorAll<HTMLElement>('[data-monster-roller]')].flatMap((box) => {
        const { name, bonus, defense, recharge } = box.dataset;
        return [
          ...(bonus === undefined ? [] : [`Target’s ${defense}`, `Attack: ${name}`]),
          ...(recharge ? [`Recharge roll (${recharge.split(',').join(', ')}) : ${name}`] : []),
        ];
      }),
    );
}

describe('the rollers of a long chapter', () => {
  it('are not in the HTML: each box carries its entry’s data only', () => {
    const html = readFileSync(join(LIBRARY_SITE, CHAPTER, 'index.html'), 'utf8');
    expect(html.match(/data-monster-roller/g)?.length).toBeGreaterThan(500);
    expect(html).not.toContain('data-monster-attack');
    expect(html).not.toContain('data-target-defense');
    expect(html).not.toContain('data-monster-output');
  });

  it('appear on a late stat block scrolled to, with their accessible names and live output', async () => {
    const page = await visit(CHAPTER);
    const block = page.locator(BLOCKS).last();
    await block.scrollIntoViewIfNeeded();
    const box = block.locator('[data-monster-roller][data-bonus]').first();
    const { name, defense } = await box.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
    // "Attack: Ward Sundering" (Playwright's name puts a space before the visually hidden part).
    const said = new RegExp(`^Attack ?: ${name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const attack = box.getByRole('button', { name: said });
    await attack.waitFor({ state: 'visible' });
    expect(await box.getByRole('spinbutton', { name: `Target’s ${defense}` }).isVisible()).toBe(
      true,
    );
    expect(await box.locator('[data-monster-output]').getAttribute('aria-live')).toBe('polite');
    // Roll damage shows only after a hit, as before.
    expect(await box.locator('[data-monster-damage]').isHidden()).toBe(true);
  });

  it('are reached by keyboard in order, tabbing into a stat block far down the chapter', async () => {
    const page = await visit(CHAPTER);
    const index = (await page.locator(BLOCKS).count()) - 20;
    const expected = await expectedControls(page, index);
    expect(expected.length).toBeGreaterThan(1);
    // Start on the last control of the block before it, then Tab through the block.
    await page
      .locator(BLOCKS)
      .nth(index - 1)
      .locator('[data-encounter-link]')
      .focus();
    const heard = await tabThroughEntry(page, ENTRIES, index);
    expect(heard.filter((said) => !said.startsWith('other: '))).toEqual(expected);
    // Tabbed through the whole block: its "Add to encounter" comes after the rollers.
    const add = heard.findIndex((said) => said.startsWith('other: Add to encounter'));
    expect(add).toBeGreaterThan(heard.lastIndexOf(expected.at(-1)!));
  });

  for (const width of [1280, 375]) {
    it(`keep every stat block's height while their controls are built, at ${width} px`, async () => {
      const page = await visit(CHAPTER, { width });
      const { rollers, moved } = await heightsWhileBuilt(page, ENTRIES);
      expect(rollers).toBeGreaterThan(100);
      expect(moved).toEqual([]);
    });
  }

  it('show nothing without JavaScript, no empty box, and nothing in print', async () => {
    const still = await open(CHAPTER, { javaScriptEnabled: false });
    expect(await still.locator('[data-monster-roller]').count()).toBeGreaterThan(500);
    expect(await visibleBoxes(still, ENTRIES)).toBe(0);
    const page = await visit(CHAPTER);
    const block = page.locator(BLOCKS).first();
    await block.scrollIntoViewIfNeeded();
    await block.locator('[data-monster-attack]').first().waitFor({ state: 'visible' });
    await page.emulateMedia({ media: 'print' });
    expect(await visibleBoxes(page, ENTRIES)).toBe(0);
  });
});
