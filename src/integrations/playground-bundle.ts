/**
 * The playground's compile worker bundled for the browser with esbuild
 * (`platform: 'browser'`): the compiler as the CLI and the site run it (its
 * schema validators are the generated module every context imports, which
 * holds no `eval`, forbidden by the site's CSP), with the DOM-free module
 * of WORKER_ENTRIES in place of a dependency's browser entry. The site build
 * ships this bundle (playground-worker.ts, cached on disk by bundle-cache.ts);
 * tests/architecture/browser-bundle.test.ts proves it holds no Node built-in.
 */
import { relative, resolve, sep } from 'node:path';
import { build, type Metafile } from 'esbuild';

/**
 * Modules whose browser entry needs the DOM, which a worker has not
 * (decode-named-character-reference decodes with it), and their DOM-free
 * replacements, from the root.
 */
export const WORKER_ENTRIES: Readonly<Record<string, string>> = {
  'decode-named-character-reference': 'src/client/playground/decode-entity.ts',
};

/** The worker's entry module, from the project's root. */
export const PLAYGROUND_WORKER_ENTRY = 'src/client/playground/worker.ts';

/** The bundle: its code, esbuild's metafile, and every file it was made from. */
export interface PlaygroundBundle {
  code: string;
  metafile: Metafile;
  /**
   * Paths from the root (with `/`) of the files the bundle depends on: every
   * module in it, and the files that make it without being in it
   * (RECIPE_FILES). A bundle made again from files with the same bytes is
   * the same bundle.
   */
  sources: string[];
}

/**
 * The files that shape the bundle without being bundled: how it is built
 * (this file) and the versions of the tools (the lockfile).
 */
const RECIPE_FILES = ['package-lock.json', 'src/integrations/playground-bundle.ts'];

/** Bundles src/client/playground/worker.ts for browsers (minified, one ES module). */
export async function bundlePlaygroundWorker(root: string): Promise<PlaygroundBundle> {
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
        name: 'worker-entries',
        setup(b) {
          const names = new RegExp(`^(${Object.keys(WORKER_ENTRIES).join('|')})$`);
          b.onResolve({ filter: names }, (args) => ({
            path: resolve(root, WORKER_ENTRIES[args.path]!),
          }));
        },
      },
    ],
  });
  const bundled = Object.keys(result.metafile.inputs).map((path) =>
    relative(root, resolve(root, path)).split(sep).join('/'),
  );
  return {
    code: result.outputFiles[0]!.text,
    metafile: result.metafile,
    sources: [...new Set([...bundled, ...RECIPE_FILES])].sort(),
  };
}
