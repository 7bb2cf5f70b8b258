/**
 * `npm run build`: astro build (the content loader compiles the rulebook
 * in-process), then the Pagefind index, into a temporary directory that
 * replaces `dist/` only when both succeeded. A failed build prints every
 * content diagnostic as file:line:col and leaves the previous `dist/` as it was.
 *
 * Content directories: RULEBOOK_CONTENT (comma-separated), default `content`.
 * Output: `dist/`, or `--out DIR` (tests build fixture sites beside it).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { escapeControls } from '../src/compiler/helpers.ts';
import { loadConfig, RulebookConfigError } from '../src/io/config.ts';
import { htmlPages } from '../src/io/html-pages.ts';
import { checkOutputDir, OutputDirError } from '../src/io/output-guard.ts';
import { outputMarker } from '../src/io/output-marker.ts';
import { withProjectLock } from '../src/io/project-lock.ts';
import { wantsProgress } from '../src/io/progress.ts';
import { moveDirectory, replaceDirectory, tempDirBeside } from '../src/io/write-output.ts';
import { SEARCH_EXCLUDED_SELECTORS } from '../src/site/search-index.ts';
import {
  astroCacheDir,
  keepSearchIndex,
  restoreSearchIndex,
  searchIndexKey,
} from '../src/integrations/search-index-cache.ts';

/** Where the site goes: `dist/`, or the directory given with `--out DIR`. */
function outDir(): string {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    return values.out ?? 'dist';
  } catch (error) {
    process.stderr.write(
      `build-site: ${escapeControls((error as Error).message)}\nUsage: build-site [--out DIR]\n`,
    );
    process.exit(2);
  }
}
export const DIST = outDir();
/** DIST as messages show it (control characters escaped). */
const SHOWN = escapeControls(DIST);

/** The variables of `import.meta.env` that Vite takes from the environment when they are set. */
const VITE_ENV_NAMES = ['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL'] as const;

/** The process's environment without {@link VITE_ENV_NAMES}. */
function productionEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of VITE_ENV_NAMES) delete env[name];
  return env;
}

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    // A build is a production build whatever the caller's environment: under another NODE_ENV
    // (a test runner's `test`), or with the variables Vitest exports from its own
    // `import.meta.env` (DEV=1, MODE=test, …), Vite compiles the pages with
    // `import.meta.env.DEV` true, and they take astro dev's paths (the dev server's status
    // entry looked up, and the data read again, on every page).
    env: { ...productionEnv(), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  return result.status === 0;
}

/** Astro and Pagefind print their progress (pages built, pages indexed) only on an interactive terminal. */
const quiet = wantsProgress() ? [] : ['--silent'];
try {
  // Only a directory holding a site marker that verifies, or an earlier build's (output-marker.ts).
  checkOutputDir(DIST, {
    label: DIST === 'dist' ? `"${DIST}"` : `--out "${DIST}"`,
    contentDirs: loadConfig().content,
    kind: 'site',
  });
} catch (error) {
  if (!(error instanceof OutputDirError || error instanceof RulebookConfigError)) throw error;
  process.stderr.write(`build-site: ${escapeControls(error.message, 'keep')}\n`);
  process.exit(2);
}
/**
 * Where Astro builds the site, then Pagefind indexes it: a temporary directory
 * beside the output, unless that lies outside the working directory. Astro
 * stages such a build in the working directory's `.astro/`, then moves all
 * that directory holds into the output and deletes it
 * (astro/dist/core/build/common.js, getOutDirWithinCwd): the project's own
 * `.astro/` (the content types, the dev server's content store) would be
 * published with the site and gone from the project. That build goes to a
 * temporary directory inside the project, moved beside the output once done.
 */
const beside = await tempDirBeside(DIST);
const temp = beside.startsWith(process.cwd()) // tempDirBeside's path is absolute
  ? beside
  : await tempDirBeside(join('node_modules', '.cache', 'rulebook-site', 'staging', 'site'));
/** Removes the build's temporary directories (a failed build leaves the output as it was). */
const discard = () =>
  Promise.all([temp, beside].map((dir) => rm(dir, { recursive: true, force: true })));
const bin = (name: string) => join('node_modules', '.bin', name);
/**
 * astro.config.mjs bundled as plain JavaScript by scripts/build-site.mjs (so
 * Astro imports it without starting a Vite server), when it is current.
 */
const bundledConfig = process.env['RULEBOOK_BUNDLED_ASTRO_CONFIG'];
const config = bundledConfig ? ['--config', relative(process.cwd(), bundledConfig)] : [];
// One Astro build of this project at a time: they share its .astro/ (src/io/project-lock.ts).
const astroBuilt = await withProjectLock(
  join('node_modules', '.cache', 'rulebook-site', 'build.lock'),
  () =>
    run(bin('astro'), ['build', ...quiet, ...config, '--outDir', relative(process.cwd(), temp)]),
  () => process.stderr.write('Waiting for another build of this project to finish…\n'),
);
/** Pagefind's arguments besides the site, which decide its index (the selectors it leaves out). */
const pagefindArgs = SEARCH_EXCLUDED_SELECTORS.flatMap((selector) => [
  '--exclude-selectors',
  selector,
]);
/** Pagefind's version, part of the kept index's key. */
const pagefindVersion = (): string =>
  (
    JSON.parse(readFileSync(join('node_modules', 'pagefind', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * The search index of the site in `temp`: the last build's, kept in Astro's
 * cache directory, when its pages are the same (src/integrations/search-index-cache.ts),
 * else Pagefind's, then kept for the next build.
 */
function searchIndex(): boolean {
  const cacheDir = astroCacheDir();
  const key = searchIndexKey(temp, [pagefindVersion(), ...pagefindArgs]);
  if (restoreSearchIndex(cacheDir, key, temp)) return true;
  if (!run(bin('pagefind'), ['--site', temp, ...pagefindArgs, ...quiet])) return false;
  try {
    keepSearchIndex(cacheDir, key, temp);
  } catch (error) {
    process.stderr.write(
      `build-site: could not keep the search index in ${escapeControls(cacheDir)} (${escapeControls((error as Error).message)}); the next build will index the pages again.\n`,
    );
  }
  return true;
}
const built = astroBuilt && searchIndex();
if (!built) {
  await discard();
  process.stderr.write(`\nSite build failed; ${SHOWN}/ was left as it was.\n`);
  process.exit(1);
}
// The marker that lets the next build replace the directory (src/io/output-marker.ts).
const marker = outputMarker('site', randomUUID());
writeFileSync(join(temp, marker.name), marker.bytes);
try {
  if (temp !== beside) await moveDirectory(temp, beside);
  await replaceDirectory(DIST, beside);
} catch (error) {
  // A full disk, a directory another program holds: the site was built, not put in place.
  await discard();
  process.stderr.write(
    `build-site: the site was built but could not be put in ${SHOWN}/ ` +
      `(${escapeControls((error as Error).message)}); ${SHOWN}/ was left as it was. Free some space or ` +
      'close what holds the directory, and build again.\n',
  );
  process.exit(1);
}
process.stderr.write(
  `Site built: ${htmlPages(DIST).length} pages in ${SHOWN}/ (search index in ${SHOWN}/pagefind/).\n`,
);
