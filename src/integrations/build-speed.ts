/**
 * Build-time savings that leave every built page as it was (measured in
 * docs/benchmarks.md, "Site build"); nothing here runs in `astro dev`.
 *
 * - The Vite server Astro starts to load the content config during a build
 *   (`optimizeDeps.noDiscovery`) would still pre-bundle the dev toolbar's and
 *   view transitions' CommonJS dependencies (`astro > aria-query`, …), and
 *   bundles them again whenever Vite's config hash changes (a site URL
 *   added, NODE_ENV between `astro dev` and a build): "Re-optimizing
 *   dependencies because vite config has changed". The site uses neither the
 *   toolbar (disabled) nor view transitions, and a build needs no dependency
 *   pre-bundling, so the list is emptied and Vite's optimizer stays off.
 * - The server build (the bundle that renders the pages) leaves the generated
 *   validators to Node: they are plain JavaScript that imports nothing, about
 *   1.1 MB, which Rollup otherwise parsed and tree-shook on every build for
 *   the few the pages run (the configuration's, the front matter's); about
 *   0.5 s of CPU time of a warm build of the library.
 * - The server build takes the compiler's entry (src/compiler/index.ts,
 *   which the playground page runs on its example and the data page reads
 *   the schemas from) as one module that esbuild bundled, kept in
 *   node_modules/.cache/rulebook-compiler-server/ until one of its sources
 *   changes (bundle-cache.ts), instead of Vite and Rollup transforming and
 *   tree-shaking its hundred modules again at every build. With the
 *   validators' change: the server build's CPU time on the library, warm,
 *   5.05–5.35 s → 3.85–4.0 s (it bundles 364 modules, 1.05 MB, instead of
 *   477, 2.8 MB).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cachedBundle, type MadeBundle } from './bundle-cache.ts';

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
interface BuildPlugin {
  name: string;
  enforce: 'pre' | 'post';
  apply?: 'build';
  config?(config: { optimizeDeps?: { include?: string[] } }): void;
  configResolved?(config: { root: string; build: { ssr: boolean | string } }): void;
  resolveId?(
    source: string,
    importer: string | undefined,
  ): { id: string; external: true } | null | Promise<{ id: string; external: true } | null>;
}

/** The generated validators (ajv's standalone code, `npm run gen:types`), relative to the project root. */
export const VALIDATORS_MODULE = 'src/compiler/generated/validators.js';

/** Drops Astro's own `astro > …` pre-bundling entries, so a build's Vite server optimizes nothing. */
function noDependencyPrebundling(): BuildPlugin {
  return {
    name: 'rulebook-no-prebundling',
    enforce: 'post',
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include)
        config.optimizeDeps!.include = include.filter((id) => !id.startsWith('astro > '));
    },
  };
}

/** The file a relative import `source` in the module `importer` (a path, maybe with a Vite query) names. */
function importedFile(source: string, importer: string): string {
  return path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
}

/**
 * In the server build, imports of {@link VALIDATORS_MODULE} stay imports of
 * its file (a `file:` URL, wherever the build writes its chunks), which Node
 * loads when the pages render; the browser build and the dev server bundle
 * or serve it as before.
 */
function validatorsLeftToNode(): BuildPlugin {
  let validators = '';
  let server = false;
  return {
    name: 'rulebook-validators-external',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      validators = path.join(config.root, VALIDATORS_MODULE);
      server = Boolean(config.build.ssr);
    },
    resolveId(source, importer) {
      if (!server || !importer || !source.endsWith('validators.js')) return null;
      const file = importedFile(source, importer);
      return file === validators ? { id: pathToFileURL(file).href, external: true } : null;
    },
  };
}

/** The compiler's entry, relative to the project root. */
export const COMPILER_ENTRY = 'src/compiler/index.ts';

/** The file the compiler's bundle for Node is kept in, in its cache directory (`.mjs`: under node_modules, `.js` would be CommonJS). */
export const COMPILER_BUNDLE_FILE = 'compiler.mjs';

/**
 * The files that shape the compiler's bundle without being bundled: how it is
 * built (this file) and the versions of the tools (the lockfile).
 */
const COMPILER_RECIPE = ['package-lock.json', 'src/integrations/build-speed.ts'];

/**
 * Bundles {@link COMPILER_ENTRY} for Node with esbuild: one ES module, its npm
 * packages left as imports (Node resolves them from the cache directory, inside
 * the project's node_modules), the generated validators in it.
 */
export async function bundleCompilerForNode(root: string): Promise<MadeBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [COMPILER_ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundled = Object.keys(result.metafile.inputs).map((file) =>
    path.relative(root, path.resolve(root, file)).split(path.sep).join('/'),
  );
  return {
    code: result.outputFiles[0]!.text,
    sources: [...new Set([...bundled, ...COMPILER_RECIPE])].sort(),
  };
}

/**
 * In the server build, imports of {@link COMPILER_ENTRY} become imports of its
 * esbuild bundle (a `file:` URL), made once and then kept in `cacheDir`
 * until a source changes. Where the bundle cannot be kept (no esbuild, a
 * cache that cannot be written), the compiler is bundled by Rollup as before.
 */
export function compilerBundledOnce(
  cacheDir: (root: string) => string,
  make: (root: string) => Promise<MadeBundle>,
): BuildPlugin {
  let root = '';
  let server = false;
  let bundle: Promise<string | null> | undefined;
  const bundleUrl = async (): Promise<string | null> => {
    const dir = cacheDir(root);
    const file = path.join(dir, COMPILER_BUNDLE_FILE);
    try {
      const { code, reused } = await cachedBundle(
        root,
        dir,
        () => make(root),
        COMPILER_BUNDLE_FILE,
      );
      // Made now: a cache that could not be written may still hold an earlier bundle, and only
      // this one will do (a reused bundle is the file's code).
      return reused || readFileSync(file, 'utf8') === code ? pathToFileURL(file).href : null;
    } catch {
      return null;
    }
  };
  return {
    name: 'rulebook-compiler-bundled-once',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      server = Boolean(config.build.ssr);
      bundle = undefined;
    },
    async resolveId(source, importer) {
      if (!server || !importer || !source.endsWith('index.ts')) return null;
      if (importedFile(source, importer) !== path.join(root, COMPILER_ENTRY)) return null;
      bundle ??= bundleUrl();
      const url = await bundle;
      return url ? { id: url, external: true } : null;
    },
  };
}

/** Where the compiler's bundle for the server build is kept between builds. */
function compilerCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'rulebook-compiler-server');
}

/** The integration: adds its plugins to `astro build` (and `astro sync`), never to `astro dev`. */
export function buildSpeed(): AstroIntegration {
  return {
    name: 'rulebook-build-speed',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build' && command !== 'sync') return;
        updateConfig({
          vite: {
            plugins: [
              noDependencyPrebundling(),
              validatorsLeftToNode(),
              compilerBundledOnce(compilerCacheDir, bundleCompilerForNode),
            ],
          },
        });
      },
    },
  };
}
