/**
 * The Pagefind index of the last build, kept in Astro's cache directory and
 * reused when the pages it was built from are the same, byte for byte: a
 * warm build of the library spent about 7.5 s of CPU re-indexing 60 MB of
 * HTML that had not changed. Pagefind reads only the site's HTML files (and
 * its own configuration: a `pagefind.*` file in the working directory,
 * `PAGEFIND_*` variables), so the key is the digest of every HTML page's path
 * and bytes, of those, of Pagefind's version and of its arguments: any page
 * changed, added, removed or renamed, or another Pagefind, means another key,
 * and Pagefind runs again. Only the last build's index is kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from '../io/html-pages.ts';
import { KeyHash, keepFolder, restoreFolder } from './kept-folder.ts';

/**
 * Astro's cache directory for this project: `RULEBOOK_ASTRO_CACHE` when set
 * (builds of different content running at once each name their own; see
 * astro.config.mjs), else Astro's default, `node_modules/.astro`.
 */
export function astroCacheDir(): string {
  return process.env['RULEBOOK_ASTRO_CACHE'] || path.join('node_modules', '.astro');
}

/** The folder, in Astro's cache directory, that holds the kept index (one sub-folder, named by its key). */
export const SEARCH_INDEX_CACHE = 'rulebook-search-index';

/** Where Pagefind writes its index in the site. */
export const SEARCH_INDEX_DIR = 'pagefind';

/** The configuration files Pagefind reads from the working directory. */
const PAGEFIND_CONFIG_FILES = ['pagefind.json', 'pagefind.toml', 'pagefind.yml', 'pagefind.yaml'];

/**
 * The key of the index Pagefind makes of the site in `siteDir` with
 * `pagefind` (its version and arguments, as one string each): a digest of
 * those, of Pagefind's configuration files and variables, and of every HTML
 * page's path and bytes.
 */
export function searchIndexKey(siteDir: string, pagefind: readonly string[]): string {
  const hash = new KeyHash();
  const field = (value: string | Buffer) => hash.field(value);
  for (const part of pagefind) field(part);
  for (const file of PAGEFIND_CONFIG_FILES)
    field(existsSync(file) ? readFileSync(file) : `${file}: none`);
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => (a < b ? -1 : 1)))
    if (name.startsWith('PAGEFIND_')) field(`${name}=${value}`);
  for (const page of htmlPages(siteDir).filter(
    (file) => !file.startsWith(`${SEARCH_INDEX_DIR}/`),
  )) {
    field(page);
    field(readFileSync(path.join(siteDir, page)));
  }
  return hash.digest();
}

/**
 * Copies the index kept under `key` in `cacheDir` into `siteDir`'s
 * `pagefind/` folder; false when none is kept under that key, or it is
 * damaged or could not be copied (then the folder is removed: Pagefind has
 * to run). See kept-folder.ts.
 */
export function restoreSearchIndex(cacheDir: string, key: string, siteDir: string): boolean {
  return restoreFolder(cacheDir, SEARCH_INDEX_CACHE, key, path.join(siteDir, SEARCH_INDEX_DIR));
}

/**
 * Keeps the index in `siteDir`'s `pagefind/` folder under `key` in
 * `cacheDir`, in place of any kept before (whole or not at all). Throws when
 * the copy fails (the site is built all the same: the caller only warns).
 */
export function keepSearchIndex(cacheDir: string, key: string, siteDir: string): void {
  keepFolder(cacheDir, SEARCH_INDEX_CACHE, key, path.join(siteDir, SEARCH_INDEX_DIR));
}
