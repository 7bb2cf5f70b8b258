/**
 * Builds the CLI bundle (`.build/`, scripts/build-cli.mjs) once before the
 * unit tests when the sources changed since it was built, so that tests
 * running the real `rulebook` binary or worker threads in parallel never
 * rebuild it under each other.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { currentBuildVersion } from '../../src/io/compiler-version.mjs';

const root = join(import.meta.dirname, '../..');

export default function setup(): void {
  if (currentBuildVersion(root) !== null) return;
  const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`Building the CLI failed:\n${built.stderr}`);
}
