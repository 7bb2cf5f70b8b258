// Loads the CLI's CommonJS bundle (`.build/cli.cjs`, scripts/build-cli.mjs)
// with V8's code cache beside it (`.build/cli.code-cache`): V8 then reads
// the bundle's functions as compiled bytecode instead of parsing and
// compiling them as they first run (about 7 % of a cold compile of the
// library). Plain JavaScript, as scripts/rulebook.js, which runs it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';
import { writeWhole } from '../src/io/write-whole.mjs';

/**
 * What `RULEBOOK_CODE_CACHE` chooses: `off` compiles the bundle without the
 * cache (to compare), `write` writes the cache after the run (the
 * install-time training run of scripts/build-cli.mjs does); unset, the cache
 * is read. A cache V8 rejects (built under another Node or other V8 flags)
 * is not written again by an ordinary run, whose code may cover little of
 * the compiler: `npm run build:cli` writes it again.
 */
const MODE = process.env['RULEBOOK_CODE_CACHE'] ?? '';

/**
 * Compiles and runs the CommonJS bundle `file` with its code cache (`mode`:
 * see `RULEBOOK_CODE_CACHE`); returns its exports, what became of the cache
 * (`codeCache`: `used`, `rejected` by V8, or `none`) and `saveCodeCache`, to
 * call once the run is over (it writes the cache in `write` mode; a failed
 * write, such as on a read-only install, is ignored: the cache only saves
 * time).
 */
export function loadBundle(file, mode = MODE) {
  const cacheFile = file.replace(/\.cjs$/, '.code-cache');
  let cachedData;
  if (mode !== 'off' && mode !== 'write') {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // No cache: the bundle compiles as any script.
    }
  }
  const source = readFileSync(file, 'utf8');
  // Node's own CommonJS wrapper, so the bundle runs as `require(file)` would run it.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    {
      filename: file,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    },
  );
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  const codeCache =
    cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  return {
    exports: module.exports,
    codeCache,
    saveCodeCache() {
      if (mode !== 'write') return;
      try {
        writeWhole(cacheFile, [script.createCachedData()]);
      } catch {
        // A read-only install: the CLI runs as well without its code cache.
      }
    },
  };
}
