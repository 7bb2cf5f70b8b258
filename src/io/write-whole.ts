/**
 * Writing a file so that no reader ever sees half of it: the bytes go to a
 * temporary file beside it, named for this write alone (several processes
 * may write the same file), which is then moved in. The persistent cache's
 * entries and ledger and the site build's bundle cache write this way.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * The pattern (regular-expression source) of what a write appends to the
 * file's name for its temporary file: `.<pid>-<uuid>.tmp`. A cache that
 * removes what killed writes left matches its files' names followed by this.
 */
export const TEMP_SUFFIX = String.raw`\.\d+-[0-9a-f-]{36}\.tmp`;

/**
 * Writes `parts`, in order, as the whole of the file at `path`. Throws when
 * the file cannot be written, after removing its temporary file (if it can).
 */
export function writeWhole(path: string, parts: readonly (string | Uint8Array)[]): void {
  const temp = `${path}.${process.pid}-${randomUUID()}.tmp`;
  try {
    const fd = openSync(temp, 'w');
    try {
      for (const part of parts) writeAll(fd, typeof part === 'string' ? Buffer.from(part) : part);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      rmSync(temp, { force: true });
    } catch {
      // The write's own failure is the one to report.
    }
    throw error;
  }
}

/** Writes every byte of `bytes` to `fd` (a write may take fewer bytes than it was given). */
function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}
