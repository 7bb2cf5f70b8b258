/**
 * The compile engine (src/compiler/engine.ts) in Node, with the layers that
 * need Node: the persistent cache on disk (compile-cache.ts) and the worker
 * pool (compile-pool.ts), both through compile-content.ts for a whole
 * compile, and the cache's per-file stores for an incremental one (the dev
 * server's restart compiles no file that did not change). The CLI
 * (compile-output.ts) and the site loader (src/loaders/rulebook.ts) compile
 * through here; the playground worker uses the engine with no layer.
 */
import {
  createCompiler,
  type CacheMode,
  type Compiler,
  type CompilerOptions,
  type Threads,
} from '../compiler/index.ts';
import { openDefaultCache, type CompileCache } from './compile-cache.ts';
import {
  cachedFileResults,
  cachedPreparedOf,
  compileContent,
  type CompileContentSetup,
} from './compile-content.ts';

/** The defaults in Node: the persistent cache and worker threads when they gain (see compile-pool.ts). */
export const NODE_DEFAULTS = { cache: 'disk', threads: 'auto' } as const satisfies CompilerOptions;

/**
 * The low-level set-up of the layers, for callers that hold their own cache
 * (the CLI's output cache shares it) or version (tests).
 */
export type NodeLayerSetup = Pick<CompileContentSetup, 'version' | 'keepWhole'> & {
  /** The cache to use when `cache` is `disk` (default: the one in `defaultCacheDir()`, if any). */
  store?: CompileCache | null;
};

/** `compileContent`'s `workers` for the engine's `threads`. */
export function workersOf(threads: Threads): CompileContentSetup['workers'] {
  if (threads === 'auto') return undefined;
  return threads > 0 ? threads : false;
}

/**
 * Creates the engine with Node's layers: `cache: 'disk'` (the default) is
 * the persistent cache (none when `RULEBOOK_CACHE=off` or there is no
 * `node_modules`), `threads` (default `auto`) the worker pool.
 */
export function createNodeCompiler(
  options: CompilerOptions = {},
  setup: NodeLayerSetup = {},
): Compiler {
  const cacheMode: CacheMode = options.cache ?? NODE_DEFAULTS.cache;
  const threads = options.threads ?? NODE_DEFAULTS.threads;
  const disk =
    cacheMode !== 'disk' ? null : setup.store === undefined ? openDefaultCache() : setup.store;
  return createCompiler(
    { ...options, cache: cacheMode, threads },
    {
      full: (inputs, compileOptions) =>
        compileContent(inputs, compileOptions, {
          cache: disk,
          workers: workersOf(threads),
          ...(setup.version !== undefined && { version: setup.version }),
          ...(setup.keepWhole !== undefined && { keepWhole: setup.keepWhole }),
        }),
      // Each is undefined with no cache: then the incremental layer keeps its state in memory only.
      preparedOf: cachedPreparedOf({}, disk),
      store: cachedFileResults(disk),
    },
  );
}
