// Tests for the browser-test harness against a tiny fixture site in a temp dir.
// Needs Debian's Chromium headless shell (bash scripts/ensure-chromium.sh); fails loudly without it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_BUILDS,
  CHROMIUM_PATH,
  TEST_BROWSER,
  assertChromiumInstalled,
  closePage,
  collectConsoleErrors,
  formatViolations,
  launchBrowser,
  newPage,
  runAxe,
  serveStatic,
  useSite,
  type AxeViolations,
  type StaticServer,
} from './harness.ts';

/** A minimal accessible HTML document. */
function doc(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${title}</title></head>
  <body><main><h1>${title}</h1>${body}</main></body>
</html>
`;
}

const PIXEL = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

const FIXTURE: Record<string, string> = {
  'index.html': doc(
    'Home',
    `<button id="btn" type="button">Click me</button>
     <script>
       document.getElementById('btn').addEventListener('click', (event) => {
         event.currentTarget.textContent = 'Clicked';
       });
     </script>`,
  ),
  'sub/index.html': doc('Sub page', '<p>Nested page.</p>'),
  'bad/index.html': doc('Bad page', `<img src="${PIXEL}" />`),
  'errors/index.html': doc(
    'Errors',
    `<script>
       console.error('boom from console');
       setTimeout(() => { throw new Error('boom from throw'); }, 0);
     </script>`,
  ),
  'storage/index.html': doc('Storage', '<p>Storage.</p>'),
  '404.html': doc('Not found', '<p>custom 404 page</p>'),
  'style.css': 'body { color: black; }\n',
  'app.mjs': 'export const x = 1;\n',
  'data.json': '{"ok":true}\n',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'pagefind/pagefind-entry.json': '{}\n',
  'pagefind/index/en_1.pf_index': 'binary',
  'pagefind/pagefind.en_1.pf_meta': 'binary',
  'pagefind/fragment/en_1.pf_fragment': 'binary',
  'pagefind/wasm.en.pagefind': 'binary',
  'fonts/body.woff2': 'binary',
  'pkg.wasm': 'binary',
};

let tmp: string;
let site: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'harness-test-'));
  site = path.join(tmp, 'site');
  for (const [file, content] of Object.entries(FIXTURE)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), content);
  }
  // Outside the served root: must never be reachable.
  await writeFile(path.join(tmp, 'secret.txt'), 'top secret');
  await symlink(path.join(tmp, 'secret.txt'), path.join(site, 'leak.txt'));
  [server, browser] = await Promise.all([serveStatic(site), launchBrowser(TEST_BROWSER)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** GET with the request target sent verbatim (fetch would normalize `..` away). */
function rawGet(
  target: string,
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStatic', () => {
  it('listens on 127.0.0.1 with an OS-assigned port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves / and /sub/ from index.html', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await home.text()).toContain('<title>Home</title>');

    const sub = await fetch(`${server.url}/sub/`);
    expect(sub.status).toBe(200);
    expect(await sub.text()).toContain('Nested page.');

    const direct = await fetch(`${server.url}/sub/index.html`);
    expect(direct.status).toBe(200);
  });

  it('redirects a directory without trailing slash, keeping the query', async () => {
    const res = await fetch(`${server.url}/sub?q=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sub/?q=1');
    // Leading slashes are collapsed: never a protocol-relative redirect.
    const sneaky = await rawGet('//sub');
    expect(sneaky.headers.location).toBe('/sub/');
  });

  it('404s missing paths with the site 404.html', async () => {
    for (const target of ['/missing/', '/missing', '/style.css/', '/sub/nope.html']) {
      const res = await fetch(`${server.url}${target}`);
      expect(res.status, target).toBe(404);
      expect(await res.text(), target).toContain('custom 404 page');
    }
  });

  it('falls back to a plain 404 when the site has no 404.html', async () => {
    const bare = await serveStatic(path.join(site, 'sub'));
    try {
      const res = await fetch(`${bare.url}/missing/`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('404 Not Found\n');
    } finally {
      await bare.close();
    }
  });

  it('is path traversal safe', async () => {
    for (const target of [
      '/../etc/passwd',
      '/../secret.txt',
      '/sub/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/leak.txt',
    ]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(404);
      expect(res.body, target).not.toContain('top secret');
      expect(res.body, target).not.toContain('root:');
    }
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
    expect((await rawGet('/a%00b')).status).toBe(400);
  });

  it('sends correct content types', async () => {
    const expected: Record<string, string> = {
      '/style.css': 'text/css; charset=utf-8',
      '/app.mjs': 'text/javascript; charset=utf-8',
      '/data.json': 'application/json; charset=utf-8',
      '/icon.svg': 'image/svg+xml',
      '/pkg.wasm': 'application/wasm',
      '/fonts/body.woff2': 'font/woff2',
      '/pagefind/pagefind-entry.json': 'application/json; charset=utf-8',
      '/pagefind/index/en_1.pf_index': 'application/octet-stream',
      '/pagefind/pagefind.en_1.pf_meta': 'application/octet-stream',
      '/pagefind/fragment/en_1.pf_fragment': 'application/octet-stream',
      '/pagefind/wasm.en.pagefind': 'application/octet-stream',
    };
    for (const [target, type] of Object.entries(expected)) {
      const res = await fetch(`${server.url}${target}`);
      expect(res.status, target).toBe(200);
      expect(res.headers.get('content-type'), target).toBe(type);
    }
  });

  it('answers HEAD without a body and rejects other methods', async () => {
    const head = await rawGet('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await rawGet('/', 'POST')).status).toBe(405);
  });
});

describe('launchBrowser', () => {
  it("launches Debian's headless shell for the tests, and its browser for the rest", async () => {
    expect(CHROMIUM_PATH).toBe('/usr/bin/chromium');
    expect(CHROMIUM_BUILDS[TEST_BROWSER].path).toBe('/usr/bin/chromium-headless-shell');
    expect(browser.isConnected()).toBe(true);
    expect(browser.version()).toMatch(/^\d+\./);
    // The same Blink in both: the shell's version is the browser's.
    const full = await launchBrowser('chromium');
    try {
      expect(full.version()).toBe(browser.version());
    } finally {
      await full.close();
    }
  });

  it('fails loudly, naming the install script, when Chromium is missing', () => {
    expect(() => assertChromiumInstalled('/nonexistent/chromium')).toThrow(
      /bash scripts\/ensure-chromium\.sh/,
    );
  });
});

describe('newPage', () => {
  it('runs page scripts: clicking the button changes its text', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/`);
    const button = page.locator('#btn');
    expect(await button.textContent()).toBe('Click me');
    await button.click();
    expect(await button.textContent()).toBe('Clicked');
    await page.context().close();
  });

  it('javaScriptEnabled: false leaves the text unchanged', async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    await page.locator('#btn').click();
    expect(await page.locator('#btn').textContent()).toBe('Click me');
    await page.context().close();
  });

  it('applies viewport and color scheme', async () => {
    const page = await newPage(browser, { width: 375, height: 700, colorScheme: 'dark' });
    await page.goto(`${server.url}/sub/`);
    const env = await page.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
    }));
    expect(env).toEqual({ width: 375, height: 700, dark: true });
    await page.context().close();
  });

  it('isolates localStorage between pages', async () => {
    const first = await newPage(browser);
    await first.goto(`${server.url}/storage/`);
    await first.evaluate(() => localStorage.setItem('theme', 'dark'));
    const second = await newPage(browser);
    await second.goto(`${server.url}/storage/`);
    expect(await second.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await Promise.all([first.context().close(), second.context().close()]);
  });

  it('gives a page none of the state an earlier page left in the context it reuses', async () => {
    const first = await newPage(browser, { width: 375, colorScheme: 'dark' });
    await first.goto(`${server.url}/storage/`);
    await first.evaluate(async () => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('rolls', '[1]');
      document.cookie = 'seen=1; path=/';
      await (await caches.open('pages')).put('/storage/', new Response('cached'));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('decks');
        open.onupgradeneeded = () => open.result.createObjectStore('decks');
        open.onsuccess = () => (open.result.close(), resolve());
        open.onerror = () => reject(open.error);
      });
    });
    const context = first.context();
    await closePage(first);
    expect(first.isClosed()).toBe(true);

    const second = await newPage(browser);
    expect(second.context(), 'the idle context is reused').toBe(context);
    await second.goto(`${server.url}/storage/`);
    expect(
      await second.evaluate(async () => ({
        width: innerWidth,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        local: localStorage.length,
        session: sessionStorage.length,
        cookie: document.cookie,
        caches: await caches.keys(),
        databases: (await indexedDB.databases()).map((database) => database.name),
      })),
    ).toEqual({
      width: 1280,
      dark: false,
      local: 0,
      session: 0,
      cookie: '',
      caches: [],
      databases: [],
    });
    await closePage(second);
    await closePage(second); // a second release is a no-op: the context is idle once
    const third = await newPage(browser);
    const fourth = await newPage(browser);
    expect(third.context()).toBe(context);
    expect(fourth.context()).not.toBe(context);
    await Promise.all([closePage(third), closePage(fourth)]);
  });
});

describe('useSite().visit', () => {
  // Written while the file is collected: useSite serves the directory it is given.
  const dir = mkdtempSync(path.join(tmpdir(), 'rulebook-visit-'));
  mkdirSync(path.join(dir, 'storage'));
  // An icon of its own: no request for /favicon.ico, which would be a 404 logged as a console error.
  const page = doc('Storage', '<p>Storage.</p>').replace(
    '</head>',
    '<link rel="icon" href="data:," /></head>',
  );
  writeFileSync(path.join(dir, 'storage/index.html'), page);
  const suite = useSite(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads each visit in the same tab as a fresh page: no storage, size or colour scheme left by the last', async () => {
    const first = await suite.visit('/storage/', { width: 375, colorScheme: 'dark' });
    expect(await first.evaluate(() => innerWidth)).toBe(375);
    await first.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('rolls', '[1]');
    });
    const second = await suite.visit('/storage/');
    expect(second, 'the file’s one tab').toBe(first);
    expect(
      await second.evaluate(() => ({
        width: innerWidth,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        local: localStorage.length,
        session: sessionStorage.length,
      })),
    ).toEqual({ width: 1280, dark: false, local: 0, session: 0 });
  });
});

describe('collectConsoleErrors', () => {
  it('records console.error calls and uncaught errors', async () => {
    const page = await newPage(browser);
    const errors = collectConsoleErrors(page);
    await page.goto(`${server.url}/errors/`);
    await expect.poll(() => errors.length).toBe(2);
    expect(errors.some((e) => e.startsWith('console.error: boom from console'))).toBe(true);
    expect(errors).toContain('pageerror: boom from throw');
    await page.context().close();
  });

  it('stays empty on a clean page', async () => {
    const page = await newPage(browser);
    const errors = collectConsoleErrors(page);
    await page.goto(`${server.url}/sub/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('runAxe', () => {
  it('reports image-alt on a page with an <img> without alt', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/bad/`);
    const violations = await runAxe(page);
    expect(violations.map((v) => v.id)).toEqual(['image-alt']);
    expect(violations[0]?.nodes[0]?.target).toEqual(['img']);
    await page.context().close();
  });

  it('reports nothing on a clean page', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/`);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('honours exclude selectors', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/bad/`);
    const violations = await runAxe(page, { exclude: ['img'] });
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });
});

describe('formatViolations', () => {
  it('names rule, impact, help and the first few targets', () => {
    const node = (target: string) => ({
      target: [target],
      html: '<img>',
      any: [],
      all: [],
      none: [],
    });
    const violations = [
      {
        id: 'image-alt',
        impact: 'critical',
        help: 'Images must have alternative text',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt',
        description: '',
        tags: [],
        nodes: ['img.a', 'img.b', 'img.c', 'img.d'].map(node),
      },
    ] as unknown as AxeViolations;
    const message = formatViolations(violations);
    expect(message).toContain('image-alt [critical] Images must have alternative text (4 nodes)');
    expect(message).toContain('img.c');
    expect(message).not.toContain('img.d');
    expect(message).toContain('and 1 more');
    expect(formatViolations([])).toBe('no axe violations');
  });
});
