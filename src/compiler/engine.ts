/**
 * The compile engine: the one entry every caller compiles through (the CLI,
 * the site loader in `astro build` and `astro dev`, the playground worker).
 * `createCompiler(options)` gives an object whose `compile(inputs)` gives
 * exactly `compile`'s result, with `stats` saying how the call was served.
 * Its options choose the layers: `incremental` keeps each file's result,
 * parsed chunks and extractions between calls (incremental.ts), in the
 * memory tier of the one cache (cache.ts: its kinds, and which tier keeps
 * each); `cache` and
 * `threads` are the persistent cache and the worker pool, which live at the
 * I/O edge (no node:fs here) and come in as `EngineLayers`
 * (src/io/node-compiler.ts passes them); with none, the engine is `compile`
 * in this thread, as in the browser. Pure: inputs in, data and diagnostics out.
 */
import { compile, type PreparedOf } from './compile.ts';
import {
  createIncrementalCompiler,
  type FileResultStore,
  type IncrementalCompiler,
} from './incremental.ts';
import type {
  CompileInput,
  CompileOptions,
  CompileResult,
  CompileStats,
  ServedBy,
} from './types.ts';

export type { CompileStats, ServedBy } from './types.ts';

/**
 * Whether results are kept between runs: on disk (the persistent cache, the
 * one cache's disk tier, which the I/O edge gives) or not. What is kept
 * between calls in memory is the `incremental` layer's memory tier.
 */
export type CacheMode = 'disk' | 'off';

/** How many worker threads parse files: a count (0: none), or `auto` (by the cores and the content's size). */
export type Threads = number | 'auto';

/** What a compiler is made with; every option has the plain `compile`'s behaviour as its default. */
export interface CompilerOptions {
  /** Keep results between runs on disk (a layer the I/O edge gives); default `off`. */
  cache?: CacheMode;
  /** Worker threads for the per-file stage (a layer the I/O edge gives); default 0. */
  threads?: Threads;
  /**
   * Keep each file's result between calls and compile again only the files
   * (and of a large file, the chunks) that changed: the authoring loop's
   * mode (default false).
   */
  incremental?: boolean;
}

/** A compile's result with how it was served. */
export type EngineResult = CompileResult & { stats: CompileStats };

/**
 * The layers the I/O edge gives the engine (src/io/node-compiler.ts): none
 * of them changes a byte of the output.
 */
export interface EngineLayers {
  /** A whole compile with the persistent cache and worker threads (replaces `compile` when not incremental). */
  full?(inputs: readonly CompileInput[], options: CompileOptions): Promise<EngineResult>;
  /** An incremental compiler's first-time per-file stage, read from the persistent cache. */
  preparedOf?: PreparedOf;
  /** Where an incremental compiler keeps each file's result between runs. */
  store?: FileResultStore;
}

/** A compiler made by `createCompiler`. */
export interface Compiler {
  /** Compiles like `compile`, through the layers the compiler was made with. */
  compile(inputs: readonly CompileInput[], options?: CompileOptions): Promise<EngineResult>;
  /** The same, in this thread and synchronously: only for a compiler with no I/O layer. */
  compileSync(inputs: readonly CompileInput[], options?: CompileOptions): EngineResult;
}

/**
 * Creates a compiler. A `disk` cache or worker threads need the layers
 * that give them (`layers`, from src/io/node-compiler.ts): asked for
 * without them, it throws, rather than compile slower than asked.
 */
export function createCompiler(options: CompilerOptions = {}, layers: EngineLayers = {}): Compiler {
  const wantsIo = options.cache === 'disk' || (options.threads ?? 0) !== 0;
  if (wantsIo && !layers.full && !layers.store)
    throw new Error(
      `createCompiler: cache '${options.cache ?? 'off'}' and threads ${String(options.threads ?? 0)} need the I/O layers; in Node, create the compiler with createNodeCompiler (src/io/node-compiler.ts), or ask for cache 'off' and threads 0.`,
    );
  const keepsState = options.incremental === true;
  const incremental: IncrementalCompiler | null = keepsState
    ? createIncrementalCompiler(layers.preparedOf, layers.store)
    : null;
  const compileSync = (inputs: readonly CompileInput[], compileOptions: CompileOptions = {}) => {
    if (!incremental) return { ...compile(inputs, compileOptions), stats: fullStats(inputs) };
    const result = incremental.compile(inputs, compileOptions);
    const stats: CompileStats = {
      mode: incremental.lastMode,
      compiled: incremental.lastCompiled,
      parsedChunks: incremental.lastParsedChunks,
      replayed: incremental.lastReplayed,
    };
    return { ...result, stats };
  };
  return {
    compileSync(inputs, compileOptions) {
      if (layers.full && !incremental)
        throw new Error(
          'compileSync: this compiler has I/O layers (a disk cache or threads), which work asynchronously; call compile instead.',
        );
      return compileSync(inputs, compileOptions);
    },
    async compile(inputs, compileOptions = {}) {
      if (!incremental && layers.full) return layers.full(inputs, compileOptions);
      return compileSync(inputs, compileOptions);
    },
  };
}

/** The stats of a whole compile in this thread, with nothing cached. */
function fullStats(inputs: readonly CompileInput[]): CompileStats {
  return { mode: 'full', compiled: inputs.length, parsedChunks: null, replayed: null };
}
