/**
 * Where the project is and which compiler version its sources are: the key
 * of every cache entry. Apart from compile-pool.ts, so that a compile whose
 * result is cached asks for the version without loading worker threads.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compilerVersionOf, currentBuildVersion } from './compiler-version.mjs';

/**
 * The project root (where package.json and `.build/` are): the nearest
 * directory above this module with `src/compiler` (this module also runs
 * from bundles under `.build/`).
 */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'compiler')))
      return dir;
    if (dirname(dir) === dir) return from;
  }
}

let version: string | undefined;

/** The compiler version of the checked-out sources (computed once per process). */
export function compilerVersion(): string {
  return (version ??= currentBuildVersion(PROJECT_ROOT) ?? compilerVersionOf(PROJECT_ROOT));
}
