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
 * For the CLI, `compileOutput` also keeps the validated JSON files' bytes.
 */
import type { PreparedOf } from '../compiler/compile.ts';
import type { PreparedFile } from '../compiler/prepare.ts';
import type { Diagnostic } from '../compiler/diagnostics.ts';
import type { CompileInput, CompileOptions, CompileResult, Manifest } from '../compiler/types.ts';
import { validateData, type ValidationIssue } from '../compiler/validate.ts';
import { cacheKey, defaultCacheDir, openCompileCache, type CompileCache } from './compile-cache.ts';
import { keyText, optionsKeyOf, preparedKey } from './compile-keys.ts';
import type { CompileContentStats } from './compile-files.ts';
import { compilerVersion } from './project-version.ts';
import { serializeData } from './serialize.ts';

export type { CompileContentStats } from './compile-files.ts';

/** How `compileContent` may work. */
export interface CompileContentSetup {
  /** The persistent cache: default `defaultCacheDir()`; null for none. */
  cache?: CompileCache | null;
  /** Use worker threads, or how many (default: `defaultPoolSize()` when the content is large enough to gain from them). */
  workers?: boolean | number;
  /** The compiler version in cache keys (default: the checked-out sources'). */
  version?: string;
}

/** Compiles like `compile`, with worker threads and the persistent cache. */
export async function compileContent(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompileResult & { stats: CompileContentStats }> {
  const run = startRun(inputs, options, setup);
  return { ...(await resultOf(run)), stats: run.stats };
}

/** What the CLI writes: each data file's bytes, validated, with the diagnostics and counts it reports. */
export interface CompiledOutput {
  /** Each data file's name and bytes (`serializeData`, UTF-8); null when the compile had errors or the data is invalid. */
  files: Record<string, Uint8Array> | null;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
  /** Schema violations of the data (`validateData`); null when the compile had errors (nothing was validated). */
  issues: ValidationIssue[] | null;
  stats: CompileContentStats;
}

/**
 * Compiles like `compileContent`, then validates the data against the
 * schemas and serializes it (when the compile has no error). Files that
 * validated are kept in the persistent cache beside the result, so a
 * compile that changed nothing reads their bytes back: it neither loads the
 * compiler nor reads, validates or serializes the data again (the entry is a
 * function of the inputs, the options and the compiler version, which
 * covers the schemas and the serializer).
 */
export async function compileOutput(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompiledOutput> {
  const run = startRun(inputs, options, setup);
  const outputKey = cacheKey('output', run.wholeKey);
  const kept = run.cache?.get<KeptOutput>(outputKey);
  if (kept) {
    run.stats.wholeHit = run.stats.outputHit = true;
    run.progressAll();
    return { ...kept, issues: [], stats: run.stats };
  }
  const result = await resultOf(run);
  const output = { diagnostics: result.diagnostics, counts: result.data.manifest.counts };
  if (result.diagnostics.some((d) => d.severity === 'error'))
    return { ...output, files: null, issues: null, stats: run.stats };
  const issues = validateData(result.data);
  if (issues.length > 0) return { ...output, files: null, issues, stats: run.stats };
  const files = Object.fromEntries(
    Object.entries(serializeData(result.data)).map(([name, text]) => [name, Buffer.from(text)]),
  );
  run.cache?.set(outputKey, { ...output, files } satisfies KeptOutput);
  return { ...output, files, issues, stats: run.stats };
}

/** A compile's output as the cache keeps it: only one that validated. */
interface KeptOutput {
  files: Record<string, Uint8Array>;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
}

/** One compile's cache, keys and counters. */
interface Run {
  inputs: readonly CompileInput[];
  options: CompileOptions;
  setup: CompileContentSetup;
  cache: CompileCache | null;
  version: string;
  optionsKey: string;
  /** The key of the whole result: every file's path, layer and bytes, the version and the options. */
  wholeKey: string;
  stats: CompileContentStats;
  /** Reports every file done (a result from the cache). */
  progressAll(): void;
}

function startRun(
  inputs: readonly CompileInput[],
  options: CompileOptions,
  setup: CompileContentSetup,
): Run {
  const version = setup.version ?? compilerVersion();
  const optionsKey = optionsKeyOf(options);
  return {
    inputs,
    options,
    setup,
    cache: setup.cache === undefined ? openDefaultCache() : setup.cache,
    version,
    optionsKey,
    wholeKey: cacheKey(
      'result',
      version,
      optionsKey,
      ...inputs.flatMap((input) => [input.path, String(input.layer ?? 0), keyText(input.text)]),
    ),
    stats: {
      wholeHit: false,
      outputHit: false,
      cached: 0,
      inWorkers: 0,
      inThread: 0,
      extracted: 0,
      rendered: 0,
    },
    progressAll: () =>
      inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path)),
  };
}

/** The whole result from the cache, or compiled (compile-files.ts, imported only then) and kept. */
async function resultOf(run: Run): Promise<CompileResult> {
  const whole = run.cache?.get<CompileResult>(run.wholeKey);
  if (whole) {
    run.stats.wholeHit = true;
    run.progressAll();
    return whole;
  }
  const { compileFiles } = await import('./compile-files.ts');
  const result = await compileFiles(run.inputs, run.options, {
    cache: run.cache,
    version: run.version,
    optionsKey: run.optionsKey,
    workers: run.setup.workers,
    stats: run.stats,
  });
  run.cache?.set(run.wholeKey, result);
  return result;
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
