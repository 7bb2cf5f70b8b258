/**
 * The compiler runs in the browser (the playground's Web Worker): bundled by
 * esbuild for `platform: 'browser'` it resolves without any Node built-in, and
 * the bundle neither requires modules nor compiles code at run time (the
 * site's CSP forbids eval).
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundlePlaygroundWorker } from '../../src/integrations/playground-bundle.ts';

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
    // The validators every context imports: the generated module, as it is committed.
    expect(inputs).toContain('src/compiler/generated/validators.js');
  });

  it('holds only the validators the compiler runs while compiling, not those of whole data sets', async () => {
    // The front matter's and the range-checked collections' (COMPILE_VALIDATORS in
    // validate.ts): the module's other validators are left out, about four fifths of it.
    const module = 'src/compiler/generated/validators.js';
    const [output] = Object.values(bundle.metafile.outputs);
    const bundled = output!.inputs[module]!.bytesInOutput;
    const whole = (await transform(readFileSync(join(root, module), 'utf8'), { minify: true })).code
      .length;
    expect(bundled).toBeGreaterThan(0);
    expect(bundled / whole).toBeLessThan(0.3);
  });

  it('lists its sources for the build cache: every bundled file of the project and the lockfile', () => {
    expect(bundle.sources).toContain('src/compiler/compile.ts');
    expect(bundle.sources).toContain('src/client/playground/worker.ts');
    expect(bundle.sources).toContain('src/compiler/generated/validators.js');
    expect(bundle.sources).toContain('package-lock.json');
    expect(bundle.sources).toContain('src/integrations/playground-bundle.ts');
    expect(bundle.sources.some((path) => path.startsWith('node_modules/micromark/'))).toBe(true);
    expect(bundle.sources.filter((path) => path.startsWith('..'))).toEqual([]);
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
