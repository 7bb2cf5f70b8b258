#!/usr/bin/env node
/**
 * Builds the `rulebook` CLI and the compiler's worker into plain JavaScript
 * (esbuild, one bundle each, dependencies included) under `.build/`, so the
 * command starts without compiling TypeScript at every run, and the CLI's
 * V8 code cache (`trainCodeCache`), so it starts without compiling its
 * JavaScript either. The schema
 * validators are a module like the others (src/compiler/generated/validators.js,
 * generated from the schemas by `npm run gen:types`). Run by `npm ci` /
 * `npm install` as the `prepare` script, and again by `npm run build:cli`.
 * `.build/` is gitignored and safe to delete (the CLI then says to rebuild).
 *
 * Each bundle records the compiler's version (`compilerVersion`, a hash of
 * its source files and of package.json) so a worker built from older
 * sources is never used (see src/io/compile-pool.ts).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilerVersionOf } from '../src/io/compiler-version.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, '.build');
// Built beside, then swapped in: a CLI starting meanwhile never loads half a bundle.
const outdir = join(root, `.build.tmp-${process.pid}`);
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const version = compilerVersionOf(root);
/** What every bundle of this build shares: Node 20, dependencies bundled, minified unless debugging. */
const nodeBundle = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: process.env['RULEBOOK_BUILD_DEBUG'] !== '1',
  logLevel: 'warning',
};
/** CommonJS dependencies call require(); gives an ESM bundle one. */
const esmRequire = {
  js: "import { createRequire as __rulebookRequire } from 'node:module'; const require = __rulebookRequire(import.meta.url);",
};
// The command: one CommonJS file, so that scripts/rulebook.js can compile it
// with V8's code cache (see `trainCodeCache`); its `import()`s stay lazy
// (esbuild initialises a module when it is first imported), so `--help` runs
// neither the compiler nor the validators.
await build({
  ...nodeBundle,
  entryPoints: { cli: 'scripts/cli.ts' },
  outdir,
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__rulebookBundleUrl' },
  banner: { js: "const __rulebookBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// The compiler's worker thread: an ES module, as Node's workers load it.
await build({
  ...nodeBundle,
  entryPoints: { 'compile-worker': 'src/io/compile-worker.ts' },
  outdir,
  splitting: true,
  format: 'esm',
  outExtension: { '.js': '.js' },
  chunkNames: 'chunks/[name]-[hash]',
  banner: esmRequire,
});
writeFileSync(join(outdir, 'version.json'), `${JSON.stringify({ compilerVersion: version })}\n`);
rmSync(target, { recursive: true, force: true });
renameSync(outdir, target);
trainCodeCache();

/**
 * Writes the command's V8 code cache (`.build/cli.code-cache`, read by
 * scripts/load-bundle.mjs): one cold compile of a training library, after
 * which the bundle's code as that run compiled it is saved. A start then
 * reads the compiler's bytecode instead of parsing and compiling 1.5 MB of
 * JavaScript, function by function, as it first runs. The training library
 * is the generated one (scripts/lib/corpus/library.ts) of another seed than
 * the benchmark's, so that every kind of block is read once (the bundled
 * rulebook alone leaves most of the extractors out and saves nothing
 * measurable); where the TypeScript loader is not installed, the bundled
 * rulebook. Without a cache (a failed run) the command works as before; a
 * cache from another Node or V8 is rejected by V8 and written again after
 * the next run.
 */
function trainCodeCache() {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-train-'));
  const run = (args, env = {}) =>
    spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
  try {
    const library = join(work, 'library');
    const written = run([
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(join(root, 'scripts/lib/corpus/library.ts'))}); m.writeEntries(${JSON.stringify(library)}, m.libraryTexts({ seed: 2 }));`,
    ]);
    const content = written.status === 0 ? library : join(root, 'content');
    if (!existsSync(content)) return;
    const trained = run(
      [
        join(root, 'scripts/rulebook.js'),
        'compile',
        '--content',
        content,
        '--out',
        join(work, 'out'),
      ],
      { RULEBOOK_CACHE: 'off', RULEBOOK_WORKERS: '0', RULEBOOK_CODE_CACHE: 'write' },
    );
    if (trained.status !== 0 && trained.status !== 1)
      process.stderr.write(
        `build-cli: the code cache was not written (the training compile exited with ${trained.status}); the command works without it.\n${trained.stderr}`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
