/**
 * What the CLI last wrote into an output directory, kept in the persistent
 * cache (one entry per directory): the output's cache key, its diagnostics
 * and counts, and each file's name and SHA-256, taken from the bytes this
 * process wrote (not from the directory afterwards, which another process
 * may have replaced meanwhile). A compile whose output has the same key and
 * finds the directory holding exactly those files with those bytes writes
 * nothing, and does not read the output back from the cache: the files keep
 * their times, so a tool watching them sees no change. Reading and hashing
 * the files (about 10 ms for the 8.8 MB of the benchmark corpus) is what
 * makes this safe: no file time or inode can be trusted to say a file was
 * not edited (`touch -r`, `cp -p`, an edit within the same clock tick).
 * Anything else (a file edited, removed or added, another output) writes
 * the directory again as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic, Manifest } from '../compiler/index.ts';
import { cacheKey, sha256Hex, type CompileCache } from './compile-cache.ts';

/** What a compile reports, kept with the stamp. */
export interface StampedReport {
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
}

interface OutputStamp extends StampedReport {
  key: string;
  /** Each file's name and the SHA-256 of its bytes, by name order. */
  files: [name: string, sha256: string][];
}

/** One stamp per directory (not scoped: it names the output it holds, whose key is). */
const stampKey = (outDir: string) => cacheKey('written', null, resolve(outDir));

/** True when `dir` holds exactly the files of `stamp`, each with the same bytes. */
function holds(dir: string, files: OutputStamp['files']): boolean {
  try {
    const names = readdirSync(dir).sort();
    if (names.length !== files.length) return false;
    return files.every(
      ([name, hash], index) =>
        names[index] === name && sha256Hex(readFileSync(join(dir, name))) === hash,
    );
  } catch {
    return false;
  }
}

/** The report of the output `key` if `outDir` holds exactly the files the CLI wrote for it, else null. */
export function unchangedOutput(
  cache: CompileCache,
  outDir: string,
  key: string,
): StampedReport | null {
  const stamp = cache.get<OutputStamp>(stampKey(outDir));
  if (stamp?.key !== key || !holds(outDir, stamp.files)) return null;
  return { diagnostics: stamp.diagnostics, counts: stamp.counts };
}

/** Records that `outDir` now holds `files` (name → bytes, as just written), the output `key`. */
export function stampOutput(
  cache: CompileCache,
  outDir: string,
  key: string,
  report: StampedReport,
  files: Record<string, Uint8Array>,
): void {
  const hashes = Object.keys(files)
    .sort()
    .map((name): [string, string] => [name, sha256Hex(files[name]!)]);
  cache.set(stampKey(outDir), { key, ...report, files: hashes } satisfies OutputStamp);
}
