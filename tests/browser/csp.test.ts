/**
 * The built site under the server's Content-Security-Policy: every page type
 * runs its own scripts (theme before first paint, cards, dice, search with
 * Pagefind's WebAssembly) with no violation reported, and an image from
 * another host is blocked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, newPage, trackRequests, useSite } from './harness.ts';

const suite = useSite();

/** Records the page's CSP violations (directive and blocked URL). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

/**
 * Lets violation reports still queued in the page arrive: the page dispatches
 * `securitypolicyviolation` in a task of its own and the report then crosses to
 * the test, so a refusal at the very end of a load is still counted.
 */
async function settleReports(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const PAGES = [
  '/',
  '/rules/',
  '/rules/conditions/',
  '/rules/the-core-mechanic/',
  '/powers/',
  '/powers/basic-melee-attack/',
  '/deities/',
  '/deities/chalavar/',
  '/data/',
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
        violations = await watchViolations(page);
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
    await settleReports(page);
    expect(violations).toEqual([]);
  });

  it('/no-such-page/ (the 404 page) runs with no CSP violation', async () => {
    // A page of its own: the browser logs the 404 status as a console error.
    const page = await newPage(suite.browser());
    try {
      const violations = await watchViolations(page);
      const quiet = trackRequests(page);
      const response = await page.goto(`${suite.url()}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
      await quiet();
      await settleReports(page);
      expect(violations).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('blocks an image from another host', async () => {
    // A page of its own (not the suite's): the refusal is logged as a console error on purpose.
    const page = await newPage(suite.browser());
    try {
      const violations = await watchViolations(page);
      await page.goto(`${suite.url()}/rules/conditions/`);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.alt = 'remote';
        image.src = 'https://images.example.com/orc.png';
        document.querySelector('main')!.append(image);
      });
      await expect.poll(() => violations).toEqual(['img-src https://images.example.com/orc.png']);
    } finally {
      await closePage(page);
    }
  });
});
