/**
 * The compile engine's one cache: every kind of entry it keeps, and where.
 * A kind has a bounded memory tier (kept by the engine between calls, for
 * the authoring loop), a disk tier (the persistent cache, which only Node
 * has: src/io/compile-cache.ts opens it, and the I/O layer hands it in), or
 * both, as `CACHE_KINDS` says with the reason. The memory tier is pure: it
 * lives here, bounded per kind and per file, and its pruning is here; the
 * disk tier's keys (version and options in each) and its pruning live in
 * src/io/compile-cache.ts and src/io/cache-prune.ts.
 */
import type { Root } from 'mdast';

/**
 * How a kind's memory tier is bounded, per file path: `generations` keeps
 * the entries the file's last two compiles used (an entry unused since the
 * previous prune goes at the next); `latest` keeps one entry, the last one
 * set (what the file's last text gave).
 */
export type MemoryBound = 'generations' | 'latest';

/** Where one kind of entry is kept, and whether the disk key has the version and options. */
export interface CachePolicy {
  /** The memory tier's bound, or null: not kept in memory. */
  memory: MemoryBound | null;
  /** Kept on disk (in Node, with a persistent cache). */
  disk: boolean;
  /** The disk key holds the compiler version and the options (false: the key names what it is about). */
  scoped: boolean;
}

/**
 * Every kind of entry the compile engine caches, and where it is kept:
 * - `chunk`: a parsed markdown chunk, by its text. Memory only: trees on
 *   disk were measured slower to read back than to parse again.
 * - `extract`: a file's extraction (the second stage's walk), with, in
 *   memory, its rendered sections. Memory for the authoring loop, disk for
 *   the CLI and the site build.
 * - `rendered`: a file's sections' HTML and text for one variant (in memory,
 *   part of its `extract` entry).
 * - `prepared`: a file's per-file stage (its tree), for the dev server's
 *   restart. Disk only: in memory, the `chunk` entries stand for it.
 * - `file-result`: a file's result compiled on its own (the incremental
 *   compiler's merge): memory between saves, disk between restarts.
 * - `result`: a whole compile's result, by every file.
 * - `pictures`, `output`, `valid`: the CLI's pictures of a result, its data
 *   files' bytes, and a data file's bytes that validated.
 * - `written`: what the CLI last wrote into an output directory (one per
 *   directory: it names the output it holds, whose key is scoped).
 */
export const CACHE_KINDS = {
  chunk: { memory: 'generations', disk: false, scoped: false },
  extract: { memory: 'latest', disk: true, scoped: true },
  rendered: { memory: null, disk: true, scoped: true },
  prepared: { memory: null, disk: true, scoped: true },
  'file-result': { memory: 'latest', disk: true, scoped: true },
  result: { memory: null, disk: true, scoped: true },
  pictures: { memory: null, disk: true, scoped: true },
  output: { memory: null, disk: true, scoped: true },
  valid: { memory: null, disk: true, scoped: true },
  written: { memory: null, disk: true, scoped: false },
} as const satisfies Record<string, CachePolicy>;

/** One kind of cached entry (see `CACHE_KINDS`). */
export type CacheKind = keyof typeof CACHE_KINDS;

/** A kind kept on disk. */
export type DiskKind = {
  [K in CacheKind]: (typeof CACHE_KINDS)[K]['disk'] extends true ? K : never;
}[CacheKind];

/** A kind kept in memory. */
export type MemoryKind = {
  [K in CacheKind]: (typeof CACHE_KINDS)[K]['memory'] extends null ? never : K;
}[CacheKind];

/** What a memory tier reused and stored since a file's last prune (for tests and benchmarks). */
export interface TierStats {
  reused: number;
  parsed: number;
}

/**
 * The memory tier: entries by kind, file path and key, each kind bounded
 * per path as `CACHE_KINDS` says. Values are kept as given and handed out
 * as kept: a user that changes what it gets copies it.
 */
export interface MemoryTier {
  /** The entry of `kind` for `path` under `key`, if kept (marks it as used). */
  get<T>(kind: MemoryKind, path: string, key: string): T | undefined;
  /** Keeps `value` (for a `latest` kind, instead of the path's entry). */
  set(kind: MemoryKind, path: string, key: string, value: unknown): void;
  /** Ends a generation of the path's entries of a `generations` kind: those unused since the last go. */
  prune(kind: MemoryKind, path: string): void;
  /** Entries of the path reused and set since its last prune. */
  stats(kind: MemoryKind, path: string): TierStats;
  /** Forgets every path of `kind` not in `paths` (files removed since). */
  retain(kind: MemoryKind, paths: ReadonlySet<string>): void;
  /** How many paths have entries of `kind`. */
  size(kind: MemoryKind): number;
  /** Forgets every entry of `kind` (what it was made with changed, such as the options). */
  clear(kind: MemoryKind): void;
}

interface Bucket {
  current: Map<string, unknown>;
  previous: Map<string, unknown>;
  stats: TierStats;
}

/** Creates an empty memory tier. */
export function createMemoryTier(): MemoryTier {
  const kinds = new Map<MemoryKind, Map<string, Bucket>>();
  const bucketOf = (kind: MemoryKind, path: string): Bucket => {
    let paths = kinds.get(kind);
    if (!paths) kinds.set(kind, (paths = new Map()));
    let bucket = paths.get(path);
    if (!bucket)
      paths.set(path, (bucket = { current: new Map(), previous: new Map(), stats: emptyStats() }));
    return bucket;
  };
  return {
    get<T>(kind: MemoryKind, path: string, key: string): T | undefined {
      const bucket = kinds.get(kind)?.get(path);
      if (!bucket) return undefined;
      const found = bucket.current.has(key) ? bucket.current : bucket.previous;
      if (!found.has(key)) return undefined;
      const value = found.get(key) as T;
      bucket.current.set(key, value);
      bucket.stats.reused++;
      return value;
    },
    set(kind, path, key, value) {
      const bucket = bucketOf(kind, path);
      if (CACHE_KINDS[kind].memory === 'latest') bucket.current.clear();
      bucket.current.set(key, value);
      bucket.stats.parsed++;
    },
    prune(kind, path) {
      const bucket = kinds.get(kind)?.get(path);
      if (!bucket) return;
      if (CACHE_KINDS[kind].memory === 'generations')
        [bucket.previous, bucket.current] = [bucket.current, new Map()];
      bucket.stats = emptyStats();
    },
    stats: (kind, path) => kinds.get(kind)?.get(path)?.stats ?? emptyStats(),
    retain(kind, paths) {
      const buckets = kinds.get(kind);
      for (const path of buckets?.keys() ?? []) if (!paths.has(path)) buckets!.delete(path);
    },
    size: (kind) => kinds.get(kind)?.size ?? 0,
    clear(kind) {
      kinds.delete(kind);
    },
  };
}

function emptyStats(): TierStats {
  return { reused: 0, parsed: 0 };
}

/**
 * One file's parsed markdown chunks, as the parser uses them (a view on the
 * memory tier's `chunk` entries of the file). After an edit, every chunk but
 * the edited one has the same text, so its tree is reused instead of parsed
 * again. Trees are kept with chunk-relative positions and never handed out:
 * the parser copies them, because later stages rewrite the tree in place.
 */
export interface ChunkCache {
  /** The tree parsed from this chunk text, if cached (marks it as used). */
  get(text: string): Root | undefined;
  /** Remembers the tree parsed from this chunk text (marks it as used). */
  set(text: string, tree: Root): void;
  /** Forgets every chunk not used since the previous prune, so deleted text does not pile up. */
  prune(): void;
  /** Chunks reused and parsed since the previous prune. */
  readonly stats: TierStats;
}

/** The chunk cache of the file at `path`, kept in `tier` (a new tier by default: for tests). */
export function chunksOf(path: string, tier: MemoryTier = createMemoryTier()): ChunkCache {
  return {
    get: (text) => tier.get<Root>('chunk', path, text),
    set: (text, tree) => tier.set('chunk', path, text, tree),
    prune: () => tier.prune('chunk', path),
    get stats() {
      return tier.stats('chunk', path);
    },
  };
}
