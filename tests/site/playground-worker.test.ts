/** The site build's playground worker: the page's script starts the esbuild bundle, emitted as a hashed asset, instead of a worker Vite bundles. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEV_WORKER_PATH,
  playgroundWorker,
  WORKER_REFERENCE,
  WORKER_STARTER,
  workerFileName,
} from '../../src/integrations/playground-worker.ts';
import { WORKER_SCRIPT } from '../../scripts/lib/js-bytes.ts';

const root = join(import.meta.dirname, '../..');
const starter = join(root, WORKER_STARTER);
const starterCode = readFileSync(starter, 'utf8');
const WORKER_CODE = 'self.onmessage = () => postMessage("compiled");';

let cacheDir: string;
let made: number;
let emitted: { type: string; fileName: string; source: string }[];
const context = { emitFile: (file: (typeof emitted)[number]) => (emitted.push(file), 'ref') };

/** The plugin with a stand-in bundler, its config resolved as Astro's client build (or dev server) resolves it. */
function plugin(base = '/', assetsDir = '_astro', command: 'build' | 'serve' = 'build') {
  const p = playgroundWorker(root, cacheDir, async () => {
    made++;
    return { code: WORKER_CODE, sources: ['package.json'] };
  });
  p.configResolved({ base, command, build: { assetsDir } });
  return p;
}

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'rulebook-worker-cache-'));
  made = 0;
  emitted = [];
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('workerFileName', () => {
  it('names the file by its content, as Vite names a worker', () => {
    expect(workerFileName('_astro', WORKER_CODE)).toMatch(/^_astro\/worker-[\w-]{8}\.js$/);
    expect(workerFileName('_astro', WORKER_CODE)).toBe(workerFileName('_astro', WORKER_CODE));
    expect(workerFileName('_astro', `${WORKER_CODE} `)).not.toBe(
      workerFileName('_astro', WORKER_CODE),
    );
  });
});

describe('playgroundWorker', () => {
  it('runs before Vite’s own worker handling', () => {
    expect(plugin()).toMatchObject({ enforce: 'pre' });
  });

  it('in the dev server, points the script at the bundle the server serves, made when asked for', async () => {
    const p = plugin('/', '_astro', 'serve');
    const result = await p.transform.call(context, starterCode, starter, {});
    expect(result!.code).toContain(`new Worker("/${DEV_WORKER_PATH}", { type: 'module' })`);
    expect(emitted).toEqual([]);
    expect(made).toBe(0);
    const routes: [string, Function][] = [];
    p.configureServer({ middlewares: { use: (path, handler) => routes.push([path, handler]) } });
    expect(routes.map(([path]) => path)).toEqual([`/${DEV_WORKER_PATH}`]);
    const headers: Record<string, string> = {};
    const body = await new Promise<string>((resolve, reject) =>
      routes[0]![1](
        {},
        { setHeader: (k: string, v: string) => (headers[k] = v), end: resolve },
        reject,
      ),
    );
    expect(body).toBe(WORKER_CODE);
    expect(headers['Content-Type']).toMatch(/^text\/javascript/);
    expect(made).toBe(1);
  });

  it('finds the worker’s reference in the page’s script', () => {
    expect(starterCode).toContain(WORKER_REFERENCE);
  });

  it('points the page’s script at the bundle and emits it under its hashed name', async () => {
    const result = await plugin().transform.call(context, starterCode, starter, {});
    const fileName = workerFileName('_astro', WORKER_CODE);
    expect(emitted).toEqual([{ type: 'asset', fileName, source: WORKER_CODE }]);
    expect(result!.code).not.toContain(WORKER_REFERENCE);
    expect(result!.code).toContain(`new Worker("/${fileName}", { type: 'module' })`);
    // The JavaScript budgets (scripts/lib/js-bytes.ts) follow the page to its worker.
    expect([...result!.code.matchAll(WORKER_SCRIPT)].map((m) => m[1])).toEqual([`/${fileName}`]);
  });

  it('bundles once, then reuses the cached bundle in the next build', async () => {
    await plugin().transform.call(context, starterCode, starter, {});
    await plugin().transform.call(context, starterCode, `${starter}?v=2`, {});
    expect(made).toBe(1);
    expect(emitted.map((file) => file.source)).toEqual([WORKER_CODE, WORKER_CODE]);
  });

  it('follows the site’s base and assets directory', async () => {
    const result = await plugin('/rules/', 'assets').transform.call(context, starterCode, starter);
    expect(result!.code).toContain(`new Worker("/rules/${workerFileName('assets', WORKER_CODE)}"`);
  });

  it('leaves other modules and the server build alone', async () => {
    const p = plugin();
    expect(await p.transform.call(context, starterCode, starter, { ssr: true })).toBeNull();
    const other = join(root, 'src/client/playground/worker.ts');
    expect(await p.transform.call(context, starterCode, other, {})).toBeNull();
    expect(made).toBe(0);
    expect(emitted).toEqual([]);
  });

  it('fails the build, naming the file, when the script no longer starts the worker as expected', async () => {
    const changed = starterCode.replace(
      WORKER_REFERENCE,
      "new URL('./compile.ts', import.meta.url)",
    );
    await expect(plugin().transform.call(context, changed, starter, {})).rejects.toThrow(
      /src\/client\/playground\/main\.ts no longer starts its worker/,
    );
  });
});
