/**
 * The page-type checks of the layout tests (layout-phone.test.ts,
 * layout-desktop.test.ts: one file per width, so the two run side by side): one
 * page of every type the site has, each loaded once and measured for
 * layout shift (PerformanceObserver, CLS ≤ 0.02), sideways scrolling, the
 * header (at most 100 px on a phone, every control in the window, none
 * overlapping), unique landmark names and axe (WCAG 2.2 A+AA and best
 * practices) in the light theme and, after switching the page's color scheme,
 * its colour rules in the dark one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AXE_TAGS,
  formatViolations,
  runAxe,
  settleCspReports,
  trackRequests,
  type useSite,
  watchCspViolations,
  WCAG22_TAGS,
} from './harness.ts';

type Suite = ReturnType<typeof useSite>;

/**
 * WCAG 2.2 A+AA and axe's best practices: every rule the other files' axe
 * checks run, so each page type is checked once for all of them.
 */
const TAGS = [...new Set([...WCAG22_TAGS, ...AXE_TAGS])];

/** One page of every type the site has. */
export const PAGES = {
  home: '/',
  'rules index': '/rules/',
  chapter: '/rules/combat/',
  'powers index': '/powers/',
  power: '/powers/grapple/',
  'deities index': '/deities/',
  deity: '/deities/luna/',
  'monsters index': '/monsters/',
  monster: '/monsters/bog-lantern/',
  'record family index': '/feats/',
  record: '/feats/brine-dancer/',
  search: '/search/',
  deck: '/deck/',
  encounter: '/encounter/',
  data: '/data/',
} as const;

/** The axe rules of {@link TAGS} whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The page's background colour and the box of every element (rounded CSS px; 0 × 0 when not rendered). */
function paint(page: Page): Promise<{ background: string; boxes: string[] }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    boxes: [...document.querySelectorAll('*')].map((element) => {
      const r = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    }),
  }));
}

/** What the measuring set-up of a tab follows, for the document it holds. */
interface Watched {
  /** Waits for its requests (harness.ts › trackRequests). */
  quiet: () => Promise<void>;
  /** Its CSP violations (harness.ts › watchCspViolations). */
  violations: string[];
  /** The Content-Security-Policy header its document was served with. */
  policy: string | undefined;
}

const watched = new WeakMap<Page, Watched>();

/** What {@link measure} keeps in each document it watches: its layout shifts so far. */
interface ShiftRecord {
  /** The layout shift's sum. */
  __cls: number;
  /** The elements each shift moved. */
  __shifts: string[];
  /** Adds the shifts already measured whose observer callback has not run yet. */
  __takeShifts(): void;
}

/**
 * Sets up a tab for measuring every document it loads: a layout-shift observer
 * installed before any script runs, its requests, its CSP violations and header.
 */
async function measure(page: Page): Promise<void> {
  const state: Watched = {
    quiet: trackRequests(page),
    violations: await watchCspViolations(page),
    policy: undefined,
  };
  watched.set(page, state);
  // Each document's own: the violations of the one before go when the next is committed.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) state.violations.splice(0);
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      state.policy = response.headers()['content-security-policy'];
  });
  await page.addInitScript(() => {
    const w = window as unknown as ShiftRecord;
    w.__cls = 0;
    w.__shifts = [];
    const add = (entries: PerformanceEntry[]) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push(
          (entry.sources ?? [])
            .map((s) => (s.node as Element | null)?.className || s.node?.nodeName)
            .join(' | '),
        );
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    w.__takeShifts = () => add(observer.takeRecords());
  });
}

/**
 * Loads `path` as a new document in the file's measuring tab (`useSite().visit`:
 * the page types are read, not changed, so one tab loads them all, each from
 * cleared storage) and waits until every request it made is done.
 */
async function openMeasured(suite: Suite, path: string, width: number): Promise<Measured> {
  const options = { width, height: width === 375 ? 740 : 800, init: measure };
  const page = await suite.visit(path, options);
  const state = watched.get(page)!;
  await state.quiet();
  return { page, violations: state.violations, policy: state.policy };
}

/** A page opened by {@link openMeasured}. */
interface Measured {
  page: Page;
  /** Its CSP violations so far (harness.ts › watchCspViolations). */
  violations: string[];
  /** The Content-Security-Policy header its document was served with. */
  policy: string | undefined;
}

/** Checks the header controls of `page` at `width`: all there, in the window, none overlapping. */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const boxes = await page
    .locator('.site-header :is(.brand, summary, input, button):visible')
    .evaluateAll((els) =>
      els
        .filter((el) => !el.closest('[hidden], .search-panel, .roll-log-panel, dialog'))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const name = el.textContent?.trim() || el.getAttribute('placeholder') || el.tagName;
          return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
    );
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  for (const [i, a] of boxes.entries()) {
    expect(a.left, a.name).toBeGreaterThanOrEqual(0);
    expect(a.right, a.name).toBeLessThanOrEqual(width);
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.left < b.right - 1 &&
        b.left < a.right - 1 &&
        a.top < b.bottom - 1 &&
        b.top < a.bottom - 1;
      expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
  const search = (await page.locator('#site-search-input').boundingBox())!;
  expect(search.width).toBeGreaterThanOrEqual(120);
}

/** The accessible names of the page's visible landmarks and sections (`role: name`). */
function landmarkNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav, [role=search], aside, [role=region], section')]
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const name = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : el.getAttribute('aria-label');
        return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${name?.trim() ?? ''}`;
      }),
  );
}

/** Registers the checks of every page type at `width` on `suite`'s site. */
export function describePageTypes(suite: Suite, width: 375 | 1280): void {
  // One load of each page type per width serves every check of that page: it is measured for
  // layout shift from its first paint until its requests have ended, its landmarks and axe
  // have been checked and two frames more have been rendered (every shift of that work is
  // then recorded, read at once, not when the observer's callback comes); then axe runs again
  // with the system's scheme switched to dark.
  describe('every page type, stable, named and accessible (axe-core, WCAG 2.2 A+AA, best practices)', () => {
    it.each(Object.entries(PAGES))(
      `%s at ${width} px: layout shift ≤ 0.02, no sideways scroll, phone header ≤ 100 px, unique landmark names, no axe violation in the light and dark themes, no CSP violation`,
      async (_, path) => {
        const { page, violations: refused, policy } = await openMeasured(suite, path, width);
        // Served under the site's Content-Security-Policy, its scripts ran: the inline one
        // before first paint (the `js` class) and the modules (the roll log button they reveal).
        expect(policy, 'Content-Security-Policy').toContain("frame-ancestors 'none'");
        expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(
          true,
        );
        await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
        const { header, scrollWidth } = await page.evaluate(() => ({
          header: document.querySelector('.site-header')!.getBoundingClientRect().height,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
        if (width === 375) expect(header).toBeLessThanOrEqual(100);
        // every header control fits, none overlaps another, the search box stays usable
        await expectHeaderFits(page, width);

        const names = await landmarkNames(page);
        expect(new Set(names).size, `landmarks: ${names.join('; ')}`).toBe(names.length);

        const lightViolations = await runAxe(page, { tags: TAGS });
        expect(lightViolations, `light theme: ${formatViolations(lightViolations)}`).toEqual([]);

        await page.evaluate(
          () =>
            new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered))),
        );
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as ShiftRecord;
          w.__takeShifts();
          return { cls: w.__cls, shifts: w.__shifts };
        });
        expect(cls, `shifted: ${shifts.join(', ')}`).toBeLessThanOrEqual(0.02);

        // The dark theme on the same page: it is CSS alone (light-dark() and
        // prefers-color-scheme follow the system's scheme; no script reads it), so
        // switching the emulated scheme renders what a dark load renders. It changes
        // colours only (every element keeps its box, checked here), so of the axe rules
        // only those that read colours can find something the light run did not.
        const light = await paint(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        const dark = await paint(page);
        expect(dark.background, 'the dark theme’s background').not.toBe(light.background);
        expect(dark.boxes, 'element boxes in the dark theme').toEqual(light.boxes);
        const violations = await runAxe(page, { rules: COLOUR_RULES });
        expect(violations, `dark theme: ${formatViolations(violations)}`).toEqual([]);

        await settleCspReports(page);
        expect(refused, 'CSP violations').toEqual([]);
      },
      60_000,
    );
  });
}
