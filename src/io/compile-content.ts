/**
 * Compiling content the fast way, for the CLI, the site build and the dev
 * server: the per-file stage of each file (parse and clean-up, see
 * src/compiler/prepare.ts) runs on worker threads and this one, and is kept in the
 * persistent cache (compile-cache.ts) keyed by the file's path and bytes,
 * the compiler version and the options; the whole result is kept too, keyed
 * by every file. The output is exactly `compile`'s: the second stage runs
 * over every file in order, in this thread.
 */
import {
  compileWithLinks,
  type CachedExtraction,
  type ExtractionCache,
  type PreparedOf,
} from '../compiler/compile.ts';
import { normalizeText } from '../compiler/encoding.ts';
import type { RenderedBody } from '../compiler/extract/sections.ts';
import { splitFrontMatter } from '../compiler/frontmatter.ts';
import type { RootContent } from 'mdast';
import { parseChunks, rootOf, splitIntoChunks, type Chunk } from '../compiler/parse.ts';
import {
  finishPrepared,
  guardFile,
  prepareFile,
  type GuardedFile,
  type PreparedFile,
} from '../compiler/prepare.ts';
import type { CompileInput, CompileOptions, CompileResult } from '../compiler/types.ts';
import { cacheKey, openDefaultCache, type CompileCache } from './compile-cache.ts';
import { optionsKeyOf, preparedKey, wholeKeyOf } from './compile-keys.ts';
import { createPreparePool, type PreparePool } from './compile-pool.ts';
import { compilerVersion } from './project-version.ts';

/** Where the work of a `compileContent` call came from. */
export interface CompileContentStats {
  /** True when the whole result came from the cache. */
  wholeHit: boolean;
  /** Files whose per-file stage came from the cache. */
  cached: number;
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
}

/** Below this many bytes of content, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 96 * 1024;

/** Compiles like `compile`, with worker threads and the persistent cache. */
export async function compileContent(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompileResult & { stats: CompileContentStats }> {
  const stats: CompileContentStats = {
    wholeHit: false,
    cached: 0,
    inWorkers: 0,
    inThread: 0,
    extracted: 0,
    rendered: 0,
  };
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const optionsKey = optionsKeyOf(options);
  const wholeKey = wholeKeyOf(inputs, version, optionsKey);
  const whole = cache?.get<CompileResult>(wholeKey);
  if (whole) {
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
    return { ...whole, stats: { ...stats, wholeHit: true } };
  }

  const files = inputs.map((input) => {
    const text = normalizeText(input.path, input.text).text;
    const body = splitFrontMatter(input.path, text).body;
    return {
      path: input.path,
      text,
      body,
      key: preparedKey(version, optionsKey, input.path, body),
      extractKey: cacheKey('extract', version, optionsKey, input.path, text),
    };
  });
  // A file whose extraction is cached needs no first stage (unless the extraction no longer holds).
  const extractions = new Map<string, CachedExtraction>();
  for (const file of files) {
    const entry = cache?.get<CachedExtraction>(file.extractKey);
    if (entry) extractions.set(file.path, entry);
  }
  const ready = new Map<string, { body: string; prepared: PreparedFile }>();
  const missing: typeof files = [];
  for (const file of files) {
    if (extractions.has(file.path)) continue;
    const prepared = cache?.get<PreparedFile>(file.key);
    if (prepared) {
      ready.set(file.path, { body: file.body, prepared });
      stats.cached++;
    } else missing.push(file);
  }
  const bytes = missing.reduce((sum, file) => sum + file.body.length, 0);
  const pool: PreparePool | null =
    (setup.workers ?? bytes >= WORKER_THRESHOLD) !== false && missing.length > 0
      ? createPreparePool(typeof setup.workers === 'number' ? setup.workers : undefined)
      : null;
  if (pool) {
    try {
      const done = await prepareInPool(pool, missing, cache);
      for (const file of missing)
        ready.set(file.path, { body: file.body, prepared: done.get(file.path)! });
      stats.inWorkers = missing.length;
    } finally {
      await pool.close();
    }
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  /** The file at `path` when its text is still `text` (an extraction is kept for that text only). */
  const fileOf = (path: string, text: string) => {
    const file = byPath.get(path);
    return file?.text === text ? file : undefined;
  };
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
          const rendered = cache.get<RenderedBody[]>(
            cacheKey('rendered', file.extractKey, variant),
          );
          if (rendered) stats.rendered++;
          return rendered;
        },
        setRendered(path, text, variant, rendered) {
          const file = fileOf(path, text);
          if (file) cache.set(cacheKey('rendered', file.extractKey, variant), rendered);
        },
      }
    : undefined;
  const { result } = compileWithLinks(
    inputs,
    options,
    undefined,
    (path, body) => {
      const known = ready.get(path);
      if (known?.body === body) {
        ready.delete(path);
        return known.prepared;
      }
      const key = byPath.get(path)?.key;
      // A cached extraction that no longer held: its first stage is likely cached.
      const stored = key ? cache?.get<PreparedFile>(key) : undefined;
      if (stored) {
        stats.cached++;
        return stored;
      }
      const prepared = prepareFile(path, body);
      stats.inThread++;
      // Stored before the second stage rewrites the tree in place.
      if (cache && key) cache.set(key, prepared);
      return prepared;
    },
    extractionCache,
  );
  cache?.set(wholeKey, result);
  return { ...result, stats };
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

/** A file larger than this and than a thread's share of the work is parsed in chunks on several threads. */
const SPLIT_MIN = 32 * 1024;

/** One piece of the first stage: a whole file, or a run of chunks of a large one. */
type WorkItem =
  | { kind: 'file'; file: PendingFile; bytes: number }
  | { kind: 'chunks'; file: PendingFile; chunks: Chunk[]; part: number; bytes: number };

interface PendingFile {
  path: string;
  body: string;
  key: string;
}

/**
 * Prepares the files on the pool's workers and on this thread, which would
 * otherwise wait: each piece of work goes, largest first, to the thread with
 * the least work so far (this thread's pieces need no copying back). A file
 * larger than a thread's share is split into runs of chunks parsed on
 * several threads; the steps after the parse then run here on the joined tree.
 */
async function prepareInPool(
  pool: PreparePool,
  files: readonly PendingFile[],
  cache: CompileCache | null,
): Promise<Map<string, PreparedFile>> {
  const threads = pool.size + 1;
  const share = files.reduce((sum, file) => sum + file.body.length, 0) / threads;
  const items: WorkItem[] = [];
  const guarded = new Map<string, GuardedFile>();
  for (const file of files) {
    if (file.body.length > share && file.body.length >= SPLIT_MIN) {
      const guard = guardFile(file.path, file.body);
      const chunks = splitIntoChunks(guard.text);
      if (chunks.length >= 2) {
        guarded.set(file.path, guard);
        const count = Math.min(threads, Math.ceil(file.body.length / share) + 1);
        groupChunks(chunks, count).forEach((group, part) =>
          items.push({
            kind: 'chunks',
            file,
            chunks: group,
            part,
            bytes: group.reduce((sum, chunk) => sum + chunk.text.length, 0),
          }),
        );
        continue;
      }
    }
    items.push({ kind: 'file', file, bytes: file.body.length });
  }
  // Largest first to the least loaded thread; this thread is lane 0.
  const lanes = Array.from({ length: threads }, () => ({ bytes: 0, items: [] as WorkItem[] }));
  for (const item of [...items].sort((a, b) => b.bytes - a.bytes)) {
    const lane = lanes.reduce((least, next) => (next.bytes < least.bytes ? next : least));
    lane.bytes += item.bytes;
    lane.items.push(item);
  }
  const prepared = new Map<string, PreparedFile>();
  const parts = new Map<string, RootContent[][]>();
  const done = (item: WorkItem, result: PreparedFile | RootContent[]) => {
    if (item.kind === 'file') prepared.set(item.file.path, result as PreparedFile);
    else {
      const list = parts.get(item.file.path) ?? [];
      list[item.part] = result as RootContent[];
      parts.set(item.file.path, list);
    }
  };
  const inWorkers = lanes.slice(1).flatMap((lane) =>
    lane.items.map(async (item) => {
      const where = cache ? { dir: cache.dir, key: item.file.key } : undefined;
      done(
        item,
        item.kind === 'file'
          ? await pool.prepare(item.file.path, item.file.body, where)
          : await pool.parse(item.chunks),
      );
    }),
  );
  for (const item of lanes[0]!.items) {
    if (item.kind === 'chunks') done(item, parseChunks(item.chunks));
    else {
      const result = prepareFile(item.file.path, item.file.body);
      // Stored before the second stage rewrites the tree in place.
      cache?.set(item.file.key, result);
      done(item, result);
    }
  }
  await Promise.all(inWorkers);
  for (const [path, guard] of guarded) {
    const file = files.find((f) => f.path === path)!;
    const root = rootOf(guard.text, parts.get(path)!.flat());
    const result = finishPrepared(path, guard, root);
    cache?.set(file.key, result);
    prepared.set(path, result);
  }
  return prepared;
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
