/**
 * Builds the site from other content (fixture directories) into a directory of
 * its own, for browser tests that need content the bundled rulebook lacks.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * Runs `scripts/build-site.ts --out out` with `RULEBOOK_CONTENT=contentDirs`
 * (comma-separated, relative to the repository) and, when given, the
 * configuration file `config` (RULEBOOK_CONFIG, relative to the repository);
 * throws with the build's output if it fails.
 */
export function buildFixtureSite(contentDirs: string, out: string, config?: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, RULEBOOK_CONTENT: contentDirs };
  if (config) env['RULEBOOK_CONFIG'] = config;
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-site.ts', '--out', out],
    { cwd: root, encoding: 'utf8', env },
  );
  if (build.status !== 0)
    throw new Error(
      `The site of ${contentDirs} failed to build:\n${build.stdout}\n${build.stderr}`,
    );
}
