import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (compiler, dice, site helpers; fast, no site build; its
 * global setup brings the CLI bundle up to date) and
 * `site` (build-output and browser tests), whose global setup builds the site
 * into dist/ once. `npx vitest run --project unit` skips the build.
 *
 * Both projects' files share one pool: a project with `fileParallelism: false`
 * would run in a group of its own after every other file, which made the
 * site files the suite's critical path. Site files may run at once: each
 * fixture site builds into its own directory with its own Astro cache
 * (tests/browser/fixture-site.ts), and only tests/browser/dev.test.ts runs
 * `astro dev`.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Vitest's default on 2 cores is one worker: every file in turn. Much test
    // time waits on child processes and Chromium, so three files run at once.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          testTimeout: 30_000,
          globalSetup: ['tests/setup/build-cli.ts'],
          include: [
            'tests/compiler/**/*.test.ts',
            'tests/dice/**/*.test.ts',
            'tests/site/**/*.test.ts',
            'tests/character/**/*.test.ts',
            'tests/io/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/build/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/build/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
