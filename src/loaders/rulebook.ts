/**
 * The Astro content-layer loader: reads the content directories, calls the
 * compiler in-process (one parse of the markdown, the same JSON the CLI
 * writes) and stores the result as one entry, `data`, of the `rulebook`
 * collection. Content errors fail the build with every diagnostic printed as
 * file:line:col; warnings are logged.
 */
import type { Loader } from 'astro/loaders';
import { resolve } from 'node:path';
import {
  createIncrementalCompiler,
  formatDiagnostic,
  validateData,
  type Diagnostic,
} from '../compiler/index.ts';
import { readContent } from '../io/read-content.ts';

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
 * Creates the loader; the compiled data is stored under the id `data`. In a
 * build, content errors throw (the build fails with every diagnostic). In
 * `astro dev`, the loader watches the content directories and recompiles on
 * every change; errors are logged as file:line:col and stored under `errors`
 * for the page banner, while the last good data stays in place.
 */
export function rulebookLoader(options: RulebookLoaderOptions = {}): Loader {
  const dirs = options.contentDirs ?? contentDirsFromEnv();
  return {
    name: 'rulebook-loader',
    load: async ({ store, logger, watcher }) => {
      // Unchanged files come from the cache on every recompile after a save.
      const compiler = createIncrementalCompiler();
      const sync = async (): Promise<void> => {
        const inputs = await readContent(dirs);
        const { data, diagnostics } = compiler.compile(inputs);
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
      };
      await sync();
      if (!watcher) return;
      const roots = dirs.map((dir) => resolve(dir));
      watcher.add(roots);
      watcher.on('all', (_event, path) => {
        if (path.toLowerCase().endsWith('.md') && roots.some((root) => path.startsWith(root))) {
          sync().catch((error: unknown) => logger.error(String(error)));
        }
      });
    },
  };
}
