/**
 * Keeps the persistent cache (compile-cache.ts) within a size: every edit,
 * compiler version and option writes new entries under new keys, and none
 * is ever read again once its file changed, so without pruning the
 * directory only grows (about 9 MB a CLI compile of the benchmark corpus).
 * An entry's modification time is its last use (a read touches it), and the
 * least recently used go first. Only the cache's own files are looked at or
 * removed: `<2 hex>/<62 hex>.bin` entries and the temporary files of their
 * writes; anything else in the directory is left alone. Looking at every
 * entry costs a stat each (20–120 ms for 700 entries here), so a process
 * that wrote entries adds their size to a ledger (`rulebook-cache-size` in
 * the directory: the bytes as of the last look plus those written since)
 * and looks only when the ledger says the cache is over its size, or when
 * there is no ledger or it is an hour old (it can only count too low).
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TEMP_SUFFIX, writeWhole } from './write-whole.mjs';

/** The default size the cache is pruned to stay under: 256 MB. */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** Once over its size, the cache is pruned to this share of it, so that pruning is rare. */
const PRUNE_TO = 0.75;

/** A temporary file older than this is what a killed write left. */
const STALE_TEMP_MS = 10 * 60 * 1000;

const SHARD = /^[0-9a-f]{2}$/;
const ENTRY = /^[0-9a-f]{62}\.bin$/;
/** An entry's temporary file, while it is written (write-whole.mjs). */
const TEMP = new RegExp(`^[0-9a-f]{62}\\.bin${TEMP_SUFFIX}$`);

/**
 * The size the cache in `env` may grow to, in bytes: `RULEBOOK_CACHE_MAX_MB`
 * when it is a positive number, else {@link DEFAULT_CACHE_MAX_BYTES}.
 */
export function cacheMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env['RULEBOOK_CACHE_MAX_MB']);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_CACHE_MAX_BYTES;
}

/** What {@link pruneCache} found and removed. */
export interface PruneReport {
  /** Bytes of entries before pruning. */
  bytes: number;
  /** Entries removed (least recently used first). */
  removed: number;
  /** Bytes of entries left. */
  kept: number;
}

interface Entry {
  path: string;
  size: number;
  used: number;
}

/**
 * Removes the least recently used entries of the cache in `dir` when they
 * hold more than `maxBytes`, down to three quarters of it, and the
 * temporary files killed writes left. Never throws: a cache that cannot be
 * read or pruned only costs disk space.
 */
export function pruneCache(dir: string, maxBytes: number, now = Date.now()): PruneReport {
  const entries: Entry[] = [];
  for (const shard of namesIn(dir)) {
    if (LEDGER_TEMP.test(shard)) removeIfStale(join(dir, shard), now);
    if (!SHARD.test(shard)) continue;
    for (const name of namesIn(join(dir, shard))) {
      const path = join(dir, shard, name);
      if (TEMP.test(name)) removeIfStale(path, now);
      if (!ENTRY.test(name)) continue;
      const stats = statOf(path);
      if (stats?.isFile()) entries.push({ path, size: stats.size, used: stats.mtimeMs });
    }
  }
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  let kept = bytes;
  let removed = 0;
  if (bytes > maxBytes) {
    entries.sort((a, b) => a.used - b.used);
    for (const entry of entries) {
      if (kept <= maxBytes * PRUNE_TO) break;
      if (remove(entry.path)) {
        kept -= entry.size;
        removed++;
      }
    }
  }
  return { bytes, removed, kept };
}

/** The ledger file: the cache's bytes as of the last look, plus those written since. */
const LEDGER = 'rulebook-cache-size';
/** The ledger's temporary file, while it is written. */
const LEDGER_TEMP = new RegExp(`^${LEDGER}${TEMP_SUFFIX}$`);

/**
 * Adds `written` bytes to the ledger of the cache in `dir` and, when it then
 * exceeds `maxBytes` (or there is no readable ledger), prunes the cache
 * ({@link pruneCache}) and sets the ledger to what is left. Gives the
 * pruning's report, or null when the ledger said there was room. Never throws.
 */
export function recordWrites(
  dir: string,
  written: number,
  maxBytes: number,
  now = Date.now(),
): PruneReport | null {
  const ledger = readLedger(dir, now);
  if (ledger !== null && ledger + written <= maxBytes) {
    writeLedger(dir, ledger + written);
    return null;
  }
  const report = pruneCache(dir, maxBytes, now);
  writeLedger(dir, report.kept);
  return report;
}

/**
 * How long a ledger is trusted: it only ever counts too low (a process
 * stopped by Ctrl-C adds nothing, two processes ending together may each
 * add to the same old figure), so after this long the entries are looked at.
 */
const LEDGER_TRUSTED_MS = 60 * 60 * 1000;

/** The ledger's bytes, or null when there is none, it cannot be read, or it is too old to trust. */
function readLedger(dir: string, now: number): number | null {
  try {
    const path = join(dir, LEDGER);
    if (now - statSync(path).mtimeMs > LEDGER_TRUSTED_MS) return null;
    const text = readFileSync(path, 'utf8').trim();
    return /^\d{1,15}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** Writes the ledger whole or not at all (a reader never sees it empty). */
function writeLedger(dir: string, bytes: number): void {
  try {
    writeWhole(join(dir, LEDGER), [`${Math.round(bytes)}\n`]);
  } catch {
    // No ledger: the next process that writes looks at the entries.
  }
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Removes a temporary file a killed write left (one older than {@link STALE_TEMP_MS}). */
function removeIfStale(path: string, now: number): void {
  const stats = statOf(path);
  if (stats?.isFile() && now - stats.mtimeMs > STALE_TEMP_MS) remove(path);
}

function remove(path: string): boolean {
  try {
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}
