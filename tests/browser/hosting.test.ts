/**
 * The built site on a static host that sends no security header at all (a
 * plain file server, as GitHub Pages is): each page's own policy, in its
 * head, still holds. The page's own scripts and styles run with no violation,
 * a script injected into it is refused, and a page loads its scripts in a
 * handful of requests, up front and once its widgets are used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import send from 'send';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedScripts } from '../../scripts/lib/js-bytes.ts';
import { DIST_SITE, distSite } from './fixture-site.ts';
import {
  closePage,
  collectConsoleErrors,
  newPage,
  settleCspReports,
  sharedBrowser,
  trackRequests,
  watchCspViolations,
} from './harness.ts';

/** The most script files a page may request up front (its scripts and their imports). */
const MAX_SCRIPT_REQUESTS = 5;

/**
 * The most script files a power page may request in all once its card is
 * used (Attack, the level slider): its up-front scripts and the on-demand
 * layers of the card and the dice (one file, src/integrations/widget-chunk.ts).
 */
const MAX_SCRIPT_REQUESTS_IN_USE = 7;

/**
 * Pages whose every script request, the dice widgets they load on demand
 * included, stays within {@link MAX_SCRIPT_REQUESTS}. A page with power
 * cards loads the cards' layers on demand too: {@link MAX_SCRIPT_REQUESTS_IN_USE}.
 */
const FEW_REQUESTS = ['/', '/rules/the-core-mechanic/'];

let host: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  await distSite();
  // A host that only serves files: types by extension, index.html for a directory, no other header.
  host = createServer((req, res) => {
    send(req, decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname), {
      root: DIST_SITE,
      index: ['index.html'],
    })
      .on('error', (error: { status?: number }) => {
        res.statusCode = error.status ?? 500;
        res.end();
      })
      .pipe(res);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  browser = await sharedBrowser();
}, 240_000);
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  host?.closeAllConnections();
});

/** The HTML files of the built site, relative to it. */
function pages(): string[] {
  return readdirSync(DIST_SITE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST_SITE, path.join(entry.parentPath, entry.name)));
}

/** A fresh page watched for CSP violations, console errors and the script files it requests. */
async function open(): Promise<{
  page: Page;
  violations: string[];
  errors: string[];
  scripts: string[];
  quiet: () => Promise<void>;
}> {
  const page = await newPage(browser, { colorScheme: 'dark' });
  const errors = collectConsoleErrors(page);
  const violations = await watchCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const quiet = trackRequests(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  return { page, violations, errors, scripts, quiet };
}

describe('each page’s own Content-Security-Policy', () => {
  it('is in every built page’s head, first after its charset, with no inline-script allowance', () => {
    const files = pages();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const html = readFileSync(path.join(DIST_SITE, file), 'utf8');
      const policies = [
        ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g),
      ];
      expect(policies, file).toHaveLength(1);
      const [meta, policy = ''] = policies[0]!;
      const charset = '<meta charset="utf-8">';
      expect(html.indexOf(meta), file).toBe(html.indexOf(charset) + charset.length);
      const sources = policy.split(/[ ;]+/);
      expect(policy, file).toMatch(/(?:^|; )script-src 'self' 'wasm-unsafe-eval'[ ;]/);
      expect(sources, file).not.toContain("'unsafe-inline'");
      expect(sources, file).not.toContain("'unsafe-eval'");
    }
  });
});

describe('script requests', () => {
  it.each([
    'index.html',
    'rules/the-core-mechanic/index.html',
    'powers/basic-melee-attack/index.html',
  ])('%s loads its scripts up front in a handful of files', (file) => {
    const files = [...shippedScripts(DIST_SITE, file).keys()].filter(
      (src) => !src.startsWith('inline:'),
    );
    expect(files.length, files.join('\n')).toBeGreaterThan(0);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
  });
});

describe('the site on a static host that sends no security header', () => {
  it.each(['/', '/rules/the-core-mechanic/', '/powers/basic-melee-attack/', '/search/?q=grapple'])(
    '%s runs its own scripts with no violation (and, without power cards, in a handful of script requests)',
    async (url) => {
      const { page, violations, errors, scripts, quiet } = await open();
      try {
        const response = await page.goto(origin + url);
        expect(response?.headers()['content-security-policy']).toBeUndefined();
        // the inline theme script ran before first paint (allowed by its hash)
        expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
        // the layout's module script ran: it reveals the roll log button
        await page.locator('[data-roll-log-toggle]').waitFor({ state: 'visible' });
        if (url.startsWith('/search/'))
          await page
            .locator('[data-search-page-results] a[href="/powers/grapple/"]')
            .first()
            .waitFor();
        if (url === '/rules/the-core-mechanic/') {
          // the dice widgets, loaded on demand, roll
          await page.locator('span.dice[data-dice] button.dice-roll').first().click();
          await page.locator('#dice-result .dice-result-total').waitFor({ state: 'visible' });
        }
        await quiet();
        await settleCspReports(page);
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
        if (FEW_REQUESTS.includes(url))
          expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
      } finally {
        await closePage(page);
      }
    },
  );

  it('a power page whose card is used (Attack, level slider, a dice roll) loads its scripts in a handful of requests', async () => {
    const { page, violations, errors, scripts, quiet } = await open();
    try {
      await page.goto(`${origin}/powers/basic-melee-attack/`);
      const attack = page.locator('[data-attack-button]').first();
      await attack.waitFor({ state: 'visible' });
      await attack.click();
      // without a character the roller asks for one: the attack roller ran
      await page.locator('[data-attack-output] > *').first().waitFor();
      await page.locator('input[data-level-preview]').focus();
      await page.keyboard.press('ArrowRight');
      await page.locator('[data-level-preview-box] output', { hasText: '2' }).waitFor();
      await page.locator('span.dice[data-dice] button.dice-roll').first().click();
      // (without a character, 1dW names the value it needs: the dice widget ran)
      await page.locator('#dice-result').waitFor({ state: 'visible' });
      await quiet();
      await settleCspReports(page);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS_IN_USE);
    } finally {
      await closePage(page);
    }
  });

  it('refuses a script injected into a page, and reports it', async () => {
    const { page, violations } = await open();
    try {
      await page.goto(`${origin}/rules/the-core-mechanic/`);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
      });
      await settleCspReports(page);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
      expect(violations).toEqual(['script-src-elem inline']);
    } finally {
      await closePage(page);
    }
  });
});
