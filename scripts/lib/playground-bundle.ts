/**
 * The playground's compile worker bundled for the browser with esbuild
 * (`platform: 'browser'`): the schema validators it uses precompiled, the
 * DOM-free worker entries (src/integrations/browser-validators.ts). The site
 * build ships this bundle (src/integrations/playground-worker.ts, cached on
 * disk by src/integrations/bundle-cache.ts); the architecture test proves it
 * holds no Node built-in.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { WORKER_ENTRIES, WORKER_SCHEMAS } from '../../src/integrations/browser-validators.ts';
import { writeBrowserValidators } from './standalone-validators.mjs';

/** The worker's entry module, from the project's root. */
export const PLAYGROUND_WORKER_ENTRY = 'src/client/playground/worker.ts';

/** The bundle: its code, esbuild's metafile, and every file it was made from. */
export interface PlaygroundBundle {
  code: string;
  metafile: Metafile;
  /**
   * Paths from the root (with `/`) of the files the bundle depends on: every
   * module in it (the generated validators excepted), and the files that make
   * it without being in it (recipeFiles). A bundle made again from files
   * with the same bytes is the same bundle.
   */
  sources: string[];
}

/**
 * The files that shape the bundle without being bundled: how it is built
 * (this file, the validators' generator and the worker's lists), what the
 * validators are generated from (the schemas, ajv's options) and the versions
 * of the tools (the lockfile).
 */
export function recipeFiles(root: string): string[] {
  const schemas = readdirSync(join(root, 'schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `schemas/${name}`);
  return [
    'package-lock.json',
    'scripts/lib/playground-bundle.ts',
    'scripts/lib/standalone-validators.mjs',
    'src/integrations/browser-validators.ts',
    'src/compiler/ajv-options.json',
    ...schemas,
  ];
}

/** Bundles src/client/playground/worker.ts for browsers (minified, one ES module). */
export async function bundlePlaygroundWorker(root: string): Promise<PlaygroundBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-playground-bundle-'));
  try {
    const validators = writeBrowserValidators(root, dir, WORKER_SCHEMAS);
    const compilerDir = resolve(root, 'src', 'compiler');
    const result = await build({
      absWorkingDir: root,
      entryPoints: [PLAYGROUND_WORKER_ENTRY],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      // As Astro's client build: the syntax as written, for the browsers the site supports.
      target: 'esnext',
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'browser-compiler',
          setup(b) {
            b.onResolve({ filter: /\/validators\.ts$/ }, (args) =>
              args.resolveDir.startsWith(compilerDir) ? { path: validators } : undefined,
            );
            const names = new RegExp(`^(${Object.keys(WORKER_ENTRIES).join('|')})$`);
            b.onResolve({ filter: names }, (args) => ({
              path: resolve(root, WORKER_ENTRIES[args.path]!),
            }));
          },
        },
      ],
    });
    const generated = resolve(dir) + sep;
    const bundled = Object.keys(result.metafile.inputs)
      .map((path) => resolve(root, path))
      .filter((path) => !path.startsWith(generated))
      .map((path) => relative(root, path).split(sep).join('/'));
    return {
      code: result.outputFiles[0]!.text,
      metafile: result.metafile,
      sources: [...new Set([...bundled, ...recipeFiles(root)])].sort(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
