/**
 * The Astro content-layer loader: reads the content directories, calls the
 * compiler in-process (one parse of the markdown, the same JSON the CLI
 * writes) and stores the result as one entry, `data`, of the `rulebook`
 * collection. Content errors fail the build with every diagnostic printed as
 * file:line:col; warnings are logged.
 */
import type { Loader } from 'astro/loaders';
import { compile, formatDiagnostic, validateData } from '../compiler/index.ts';
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

/** Creates the loader; the compiled data is stored under the id `data`. */
export function rulebookLoader(options: RulebookLoaderOptions = {}): Loader {
  const dirs = options.contentDirs ?? contentDirsFromEnv();
  return {
    name: 'rulebook-loader',
    load: async ({ store, logger }) => {
      const inputs = await readContent(dirs);
      const { data, diagnostics } = compile(inputs);
      const errors = diagnostics.filter((d) => d.severity === 'error');
      for (const d of diagnostics.filter((d) => d.severity === 'warning'))
        logger.warn(formatDiagnostic(d));
      if (errors.length > 0) {
        throw new RulebookContentError(
          `The rulebook has ${errors.length} content error(s):\n${errors.map(formatDiagnostic).join('\n')}`,
        );
      }
      const issues = validateData(data);
      if (issues.length > 0) {
        throw new Error(
          `Compiled data does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`,
        );
      }
      store.clear();
      store.set({ id: 'data', data: data as unknown as Record<string, unknown> });
      logger.info(`compiled ${inputs.length} file(s) from ${dirs.join(', ')}`);
    },
  };
}
