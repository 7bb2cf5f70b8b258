/**
 * The compiler runs in the browser (the playground's Web Worker): bundled by
 * esbuild for `platform: 'browser'` it resolves without any Node built-in, and
 * the bundle neither requires modules nor compiles code at run time (the
 * site's CSP forbids eval).
 */
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlePlaygroundWorker } from '../../scripts/lib/playground-bundle.ts';

const root = join(import.meta.dirname, '../..');
const bundle = await bundlePlaygroundWorker(root);
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The code around each match of `pattern` (short, for a readable failure). */
const snippets = (pattern: RegExp) =>
  [...bundle.code.matchAll(pattern)].map((m) => bundle.code.slice(m.index - 40, m.index + 40));

describe('bundlePlaygroundWorker', () => {
  it('bundles the compiler, the renderers and the worker from source', () => {
    const inputs = Object.keys(bundle.metafile.inputs);
    expect(inputs).toContain('src/compiler/compile.ts');
    expect(inputs).toContain('src/site/render/power-card.ts');
    expect(inputs).toContain('src/client/playground/worker.ts');
    expect(inputs.some((path) => path.endsWith('validators.generated.mjs'))).toBe(true);
    expect(inputs).not.toContain('src/compiler/validators.ts');
  });

  it('lists its sources for the build cache: every bundled file of the project, the lockfile and the schemas', () => {
    expect(bundle.sources).toContain('src/compiler/compile.ts');
    expect(bundle.sources).toContain('src/client/playground/worker.ts');
    expect(bundle.sources).toContain('package-lock.json');
    expect(bundle.sources).toContain('schemas/power.schema.json');
    expect(bundle.sources.some((path) => path.startsWith('node_modules/micromark/'))).toBe(true);
    // Not the validators generated in a temporary directory: they are made from the schemas.
    expect(
      bundle.sources.filter(
        (path) => path.startsWith('..') || /\/validators(\.generated)?\.mjs$/.test(path),
      ),
    ).toEqual([]);
    expect(bundle.sources.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('imports no Node built-in module, directly or through a dependency', () => {
    const imports = Object.values(bundle.metafile.inputs).flatMap((input) =>
      input.imports.map((i) => i.path),
    );
    expect(imports.length).toBeGreaterThan(100);
    expect(imports.filter((path) => builtins.has(path) || path.startsWith('node:'))).toEqual([]);
    const external = Object.values(bundle.metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(external).toEqual([]);
  });

  it('neither requires a module, compiles code at run time nor touches the DOM (a worker has none)', () => {
    // esbuild's shim for a require() it could not bundle throws "Dynamic require of …".
    expect(snippets(/Dynamic require of/g)).toEqual([]);
    expect(snippets(/\bnew Function\(|\beval\(/g)).toEqual([]);
    expect(snippets(/\bdocument\./g)).toEqual([]);
  });
});
