/**
 * Build-time savings that leave every built page as it was (measured in
 * docs/benchmarks.md, "Site build"); nothing here runs in `astro dev`.
 *
 * - Astro bundles the content store (`data-store.json`, one entry holding the
 *   whole compiled rulebook) into the server build as a JavaScript module
 *   written as one big array literal, which Rollup then parses, analyses and
 *   prints: 0.5 MB for the bundled rulebook, 6.5 MB for the five-book corpus.
 *   The same module written as `JSON.parse("…")` is one string literal to
 *   Rollup, and parses faster at run time too; the store it yields is the same.
 * - The Vite server Astro starts to load the content config during a build
 *   (`optimizeDeps.noDiscovery`) would still pre-bundle the dev toolbar's and
 *   view transitions' CommonJS dependencies (`astro > aria-query`, …), and
 *   bundles them again whenever Vite's config hash changes (a site URL
 *   added, NODE_ENV between `astro dev` and a build): "Re-optimizing
 *   dependencies because vite config has changed". The site uses neither the
 *   toolbar (disabled) nor view transitions, and a build needs no dependency
 *   pre-bundling, so the list is emptied and Vite's optimizer stays off.
 * - The compiler, for the content sync and the prerendered pages, is its
 *   install-time bundle, which Node imports as it is (site-compiler.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { siteCompiler } from './site-compiler.ts';

/** The id Astro's content plugin gives the module of the content store. */
export const DATA_STORE_MODULE_ID = '\0astro:data-layer-content';

/** The module code of a content store read from its JSON file: the same value, as one string. */
export function dataStoreModule(json: string): string {
  JSON.parse(json); // a corrupt store fails here, naming the file (see the plugin)
  return `export default JSON.parse(${JSON.stringify(json)});`;
}

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
interface BuildPlugin {
  name: string;
  enforce: 'pre' | 'post';
  apply?: 'build';
  load?(id: string): Promise<{ code: string; map: { mappings: '' } } | null>;
  config?(config: { optimizeDeps?: { include?: string[] } }): void;
}

/** The content store module as `JSON.parse` of the store file (build only). */
function dataStoreAsJson(storeFile: string): BuildPlugin {
  return {
    name: 'rulebook-data-store-json',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      if (id !== DATA_STORE_MODULE_ID) return null;
      // No file: Astro's own plugin answers (an empty store).
      const json = await readFile(storeFile, 'utf8').catch(() => null);
      if (json === null) return null;
      try {
        return { code: dataStoreModule(json), map: { mappings: '' } };
      } catch (error) {
        throw new Error(`The content store ${storeFile} is not valid JSON: ${String(error)}`);
      }
    },
  };
}

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

/** The integration: adds its plugins to `astro build` (and `astro sync`), never to `astro dev`. */
export function buildSpeed(): AstroIntegration {
  return {
    name: 'rulebook-build-speed',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build' && command !== 'sync') return;
        const storeFile = fileURLToPath(new URL('data-store.json', config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              dataStoreAsJson(storeFile),
              noDependencyPrebundling(),
              siteCompiler(fileURLToPath(config.root)),
            ],
          },
        });
      },
    },
  };
}
