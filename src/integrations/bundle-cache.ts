/**
 * A bundle kept on disk between builds, keyed by the bytes of every file it
 * was made from: the site build's copy of the playground's compile worker
 * (src/integrations/playground-worker.ts), which Rollup took about a third of
 * its time to bundle at every build, and the server build's copy of the
 * compiler (src/integrations/build-speed.ts). The directory holds the code
 * (`bundle.js`, or the file name the caller gives) and
 * `bundle.json` (the SHA-256 of each source file and of the code); it is safe
 * to delete. An entry whose code or record is damaged or missing, or whose
 * sources changed, is made again and rewritten.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../io/compile-cache.ts';
import { writeWhole } from '../io/write-whole.mjs';

/** What a bundler gives: the code, and the files (paths from the root, with `/`) it was made from. */
export interface MadeBundle {
  code: string;
  sources: readonly string[];
}

/** The code to use, and whether it came from the cache. */
export interface CachedBundle {
  code: string;
  reused: boolean;
}

/** What `bundle.json` records. */
interface Record {
  code: string;
  sources: { [path: string]: string };
}

/** The file's SHA-256, or null when it cannot be read. */
function hashOf(path: string): string | null {
  try {
    return sha256Hex(readFileSync(path));
  } catch {
    return null;
  }
}

/** The cached code (in `dir`'s `file`) if its record is whole and every source has the bytes it had; else null. */
export function reusableBundle(root: string, dir: string, file = 'bundle.js'): string | null {
  let record: Record;
  let code: string;
  try {
    record = JSON.parse(readFileSync(join(dir, 'bundle.json'), 'utf8')) as Record;
    code = readFileSync(join(dir, file), 'utf8');
  } catch {
    return null;
  }
  if (typeof record?.code !== 'string' || typeof record.sources !== 'object') return null;
  if (record.sources === null || sha256Hex(code) !== record.code) return null;
  const sources = Object.entries(record.sources);
  if (sources.length === 0) return null;
  for (const [path, hash] of sources) if (hashOf(join(root, path)) !== hash) return null;
  return code;
}

/**
 * The bundle from `dir` when its sources under `root` are unchanged, else
 * made with `make` and stored there (a cache that cannot be written only
 * costs the next build the bundling again); the code is kept in `dir`'s `file`.
 */
export async function cachedBundle(
  root: string,
  dir: string,
  make: () => Promise<MadeBundle>,
  file = 'bundle.js',
): Promise<CachedBundle> {
  const cached = reusableBundle(root, dir, file);
  if (cached !== null) return { code: cached, reused: true };
  const made = await make();
  const sources: Record['sources'] = {};
  for (const path of made.sources) {
    const hash = hashOf(join(root, path));
    if (hash === null) throw new Error(`The bundle's source ${path} cannot be read.`);
    sources[path] = hash;
  }
  try {
    mkdirSync(dir, { recursive: true });
    writeWhole(join(dir, file), [made.code]);
    writeWhole(join(dir, 'bundle.json'), [
      `${JSON.stringify({ code: sha256Hex(made.code), sources })}\n`,
    ]);
  } catch {
    // Read-only or full disk: the build goes on with the bundle just made.
  }
  return { code: made.code, reused: false };
}
