/**
 * Builds the site into dist/ and, beside it (an Astro build keeps about one
 * core busy), the shared fixture site and the ruleset site (13th Age and the
 * XSS fixture) of tests/browser/fixture-site.ts, once a run. It starts both builds and returns without waiting for them: test
 * files that need none (the unit files) run meanwhile, and those that need one wait for it (`siteBuilt`, which
 * `useSite`, `sharedFixtureSite` and the dist/ readers call) instead of
 * holding every worker idle until both are built. Its teardown waits for
 * the builds and fails the run if one failed.
 */
import { spawn } from 'node:child_process';
import {
  buildRulesetFixtureSite,
  buildSharedFixtureSite,
  clearGlobalBuild,
  finishGlobalBuild,
  type GlobalSite,
  startGlobalBuild,
} from '../browser/fixture-site.ts';
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

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env['SITE_PREBUILT'] === '1') return undefined;
  // The builds compile content in worker threads from the CLI bundle, and run the bundle of
  // scripts/build-site.ts: both brought up to date first (as the unit project's set-up does
  // the CLI's), once, never under a running build.
  buildCli();
  if (!upToDate()) await rebuild();
  const builds = [
    inBackground('dist', buildDist),
    inBackground('shared', buildSharedFixtureSite),
    inBackground('ruleset', buildRulesetFixtureSite),
  ];
  return async () => {
    const errors = (await Promise.all(builds)).filter((error) => error !== undefined);
    for (const site of ['dist', 'shared', 'ruleset'] as const) clearGlobalBuild(site);
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n\n'));
  };
}
