/**
 * The playground's compile worker bundled by esbuild
 * (playground-bundle.ts) instead of by Vite, and kept in
 * node_modules/.cache/rulebook-playground-worker/ until one of its sources
 * changes (src/integrations/bundle-cache.ts).
 * - `astro build`: Rollup spent about a third of a site build bundling the
 *   worker's 500 modules again at every build; esbuild bundles them in about
 *   0.4 s, and a build with the cache reads one file. The bundle is emitted
 *   as `_astro/worker-<hash>.js`.
 * - `astro dev`: rather than the worker's modules one by one, the dev
 *   server serves the same bundle at DEV_WORKER_PATH, made again when a
 *   source changed (reload the page): the worker runs what the build ships.
 * The page's script (src/client/playground/main.ts) keeps
 * `new Worker(new URL('./worker.ts', import.meta.url))`; this plugin puts the
 * bundle's address in its place.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { bundlePlaygroundWorker } from './playground-bundle.ts';
import { cachedBundle, type MadeBundle } from './bundle-cache.ts';

/** The worker's reference in the page's script, exactly as written there. */
export const WORKER_REFERENCE = "new URL('./worker.ts', import.meta.url)";

/** The module that starts the worker, from the project's root. */
export const WORKER_STARTER = 'src/client/playground/main.ts';

/** Where `astro dev` serves the bundle (under the site's base). */
export const DEV_WORKER_PATH = '@rulebook/playground-worker.js';

/** The part of the dev server's middleware stack used here. */
interface Middlewares {
  use(
    path: string,
    handler: (
      request: unknown,
      response: {
        setHeader(name: string, value: string): void;
        end(body: string): void;
      },
      next: (error?: unknown) => void,
    ) => void,
  ): void;
}

/** The part of a Vite plugin used here (typed locally: Astro brings its own Vite). */
export interface WorkerAssetPlugin {
  name: string;
  enforce: 'pre';
  configResolved(config: {
    base: string;
    command: 'build' | 'serve';
    build: { assetsDir: string };
  }): void;
  configureServer(server: { middlewares: Middlewares }): void;
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
  let command: 'build' | 'serve' = 'build';
  const bundle = () => cachedBundle(root, cacheDir, () => make(root));
  return {
    name: 'rulebook-playground-worker',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      command = config.command;
      assetsDir = config.build.assetsDir;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${DEV_WORKER_PATH}`, (_request, response, next) => {
        bundle().then(({ code }) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async transform(code, id, options) {
      if (options?.ssr || id.split('?')[0] !== starter) return null;
      if (!code.includes(WORKER_REFERENCE))
        throw new Error(
          `${WORKER_STARTER} no longer starts its worker with ${WORKER_REFERENCE}; update src/integrations/playground-worker.ts.`,
        );
      if (command === 'serve')
        return {
          code: code.replace(WORKER_REFERENCE, JSON.stringify(`${base}${DEV_WORKER_PATH}`)),
          map: null,
        };
      const { code: worker } = await bundle();
      const fileName = workerFileName(assetsDir, worker);
      this.emitFile({ type: 'asset', fileName, source: worker });
      // A plain string, not `new URL(…, import.meta.url)`: Vite would take that for a worker to bundle.
      return {
        code: code.replace(WORKER_REFERENCE, JSON.stringify(`${base}${fileName}`)),
        map: null,
      };
    },
  };
}
