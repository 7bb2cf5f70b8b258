/**
 * The playground's compile worker bundled for the browser with esbuild
 * (`platform: 'browser'`), as the site's build bundles it with Vite: the
 * schema validators it uses precompiled, the DOM-free worker entries
 * (src/integrations/browser-validators.ts). Used by the architecture test
 * that proves the browser bundle holds no Node built-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { WORKER_ENTRIES, WORKER_SCHEMAS } from '../../src/integrations/browser-validators.ts';
import { writeBrowserValidators } from './standalone-validators.mjs';

/** The bundle: its code, and esbuild's metafile (every input module and import). */
export interface PlaygroundBundle {
  code: string;
  metafile: Metafile;
}

/** Bundles src/client/playground/worker.ts for browsers (minified, one ES module). */
export async function bundlePlaygroundWorker(root: string): Promise<PlaygroundBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-playground-bundle-'));
  try {
    const validators = writeBrowserValidators(root, dir, WORKER_SCHEMAS);
    const compilerDir = resolve(root, 'src', 'compiler');
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['src/client/playground/worker.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
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
    return { code: result.outputFiles[0]!.text, metafile: result.metafile };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
