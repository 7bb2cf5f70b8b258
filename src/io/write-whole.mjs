// Writing a file so that no reader ever sees half of it: the bytes go to a
// temporary file beside it, named for this write alone (several processes
// may write the same file), which is then moved in. The persistent cache's
// entries and ledger, the site build's kept bundles and the CLI's code cache
// (scripts/load-bundle.mjs) write this way. Plain JavaScript so the CLI's
// start (scripts/rulebook.js) can use it without a TypeScript loader; types
// in write-whole.d.mts.
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';

// node:crypto is loaded at the first write, not at the CLI's start, which often writes nothing.
const requireLazily = createRequire(import.meta.url);

/**
 * The pattern (regular-expression source) of what a write appends to the
 * file's name for its temporary file: `.<pid>-<uuid>.tmp`. A cache that
 * removes what killed writes left matches its files' names followed by this.
 */
export const TEMP_SUFFIX = String.raw`\.\d+-[0-9a-f-]{36}\.tmp`;

/**
 * Writes `parts` (strings or bytes), in order, as the whole of the file at
 * `path`. Throws when the file cannot be written, after removing its
 * temporary file (if it can).
 */
export function writeWhole(path, parts) {
  const temp = `${path}.${process.pid}-${requireLazily('node:crypto').randomUUID()}.tmp`;
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
function writeAll(fd, bytes) {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}
