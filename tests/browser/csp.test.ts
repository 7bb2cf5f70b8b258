/**
 * The built site under its Content-Security-Policy (each page's own, in its
 * head, and the server's `frame-ancestors` header): pages run their
 * own scripts (a stored theme before first paint, dice, a shared deck, search
 * with Pagefind's WebAssembly, the playground's compile worker, the 404 page)
 * with no violation reported, and an image from another host is blocked. Every
 * page type is loaded under the policy, with no violation and its scripts run,
 * by the layout checks too (tests/browser/layout-checks.ts, at both widths): the
 * pages here are those whose scripts do more than a load shows. "No violation"
 * is read once a violation the page is made to report last has arrived
 * (harness.ts › settleCspReports), so none can still be on its way.
 */
import { describe, expect, it } from 'vitest';
import {
  closePage,
  newPage,
  settleCspReports,
  trackRequests,
  useSite,
  watchCspViolations,
} from './harness.ts';

const suite = useSite();

const PAGES = [
  '/',
  '/rules/the-core-mechanic/',
  '/deck/?powers=basic-melee-attack',
  '/search/?q=grapple',
  '/playground/',
  '/docs/diagnostics/',
];

describe('Content-Security-Policy (served site)', () => {
  it.each(PAGES)('%s runs with no CSP violation', async (path) => {
    let violations: string[] = [];
    let quiet: () => Promise<void> = async () => undefined;
    const page = await suite.open(undefined, {
      colorScheme: 'dark',
      init: async (page) => {
        violations = await watchCspViolations(page);
        quiet = trackRequests(page);
        await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      },
    });
    const response = await page.goto(suite.url() + path);
    // every resource the page and its scripts asked for has arrived (or was refused)
    await quiet();
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // the inline theme script ran before first paint
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    // module scripts ran: the roll log button is revealed by its script
    await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
    if (path.startsWith('/search/'))
      await page.locator('[data-search-page-results] a[href="/powers/grapple/"]').first().waitFor();
    if (path === '/rules/the-core-mechanic/') {
      await page.locator('span.dice[data-dice="3d4 + 3"] button.dice-roll').first().click();
      await page.locator('#dice-result .dice-result-total').waitFor({ state: 'visible' });
    }
    if (path === '/playground/') {
      // The compile worker ran the compiler (precompiled validators: no eval) and rendered.
      await page.locator('#pg-text').fill('# Spells\n\nA **Daily** note.\n');
      await page.waitForFunction(
        () => document.querySelector('#pg-preview h3')?.id === 'pg-spells',
      );
      expect(await page.locator('#pg-counts').textContent()).toBe('No problems found.');
    }
    await quiet();
    await settleCspReports(page);
    expect(violations).toEqual([]);
  });

  it('/no-such-page/ (the 404 page) runs with no CSP violation', async () => {
    // A page of its own: the browser logs the 404 status as a console error.
    const page = await newPage(suite.browser());
    try {
      const violations = await watchCspViolations(page);
      const quiet = trackRequests(page);
      const response = await page.goto(`${suite.url()}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
      await quiet();
      await settleCspReports(page);
      expect(violations).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('blocks an image from another host', async () => {
    // A page of its own (not the suite's): the refusal is logged as a console error on purpose.
    const page = await newPage(suite.browser());
    try {
      const violations = await watchCspViolations(page);
      await page.goto(`${suite.url()}/rules/conditions/`);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.alt = 'remote';
        image.src = 'https://images.example.com/orc.png';
        document.querySelector('main')!.append(image);
      });
      // Its report is on its way when the evaluation returns: settled, it has arrived.
      await settleCspReports(page);
      expect(violations).toEqual(['img-src https://images.example.com/orc.png']);
    } finally {
      await closePage(page);
    }
  });
});
