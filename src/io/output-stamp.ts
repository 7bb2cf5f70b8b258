/**
 * What the CLI last wrote into an output directory, kept in the persistent
 * cache (one entry per directory): the output's cache key, its diagnostics
 * and counts, and each file's name, size, modification time and inode as
 * written. A compile whose output has the same key and finds the directory
 * holding exactly those files, unchanged, writes nothing and reads no file
 * back: the files keep their times, so a tool watching them sees no change.
 * Anything else (a file edited, removed or added, another output) writes the
 * directory again as before.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../compiler/diagnostics.ts';
import type { Manifest } from '../compiler/types.ts';
import { cacheKey, type CompileCache } from './compile-cache.ts';

/** What a compile reports, kept with the stamp. */
export interface StampedReport {
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
}

/** One written file as the file system describes it. */
interface FileStamp {
  name: string;
  size: number;
  mtimeMs: number;
  ino: number;
}

interface OutputStamp extends StampedReport {
  key: string;
  files: FileStamp[];
}

const stampKey = (outDir: string) => cacheKey('written', resolve(outDir));

/** Each file of `dir` as it is now, by name order; null when the directory cannot be read. */
function filesOf(dir: string): FileStamp[] | null {
  try {
    return readdirSync(dir)
      .sort()
      .map((name) => {
        const stat = statSync(join(dir, name));
        return { name, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
      });
  } catch {
    return null;
  }
}

/** The report of the output `key` if `outDir` holds it exactly as the CLI wrote it, else null. */
export function unchangedOutput(
  cache: CompileCache,
  outDir: string,
  key: string,
): StampedReport | null {
  const stamp = cache.get<OutputStamp>(stampKey(outDir));
  if (stamp?.key !== key) return null;
  const now = filesOf(outDir);
  if (!now || JSON.stringify(now) !== JSON.stringify(stamp.files)) return null;
  return { diagnostics: stamp.diagnostics, counts: stamp.counts };
}

/** Records that `outDir` now holds the output `key`, as just written. */
export function stampOutput(
  cache: CompileCache,
  outDir: string,
  key: string,
  report: StampedReport,
): void {
  const files = filesOf(outDir);
  if (files) cache.set(stampKey(outDir), { key, ...report, files } satisfies OutputStamp);
}
