/**
 * Builds the site from other content (fixture directories) into a directory of
 * its own, for browser tests that need content the bundled rulebook lacks.
 *
 * Test files build their fixture sites at the same time, so each build is kept
 * apart: Astro writes a build's server chunks under its output directory only
 * when that directory lies inside the working directory (otherwise into the
 * shared `.astro/`, which scripts/build-site.ts avoids by building such a site
 * inside the project first), and its content store into its cache directory.
 * So each build goes to a directory of its own (under `node_modules/.cache/`,
 * or the system's temporary directory for the ruleset site), with its own
 * Astro cache (RULEBOOK_ASTRO_CACHE), and is then moved to `out`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { moveDirectory, tempDirBeside } from '../../src/io/write-output.ts';
import { releaseLock, tryLock } from '../setup/run-lock.ts';

const root = join(import.meta.dirname, '../..');
const stage = join(root, 'node_modules/.cache/rulebook-test-sites');

/**
 * The fixtures of the shared fixture site: content/ and the fixture
 * directories whose test files check their own chapters, cards, records and
 * monsters, or derive what a page must list from the site's own data, so one
 * site (one Astro build, about 12 s of CPU) serves them all: records,
 * power variants, monsters, homebrew, printing (the print fixture's powers,
 * longer and wider than a card, print with every other power of the site),
 * the layout and accessibility pass over every page type, and link previews
 * with the site's address. A site of its own, {@link RULESET_SITE}: the 13th
 * Age ruleset (another configuration) and the XSS fixture (its test walks
 * every page for payloads, which the other files' pages must not hold).
 */
export const SHARED_FIXTURES = [
  'content',
  'tests/browser/fixtures/power-variants',
  'tests/browser/fixtures/records',
  'tests/browser/fixtures/bestiary',
  'tests/browser/fixtures/print',
  // A second book ending in `# Legal`, as the rulebook does: tests/build/library.test.ts.
  'tests/browser/fixtures/library',
  // Last: homebrew.test.ts checks its chapter comes after every other.
  'tests/browser/fixtures/homebrew',
] as const;

/**
 * The address the shared fixture site is built with (RULEBOOK_SITE_URL, as
 * `site.url` would set it): tests/build/sharing.test.ts checks its canonical
 * links and sitemap; dist/ is built without one.
 */
export const SHARED_SITE_URL = 'https://rules.example.org/';

/** The environment of the shared fixture site's build. */
const SHARED_ENV = { RULEBOOK_SITE_URL: SHARED_SITE_URL } as const;

/** Where the shared fixture site is built (tests/build/global-setup.ts builds it beside dist/). */
export const SHARED_SITE = join(stage, 'shared');

/**
 * The directory of the shared fixture site ({@link SHARED_FIXTURES}); builds
 * it if the global setup did not (SITE_PREBUILT=1 and no site there yet),
 * once, however many test files ask at the same time.
 */
export async function sharedFixtureSite(): Promise<string> {
  return globalSiteOnce('shared', SHARED_SITE, buildSharedFixtureSite);
}

/**
 * The fixtures of the ruleset site: the 13th Age book (tests/browser/rulesets.test.ts),
 * built with its configuration ({@link RULESET_CONFIG}), and the XSS fixture
 * (tests/browser/xss.test.ts): one Astro build serves both files. The XSS
 * walk visits the 13th Age pages too; the 13th Age checks read only their
 * own cards and the ruleset every page names.
 */
export const RULESET_FIXTURES = [
  'tests/browser/fixtures/thirteenth-age/content',
  'tests/browser/fixtures/xss',
] as const;

/** The configuration of the ruleset site (`"ruleset": "13th-age"`). */
export const RULESET_CONFIG = 'tests/browser/fixtures/thirteenth-age/rulebook.config.json';

/** Where the ruleset site is built (tests/build/global-setup.ts builds it beside dist/). */
export const RULESET_SITE = join(stage, 'ruleset');

/** The directory of the ruleset site ({@link RULESET_FIXTURES}), built as {@link sharedFixtureSite} is. */
export async function rulesetFixtureSite(): Promise<string> {
  return globalSiteOnce('ruleset', RULESET_SITE, buildRulesetFixtureSite);
}

/**
 * Builds the ruleset site ({@link RULESET_FIXTURES}) into {@link RULESET_SITE},
 * with `--out` outside the project (the system's temporary directory), as a
 * user may give it: tests/build/site-contents.test.ts checks such a build holds
 * nothing of Astro's `.astro/`.
 */
export function buildRulesetFixtureSite(): Promise<void> {
  return buildFixtureSiteAsync(
    RULESET_FIXTURES.join(','),
    RULESET_SITE,
    { RULEBOOK_CONFIG: RULESET_CONFIG },
    join(tmpdir(), 'rulebook-test-builds'),
  );
}

/**
 * The directory `dir` of global site `site`, once the global setup has built
 * it; built by `build` if the global setup did not (SITE_PREBUILT=1 and no
 * site there yet), once, however many test files ask at the same time.
 */
async function globalSiteOnce(
  site: Exclude<GlobalSite, 'dist' | 'library'>,
  dir: string,
  build: () => Promise<void>,
): Promise<string> {
  await siteBuilt(site);
  return siteOnce(dir, build);
}

/**
 * The site in `dir`, built by `build` unless `built` (default: a site is
 * there), once however many test files ask at the same time (a lock directory
 * beside it; one left by a killed run is taken over after 10 minutes).
 */
export async function siteOnce(
  dir: string,
  build: () => Promise<void>,
  built = () => existsSync(join(dir, '.rulebook-site')),
): Promise<string> {
  const lock = `${dir}.lock`;
  while (!built()) {
    if (!tryLock(lock)) {
      // Another test file is building it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!built()) await build();
    } finally {
      releaseLock(lock);
    }
  }
  return dir;
}

/** The sites tests/build/global-setup.ts builds while the first test files run. */
export type GlobalSite = 'dist' | 'shared' | 'ruleset' | 'library';

/** Marks a global site as being built (see {@link siteBuilt}), for this process. */
function buildingMarker(site: GlobalSite): string {
  return join(stage, `${site}.building`);
}

/** The build output of a global site that failed to build. */
function failureLog(site: GlobalSite): string {
  return join(stage, `${site}.failed`);
}

/**
 * Marks `site` as being built by this process (the global setup), before
 * it starts the build and returns: test files that need the site wait for
 * {@link finishGlobalBuild} in {@link siteBuilt} instead of reading a site
 * left by an earlier run, or none.
 */
export function startGlobalBuild(site: GlobalSite): void {
  mkdirSync(stage, { recursive: true });
  rmSync(failureLog(site), { force: true });
  rmSync(buildingMarker(site), { recursive: true, force: true });
  mkdirSync(buildingMarker(site));
  writeFileSync(join(buildingMarker(site), 'pid'), String(process.pid));
}

/** Ends {@link startGlobalBuild}: the site is there, or its build's output says why not. */
export function finishGlobalBuild(site: GlobalSite, error?: Error): void {
  if (error) writeFileSync(failureLog(site), error.message);
  rmSync(buildingMarker(site), { recursive: true, force: true });
}

/**
 * Resolves once the global setup's build of `site` has finished (at once when
 * it was not building it: `SITE_PREBUILT=1`, or a marker left by a killed
 * run, whose process is gone); throws with the build's output if it failed.
 */
export async function siteBuilt(site: GlobalSite): Promise<void> {
  const marker = buildingMarker(site);
  while (existsSync(marker)) {
    let pid = 0;
    try {
      pid = Number(readFileSync(join(marker, 'pid'), 'utf8'));
    } catch {
      // Being written (or removed); a marker without a pid a minute old was left by a killed run.
      const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (Date.now() - since > 60_000) break;
    }
    if (pid && !isRunning(pid)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (existsSync(failureLog(site)))
    throw new Error(
      `${readFileSync(failureLog(site), 'utf8')}\n(${failureLog(site)}: delete it after a killed run)`,
    );
}

/** dist/ (tests/build/global-setup.ts builds it), once built. */
export async function distSite(): Promise<string> {
  await siteBuilt('dist');
  return DIST_SITE;
}

/** Where the global setup builds the bundled rulebook's site (`npm run build`'s output). */
export const DIST_SITE = join(root, 'dist');

/** Removes the failure log of a global site once the run that wrote it has reported it. */
export function clearGlobalBuild(site: GlobalSite): void {
  rmSync(failureLog(site), { force: true });
}

/** Whether process `pid` is alive. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds the shared fixture site ({@link SHARED_FIXTURES}) into {@link SHARED_SITE}. */
export function buildSharedFixtureSite(): Promise<void> {
  return buildFixtureSiteAsync(SHARED_FIXTURES.join(','), SHARED_SITE, SHARED_ENV);
}

/**
 * Runs `npm run build`'s `scripts/build-site.mjs` with `RULEBOOK_CONTENT=contentDirs`
 * (comma-separated, relative to the repository) and `env` added to its
 * environment (RULEBOOK_CONFIG, for one), in a directory under `buildIn`
 * (default: the project's test-site cache), without blocking (the global setup
 * runs it beside the dist/ build), and puts the site in `out` (replacing a
 * site built there before); throws with the build's output if it fails.
 */
export async function buildFixtureSiteAsync(
  contentDirs: string,
  out: string,
  env: Record<string, string> = {},
  buildIn = stage,
): Promise<void> {
  const build = await startBuild(contentDirs, env, buildIn);
  const outcome = await new Promise<Outcome>((resolve) => {
    const child = spawn(process.execPath, build.args, { cwd: root, env: build.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  await finishBuild(build, outcome, out);
}

/** One fixture build: its stage directory, command and environment. */
interface Build {
  contentDirs: string;
  work: string;
  site: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** How a build process ended. */
interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A build's directory (beside the others of `buildIn`, named for this
 * process: those of processes that ended, killed runs, are removed first),
 * command and environment.
 */
async function startBuild(
  contentDirs: string,
  extraEnv: Record<string, string>,
  buildIn: string,
): Promise<Build> {
  const work = await tempDirBeside(join(buildIn, 'site'));
  const site = join(work, 'site');
  return {
    contentDirs,
    work,
    site,
    // As `npm run build` runs it: its bundle, and the bundled Astro config (no tsx, and no
    // Vite server for Astro to load the config with).
    args: ['scripts/build-site.mjs', '--out', site],
    env: {
      ...process.env,
      RULEBOOK_CONTENT: contentDirs,
      RULEBOOK_ASTRO_CACHE: join(work, 'astro-cache'),
      ...extraEnv,
    },
  };
}

async function finishBuild(build: Build, outcome: Outcome, out: string): Promise<void> {
  try {
    if (outcome.status !== 0)
      throw new Error(
        `The site of ${build.contentDirs} failed to build:\n${outcome.stdout}\n${outcome.stderr}`,
      );
    await moveSite(build.site, out);
    writeFileSync(buildLog(out), `${outcome.stdout}\n${outcome.stderr}`);
  } finally {
    rmSync(build.work, { recursive: true, force: true });
  }
}

/** What the build of the site in `out` printed, kept beside it for tests of what a build reports. */
export function buildLog(out: string): string {
  return `${out}.log`;
}

/** Moves a built site to `out`, replacing only a site built there before. */
async function moveSite(site: string, out: string): Promise<void> {
  if (existsSync(out)) {
    if (!existsSync(join(out, '.rulebook-site')))
      throw new Error(`${out} exists and is not a built site; give an empty path.`);
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(dirname(out), { recursive: true });
  await moveDirectory(site, out);
}
