/**
 * The compiler's persistent cache: entries on disk under
 * `node_modules/.cache/rulebook/` (of the nearest directory above the working
 * directory that has a `node_modules`), each keyed by a hash of what it was
 * computed from — file bytes, compiler version and options. Safe to delete
 * at any time: a missing entry is computed again. An entry that cannot be
 * read back intact (truncated, corrupt, from another key) is ignored and
 * rewritten. `RULEBOOK_CACHE_DIR` sets another directory; `RULEBOOK_CACHE=off`
 * turns the cache off.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** A key-value store on disk; values are anything structured clone can copy. */
export interface CompileCache {
  /** The directory the entries live in. */
  readonly dir: string;
  /** The value stored under `key`, or undefined (missing or unreadable). */
  get<T>(key: string): T | undefined;
  /** Stores `value` under `key` (atomically: a reader never sees half an entry). */
  set(key: string, value: unknown): void;
}

/** A stable hash of the given parts (for cache keys). */
export function cacheKey(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
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

const CHECKSUM_BYTES = 32;

/** Opens (creating lazily) the cache in `dir`. */
export function openCompileCache(dir: string): CompileCache {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), `${key.slice(2)}.bin`);
  return {
    dir,
    get<T>(key: string): T | undefined {
      let bytes: Buffer;
      try {
        bytes = readFileSync(pathOf(key));
      } catch {
        return undefined;
      }
      if (bytes.length <= CHECKSUM_BYTES) return undefined;
      const body = bytes.subarray(CHECKSUM_BYTES);
      const sum = createHash('sha256').update(body).digest();
      if (!sum.equals(bytes.subarray(0, CHECKSUM_BYTES))) return undefined;
      try {
        const entry = deserialize(body) as { key?: unknown; value?: T };
        return entry.key === key ? entry.value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      const path = pathOf(key);
      const body = serialize({ key, value });
      const sum = createHash('sha256').update(body).digest();
      try {
        mkdirSync(dirname(path), { recursive: true });
        const temp = `${path}.${process.pid}.tmp`;
        writeFileSync(temp, Buffer.concat([sum, body]));
        renameSync(temp, path);
      } catch {
        // A cache that cannot be written (read-only disk, full disk) only costs speed.
      }
    },
  };
}
