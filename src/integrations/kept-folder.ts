/**
 * A folder of build output kept in Astro's cache directory between builds,
 * under the key of what decides it, and put back into the next build's
 * output when that build's key is the same: the one mechanism behind the
 * kept search index (search-index-cache.ts) and the kept Foundry module
 * (foundry-module.ts), outputs that take seconds to make and do not change
 * while their inputs do not. Each kept folder holds `files/` (the copy) and
 * `sums.json` (every entry's path and SHA-256, in the order written), and is
 * renamed into place whole, so a build never restores half a copy; a copy
 * whose files are missing or differ from their sums is not restored (the
 * output is made again). Only the last key of each name is kept.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * A key made of fields, each hashed with its length first, so that no two
 * different lists of fields give the same bytes to hash.
 */
export class KeyHash {
  readonly #hash = createHash('sha256');

  /** Adds one field (a string or bytes). */
  field(value: string | Uint8Array): this {
    const length = typeof value === 'string' ? Buffer.byteLength(value) : value.byteLength;
    this.#hash.update(`${length}:`).update(value);
    return this;
  }

  /** The key (URL-safe base64 of the digest): a folder name. */
  digest(): string {
    return this.#hash.digest('base64url');
  }
}

/** What `sums.json` records: each entry's path (with `/`) and the SHA-256 of a file, or null for a folder. */
type Sums = [string, string | null][];

/** The SHA-256 of `bytes`, base64url. */
const sumOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/**
 * Copies the folder `from` to `to`, which must not exist, entry by entry
 * (`readdirSync` lists a folder before what it holds), and returns what it
 * copied with the sums of the files. Reading and writing each file took
 * about a third of the CPU of Node's `cpSync` on the 1,800 files of the
 * library's search index.
 */
function copyTree(from: string, to: string): Sums {
  const sums: Sums = [];
  mkdirSync(to);
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    const target = path.join(to, relative);
    const name = relative.split(path.sep).join('/');
    if (entry.isDirectory()) {
      mkdirSync(target);
      sums.push([name, null]);
    } else {
      const bytes = readFileSync(source);
      writeFileSync(target, bytes);
      sums.push([name, sumOf(bytes)]);
    }
  }
  return sums;
}

/** The folder, in `cacheDir`, of the outputs kept under `name` (one sub-folder, named by its key). */
const keptRoot = (cacheDir: string, name: string): string => path.join(cacheDir, name);

/**
 * Copies the folder kept as `name` under `key` in `cacheDir` to `target`,
 * which must not exist; false when none is kept under that key, or its copy
 * is damaged (a file missing or not the bytes it was kept with) or could not
 * be made: then `target` is removed, and the output has to be made again.
 */
export function restoreFolder(
  cacheDir: string,
  name: string,
  key: string,
  target: string,
): boolean {
  const kept = path.join(keptRoot(cacheDir, name), key);
  if (!existsSync(kept)) return false;
  try {
    const sums = JSON.parse(readFileSync(path.join(kept, 'sums.json'), 'utf8')) as Sums;
    if (!Array.isArray(sums)) return false;
    const files = path.join(kept, 'files');
    mkdirSync(target);
    for (const [file, sum] of sums) {
      if (typeof file !== 'string' || file.split('/').some((part) => part === '..' || part === ''))
        throw new Error(`${file} is not a path inside the folder`);
      const to = path.join(target, file);
      if (sum === null) {
        mkdirSync(to);
        continue;
      }
      const bytes = readFileSync(path.join(files, file));
      if (sumOf(bytes) !== sum) throw new Error(`${file} is damaged`);
      writeFileSync(to, bytes);
    }
    return true;
  } catch {
    // Damaged, removed by another build meanwhile, a full disk: the output is made again.
    rmSync(target, { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the folder `source` as `name` under `key` in `cacheDir`, in place of
 * any kept before under that name. Copied to a folder of its own first and
 * renamed, so a build never restores half a copy. Throws when the copy fails
 * (the output is built all the same: callers only warn).
 */
export function keepFolder(cacheDir: string, name: string, key: string, source: string): void {
  const root = keptRoot(cacheDir, name);
  const staged = path.join(root, `.${randomUUID()}.tmp`);
  mkdirSync(root, { recursive: true });
  try {
    mkdirSync(staged);
    const sums = copyTree(source, path.join(staged, 'files'));
    writeFileSync(path.join(staged, 'sums.json'), JSON.stringify(sums));
    const kept = path.join(root, key);
    rmSync(kept, { recursive: true, force: true });
    renameSync(staged, kept);
    // Earlier keys; not another build's staged copy (a dot name).
    for (const entry of readdirSync(root))
      if (entry !== key && !entry.startsWith('.'))
        rmSync(path.join(root, entry), { recursive: true, force: true });
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}
