/**
 * Builds the site into dist/, the shared fixture site and the ruleset site
 * (13th Age and the XSS fixture) of tests/browser/fixture-site.ts, once a run,
 * and in a run of every file the generated library's site first
 * (tests/browser/library-site.ts): the longest build, which the longest files
 * wait for. Astro builds of the project run one at a time (src/io/project-lock.ts,
 * which takes no turns: whichever build asks first after it is free), so the
 * other three start once the library's build has ended. It starts the builds
 * and returns without waiting for them: test files that need none (the unit
 * files) run meanwhile, and those that need one wait for it (`siteBuilt`, which
 * `useSite`, `sharedFixtureSite`, `librarySite` and the dist/ readers call).
 * Its teardown waits for the builds and fails the run if one failed.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import {
  buildRulesetFixtureSite,
  buildSharedFixtureSite,
  clearGlobalBuild,
  finishGlobalBuild,
  type GlobalSite,
  startGlobalBuild,
} from '../browser/fixture-site.ts';
import { buildLibrarySite } from '../browser/library-site.ts';
import buildCli from '../setup/build-cli.ts';
import { rebuild, upToDate } from '../../scripts/lib/site-bundle.mjs';

function buildDist(): Promise<void> {
  return new Promise((resolve, reject) => {
    // `npm run build`, as a user runs it.
    const child = spawn(process.execPath, ['scripts/build-site.mjs'], {
      env: { ...process.env, RULEBOOK_CONTENT: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`The site build failed:\n${output}`)),
    );
  });
}

/** Starts `build` of `site`, marked as being built until it ends; resolves to its error, if any. */
function inBackground(site: GlobalSite, build: () => Promise<void>): Promise<Error | undefined> {
  startGlobalBuild(site);
  return build().then(
    () => {
      finishGlobalBuild(site);
      return undefined;
    },
    (error: Error) => {
      finishGlobalBuild(site, error);
      return error;
    },
  );
}

/**
 * Whether the run is of every test file (no file named on the command line): then the
 * library's site is wanted, and built first; a run of some files builds it when one asks.
 */
function everyFile(project: TestProject): boolean {
  // Vitest keeps the command line's file filters on its instance, not in its public API.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  return !filters || filters.length === 0;
}

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (process.env['SITE_PREBUILT'] === '1') return undefined;
  // The builds compile content in worker threads from the CLI bundle, and run the bundle of
  // scripts/build-site.ts: both brought up to date first (as the unit project's set-up does
  // the CLI's), once, never under a running build.
  buildCli();
  if (!upToDate()) await rebuild();
  // The library's site is built for this run: Vitest's main process, this one.
  const library = everyFile(project)
    ? inBackground('library', () => buildLibrarySite(String(process.pid)))
    : Promise.resolve(undefined);
  const afterLibrary = (build: () => Promise<void>) => () => library.then(build);
  const builds = [
    library,
    inBackground('dist', afterLibrary(buildDist)),
    inBackground('shared', afterLibrary(buildSharedFixtureSite)),
    inBackground('ruleset', afterLibrary(buildRulesetFixtureSite)),
  ];
  return async () => {
    const errors = (await Promise.all(builds)).filter((error) => error !== undefined);
    for (const site of ['dist', 'shared', 'ruleset', 'library'] as const) clearGlobalBuild(site);
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n\n'));
  };
}
