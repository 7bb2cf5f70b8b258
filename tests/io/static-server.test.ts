/**
 * The static server behind `npm start`: the headers a page's own policy
 * cannot carry on pages only, a year's cache for content-named files and
 * revalidation for the rest, compression, a file deleted or a directory
 * replaced by a rebuild answering 404 without a path, and one-line messages
 * naming PORT.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServeError, serveStatic, type StaticServer } from '../../src/io/static-server.ts';

const root = join(import.meta.dirname, '../..');
const theme = "document.documentElement.dataset.theme = 'dark';";
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><script>${theme}</script><style>p{color:red}</style></head><body>${body}${'<p>filler text</p>'.repeat(200)}</body></html>`;
const copied = '<script>alert(document.cookie)</script>';
let work: string;
let site: string;
let server: StaticServer;

function get(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ hostname, port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-serve-'));
  site = join(work, 'dist');
  mkdirSync(join(site, 'rules'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page('<p>Home</p>'));
  writeFileSync(join(site, 'rules/index.html'), page('<p>Rules</p>'));
  writeFileSync(join(site, '404.html'), page('<p>custom 404 page</p>'));
  writeFileSync(join(site, 'gone.html'), page('<p>soon gone</p>'));
  mkdirSync(join(site, '_astro'));
  writeFileSync(join(site, '_astro/site.AbC123.js'), 'export const x = 1;\n');
  mkdirSync(join(site, 'pagefind/fragment'), { recursive: true });
  writeFileSync(join(site, 'pagefind/fragment/en_1a2b3c4.pf_fragment'), 'fragment');
  writeFileSync(join(site, 'pagefind/pagefind.en_0123456789.pf_meta'), 'meta');
  writeFileSync(join(site, 'pagefind/pagefind-entry.json'), '{}');
  writeFileSync(join(site, 'pagefind/pagefind.js'), 'export {};\n');
  // a first paragraph copied into a description: text, not a script to allow
  writeFileSync(
    join(site, 'about.html'),
    page(`<meta name="description" content="${copied}"><p>${copied.replace(/</g, '&lt;')}</p>`),
  );
  server = await serveStatic(site);
});
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('sends pages the headers their own policy cannot carry, and nothing more', async () => {
    for (const path of ['/', '/rules/', '/about.html', '/missing/']) {
      const res = await get(path);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('sends a script, a data file or an error only nosniff, not the page headers', async () => {
    for (const path of ['/_astro/site.AbC123.js', '/pagefind/pagefind-entry.json', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
        expect(res.headers[name], `${path} ${name}`).toBeUndefined();
    }
  });

  it('lets content-named files be cached for a year, and has everything else revalidated', async () => {
    for (const path of [
      '/_astro/site.AbC123.js',
      '/pagefind/fragment/en_1a2b3c4.pf_fragment',
      '/pagefind/pagefind.en_0123456789.pf_meta',
    ])
      expect((await get(path)).headers['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    for (const path of [
      '/',
      '/rules/',
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/missing/',
      '/_astro/missing.js',
    ])
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged page 304, by its ETag or its date', async () => {
    const first = await get('/rules/');
    const etag = String(first.headers['etag']);
    const modified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/".+"$/);
    const byTag = await get('/rules/', { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect((await get('/rules/', { 'if-modified-since': modified })).status).toBe(304);
  });

  it('compresses text when the client accepts gzip', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<p>Home</p>');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });

  it('answers a file deleted by a rebuild, or a replaced directory, without leaking a path', async () => {
    rmSync(join(site, 'gone.html'));
    const gone = await get('/gone.html');
    expect(gone.status).toBe(404);
    expect(gone.body.toString()).toContain('custom 404 page');
    expect(gone.body.toString()).not.toContain(work);
    // the build's swap: the old directory moved away, the new one moved in
    renameSync(site, `${site}.old`);
    const between = await get('/rules/');
    expect([404, 503]).toContain(between.status);
    expect(between.body.toString()).not.toContain(work);
    mkdirSync(join(site, 'rules'), { recursive: true });
    writeFileSync(join(site, 'rules/index.html'), page('<p>Rebuilt rules</p>'));
    const after = await get('/rules/');
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('Rebuilt rules');
  });

  it('rejects a busy port with one line naming PORT', async () => {
    const port = Number(new URL(server.url).port);
    const error = await serveStatic(join(root, 'content'), port).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServeError);
    expect((error as Error).message).toMatch(
      /^port \d+ is already in use; set PORT to a free port/,
    );
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('npm start (scripts/serve.ts)', () => {
  const tsx = join(root, 'node_modules/tsx/dist/esm/index.mjs');
  const start = (port: string) =>
    spawnSync(process.execPath, ['--import', tsx, join(root, 'scripts/serve.ts')], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, PORT: port },
      timeout: 30_000,
    });

  it('prints one line naming PORT for an invalid or busy port, without a stack trace', () => {
    writeFileSync(join(site, 'index.html'), page('<p>Home</p>'));
    for (const [port, message] of [
      ['abc', 'PORT must be a port number from 1 to 65535, not "abc".'],
      ['70000', 'PORT must be a port number from 1 to 65535, not "70000".'],
      [new URL(server.url).port, 'is already in use; set PORT to a free port'],
    ] as const) {
      const result = start(port);
      expect(result.status, port).toBe(2);
      expect(result.stderr, port).toContain(message);
      expect(result.stderr.trim().split('\n'), port).toHaveLength(1);
    }
  }, 60_000);
});
