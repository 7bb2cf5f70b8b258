/**
 * What a build reports. Content errors cost only their own blocks: the site
 * is built from everything else, and every diagnostic is printed as
 * file:line:col with no stack trace (the fault is the content's). A build
 * that fails (a content directory that does not exist) prints a one-line
 * failure and leaves the previous dist/ exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, builtPage, textOf } from '../browser/built-html.ts';
import { buildLog, distSite, SHARED_SITE, sharedFixtureSite } from '../browser/fixture-site.ts';

const root = join(import.meta.dirname, '../..');
const astroCache = mkdtempSync(join(tmpdir(), 'rulebook-failed-build-cache-'));
afterAll(() => rmSync(astroCache, { recursive: true, force: true }));
// The previous dist/ is the one the global setup builds (and its Astro cache, which this build
// shares, is free once it is done). The shared fixture site holds the homebrew fixture's slip.
beforeAll(async () => void (await Promise.all([distSite(), sharedFixtureSite()])), 240_000);

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(html|json)$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

describe('build-site (content errors)', () => {
  it('builds the site with every diagnostic printed, no stack trace, and the broken block as prose', () => {
    const output = readFileSync(buildLog(SHARED_SITE), 'utf8');
    expect(output).toMatch(
      /homebrew\/house-rules\.md:\d+:3: error power\/bad-header Power "Half-Remembered Cantrip"/,
    );
    expect(output).toContain('content error(s); each block with one is kept as prose');
    expect(output).toMatch(/Site built: \d+ pages/);
    expect(output).not.toContain('Stack trace');
    expect(output).not.toMatch(/^\s+at /m);
    // A production build, though Vitest's environment (NODE_ENV=test, DEV=1) ran it: no page
    // looked for astro dev's status entry.
    expect(output).not.toMatch(/Entry rulebook → \w+ was not found/);
    const chapter = builtPage(SHARED_SITE, 'rules/house-rules');
    const text = textOf(all(chapter, 'main')[0]!);
    expect(text).toContain('Sometimes Attack 1');
    expect(all(chapter, 'article.power-card').map(textOf).join('\n')).toContain('Careful Cantrip');
    // The readable power after the slip has its own page.
    expect(textOf(builtPage(SHARED_SITE, 'powers/careful-cantrip'))).toContain(
      'Intelligence vs Reflex',
    );
    const manifest = JSON.parse(readFileSync(join(SHARED_SITE, 'data/manifest.json'), 'utf8')) as {
      counts: { errors: number };
      diagnostics: { code: string }[];
    };
    expect(manifest.counts.errors).toBe(1);
    expect(manifest.diagnostics.map((d) => d.code)).toContain('power/bad-header');
  });
});

describe('build-site (a failed build)', () => {
  // The build waits its turn behind the other builds of the project (src/io/project-lock.ts).
  it('fails in one line and keeps the previous dist/', () => {
    const before = snapshot(join(root, 'dist'));
    const result = spawnSync(process.execPath, ['scripts/build-site.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        RULEBOOK_CONTENT: join(tmpdir(), 'rulebook-no-such-content-dir'),
        // An Astro cache of its own: the failing sync would otherwise rewrite the content store
        // of node_modules/.astro, which the dev server of tests/browser/dev.test.ts is reading.
        RULEBOOK_ASTRO_CACHE: astroCache,
      },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toContain('rulebook-no-such-content-dir');
    expect(output).toContain('dist/ was left as it was');
    expect(output).not.toContain('Stack trace');
    expect(output).not.toMatch(/^\s+at /m);
    expect(snapshot(join(root, 'dist'))).toEqual(before);
    expect(readdirSync(root).filter((name) => name.startsWith('.dist.tmp-'))).toEqual([]);
  }, 600_000);
});
