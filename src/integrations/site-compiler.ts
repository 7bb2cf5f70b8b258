/**
 * A Vite plugin for `astro build` and `astro sync` (added by buildSpeed, never
 * to `astro dev`): server-side imports of src/io/site-compiler.ts (the
 * compiler as the rulebook loader and the playground page call it) resolve
 * to its install-time bundle, `.build/site-compiler.js`
 * (scripts/build-cli.mjs), which Node imports as it is.
 * - The content sync: Vite's module runner transformed the compiler's
 *   hundred modules one by one (esbuild each) before the loader could run,
 *   even when the compile itself came from the persistent cache. The runner
 *   hands a `data:` module to Node untouched, so the replacement is a `data:`
 *   module re-exporting the bundle from its file URL.
 * - The server build: the playground page compiles its example at build
 *   time, which made Rollup bundle the whole compiler into the prerendered
 *   pages; the bundle is left external, imported by absolute path.
 * Only while `.build/` was built from the current sources
 * (`currentBuildVersion`): otherwise the sources are used, as in `astro dev`,
 * so an edit since `npm ci` is never built with an older compiler.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_STAMP, currentBuildVersion } from '../io/compiler-version.mjs';

/** The module the site's server side imports the compiler from, from the project's root. */
export const SITE_COMPILER = 'src/io/site-compiler.ts';

/** Its bundle, in the CLI build's directory. */
export const SITE_COMPILER_BUNDLE = join(dirname(BUILD_STAMP), 'site-compiler.js');

/** The id of the module that replaces site-compiler.ts in the content sync. */
const MODULE_ID = '\0rulebook-site-compiler';

/** The bundle's absolute path when `.build/` under `root` is current and has it, else null. */
export function siteCompilerBundle(root: string): string | null {
  const bundle = resolve(root, SITE_COMPILER_BUNDLE);
  return currentBuildVersion(root) !== null && existsSync(bundle) ? bundle : null;
}

/**
 * The replacement module's code: a `data:` module (Vite's module runner
 * leaves those to Node) that re-exports the bundle at `bundle`.
 */
export function siteCompilerModule(bundle: string): string {
  const reexport = `export * from ${JSON.stringify(pathToFileURL(bundle).href)};`;
  return `export * from ${JSON.stringify(`data:text/javascript,${encodeURIComponent(reexport)}`)};\n`;
}

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
export interface SiteCompilerPlugin {
  name: string;
  enforce: 'pre';
  configResolved(config: { command: 'build' | 'serve' }): void;
  resolveId(
    source: string,
    importer: string | undefined,
    options?: { ssr?: boolean },
  ): string | { id: string; external: 'absolute' } | null;
  load(id: string): string | null;
}

/** The plugin; decides once, at the first server-side import of site-compiler.ts. */
export function siteCompiler(root: string = process.cwd()): SiteCompilerPlugin {
  const entry = resolve(root, SITE_COMPILER);
  let command: 'build' | 'serve' = 'build';
  let bundle: string | null | undefined;
  return {
    name: 'rulebook-site-compiler',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    resolveId(source, importer, options) {
      if (!options?.ssr || !importer || !source.endsWith('site-compiler.ts')) return null;
      if (resolve(importer, '..', source) !== entry) return null;
      bundle ??= siteCompilerBundle(root);
      if (bundle === null) return null;
      // Rollup keeps an external import as it is; Vite's dev-time runner would transform it.
      return command === 'build' ? { id: bundle, external: 'absolute' } : MODULE_ID;
    },
    load(id) {
      return id === MODULE_ID && bundle ? siteCompilerModule(bundle) : null;
    },
  };
}
