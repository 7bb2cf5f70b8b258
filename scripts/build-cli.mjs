#!/usr/bin/env node
/**
 * Builds the `rulebook` CLI and the compiler's worker into plain JavaScript
 * (esbuild, one bundle each, dependencies included) under `.build/`, so the
 * command starts without compiling TypeScript at every run. The schema
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
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
await build({
  ...nodeBundle,
  entryPoints: { cli: 'scripts/cli.ts', 'compile-worker': 'src/io/compile-worker.ts' },
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
