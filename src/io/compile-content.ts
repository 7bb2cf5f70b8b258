/**
 * Compiling content the fast way, for the CLI, the site build and the dev
 * server: the per-file stage of each file (parse and clean-up, see
 * src/compiler/prepare.ts) runs on worker threads and is kept in the
 * persistent cache (compile-cache.ts) keyed by the file's path and bytes,
 * the compiler version and the options; the whole result is kept too, keyed
 * by every file. The output is exactly `compile`'s: the second stage runs
 * over every file in order, in this thread.
 */
import { compileWithLinks, type PreparedOf } from '../compiler/compile.ts';
import { splitFrontMatter } from '../compiler/frontmatter.ts';
import { prepareFile, type PreparedFile } from '../compiler/prepare.ts';
import type { CompileInput, CompileOptions, CompileResult } from '../compiler/types.ts';
import { cacheKey, defaultCacheDir, openCompileCache, type CompileCache } from './compile-cache.ts';
import { compilerVersion, createPreparePool, type PreparePool } from './compile-pool.ts';

/** Where the work of a `compileContent` call came from. */
export interface CompileContentStats {
  /** True when the whole result came from the cache. */
  wholeHit: boolean;
  /** Files whose per-file stage came from the cache. */
  cached: number;
  /** Files prepared on worker threads. */
  inWorkers: number;
  /** Files prepared in this thread. */
  inThread: number;
}

/** How `compileContent` may work. */
export interface CompileContentSetup {
  /** The persistent cache: default `defaultCacheDir()`; null for none. */
  cache?: CompileCache | null;
  /** Use worker threads (default: when the content is large enough to gain from them). */
  workers?: boolean;
  /** The compiler version in cache keys (default: the checked-out sources'). */
  version?: string;
}

/** Below this many bytes of content, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 96 * 1024;

/** Compiles like `compile`, with worker threads and the persistent cache. */
export async function compileContent(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompileResult & { stats: CompileContentStats }> {
  const stats: CompileContentStats = { wholeHit: false, cached: 0, inWorkers: 0, inThread: 0 };
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const optionsKey = optionsKeyOf(options);
  const wholeKey = cacheKey(
    'result',
    version,
    optionsKey,
    ...inputs.flatMap((input) => [input.path, String(input.layer ?? 0), input.text]),
  );
  const whole = cache?.get<CompileResult>(wholeKey);
  if (whole) {
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
    return { ...whole, stats: { ...stats, wholeHit: true } };
  }

  const files = inputs.map((input) => {
    const body = splitFrontMatter(input.path, input.text.replace(/^\uFEFF/, '')).body;
    return { path: input.path, body, key: preparedKey(version, optionsKey, input.path, body) };
  });
  const ready = new Map<string, { body: string; prepared: PreparedFile }>();
  const missing: typeof files = [];
  for (const file of files) {
    const prepared = cache?.get<PreparedFile>(file.key);
    if (prepared) {
      ready.set(file.path, { body: file.body, prepared });
      stats.cached++;
    } else missing.push(file);
  }
  const bytes = missing.reduce((sum, file) => sum + file.body.length, 0);
  const pool: PreparePool | null =
    (setup.workers ?? bytes >= WORKER_THRESHOLD) && missing.length > 0 ? createPreparePool() : null;
  if (pool) {
    try {
      // Largest first, so the workers finish at about the same time.
      const order = [...missing].sort((a, b) => b.body.length - a.body.length);
      const done = await Promise.all(
        order.map((file) =>
          pool.prepare(file.path, file.body, cache ? { dir: cache.dir, key: file.key } : undefined),
        ),
      );
      order.forEach((file, index) =>
        ready.set(file.path, { body: file.body, prepared: done[index]! }),
      );
      stats.inWorkers = order.length;
    } finally {
      await pool.close();
    }
  }
  const keyOf = new Map(files.map((file) => [file.path, file.key]));
  const { result } = compileWithLinks(inputs, options, undefined, (path, body) => {
    const known = ready.get(path);
    if (known?.body === body) {
      ready.delete(path);
      return known.prepared;
    }
    const prepared = prepareFile(path, body);
    stats.inThread++;
    const key = keyOf.get(path);
    // Stored before the second stage rewrites the tree in place.
    if (cache && key) cache.set(key, prepared);
    return prepared;
  });
  cache?.set(wholeKey, result);
  return { ...result, stats };
}

/** The options as they enter cache keys (progress callbacks do not change output). */
function optionsKeyOf(options: CompileOptions): string {
  return JSON.stringify({
    strict: options.strict ?? false,
    termSources: options.termSources ?? null,
  });
}

function preparedKey(version: string, optionsKey: string, path: string, body: string): string {
  return cacheKey('prepared', version, optionsKey, path, body);
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
