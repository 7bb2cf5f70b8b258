/**
 * The compiler's persistent cache, the disk tier of the engine's one cache
 * (src/compiler/cache.ts says which kinds it keeps): entries on disk under
 * `node_modules/.cache/rulebook/` (of the nearest directory above the working
 * directory that has a `node_modules`), each keyed by a hash of what it was
 * computed from — file bytes, compiler version and options, one key builder
 * (`cacheKey`) for every kind. Safe to delete
 * at any time: a missing entry is computed again. An entry that cannot be
 * read back intact (truncated, corrupt, from another key) is ignored and
 * rewritten. `RULEBOOK_CACHE_DIR` sets another directory; `RULEBOOK_CACHE=off`
 * turns the cache off. A process that wrote entries keeps the directory
 * within its size (`RULEBOOK_CACHE_MAX_MB`, cache-prune.ts) before it exits,
 * and meanwhile whenever it wrote 16 MB or a quarter of that size: a read
 * marks an entry used, and the least recently used go first.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, utimesSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { CACHE_KINDS, type DiskKind } from '../compiler/cache.ts';
import { optionsKeyOf } from '../compiler/options-key.ts';
import type { CompileOptions } from '../compiler/types.ts';
import { cacheMaxBytes, recordWrites } from './cache-prune.ts';
import { writeWhole } from './write-whole.mjs';

/** A key-value store on disk; values are anything structured clone can copy. */
export interface CompileCache {
  /** The directory the entries live in. */
  readonly dir: string;
  /** The value stored under `key`, or undefined (missing or unreadable). */
  get<T>(key: string): T | undefined;
  /** Stores `value` under `key` (atomically: a reader never sees half an entry). */
  set(key: string, value: unknown): void;
}

/** The SHA-256 of a text (as UTF-8) or of bytes, in hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * What every key of a scoped kind holds (`CACHE_KINDS`): the compiler
 * version (which covers the schemas and the serializer) and the options that
 * change the output (`optionsKeyOf`).
 */
export interface KeyScope {
  version: string;
  /** `optionsKeyOf(options)`, or the options themselves. */
  options: string | CompileOptions;
}

/**
 * The key of an entry of `kind` computed from `parts` (texts or bytes): a
 * stable hash of the kind, the scope (for a scoped kind; null for the
 * others) and the parts. The one key builder: every entry on disk is keyed
 * here.
 */
export function cacheKey(
  kind: DiskKind,
  scope: KeyScope | null,
  ...parts: readonly (string | Uint8Array)[]
): string {
  if (CACHE_KINDS[kind].scoped !== (scope !== null))
    throw new Error(
      `cacheKey: the kind '${kind}' is ${CACHE_KINDS[kind].scoped ? '' : 'not '}keyed by the compiler version and options (src/compiler/cache.ts); pass ${CACHE_KINDS[kind].scoped ? 'them' : 'null'} as its scope.`,
    );
  const head = scope ? [kind, scope.version, scopeOptions(scope)] : [kind];
  const hash = createHash('sha256');
  for (const part of [...head, ...parts]) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
}

/** The options of a scope as they key entries. */
function scopeOptions(scope: KeyScope): string {
  return typeof scope.options === 'string' ? scope.options : optionsKeyOf(scope.options);
}

/**
 * The default cache directory: `node_modules/.cache/rulebook` of the nearest
 * ancestor of `cwd` with a `node_modules` directory, or null when there is
 * none (or caching is turned off).
 */
export function defaultCacheDir(
  cwd = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env['RULEBOOK_CACHE'] === 'off') return null;
  if (env['RULEBOOK_CACHE_DIR']) return resolve(cwd, env['RULEBOOK_CACHE_DIR']);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules')))
      return join(dir, 'node_modules', '.cache', 'rulebook');
    if (dirname(dir) === dir) return null;
  }
}

/** The cache in `defaultCacheDir()`, or null when caching is off or there is no `node_modules`. */
export function openDefaultCache(): CompileCache | null {
  const dir = defaultCacheDir();
  return dir ? openCompileCache(dir) : null;
}

const CHECKSUM_BYTES = 32;

/**
 * Opens (creating lazily) the cache in `dir`. An entry is a SHA-256 of the
 * rest, the key's length and bytes, then the value as `v8.serialize` wrote it.
 */
export function openCompileCache(dir: string): CompileCache {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key.slice(2)}.bin`);
  const write = (key: string, value: Buffer) => {
    const path = pathOf(key);
    const keyBytes = Buffer.from(key);
    const head = Buffer.alloc(4 + keyBytes.length);
    head.writeUInt32LE(keyBytes.length);
    keyBytes.copy(head, 4);
    // Hashed and written in parts: joining them first copied every entry twice (a tenth of
    // a cold compile's cache writes, for 24 MB of entries).
    const sum = createHash('sha256').update(head).update(value).digest();
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeWhole(path, [sum, head, value]);
      noteWritten(dir, sum.length + head.length + value.length);
    } catch {
      // A cache that cannot be written (read-only disk, full disk) only costs speed.
    }
  };
  return {
    dir,
    get<T>(key: string): T | undefined {
      const path = pathOf(key);
      let bytes: Buffer;
      try {
        bytes = readFileSync(path);
      } catch {
        return undefined;
      }
      if (bytes.length < CHECKSUM_BYTES + 4) return undefined;
      const rest = bytes.subarray(CHECKSUM_BYTES);
      const sum = createHash('sha256').update(rest).digest();
      if (!sum.equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
      const keyLength = rest.readUInt32LE(0);
      if (rest.subarray(4, 4 + keyLength).toString() !== key) return undefined;
      let value: T;
      try {
        value = deserialize(rest.subarray(4 + keyLength)) as T;
      } catch {
        return undefined;
      }
      markUsed(path);
      return value;
    },
    set(key, value) {
      write(key, serialize(value));
    },
  };
}

/** A process adds what it wrote to the ledger at least this often (and at exit). */
const RECORD_EVERY_BYTES = 16 * 1024 * 1024;

/** Bytes this process wrote to each cache directory and has not yet added to its ledger. */
const unrecorded = new Map<string, number>();

/**
 * Counts a write to the cache in `dir`. The bytes go to the cache's ledger,
 * which prunes the cache when it is over its size (cache-prune.ts), before
 * the process exits and each time it wrote 16 MB or a quarter of that size.
 */
function noteWritten(dir: string, bytes: number): void {
  if (unrecorded.size === 0) process.once('exit', recordAll);
  const written = (unrecorded.get(dir) ?? 0) + bytes;
  const maxBytes = cacheMaxBytes();
  unrecorded.set(dir, written);
  // Recorded as it goes, so that a process stopped by Ctrl-C (no 'exit') loses little of it.
  if (written >= Math.min(maxBytes / 4, RECORD_EVERY_BYTES)) {
    recordWrites(dir, written, maxBytes);
    unrecorded.set(dir, 0);
  }
}

/** Adds what this process wrote to each cache's ledger (pruning a cache over its size). */
function recordAll(): void {
  const maxBytes = cacheMaxBytes();
  for (const [dir, written] of unrecorded) if (written > 0) recordWrites(dir, written, maxBytes);
  unrecorded.clear();
}

/** Marks an entry as just used (its modification time), which pruning keeps longest. */
function markUsed(path: string): void {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // A read-only cache is read all the same; it is not pruned either.
  }
}
