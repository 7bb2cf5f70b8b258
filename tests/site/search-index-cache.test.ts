/**
 * The search index of the last build, reused only when every page Pagefind
 * reads is the same: a changed, added, removed or renamed page, another
 * Pagefind or other arguments mean another key, and the index is made again.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  astroCacheDir,
  keepSearchIndex,
  restoreSearchIndex,
  SEARCH_INDEX_CACHE,
  searchIndexKey,
} from '../../src/integrations/search-index-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-index-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (path relative to `root` → text) under `root`. */
function write(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

/** A site of two pages, a style sheet and a search index, in a folder of its own. */
function site(name: string, pages: Record<string, string> = {}): string {
  const root = join(dir, name);
  write(root, {
    'index.html': '<main data-pagefind-body>Home</main>',
    'rules/grapple/index.html': '<main data-pagefind-body>Grapple</main>',
    '_astro/site.css': 'main{}',
    ...pages,
  });
  return root;
}

const PAGEFIND = ['1.5.2', '--exclude-selectors', 'nav'];

describe('searchIndexKey', () => {
  it('is the same for the same pages, wherever the site is built', () => {
    expect(searchIndexKey(site('a'), PAGEFIND)).toBe(searchIndexKey(site('b'), PAGEFIND));
  });

  it('changes when a page changes by one character', () => {
    const changed = site('b', {
      'rules/grapple/index.html': '<main data-pagefind-body>Grappl</main>',
    });
    expect(searchIndexKey(changed, PAGEFIND)).not.toBe(searchIndexKey(site('a'), PAGEFIND));
  });

  it('changes when a page is added, removed or renamed', () => {
    const key = searchIndexKey(site('a'), PAGEFIND);
    const added = site('b', { 'rules/shove/index.html': '<main data-pagefind-body>Shove</main>' });
    expect(searchIndexKey(added, PAGEFIND)).not.toBe(key);
    const removed = site('c');
    rmSync(join(removed, 'index.html'));
    expect(searchIndexKey(removed, PAGEFIND)).not.toBe(key);
    const renamed = site('d');
    rmSync(join(renamed, 'rules'), { recursive: true });
    write(renamed, { 'rules/grab/index.html': '<main data-pagefind-body>Grapple</main>' });
    expect(searchIndexKey(renamed, PAGEFIND)).not.toBe(key);
  });

  it("changes with Pagefind's version or arguments", () => {
    const root = site('a');
    const key = searchIndexKey(root, PAGEFIND);
    expect(searchIndexKey(root, ['1.5.3', ...PAGEFIND.slice(1)])).not.toBe(key);
    expect(searchIndexKey(root, [...PAGEFIND, '--exclude-selectors', 'form'])).not.toBe(key);
  });

  it('does not change with files Pagefind does not read, nor with the index itself', () => {
    const key = searchIndexKey(site('a'), PAGEFIND);
    const other = site('b', { '_astro/site.css': 'main{color:red}', 'pagefind/pagefind.js': 'x' });
    expect(searchIndexKey(other, PAGEFIND)).toBe(key);
  });
});

describe('keepSearchIndex', () => {
  it('keeps only the last build’s index', () => {
    const cache = join(dir, 'cache');
    const root = site('a', { 'pagefind/pagefind.js': 'first' });
    keepSearchIndex(cache, 'one', root);
    write(root, { 'pagefind/pagefind.js': 'second' });
    keepSearchIndex(cache, 'two', root);
    expect(readdirSync(join(cache, SEARCH_INDEX_CACHE))).toEqual(['two']);
    const next = site('b');
    expect(restoreSearchIndex(cache, 'two', next)).toBe(true);
    expect(readFileSync(join(next, 'pagefind', 'pagefind.js'), 'utf8')).toBe('second');
  });

  it('throws when the site has no index, leaving the kept one and no partial copy', () => {
    const cache = join(dir, 'cache');
    keepSearchIndex(cache, 'one', site('a', { 'pagefind/pagefind.js': 'first' }));
    expect(() => keepSearchIndex(cache, 'two', site('b'))).toThrow(/ENOENT/);
    expect(readdirSync(join(cache, SEARCH_INDEX_CACHE))).toEqual(['one']);
  });
});

describe('restoreSearchIndex', () => {
  it('puts the index kept under the key into the site, file for file', () => {
    const cache = join(dir, 'cache');
    const built = site('a', {
      'pagefind/pagefind.js': 'search',
      'pagefind/fragment/en_1.pf_fragment': 'fragment',
    });
    keepSearchIndex(cache, 'key', built);
    const next = site('b');
    expect(restoreSearchIndex(cache, 'key', next)).toBe(true);
    expect(readFileSync(join(next, 'pagefind', 'pagefind.js'), 'utf8')).toBe('search');
    expect(readFileSync(join(next, 'pagefind', 'fragment', 'en_1.pf_fragment'), 'utf8')).toBe(
      'fragment',
    );
  });

  it('gives false, writing nothing, when no index is kept under the key', () => {
    const cache = join(dir, 'cache');
    keepSearchIndex(cache, 'key', site('a', { 'pagefind/pagefind.js': 'search' }));
    const next = site('b');
    expect(restoreSearchIndex(cache, 'other', next)).toBe(false);
    expect(restoreSearchIndex(join(dir, 'none'), 'key', next)).toBe(false);
    expect(existsSync(join(next, 'pagefind'))).toBe(false);
  });
});

describe('astroCacheDir', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is RULEBOOK_ASTRO_CACHE when set, else Astro’s default', () => {
    vi.stubEnv('RULEBOOK_ASTRO_CACHE', '/tmp/fixture-cache');
    expect(astroCacheDir()).toBe('/tmp/fixture-cache');
    vi.stubEnv('RULEBOOK_ASTRO_CACHE', '');
    expect(astroCacheDir()).toBe(join('node_modules', '.astro'));
  });
});
