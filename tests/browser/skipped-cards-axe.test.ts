/**
 * The long chapters of the generated library (tests/browser/library-site.ts),
 * checked by axe as Lighthouse checks them: on load, without scrolling, while
 * the cards and section bodies far below are skipped (`content-visibility:
 * auto`, src/styles/heavy-cards.css). A skipped box is only as tall as the
 * height it holds, and the contents a checker measures lie past its end, over
 * the next card's coloured head, where no reader sees them; the boxes clip
 * them in a form axe reads, so it finds neither a contrast failure nor a
 * crowded target there. One load per chapter serves both rules.
 *
 * axe measures the box of every element of the document, whatever part it
 * checks (the grid its contrast and target-size rules look up neighbours
 * in), and a skipped card's contents are laid out to be measured: a whole
 * chapter (18,000–23,000 elements) took axe 8–18 s of a page whatever the
 * sample. So the chapter after the sample is removed first, but for the card
 * that follows its last one (the coloured head its overflow would lie over):
 * removing what comes after moves nothing above it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const { visit } = useSite(LIBRARY_SITE);

/** The chapters of hundreds of power cards and stat blocks. */
const CHAPTERS = ['/rules/disciplines/', '/rules/bestiary/'] as const;

/**
 * How many of the first skipped cards axe checks: before the fix (the boxes'
 * `overflow` visible again), both chapters have findings of both rules among
 * their first 20 skipped cards at 375 px (the phone width, one rule for all
 * widths), the bestiary's contrast on its 9th and 19th.
 */
const SAMPLE = 20;

/** The axe rules a skipped box's overflowing contents made fail. */
const RULES = ['color-contrast', 'target-size'] as const;

describe('a long chapter of skipped cards', () => {
  it.each(CHAPTERS)(
    '%s at 375 px: no contrast or target-size violation while the cards below are skipped',
    async (path) => {
      const page = await visit(path, { width: 375, height: 740 });
      const skipped = await page.evaluate(
        (sample) =>
          [...document.querySelectorAll('.prose-flow :is(.power-card, .stat-block)')]
            .filter(
              (card) =>
                !card.querySelector('header')!.checkVisibility({ contentVisibilityAuto: true }),
            )
            .slice(0, sample)
            .map((card) => `#${CSS.escape(card.id)}`),
        SAMPLE,
      );
      expect(skipped, 'cards skipped off screen').toHaveLength(SAMPLE);
      const removed = await page.evaluate((last) => {
        const cards = [...document.querySelectorAll('.prose-flow :is(.power-card, .stat-block)')];
        const kept = cards[cards.indexOf(document.querySelector(last)!) + 1];
        const flow = document.querySelector('.prose-flow')!;
        let count = 0;
        for (let node = kept ?? null; node && node !== flow; node = node.parentElement)
          for (; node.nextElementSibling; count++) node.nextElementSibling.remove();
        return count;
      }, skipped.at(-1)!);
      expect(removed, 'the rest of the chapter, removed').toBeGreaterThan(0);
      const violations = await runAxe(page, { rules: RULES, include: skipped });
      expect(violations, formatViolations(violations)).toEqual([]);
    },
    120_000,
  );
});
