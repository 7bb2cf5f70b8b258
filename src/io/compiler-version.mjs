// The compiler's version for caches and built bundles: a hash of every
// source file the compile depends on (the compiler, the dice engine, the
// schemas, the Node I/O around them, the CLI and the scripts that build its
// bundle) and of package.json and the lockfile (dependency versions). Plain JavaScript so the install-time build
// (scripts/build-cli.mjs) and scripts/rulebook.js can use it without a
// TypeScript loader.
import { readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';

// node:crypto is loaded only to hash, which a start with an up-to-date bundle never does.
const requireLazily = createRequire(import.meta.url);

const SOURCE_DIRS = ['src/compiler', 'src/dice', 'src/io', 'schemas', 'scripts/commands'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'scripts/cli.ts',
  // How the bundle is built: its layout (chunks) follows it.
  'scripts/build-cli.mjs',
];

/** Where the install-time build records the version it was built from. */
export const BUILD_STAMP = '.build/version.json';

/** The files at `paths` under `root` (a folder stands for every file below it), with `/`, sorted. */
function filesAt(root, paths) {
  const files = [];
  for (const entry of paths) {
    if (!statSync(join(root, entry)).isDirectory()) {
      files.push(entry);
      continue;
    }
    for (const found of readdirSync(join(root, entry), { recursive: true, withFileTypes: true })) {
      if (found.isFile())
        files.push(relative(root, join(found.parentPath, found.name)).split(sep).join('/'));
    }
  }
  return files.sort();
}

/**
 * A 16-hex-digit hash of the files at `paths` under `root` (a folder: every
 * file below it), each one's path and bytes: the version of the code they
 * are. Throws when one cannot be read.
 */
export function sourcesDigest(root, paths) {
  const hash = requireLazily('node:crypto').createHash('sha256');
  for (const file of filesAt(root, paths)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The compiler version of the project at `root` (a 16-hex-digit hash of its sources). */
export function compilerVersionOf(root) {
  return sourcesDigest(root, [...SOURCE_FILES, ...SOURCE_DIRS]);
}

/**
 * The version `.build/` was built from if it is the sources' current one,
 * else null (not built, or built from other sources). Fast when no source
 * file is newer than the build: then only modification times are read. When
 * some are newer but their contents are the build's (a checkout, a `touch`),
 * the stamp is dated to when the hashing began, so later starts are fast again.
 */
export function currentBuildVersion(root) {
  root = resolve(root);
  let mtime;
  try {
    mtime = statSync(join(root, BUILD_STAMP)).mtimeMs;
  } catch {
    return null;
  }
  const known = checked.get(root);
  if (known?.mtime === mtime) return known.version;
  const version = checkBuild(root);
  // checkBuild may have dated the stamp again: remember the result under its time now.
  checked.set(root, { mtime: statSync(join(root, BUILD_STAMP)).mtimeMs, version });
  return version;
}

/**
 * Results of `checkBuild` by project root, with the build stamp's time: the
 * sources are checked once per process and build (the CLI, the site build
 * and the tests ask several times). Kept on the global object, so that the
 * copy of this module bundled into `.build/` (compile-pool.ts asks for the
 * version) shares what `scripts/rulebook.js` found at start.
 */
const checked = (globalThis[Symbol.for('orcus-rulebook.checkedBuilds')] ??= new Map());

function checkBuild(root) {
  let stamp;
  try {
    stamp = {
      version: JSON.parse(readFileSync(join(root, BUILD_STAMP), 'utf8')).compilerVersion,
      mtime: statSync(join(root, BUILD_STAMP)).mtimeMs,
    };
  } catch {
    return null;
  }
  if (typeof stamp.version !== 'string') return null;
  if (!anySourceNewer(root, stamp.mtime)) return stamp.version;
  // Before hashing: a file changed after this is newer than the stamp dated to it.
  const started = new Date();
  if (compilerVersionOf(root) !== stamp.version) return null;
  try {
    utimesSync(join(root, BUILD_STAMP), started, started);
  } catch {
    // A read-only install only hashes again at the next start.
  }
  return stamp.version;
}

/**
 * True when a source file was modified after `mtime`. Every start of the CLI
 * asks, so only modification times are read, with no path arithmetic or
 * sorting (about 5 times faster than listing `sourceFiles` in a fresh process).
 */
function anySourceNewer(root, mtime) {
  for (const file of SOURCE_FILES) if (statSync(join(root, file)).mtimeMs > mtime) return true;
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && statSync(`${entry.parentPath}${sep}${entry.name}`).mtimeMs > mtime)
        return true;
    }
  }
  return false;
}
