import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (compiler, dice, site helpers; fast, no site build; its
 * global setup brings the CLI bundle up to date) and
 * `site` (build-output and browser tests), whose global setup builds the site
 * into dist/ once. `npx vitest run --project unit` skips the build.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Vitest's default on 2 cores is one worker: every file in turn. Most test
    // time waits on child processes and Chromium, so the unit files run beside
    // the site files (which stay one at a time, below).
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
          fileParallelism: false,
        },
      },
    ],
  },
});
