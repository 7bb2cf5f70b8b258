/**
 * Compiling content the fast way, for the CLI, the site build and the dev
 * server: the per-file stage of each file (parse and clean-up, see
 * src/compiler/prepare.ts) runs on worker threads while this one walks the
 * files already done. The persistent cache (compile-cache.ts) keeps each
 * file's extraction and rendered sections, keyed by the file's path and
 * bytes, the compiler version and the options, and the whole result, keyed
 * by every file. It keeps no parsed trees for the CLI and the site build:
 * reading one back (`v8.deserialize`) costs about what parsing it again
 * costs (0.18 s against 0.24 s for the benchmark corpus), and writing them
 * (54 MB with the chunks) made a cold compile 0.9 s slower
 * (docs/benchmarks.md). The dev server keeps each file's result compiled
 * on its own (`cachedFileResults`) and its per-file stage (`cachedPreparedOf`). The output is exactly `compile`'s: the second stage
 * runs over every file in order, in this thread.
 */
import {
  byCompileOrder,
  compileWithLinks,
  weightOf,
  type CachedExtraction,
  type ExtractionCache,
  type PreparedOf,
} from '../compiler/compile.ts';
import { normalizeText } from '../compiler/encoding.ts';
import type { RenderedBody } from '../compiler/extract/sections.ts';
import { splitFrontMatter } from '../compiler/frontmatter.ts';
import {
  parseChunks,
  rootOf,
  splitIntoChunks,
  type Chunk,
  type ParseOptions,
} from '../compiler/parse-markdown.ts';
import { finishPrepared, guardFile, prepareFile, type PreparedFile } from '../compiler/prepare.ts';
import type { FileResult, FileResultStore } from '../compiler/incremental.ts';
import type { CompileInput, CompileOptions, CompileResult } from '../compiler/types.ts';
import type { CompileStats } from '../compiler/engine.ts';
import { cacheKey, openDefaultCache, sha256Hex, type CompileCache } from './compile-cache.ts';
import { optionsKeyOf } from '../compiler/options-key.ts';
import { fileResultKey, preparedKey, wholeKeyOf } from './compile-keys.ts';
import { createPreparePool, type PreparePool, type Ticket } from './compile-pool.ts';
import { compilerVersion } from './project-version.ts';

/** Where the work of a `compileContent` call came from (the engine's stats, with the layer's own counts). */
export interface CompileContentStats extends CompileStats {
  /** True when the whole result came from the cache. */
  wholeHit: boolean;
  /** Files prepared in parallel, on worker threads and this one. */
  inWorkers: number;
  /** Files prepared in this thread. */
  inThread: number;
  /** Files whose extraction (the second stage's walk) was found in the cache (replayed unless ids of earlier files changed under it). */
  extracted: number;
  /** Files whose sections' HTML and text came from the cache. */
  rendered: number;
}

/** How `compileContent` may work. */
export interface CompileContentSetup {
  /** The persistent cache: default `defaultCacheDir()`; null for none. */
  cache?: CompileCache | null;
  /** Use worker threads, or how many (default: `defaultPoolSize()` when the content is large enough to gain from them). */
  workers?: boolean | number;
  /** The compiler version in cache keys (default: the checked-out sources'). */
  version?: string;
  /**
   * Keep the whole result in the cache (default true). compile-output.ts
   * keeps the data files' bytes instead, and the whole result only when
   * those are not kept.
   */
  keepWhole?: boolean;
}

/** Below this many bytes of content, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 512 * 1024;

/** Compiles like `compile`, with worker threads and the persistent cache. */
export async function compileContent(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompileResult & { stats: CompileContentStats }> {
  const stats: CompileContentStats = {
    mode: 'full',
    compiled: null,
    parsedChunks: null,
    replayed: null,
    wholeHit: false,
    inWorkers: 0,
    inThread: 0,
    extracted: 0,
    rendered: 0,
  };
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const scope = { version, options: optionsKeyOf(options) };
  const parse: ParseOptions = { fastMarkdown: options.fastMarkdown };
  const wholeKey = cache ? wholeKeyOf(inputs, scope) : '';
  const whole = cache?.get<CompileResult>(wholeKey);
  if (whole) {
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
    return { ...whole, stats: { ...stats, mode: 'cached', compiled: 0, wholeHit: true } };
  }

  const files = inputs.map((input) => {
    const text = normalizeText(input.path, input.text).text;
    const { body, meta } = splitFrontMatter(input.path, text);
    return {
      path: input.path,
      text,
      body,
      layer: input.layer ?? 0,
      weight: weightOf(meta),
      // A key only for a cache: hashing every file's text costs time.
      extractKey: cache ? cacheKey('extract', scope, input.path, text) : '',
    };
  });
  // A file whose extraction is cached needs no first stage (unless the extraction no longer holds).
  const extractions = new Map<string, CachedExtraction>();
  const missing: typeof files = [];
  for (const file of files) {
    const entry = cache?.get<CachedExtraction>(file.extractKey);
    if (entry) extractions.set(file.path, entry);
    else missing.push(file);
  }
  const bytes = missing.reduce((sum, file) => sum + file.body.length, 0);
  const pool: PreparePool | null =
    (setup.workers ?? bytes >= WORKER_THRESHOLD) !== false && missing.length > 0
      ? createPreparePool(typeof setup.workers === 'number' ? setup.workers : undefined)
      : null;
  try {
    return compileWith(pool ? planFirstStage(pool, missing.sort(byCompileOrder), parse) : null);
  } finally {
    await pool?.close();
  }

  function compileWith(planned: Map<string, FirstStage> | null) {
    if (planned) stats.inWorkers = planned.size;
    const byPath = new Map(files.map((file) => [file.path, file]));
    /** The file at `path` when its text is still `text` (an extraction is kept for that text only). */
    const fileOf = (path: string, text: string) => {
      const file = byPath.get(path);
      return file?.text === text ? file : undefined;
    };
    /** A file's rendered sections of one variant, keyed by its extraction's key (which has the file's text). */
    const renderedKey = (extractKey: string, variant: string) =>
      cacheKey('rendered', scope, extractKey, variant);
    const extractionCache: ExtractionCache | undefined = cache
      ? {
          get(path, text) {
            const entry = extractions.get(path);
            extractions.delete(path);
            if (entry && fileOf(path, text)) {
              stats.extracted++;
              return entry;
            }
            return undefined;
          },
          set(path, text, entry) {
            const file = fileOf(path, text);
            if (file) cache.set(file.extractKey, entry);
          },
          getRendered(path, text, variant) {
            const file = fileOf(path, text);
            if (!file) return undefined;
            const rendered = cache.get<RenderedBody[]>(renderedKey(file.extractKey, variant));
            if (rendered) stats.rendered++;
            return rendered;
          },
          setRendered(path, text, variant, rendered) {
            const file = fileOf(path, text);
            if (file) cache.set(renderedKey(file.extractKey, variant), rendered);
          },
        }
      : undefined;
    const { result } = compileWithLinks(
      inputs,
      { ...options, sha256: sha256Hex },
      undefined,
      (path, body) => {
        const plan = planned?.get(path);
        if (plan?.file.body === body) {
          planned!.delete(path);
          return plan.result();
        }
        // Not planned for the workers (none, or a cached extraction that no longer held).
        stats.inThread++;
        return prepareFile(path, body, undefined, parse);
      },
      extractionCache,
    );
    if (setup.keepWhole !== false) cache?.set(wholeKey, result);
    stats.compiled = stats.inWorkers + stats.inThread;
    return { ...result, stats };
  }
}

/**
 * A `PreparedOf` for the dev server's incremental compiler: a file's
 * per-file stage read from the persistent cache, or done here and stored
 * there, so that starting `astro dev` again parses no file that did not
 * change. (The CLI and the site build keep no trees: see the module comment.)
 */
export function cachedPreparedOf(
  options: CompileOptions = {},
  cache: CompileCache | null = openDefaultCache(),
): PreparedOf | undefined {
  if (!cache) return undefined;
  const version = compilerVersion();
  return (path, body, chunks, parse = {}) => {
    // The compile's parser choice keys the tree too (a tree the fast path made is not reused without it).
    const parseOptions = { ...options, fastMarkdown: parse.fastMarkdown };
    const key = preparedKey({ version, options: parseOptions }, path, body);
    const stored = cache.get<PreparedFile>(key);
    if (stored) return stored;
    const prepared = prepareFile(path, body, chunks, parse);
    // Stored before the second stage rewrites the tree in place.
    cache.set(key, prepared);
    return prepared;
  };
}

/**
 * A `FileResultStore` for the dev server's incremental compiler: each file's
 * result compiled on its own, kept in the persistent cache by the file's
 * path, bytes, layer and readability, the compiler version and the options,
 * so that starting `astro dev` again compiles no file that did not change.
 */
export function cachedFileResults(
  cache: CompileCache | null = openDefaultCache(),
): FileResultStore | undefined {
  if (!cache) return undefined;
  const version = compilerVersion();
  const keyOf = (input: CompileInput, options: CompileOptions) =>
    fileResultKey({ version, options }, input);
  return {
    get: (input, options) => cache.get<FileResult>(keyOf(input, options)),
    set: (input, options, stored) => cache.set(keyOf(input, options), stored),
  };
}

/** A file larger than this and than a thread's share of the work is parsed in chunks on several threads. */
const SPLIT_MIN = 32 * 1024;

interface PendingFile {
  path: string;
  body: string;
}

/** A planned first stage of one file: `result()` gives it, working in this thread or waiting on a worker. */
interface FirstStage {
  file: PendingFile;
  result(): PreparedFile;
}

/**
 * Shares out the first stage of `files` (in compile order): the workers
 * take whole files, queued at once in compile order, while this thread
 * walks them (the second stage), each as soon as it is in. This thread
 * parses nothing itself: parsing here too would make V8 optimise the
 * parser in two threads (its background compiler and collector already
 * keep a second core half busy; see docs/benchmarks.md). A lone file, or
 * one larger than a worker's share, is split into runs of chunks parsed on
 * every thread, this one included (it has nothing else to do meanwhile);
 * the steps after the parse then run here on the joined tree.
 */
function planFirstStage(
  pool: PreparePool,
  files: readonly PendingFile[],
  parse: ParseOptions,
): Map<string, FirstStage> {
  const threads = pool.size + 1;
  const share = files.reduce((sum, file) => sum + file.body.length, 0) / pool.size;
  const plans = new Map<string, FirstStage>();
  for (const file of files) {
    const bytes = file.body.length;
    if ((files.length === 1 || bytes > share) && bytes >= SPLIT_MIN) {
      const guard = guardFile(file.path, file.body);
      const chunks = splitIntoChunks(guard.text);
      if (chunks.length >= 2) {
        const [first, ...rest] = groupChunks(chunks, threads);
        const tickets = rest.map((group) => pool.parse(group, parse));
        plans.set(file.path, {
          file,
          result: () => {
            const head = parseChunks(first!, undefined, parse);
            const tail = tickets.map((ticket, i) =>
              takeOr(ticket, () => parseChunks(rest[i]!, undefined, parse)),
            );
            const nodes = [head, ...tail].flat();
            return finishPrepared(file.path, guard, rootOf(guard.text, nodes));
          },
        });
        continue;
      }
    }
    const ticket = pool.prepare(file.path, file.body, parse);
    const result = () => takeOr(ticket, () => prepareFile(file.path, file.body, undefined, parse));
    plans.set(file.path, { file, result });
  }
  return plans;
}

/** A worker's result, or, if the worker died or failed, the same work done here (same result, or the error). */
function takeOr<T>(ticket: Ticket<T>, here: () => T): T {
  try {
    return ticket.take();
  } catch {
    return here();
  }
}

/** Splits chunks into at most `count` runs of consecutive chunks of about equal size. */
export function groupChunks(chunks: readonly Chunk[], count: number): Chunk[][] {
  const total = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
  const groups: Chunk[][] = [[]];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= (total / count) * groups.length && groups.length < count) groups.push([]);
    groups[groups.length - 1]!.push(chunk);
    size += chunk.text.length;
  }
  return groups.filter((group) => group.length > 0);
}
