/**
 * The build-only integration: its plugins go to builds and sync only, Astro's
 * pre-bundling list is emptied, the server build leaves the generated
 * validators to Node and takes the compiler as one bundle kept between builds.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildSpeed,
  bundleCompilerForNode,
  COMPILER_BUNDLE_FILE,
  COMPILER_ENTRY,
  compilerBundledOnce,
  VALIDATORS_MODULE,
} from '../../src/integrations/build-speed.ts';
import { compile } from '../../src/compiler/index.ts';
import { STARTER } from '../../src/client/playground/templates.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';

const ROOT = path.join(import.meta.dirname, '../..');

interface Plugin {
  name: string;
  apply?: string;
  config?: (c: unknown) => void;
  configResolved?: (c: unknown) => void;
  resolveId?: (source: string, importer?: string) => unknown;
}

describe('buildSpeed', () => {
  const setup = (command: string) => {
    const updates: unknown[] = [];
    const hook = buildSpeed().hooks['astro:config:setup'] as (options: unknown) => void;
    hook({
      command,
      config: { cacheDir: new URL('file:///tmp/astro-cache/'), root: new URL('file:///tmp/site/') },
      updateConfig: (update: unknown) => updates.push(update),
    });
    return updates as { vite: { plugins: Plugin[] } }[];
  };

  it('adds its plugins to a build and to sync, never to the dev server', () => {
    expect(setup('dev')).toEqual([]);
    expect(setup('build')[0]!.vite.plugins.map((p) => p.name)).toEqual([
      'rulebook-no-prebundling',
      'rulebook-validators-external',
      'rulebook-compiler-bundled-once',
    ]);
    expect(setup('sync')).toHaveLength(1);
  });

  it("empties Astro's own pre-bundling list and keeps the project's", () => {
    const plugin = setup('build')[0]!.vite.plugins[0]!;
    const config = { optimizeDeps: { include: ['astro > aria-query', 'astro > cssesc', 'yaml'] } };
    plugin.config!(config);
    expect(config.optimizeDeps.include).toEqual(['yaml']);
  });

  describe('the generated validators', () => {
    const root = '/tmp/site';
    const plugin = (ssr: boolean) => {
      const found = setup('build')[0]!.vite.plugins.find(
        (p) => p.name === 'rulebook-validators-external',
      )!;
      found.configResolved!({ root, build: { ssr } });
      return found;
    };
    const validate = path.join(root, 'src/compiler/validate.ts');

    it('are an import of their file in the server build, wherever its chunks are written', () => {
      expect(plugin(true).apply).toBe('build');
      expect(plugin(true).resolveId!('./generated/validators.js', validate)).toEqual({
        id: pathToFileURL(path.join(root, VALIDATORS_MODULE)).href,
        external: true,
      });
    });

    it('are bundled as before in the browser build, and no other module is left out', () => {
      expect(plugin(false).resolveId!('./generated/validators.js', validate)).toBeNull();
      expect(plugin(true).resolveId!('./other/validators.js', validate)).toBeNull();
      expect(plugin(true).resolveId!('./validate.ts', validate)).toBeNull();
      expect(plugin(true).resolveId!('./generated/validators.js', undefined)).toBeNull();
    });
  });

  describe('the compiler', () => {
    /** A project of one compiler entry, and a bundler that counts its calls. */
    const project = () => {
      const root = mkdtempSync(path.join(tmpdir(), 'rulebook-build-speed-'));
      mkdirSync(path.join(root, 'src/compiler'), { recursive: true });
      writeFileSync(path.join(root, COMPILER_ENTRY), 'export const compile = 1;\n');
      const cache = path.join(root, 'cache');
      let made = 0;
      const make = async () => {
        made++;
        return { code: `export const made = ${made};\n`, sources: [COMPILER_ENTRY] };
      };
      const plugin = (ssr: boolean, bundler = make) => {
        const found = compilerBundledOnce(() => cache, bundler);
        found.configResolved!({ root, build: { ssr } });
        return found;
      };
      return { root, cache, plugin, made: () => made };
    };
    const page = (root: string) => path.join(root, 'src/pages/playground/index.astro');

    it('is its bundle in the server build, made once and kept until a source changes', async () => {
      const { root, cache, plugin, made } = project();
      try {
        const bundle = {
          id: pathToFileURL(path.join(cache, COMPILER_BUNDLE_FILE)).href,
          external: true,
        };
        expect(await plugin(true).resolveId!('../../compiler/index.ts', page(root))).toEqual(
          bundle,
        );
        expect(await plugin(true).resolveId!('../../compiler/index.ts', page(root))).toEqual(
          bundle,
        );
        expect(made()).toBe(1);
        expect(readFileSync(fileURLToPath(bundle.id), 'utf8')).toBe('export const made = 1;\n');
        writeFileSync(path.join(root, COMPILER_ENTRY), 'export const compile = 2;\n');
        await plugin(true).resolveId!('../../compiler/index.ts', page(root));
        expect(readFileSync(fileURLToPath(bundle.id), 'utf8')).toBe('export const made = 2;\n');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });

    it('is bundled as before in the browser build, when it cannot be bundled, and for other modules', async () => {
      const { root, cache, plugin, made } = project();
      try {
        expect(await plugin(false).resolveId!('../../compiler/index.ts', page(root))).toBeNull();
        expect(await plugin(true).resolveId!('../../site/index.ts', page(root))).toBeNull();
        expect(await plugin(true).resolveId!('../../compiler/helpers.ts', page(root))).toBeNull();
        expect(made()).toBe(0);
        const failing = async () => {
          throw new Error('no esbuild');
        };
        expect(
          await plugin(true, failing).resolveId!('../../compiler/index.ts', page(root)),
        ).toBeNull();
        // A cache that cannot be written: its earlier bundle is not taken for the new one.
        mkdirSync(path.join(cache, COMPILER_BUNDLE_FILE), { recursive: true });
        expect(await plugin(true).resolveId!('../../compiler/index.ts', page(root))).toBeNull();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });

    it("is bundled for Node from the project's sources and compiles as they do", async () => {
      const bundled = await bundleCompilerForNode(ROOT);
      expect(bundled.sources).toContain(COMPILER_ENTRY);
      expect(bundled.sources).toContain(VALIDATORS_MODULE);
      expect(bundled.sources).toContain('package-lock.json');
      // Inside the project's node_modules, where Node finds the packages it imports.
      const dir = mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'build-speed-test-'));
      try {
        const file = path.join(dir, COMPILER_BUNDLE_FILE);
        writeFileSync(file, bundled.code);
        const module = (await import(pathToFileURL(file).href)) as { compile: typeof compile };
        const input = [{ path: PLAYGROUND_FILE, text: STARTER }];
        expect(module.compile(input)).toEqual(compile(input));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
