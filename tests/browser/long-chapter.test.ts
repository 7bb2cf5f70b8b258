/**
 * The generated library's longest rules chapter (tests/browser/library-site.ts)
 * lays out only the sections near the viewport: each long section's body is a
 * `div.section-body` the browser skips while it is off screen
 * (src/styles/heavy-cards.css). A reader loses nothing by it: an anchor lands
 * on its heading and the contents mark it, and printing lays out every section.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from './harness.ts';
import { LIBRARY_SITE, librarySite } from './library-site.ts';

beforeAll(() => librarySite(), 1_200_000);
// The chapter as it first loads is read by every test from one page (`shared`); the anchor's
// landing needs a load of its own.
const { open, shared } = useSite(LIBRARY_SITE);

/** The longest chapter of the generated library: a chapter of stat blocks. */
const CHAPTER = '/rules/bestiary/';

describe('a long chapter', () => {
  it('skips the long section bodies far below the first screen, each after its heading', async () => {
    const page = await shared(CHAPTER);
    const bodies = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.prose-flow .section-body')].map((body) => ({
        after: body.previousElementSibling?.tagName ?? '',
        style: getComputedStyle(body).contentVisibility,
        rendered: body.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
    expect(bodies.length).toBeGreaterThan(10);
    expect(bodies.every((body) => /^H[2-6]$/.test(body.after))).toBe(true);
    expect(bodies.every((body) => body.style === 'auto')).toBe(true);
    expect(bodies.at(-1)!.rendered).toBe(false);
  });

  it('lands an anchor to a late section on its heading, its body rendered and marked in the contents', async () => {
    const page = await shared(CHAPTER);
    const id = await page.evaluate(
      () =>
        [...document.querySelectorAll('.prose-flow .section-body')].at(-1)!.previousElementSibling!
          .id,
    );
    const target = await open(`${CHAPTER}#${id}`);
    await expect
      .poll(() =>
        target.evaluate(
          (id) =>
            document.querySelector(`[data-toc] a[href="#${id}"]`)?.getAttribute('aria-current'),
          id,
        ),
      )
      .toBe('location');
    const landed = await target.evaluate((id) => {
      const heading = document.getElementById(id)!;
      const body = heading.nextElementSibling!;
      return {
        top: heading.getBoundingClientRect().top / innerHeight,
        rendered: body.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      };
    }, id);
    expect(landed.top).toBeGreaterThanOrEqual(0);
    expect(landed.top).toBeLessThan(0.2);
    expect(landed.rendered).toBe(true);
  });

  it('lays out every section in print', async () => {
    const page = await shared(CHAPTER);
    await page.emulateMedia({ media: 'print' });
    try {
      const skipped = await page.evaluate(
        () =>
          [...document.querySelectorAll('.section-body')].filter(
            (body) => getComputedStyle(body).contentVisibility !== 'visible',
          ).length,
      );
      expect(skipped).toBe(0);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
