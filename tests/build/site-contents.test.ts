/**
 * A built site holds the site and nothing of the project's own files: Astro
 * stages a build whose `--outDir` lies outside its working directory in the
 * project's `.astro/` and then moves all of that directory into the output,
 * which published the dev server's whole content store and Astro's settings
 * with the site (scripts/build-site.ts builds such a site inside the project
 * and moves it out). dist/ and the shared fixture site are built inside the
 * project; the ruleset site with `--out` in the system's temporary directory
 * (tests/browser/fixture-site.ts). Each carries the marker that lets the next
 * build replace it, and its directories have the umask's mode (0755 under
 * umask 022), not the 0700 of a temporary directory.
 */
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasOutputMarker } from '../../src/io/output-marker.ts';
import { distSite, rulesetFixtureSite, sharedFixtureSite } from '../browser/fixture-site.ts';

/** What Astro keeps in a project's `.astro/`: none of it belongs in a site. */
const PROJECT_FILES = [
  'collections',
  'content-assets.mjs',
  'content-modules.mjs',
  'content.d.ts',
  'data-store.json',
  'settings.json',
  'types.d.ts',
];

const sites: Record<string, string> = {};
beforeAll(async () => {
  [sites['dist'], sites['shared'], sites['ruleset (built outside the project)']] =
    await Promise.all([distSite(), sharedFixtureSite(), rulesetFixtureSite()]);
}, 240_000);

describe('main (npm run build)', () => {
  it.each(['dist', 'shared', 'ruleset (built outside the project)'])(
    '%s holds its pages and assets, none of the project’s .astro/ files',
    (name) => {
      // The ruleset site is built outside the project only if the temporary directory is.
      expect(tmpdir().startsWith(join(import.meta.dirname, '../..'))).toBe(false);
      const entries = readdirSync(sites[name]!);
      expect(entries).toEqual(expect.arrayContaining(['index.html', '404.html', '_astro']));
      expect(entries.filter((entry) => PROJECT_FILES.includes(entry))).toEqual([]);
      expect(entries.filter((entry) => /\.(?:mjs|ts)$/.test(entry))).toEqual([]);
    },
  );

  it.each(['dist', 'shared', 'ruleset (built outside the project)'])(
    '%s holds a marker that verifies (the next build may replace it)',
    (name) => {
      expect(hasOutputMarker(sites[name]!, 'site')).toBe(true);
    },
  );

  it.each(['dist', 'shared', 'ruleset (built outside the project)'])(
    '%s and its directories have the umask’s mode, not 0700',
    (name) => {
      const site = sites[name]!;
      // The umask the sites were built under: this process's (read by setting it back at once).
      const umask = process.umask(0o022);
      process.umask(umask);
      const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
      const dirs = readdirSync(site, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name));
      expect(dirs.length).toBeGreaterThan(1);
      const expected = (0o777 & ~umask).toString(8);
      for (const dir of [site, ...dirs]) expect(modeOf(dir), dir).toBe(expected);
    },
  );
});
