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

beforeAll(() => librarySite(), 1_200_000);
const { open } = useSite(LIBRARY_SITE);

/** The generated library's longest chapter of power cards. */
const CHAPTER = '/rules/disciplines/';
/** The chapter's power cards. */
const CARDS = '.prose-flow article.power-card';

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
    const page = await open(CHAPTER);
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
    const page = await open(CHAPTER);
    const withRollers = await cardsWithRollers(page);
    const index = withRollers.at(-20)!;
    const expected = await expectedControls(page, index);
    // Start on the name of the card before it, then Tab through the card.
    await page
      .locator(CARDS)
      .nth(index - 1)
      .locator('.power-name a')
      .focus();
    const heard: string[] = [];
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab');
      const at = await page
        .locator(CARDS)
        .nth(index)
        .evaluate((article) => {
          const active = document.activeElement as HTMLElement | null;
          if (!active || !article.contains(active)) return null;
          const said = active.matches('input')
            ? active.closest('label')!.firstChild!.textContent!.trim()
            : active.textContent!.trim();
          return { said, roller: active.closest('[data-attack-roller]') !== null };
        });
      if (!at) {
        if (heard.length > 0) break;
        continue;
      }
      if (at.roller) heard.push(at.said);
    }
    expect(heard).toEqual(expected);
  });

  for (const width of [1280, 375]) {
    it(`keep every card's height while its controls are built, at ${width} px`, async () => {
      const page = await open(CHAPTER, { width });
      const changed = await page.evaluate(async (selector) => {
        // Each card as served (its roller empty) put in place of the built one, measured,
        // then measured again once its controls are built.
        const served = new DOMParser().parseFromString(
          await (await fetch(location.href)).text(),
          'text/html',
        );
        const copies = [...served.querySelectorAll<HTMLElement>(selector)];
        const live = [...document.querySelectorAll<HTMLElement>(selector)];
        const moved: string[] = [];
        let rollers = 0;
        for (const [n, card] of live.entries()) {
          const copy = document.importNode(copies[n]!, true);
          copy.style.contentVisibility = 'visible';
          card.replaceWith(copy);
          const box = copy.querySelector('[data-attack-roller]');
          if (!box) continue;
          rollers++;
          const before = copy.getBoundingClientRect().height;
          const empty = box.childElementCount === 0;
          // Built right after it joins the page; a busy machine may take a few frames.
          for (
            let waited = 0;
            waited < 2000 && !box.querySelector('[data-attack-button]');
            waited += 16
          )
            await new Promise((resolve) => setTimeout(resolve, 16));
          const after = copy.getBoundingClientRect().height;
          const built = box.querySelector('[data-attack-button]') !== null;
          if (!empty || !built || Math.abs(after - before) > 0.5)
            moved.push(`${copy.querySelector('.power-name')!.textContent}: ${before} → ${after}`);
        }
        return { rollers, moved };
      }, CARDS);
      expect(changed.rollers).toBeGreaterThan(100);
      expect(changed.moved).toEqual([]);
    });
  }

  it('show nothing without JavaScript, no empty box, and nothing in print', async () => {
    const visible = (page: Page) =>
      page
        .locator('[data-attack-roller]')
        .evaluateAll((boxes) => boxes.filter((box) => box.checkVisibility()).length);
    const still = await open(CHAPTER, { javaScriptEnabled: false });
    expect(await still.locator('[data-attack-roller]').count()).toBeGreaterThan(100);
    expect(await visible(still)).toBe(0);
    const page = await open(CHAPTER);
    const card = page
      .locator(CARDS)
      .filter({ has: page.locator('[data-attack-roller]') })
      .first();
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-attack-button]').waitFor({ state: 'visible' });
    await page.emulateMedia({ media: 'print' });
    expect(await visible(page)).toBe(0);
  });
});
