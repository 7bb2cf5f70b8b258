/**
 * `astro build`: the playground's compile worker bundled by esbuild
 * (scripts/lib/playground-bundle.ts) instead of by Vite's worker build, and
 * kept in node_modules/.cache/rulebook-playground-worker/ until one of its
 * sources changes (src/integrations/bundle-cache.ts). Rollup spent about a
 * third of a site build bundling the worker's 500 modules again at every
 * build; esbuild bundles them in about 0.4 s, and a build with the cache
 * reads one file. The page's script (src/client/playground/main.ts) keeps
 * `new Worker(new URL('./worker.ts', import.meta.url))`, which `astro dev`
 * serves as before; in a build that reference becomes the address of the
 * bundle, emitted as `_astro/worker-<hash>.js`.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { bundlePlaygroundWorker } from '../../scripts/lib/playground-bundle.ts';
import { cachedBundle, type MadeBundle } from './bundle-cache.ts';

/** The worker's reference in the page's script, exactly as written there. */
export const WORKER_REFERENCE = "new URL('./worker.ts', import.meta.url)";

/** The module that starts the worker, from the project's root. */
export const WORKER_STARTER = 'src/client/playground/main.ts';

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
export interface WorkerAssetPlugin {
  name: string;
  enforce: 'pre';
  apply: 'build';
  configResolved(config: { base: string; build: { assetsDir: string } }): void;
  transform(
    this: {
      emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
    },
    code: string,
    id: string,
    options?: { ssr?: boolean },
  ): Promise<{ code: string; map: null } | null>;
}

/** The file name a bundle ships under: its content's hash in it, as Vite names the worker. */
export function workerFileName(assetsDir: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return `${assetsDir}/worker-${hash}.js`;
}

/**
 * The plugin. `make` bundles the worker (default: esbuild; tests pass their
 * own); `cacheDir` is where the bundle is kept between builds.
 */
export function playgroundWorker(
  root: string = process.cwd(),
  cacheDir: string = resolve(root, 'node_modules', '.cache', 'rulebook-playground-worker'),
  make: (root: string) => Promise<MadeBundle> = bundlePlaygroundWorker,
): WorkerAssetPlugin {
  const starter = resolve(root, WORKER_STARTER);
  let base = '/';
  let assetsDir = '_astro';
  return {
    name: 'rulebook-playground-worker',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    async transform(code, id, options) {
      if (options?.ssr || id.split('?')[0] !== starter) return null;
      if (!code.includes(WORKER_REFERENCE))
        throw new Error(
          `${WORKER_STARTER} no longer starts its worker with ${WORKER_REFERENCE}; update src/integrations/playground-worker.ts.`,
        );
      const bundle = await cachedBundle(root, cacheDir, () => make(root));
      const fileName = workerFileName(assetsDir, bundle.code);
      this.emitFile({ type: 'asset', fileName, source: bundle.code });
      // A plain string, not `new URL(…, import.meta.url)`: Vite would take that for a worker to bundle.
      return {
        code: code.replace(WORKER_REFERENCE, JSON.stringify(`${base}${fileName}`)),
        map: null,
      };
    },
  };
}
