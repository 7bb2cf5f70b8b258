/**
 * The Astro content-layer loader: reads the content directories, calls the
 * compiler in-process (one parse of the markdown, the same JSON the CLI
 * writes) and stores the result as one entry, `data`, of the `rulebook`
 * collection. Content errors fail the build with every diagnostic printed as
 * file:line:col; warnings are logged.
 */
import type { Loader } from 'astro/loaders';
import {
  createIncrementalCompiler,
  formatDiagnostic,
  type IncrementalCompiler,
  validateData,
  type Diagnostic,
} from '../compiler/index.ts';
import { resolve } from 'node:path';
import { cachedPreparedOf, compileContent } from '../io/compile-content.ts';
import { readContent } from '../io/read-content.ts';

/** The loader's name, by which the dev integration asks Astro to run it again. */
export const RULEBOOK_LOADER_NAME = 'rulebook-loader';

/** Options of the rulebook loader. */
export interface RulebookLoaderOptions {
  /** Content directories, merged in order (default: `RULEBOOK_CONTENT`, comma-separated, else `content`). */
  contentDirs?: string[];
}

/** Content directories from `RULEBOOK_CONTENT` (comma-separated), defaulting to `content`. */
export function contentDirsFromEnv(
  env: Record<string, string | undefined> = process.env,
): string[] {
  const value = env['RULEBOOK_CONTENT']?.trim();
  return value
    ? value
        .split(',')
        .map((dir) => dir.trim())
        .filter((dir) => dir !== '')
    : ['content'];
}

/** Thrown when content has errors; the message lists every diagnostic. */
export class RulebookContentError extends Error {
  override name = 'RulebookContentError';
}

/** The dev-time report of content errors, stored under the id `errors` (never in a build). */
export interface ContentErrors {
  diagnostics: Diagnostic[];
}

/**
 * One incremental compiler per list of content directories, kept at module
 * level: `astro dev` evaluates the content config (and so creates a new
 * loader) again after every markdown change, and its cache must outlive that.
 */
const compilers = new Map<string, IncrementalCompiler>();

function compilerFor(dirs: readonly string[]): IncrementalCompiler {
  const key = JSON.stringify(dirs.map((dir) => resolve(dir)));
  let compiler = compilers.get(key);
  if (!compiler) compilers.set(key, (compiler = createIncrementalCompiler(cachedPreparedOf())));
  return compiler;
}

/**
 * Creates the loader; the compiled data is stored under the id `data`. In a
 * build, content errors throw (the build fails with every diagnostic). In
 * `astro dev` (where Astro passes a watcher), errors are logged as
 * file:line:col and stored under `errors` for the page banner, while the last
 * good data stays in place. The `rulebookRefresh` integration runs the loader
 * again on every content change; the compiler's per-file and per-chunk caches
 * outlive the loader, so a save recompiles only what changed.
 */
export function rulebookLoader(options: RulebookLoaderOptions = {}): Loader {
  const dirs = options.contentDirs ?? contentDirsFromEnv();
  // Unchanged files and chunks come from the cache on every recompile after a save.
  const compiler = compilerFor(dirs);
  return {
    name: RULEBOOK_LOADER_NAME,
    load: async ({ store, logger, watcher }) => {
      const inputs = await readContent(dirs);
      // A build compiles once: worker threads and the persistent cache. The dev
      // server recompiles on every save: the incremental compiler, whose first
      // compile of each file reads the persistent cache.
      const { data, diagnostics } = watcher
        ? compiler.compile(inputs)
        : await compileContent(inputs);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      for (const d of diagnostics.filter((d) => d.severity === 'warning'))
        logger.warn(formatDiagnostic(d));
      if (errors.length > 0) {
        const report = `The rulebook has ${errors.length} content error(s):\n${errors.map(formatDiagnostic).join('\n')}`;
        if (!watcher) throw new RulebookContentError(report);
        logger.error(report);
        if (!store.has('data'))
          store.set({ id: 'data', data: data as unknown as Record<string, unknown> });
        store.set({
          id: 'errors',
          data: { diagnostics: errors } as unknown as Record<string, unknown>,
        });
        return;
      }
      const issues = validateData(data);
      if (issues.length > 0) {
        throw new Error(
          `Compiled data does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`,
        );
      }
      store.set({ id: 'data', data: data as unknown as Record<string, unknown> });
      store.delete('errors');
      logger.info(`compiled ${inputs.length} file(s) from ${dirs.join(', ')}`);
    },
  };
}
