/**
 * The long chapters of the generated library (tests/browser/library-site.ts),
 * checked by axe as Lighthouse checks them: on load, without scrolling, while
 * the cards and section bodies far below are skipped (`content-visibility:
 * auto`, src/styles/heavy-cards.css). A skipped box is only as tall as the
 * height it holds, and the contents a checker measures lie past its end, over
 * the next card's coloured head, where no reader sees them; the boxes clip
 * them in a form axe reads, so it finds neither a contrast failure nor a
 * crowded target there. One load per chapter serves both rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe, useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
const { open } = useSite(LIBRARY_SITE);

/** The chapters of hundreds of power cards and stat blocks. */
const CHAPTERS = ['/rules/disciplines/', '/rules/bestiary/'] as const;

/**
 * How many of the first skipped cards axe checks: a whole chapter took axe
 * 16–21 s a page; before the fix, both chapters had findings among their
 * first 80 skipped cards, at 375 px (the phone width, one rule for all widths)
 * as at 1280.
 */
const SAMPLE = 80;

/** The axe rules a skipped box's overflowing contents made fail. */
const RULES = ['color-contrast', 'target-size'] as const;

describe('a long chapter of skipped cards', () => {
  it.each(CHAPTERS)(
    '%s at 375 px: no contrast or target-size violation while the cards below are skipped',
    async (path) => {
      const page = await open(path, { width: 375, height: 740 });
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
      const violations = await runAxe(page, { rules: RULES, include: skipped });
      expect(violations, formatViolations(violations)).toEqual([]);
    },
    120_000,
  );
});
