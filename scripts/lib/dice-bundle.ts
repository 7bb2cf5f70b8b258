/**
 * The size of the dice engine's browser entry (`src/dice/browser.ts`, the only
 * dice module client code imports), bundled as it ships: esbuild, minified,
 * gzipped. Shared by the size-budget test and the benchmark.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the browser entry, gzipped bytes. */
export const DICE_BROWSER_BUDGET_BYTES = 3400;

/** Size of the browser entry: minified and gzipped bytes, and its budget. */
export interface DiceBundleSize {
  entry: string;
  minifiedBytes: number;
  gzipBytes: number;
  limitBytes: number;
}

/** Bundles `src/dice/browser.ts` for the browser and measures it. */
export async function browserBundleSize(): Promise<DiceBundleSize> {
  const entry = fileURLToPath(new URL('../../src/dice/browser.ts', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
  });
  const code = result.outputFiles[0]!.contents;
  return {
    entry: 'src/dice/browser.ts',
    minifiedBytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    limitBytes: DICE_BROWSER_BUDGET_BYTES,
  };
}
