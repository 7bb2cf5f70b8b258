import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/setup/sequencer.ts';

/**
 * Two projects: `unit` (compiler, dice, site helpers; fast, no site build; its
 * global setup brings the CLI bundle up to date) and
 * `site` (build-output and browser tests), whose global setup builds the
 * generated library's site (in a run of every file), then the site into dist/
 * and the fixture sites, once, while the first files run
 * (tests/build/global-setup.ts). `npx vitest run --project unit` skips the builds.
 * A compile several files need (the generated library's) is done once a run
 * (tests/setup/compiled-once.ts).
 *
 * Both projects' files share one pool: a project with `fileParallelism: false`
 * would run in a group of its own after every other file, which made the
 * site files the suite's critical path. Site files may run at once: each
 * fixture site builds into its own directory with its own Astro cache
 * (tests/browser/fixture-site.ts), and only tests/browser/dev.test.ts runs
 * `astro dev`.
 */
/**
 * Packages load as in production (as the CLI and `astro build` load them):
 * Vite's SSR conditions include `development` outside production, which
 * switches micromark and mdast utilities to builds full of assertions, one of
 * which throws on valid markdown (`-\n[ ] a`, mdast-util-gfm-task-list-item).
 * Vite merges condition arrays, so the condition is taken out once resolved.
 */
const productionConditions: Plugin = {
  name: 'rulebook:production-conditions',
  configResolved(config) {
    const conditions = config.ssr.resolve?.conditions;
    if (!conditions) return;
    const kept = conditions.filter((c) => c !== 'development' && c !== 'development|production');
    conditions.splice(0, conditions.length, ...kept);
  },
};

/** `VITEST_CPU_PROFILE=out.jsonl`: each file's CPU time, appended to out.jsonl (tests/setup/cpu-profile.ts). */
const setupFiles = process.env['VITEST_CPU_PROFILE'] ? ['tests/setup/cpu-profile.ts'] : [];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Vitest's default on 2 cores is one worker: every file in turn. Much test
    // time waits on child processes, Chromium and idle networks, so four files
    // run at once (in whole runs, 297 s of CPU with four against 318 s with
    // three: a worker's imports and Chromium cost less than the noise).
    maxWorkers: 4,
    // One queue for every project's files: the unit files, then the site files, each
    // the longest first (tests/setup/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        plugins: [productionConditions],
        test: {
          name: 'unit',
          setupFiles,
          testTimeout: 30_000,
          // Unit files share their worker's module cache instead of importing
          // the compiler, ajv and unified again for each of some 60 files (the
          // unit project's CPU time: about 120 s isolated, 75 s shared). Their
          // state stays their own: stubbed environment variables, globals and
          // spies are undone after each test. A file that mocks a module (vi.mock)
          // would get the worker's already-imported copy instead: it is named
          // `*.isolated.test.ts` and runs in the `isolated` project.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
          globalSetup: ['tests/setup/build-cli.ts'],
          include: [
            'tests/compiler/**/*.test.ts',
            'tests/dice/**/*.test.ts',
            'tests/site/**/*.test.ts',
            'tests/character/**/*.test.ts',
            'tests/io/**/*.test.ts',
            'tests/foundry/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [productionConditions],
        test: {
          name: 'isolated',
          setupFiles,
          testTimeout: 30_000,
          include: ['tests/**/*.isolated.test.ts'],
        },
      },
      {
        plugins: [productionConditions],
        test: {
          name: 'site',
          setupFiles,
          include: ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          // As in `unit`: playwright-core, the harness and the site's modules
          // load once per worker, and so does Chromium (harness.ts › sharedBrowser);
          // each file starts its own static server.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
          globalSetup: ['tests/build/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's answer to a click or a key can take over Vitest's default second when
          // four files drive Chromium on two cores: a poll waits up to 10 s (it ends as soon
          // as its condition holds, so only a failing poll takes longer).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
