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

beforeAll(() => librarySite(), 1_200_000);
const { open } = useSite(LIBRARY_SITE);

/** The longest chapter of the generated library: a chapter of stat blocks. */
const CHAPTER = '/rules/bestiary/';
/** The chapter's stat blocks. */
const BLOCKS = '.prose-flow article.stat-block';

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
    const page = await open(CHAPTER);
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
    const page = await open(CHAPTER);
    const index = (await page.locator(BLOCKS).count()) - 20;
    const expected = await expectedControls(page, index);
    expect(expected.length).toBeGreaterThan(1);
    // Start on the last control of the block before it, then Tab through the block.
    await page
      .locator(BLOCKS)
      .nth(index - 1)
      .locator('[data-encounter-link]')
      .focus();
    const heard: string[] = [];
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab');
      const at = await page
        .locator(BLOCKS)
        .nth(index)
        .evaluate((article) => {
          const active = document.activeElement as HTMLElement | null;
          if (!active || !article.contains(active)) return null;
          const said = active.matches('input')
            ? active.closest('label')!.firstChild!.textContent!.trim()
            : active.textContent!.trim();
          return { said, roller: active.closest('[data-monster-roller]') !== null };
        });
      if (!at) {
        if (heard.length > 0) break;
        continue;
      }
      heard.push(at.roller ? at.said : `other: ${at.said}`);
    }
    expect(heard.filter((said) => !said.startsWith('other: '))).toEqual(expected);
    // Tabbed through the whole block: its "Add to encounter" comes after the rollers.
    const add = heard.findIndex((said) => said.startsWith('other: Add to encounter'));
    expect(add).toBeGreaterThan(heard.lastIndexOf(expected.at(-1)!));
  });

  for (const width of [1280, 375]) {
    it(`keep every stat block's height while their controls are built, at ${width} px`, async () => {
      const page = await open(CHAPTER, { width });
      const changed = await page.evaluate(async (selector) => {
        // Each block as served (its rollers empty) put in place of the built one, measured,
        // then measured again once its controls are built.
        const served = new DOMParser().parseFromString(
          await (await fetch(location.href)).text(),
          'text/html',
        );
        const copies = [...served.querySelectorAll<HTMLElement>(selector)];
        const live = [...document.querySelectorAll<HTMLElement>(selector)];
        const moved: string[] = [];
        for (const [n, block] of live.entries()) {
          const copy = document.importNode(copies[n]!, true);
          copy.style.contentVisibility = 'visible';
          block.replaceWith(copy);
          const boxes = copy.querySelectorAll('[data-monster-roller]');
          const before = copy.getBoundingClientRect().height;
          const empty = [...boxes].every((box) => box.childElementCount === 0);
          // Built right after it joins the page; a busy machine may take a few frames.
          for (
            let waited = 0;
            waited < 2000 &&
            boxes.length > 0 &&
            !copy.querySelector('[data-monster-roller] button');
            waited += 16
          )
            await new Promise((resolve) => setTimeout(resolve, 16));
          const after = copy.getBoundingClientRect().height;
          const built = copy.querySelectorAll('[data-monster-roller] button').length > 0;
          if (!empty || (boxes.length > 0 && !built) || Math.abs(after - before) > 0.5)
            moved.push(`${copy.querySelector('.stat-name')!.textContent}: ${before} → ${after}`);
        }
        return { blocks: live.length, moved };
      }, BLOCKS);
      expect(changed.blocks).toBeGreaterThan(100);
      expect(changed.moved).toEqual([]);
    });
  }

  it('show nothing without JavaScript, no empty box, and nothing in print', async () => {
    const visible = (page: Page) =>
      page
        .locator('[data-monster-roller]')
        .evaluateAll((boxes) => boxes.filter((box) => box.checkVisibility()).length);
    const still = await open(CHAPTER, { javaScriptEnabled: false });
    expect(await still.locator('[data-monster-roller]').count()).toBeGreaterThan(500);
    expect(await visible(still)).toBe(0);
    const page = await open(CHAPTER);
    const block = page.locator(BLOCKS).first();
    await block.scrollIntoViewIfNeeded();
    await block.locator('[data-monster-attack]').first().waitFor({ state: 'visible' });
    await page.emulateMedia({ media: 'print' });
    expect(await visible(page)).toBe(0);
  });
});
