/**
 * The site of the generated library (scripts/lib/corpus/library.ts: the five
 * books and their companions, content-formats §13), built as an author builds
 * it: `npm run build` of a folder outside the project, with spaces in its
 * name. One build a test run serves every file that reads it (the build
 * checks of tests/build/library-site.test.ts, the search ranking of
 * tests/browser/search-ranking.test.ts): about a minute and a half of CPU.
 * In a whole run the global setup starts it before every other build
 * (tests/build/global-setup.ts); a run of some files builds it when one asks.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLibrary } from '../../scripts/lib/corpus/library.ts';
import { buildFixtureSiteAsync, siteBuilt, siteOnce } from './fixture-site.ts';

/** Where the library site is built. */
export const LIBRARY_SITE = join(
  import.meta.dirname,
  '../../node_modules/.cache/rulebook-test-sites/library',
);

/** The file naming the test run that built the library site. */
const STAMP = `${LIBRARY_SITE}.run`;

/**
 * The test run: Vitest's main process (test files run in its child processes).
 * A site built by another run is built again, unless `SITE_PREBUILT=1` asks to
 * reuse the sites already there, as for the fixture sites.
 */
const RUN = String(process.ppid);

/**
 * Builds the library (pictures at a fifth of their real size: the same files, less to
 * convert) for test run `run` (the process id of Vitest's main process).
 */
export async function buildLibrarySite(run = RUN): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-library-site-'));
  try {
    const content = join(work, 'Orcus SRD');
    await writeLibrary(content, { scale: 0.2 });
    await buildFixtureSiteAsync(content, LIBRARY_SITE);
    writeFileSync(STAMP, run);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The directory of the library site, built once a test run however many files ask at once
 * (by the global setup, when it started the build).
 */
export async function librarySite(): Promise<string> {
  await siteBuilt('library');
  const built = () =>
    existsSync(join(LIBRARY_SITE, '.rulebook-site')) &&
    (process.env['SITE_PREBUILT'] === '1' ||
      (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === RUN));
  return siteOnce(LIBRARY_SITE, buildLibrarySite, built);
}
