/**
 * Compiling content the fast way, for the CLI, the site build and the dev
 * server: the per-file stage of each file (parse and clean-up, see
 * src/compiler/prepare.ts) runs on worker threads and this one, and is kept in the
 * persistent cache (compile-cache.ts) keyed by the file's path and bytes,
 * the compiler version and the options; the whole result is kept too, keyed
 * by every file. The output is exactly `compile`'s: the second stage runs
 * over every file in order, in this thread.
 *
 * This module only looks the whole result up: the compiling half
 * (compile-files.ts, with the parser and the compiler) is imported when the
 * result is not cached, so a compile that changed nothing starts without it.
 */
import type { PreparedOf } from '../compiler/compile.ts';
import type { PreparedFile } from '../compiler/prepare.ts';
import type { CompileInput, CompileOptions, CompileResult } from '../compiler/types.ts';
import { validateData, type ValidationIssue } from '../compiler/validate.ts';
import { cacheKey, defaultCacheDir, openCompileCache, type CompileCache } from './compile-cache.ts';
import { keyText, optionsKeyOf, preparedKey } from './compile-keys.ts';
import type { CompileContentStats } from './compile-files.ts';
import { compilerVersion } from './compile-pool.ts';

export type { CompileContentStats } from './compile-files.ts';

/** How `compileContent` may work. */
export interface CompileContentSetup {
  /** The persistent cache: default `defaultCacheDir()`; null for none. */
  cache?: CompileCache | null;
  /** Use worker threads, or how many (default: `defaultPoolSize()` when the content is large enough to gain from them). */
  workers?: boolean | number;
  /** The compiler version in cache keys (default: the checked-out sources'). */
  version?: string;
  /**
   * Also validate the data against the schemas (`validateData`) when the
   * compile has no error. A result found valid is remembered in the cache
   * beside it (the data is a function of its key, whose compiler version
   * covers the schemas), so a compile that changed nothing validates nothing.
   */
  validate?: boolean;
}

/** The result of `compileContent`. */
export type CompileContentResult = CompileResult & {
  stats: CompileContentStats;
  /** Schema violations of the data (`validateData`): null unless asked for (`validate`) and the compile had no error. */
  issues: ValidationIssue[] | null;
};

/** Compiles like `compile`, with worker threads and the persistent cache. */
export async function compileContent(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompileContentResult> {
  const stats: CompileContentStats = {
    wholeHit: false,
    cached: 0,
    inWorkers: 0,
    inThread: 0,
    extracted: 0,
    rendered: 0,
    validHit: false,
  };
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const optionsKey = optionsKeyOf(options);
  const wholeKey = cacheKey(
    'result',
    version,
    optionsKey,
    ...inputs.flatMap((input) => [input.path, String(input.layer ?? 0), keyText(input.text)]),
  );
  let result = cache?.get<CompileResult>(wholeKey);
  if (result) {
    stats.wholeHit = true;
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
  } else {
    const { compileFiles } = await import('./compile-files.ts');
    result = await compileFiles(inputs, options, {
      cache,
      version,
      optionsKey,
      workers: setup.workers,
      stats,
    });
    cache?.set(wholeKey, result);
  }
  let issues: ValidationIssue[] | null = null;
  if (setup.validate && !result.diagnostics.some((d) => d.severity === 'error')) {
    const validKey = cacheKey('valid', wholeKey);
    if (stats.wholeHit && cache?.get<boolean>(validKey) === true) {
      stats.validHit = true;
      issues = [];
    } else {
      issues = validateData(result.data);
      if (issues.length === 0) cache?.set(validKey, true);
    }
  }
  return { ...result, stats, issues };
}

/**
 * A `PreparedOf` that reads files' per-file stage from the persistent cache
 * (for the dev server's incremental compiler: after a build or a first
 * load, starting `astro dev` again parses nothing that did not change).
 */
export function cachedPreparedOf(
  options: CompileOptions = {},
  cache: CompileCache | null = openDefaultCache(),
): PreparedOf | undefined {
  if (!cache) return undefined;
  const version = compilerVersion();
  const optionsKey = optionsKeyOf(options);
  return (path, body) => cache.get<PreparedFile>(preparedKey(version, optionsKey, path, body));
}

function openDefaultCache(): CompileCache | null {
  const dir = defaultCacheDir();
  return dir ? openCompileCache(dir) : null;
}
