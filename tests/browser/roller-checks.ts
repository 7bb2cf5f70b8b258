/**
 * Checks shared by the tests of the attack rollers the browser builds on a long
 * chapter (src/client/roller-controls.ts): stat blocks' and power cards' alike,
 * a reader tabs through an entry and hears its controls in order, and an entry
 * keeps its height while its controls are built.
 */
import type { Page } from 'playwright-core';
import { AT_ONCE } from '../../src/client/build-soon.ts';
import { BUILT_ATTRIBUTE } from '../../src/client/roller-controls.ts';

/** The entries of a chapter whose rollers a check reads. */
export interface RollerEntries {
  /** The chapter's entries (`.prose-flow article.stat-block`). */
  entries: string;
  /** An entry's roller boxes (`[data-monster-roller]`). */
  box: string;
  /** An entry's name, to report it by (`.stat-name`). */
  name: string;
}

/** How many of the page's roller boxes are shown (none without scripts, none in print). */
export function visibleBoxes(page: Page, { box }: RollerEntries): Promise<number> {
  return page
    .locator(box)
    .evaluateAll((boxes) => boxes.filter((one) => one.checkVisibility()).length);
}

/**
 * Tabs from the focused element into the entry at `index` and through it, and
 * returns what each control there says, in order: a roller control's words
 * (an input's label), any other control's as `other: …`.
 */
export async function tabThroughEntry(
  page: Page,
  { entries, box }: RollerEntries,
  index: number,
): Promise<string[]> {
  const heard: string[] = [];
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab');
    const at = await page
      .locator(entries)
      .nth(index)
      .evaluate((entry, box) => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || !entry.contains(active)) return null;
        const said = active.matches('input')
          ? active.closest('label')!.firstChild!.textContent!.trim()
          : active.textContent!.trim();
        return { said, roller: active.closest(box) !== null };
      }, box);
    if (!at) {
      if (heard.length > 0) break;
      continue;
    }
    heard.push(at.roller ? at.said : `other: ${at.said}`);
  }
  return heard;
}

/**
 * Puts each entry of the page as served (its roller boxes empty) in place of
 * the built one, measures it, and measures it again once its controls are
 * built (up to 2 s: a busy machine may take a few frames). Returns how many
 * entries have a roller and, for each that was not empty when it joined, was
 * not built, or changed height by more than half a pixel, its name and
 * heights. Starts once the page has built its first roller: a copy that joins
 * while the controls' script still loads waits, like the page's own entries,
 * for the viewport. The copies join {@link AT_ONCE} at a time, as many parts as
 * the page builds at once of those that join together (src/client/build-soon.ts;
 * an entry's rollers are one part: a stat block's, or a power card's one box),
 * so each is built in the microtasks after it joins, wherever it is, with a
 * quarter of the style and layout passes of one at a time.
 */
export async function heightsWhileBuilt(
  page: Page,
  entries: RollerEntries,
): Promise<{ rollers: number; moved: string[] }> {
  await page.locator(`[${BUILT_ATTRIBUTE}]`).first().waitFor({ state: 'attached' });
  return page.evaluate(
    async ({ entries, box, name, together }) => {
      const served = new DOMParser().parseFromString(
        await (await fetch(location.href)).text(),
        'text/html',
      );
      const copies = [...served.querySelectorAll<HTMLElement>(entries)];
      const live = [...document.querySelectorAll<HTMLElement>(entries)];
      const withRollers = [...live.keys()].filter((n) => copies[n]!.querySelector(box));
      const moved: string[] = [];
      for (let at = 0; at < withRollers.length; at += together) {
        const joined = withRollers.slice(at, at + together).map((n) => {
          const copy = document.importNode(copies[n]!, true);
          copy.style.contentVisibility = 'visible';
          live[n]!.replaceWith(copy);
          return copy;
        });
        const measured = joined.map((copy) => {
          const boxes = [...copy.querySelectorAll(box)];
          return {
            copy,
            boxes,
            before: copy.getBoundingClientRect().height,
            empty: boxes.every((one) => one.childElementCount === 0),
          };
        });
        const built = (boxes: Element[]) => boxes.every((one) => one.childElementCount > 0);
        const allBuilt = () => measured.every(({ boxes }) => built(boxes));
        // Built in the microtasks after they join; a busy machine may take a few frames.
        for (let waited = 0; waited < 2000 && !allBuilt(); waited += 16)
          await new Promise((resolve) => setTimeout(resolve, waited === 0 ? 0 : 16));
        for (const { copy, boxes, before, empty } of measured) {
          const after = copy.getBoundingClientRect().height;
          if (!empty || !built(boxes) || Math.abs(after - before) > 0.5)
            moved.push(
              `${copy.querySelector(name)!.textContent}: ${before} → ${after}` +
                (empty ? '' : ' (not empty when it joined)') +
                (built(boxes) ? '' : ' (not built)'),
            );
        }
      }
      return { rollers: withRollers.length, moved };
    },
    { ...entries, together: AT_ONCE },
  );
}
