#!/usr/bin/env node
/**
 * Builds the `rulebook` CLI and the compiler's worker into plain JavaScript
 * (esbuild, one bundle each, dependencies included) under `.build/`, so the
 * command starts without compiling TypeScript at every run, and the site
 * build's compiler (`.build/site-compiler.js`, see src/io/site-compiler.ts). The schema
 * validators are precompiled, one module per schema under
 * `.build/validators/`, loaded when a schema is first asked for
 * (src/io/lazy-validators.ts). Run by `npm ci` /
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
import { writeLazyValidators } from './lib/standalone-validators.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, '.build');
// Built beside, then swapped in: a CLI starting meanwhile never loads half a bundle.
const outdir = join(root, `.build.tmp-${process.pid}`);
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const version = compilerVersionOf(root);
const validators = writeLazyValidators(root, outdir);
/** What every bundle of this build shares: Node 20, dependencies bundled, minified unless debugging. */
const nodeBundle = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: process.env['RULEBOOK_BUILD_DEBUG'] !== '1',
  logLevel: 'warning',
};
// Each schema's validator, minified with ajv's runtime helpers bundled in, in place.
await build({
  ...nodeBundle,
  entryPoints: validators.modules,
  outdir: join(outdir, 'validators'),
  allowOverwrite: true,
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
});
/** Swaps the runtime-compiled schema validators for the precompiled ones, loaded on first use. */
const precompiledValidators = {
  name: 'precompiled-validators',
  setup(build) {
    build.onResolve({ filter: /\/validators\.ts$/ }, (args) =>
      args.importer.includes(join('src', 'compiler')) ? { path: validators.path } : undefined,
    );
  },
};
/** CommonJS dependencies (ajv) call require(); gives an ESM bundle one. */
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
  plugins: [precompiledValidators],
});
// The site build's server side (src/io/site-compiler.ts), one file, no chunks: Node imports
// it as it is (src/integrations/site-compiler.ts), where Vite would transform the compiler's
// modules one by one. Apart from the CLI's build so that the CLI's chunks stay as they are.
await build({
  ...nodeBundle,
  entryPoints: { 'site-compiler': 'src/io/site-compiler.ts' },
  outdir,
  format: 'esm',
  banner: esmRequire,
  plugins: [precompiledValidators],
});
writeFileSync(join(outdir, 'version.json'), `${JSON.stringify({ compilerVersion: version })}\n`);
rmSync(target, { recursive: true, force: true });
renameSync(outdir, target);
