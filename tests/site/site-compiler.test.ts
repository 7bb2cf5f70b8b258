/**
 * The site build's compiler (src/integrations/site-compiler.ts): server-side
 * imports of src/io/site-compiler.ts resolve to the install-time bundle while
 * it is current (Node imports it; Vite transforms none of the compiler's
 * modules), and to the sources otherwise.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as sources from '../../src/io/site-compiler.ts';
import {
  SITE_COMPILER,
  siteCompiler,
  siteCompilerBundle,
  siteCompilerModule,
} from '../../src/integrations/site-compiler.ts';
import { PLAYGROUND_FILE } from '../../src/client/playground/protocol.ts';
import { STARTER } from '../../src/client/playground/templates.ts';

const root = resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(join(tmpdir(), 'rulebook-site-compiler-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const loader = join(root, 'src/loaders/rulebook.ts');
const starter = [{ path: PLAYGROUND_FILE, text: STARTER }];

/** The Vite that Astro runs (its own copy, not the one vitest brings). */
async function astroVite(): Promise<typeof import('vite')> {
  const fromAstro = createRequire(join(root, 'node_modules/astro/package.json'));
  const dir = dirname(fromAstro.resolve('vite/package.json'));
  return (await import(
    pathToFileURL(join(dir, 'dist/node/index.js')).href
  )) as typeof import('vite');
}

describe('siteCompilerBundle', () => {
  it('is the CLI build’s site-compiler.js while `.build/` is current', () => {
    // The unit project's global setup has built `.build/` from the current sources.
    expect(siteCompilerBundle(root)).toBe(join(root, '.build', 'site-compiler.js'));
  });

  it('is null for a project without a current CLI build', () => {
    expect(siteCompilerBundle(temp)).toBeNull();
  });
});

describe('siteCompilerModule', () => {
  it('re-exports the bundle, which exports what the sources do and compiles as they do', async () => {
    const file = join(temp, 'replacement.mjs');
    writeFileSync(file, siteCompilerModule(siteCompilerBundle(root)!));
    const bundled = (await import(pathToFileURL(file).href)) as typeof sources;
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(sources).sort());
    expect(bundled.compile(starter)).toEqual(sources.compile(starter));
  });
});

describe('siteCompiler', () => {
  const plugin = (command: 'build' | 'serve', at = root) => {
    const made = siteCompiler(at);
    made.configResolved({ command });
    return made;
  };
  const bundle = join(root, '.build', 'site-compiler.js');

  it('leaves the bundle external in the server build', () => {
    expect(plugin('build').resolveId('../io/site-compiler.ts', loader, { ssr: true })).toEqual({
      id: bundle,
      external: 'absolute',
    });
  });

  it('replaces site-compiler.ts with a module re-exporting the bundle in the content sync', () => {
    const serve = plugin('serve');
    const id = serve.resolveId('../io/site-compiler.ts', loader, { ssr: true });
    expect(id).toMatch(/^\0/);
    expect(serve.load(id as string)).toBe(siteCompilerModule(bundle));
    expect(serve.load(join(root, SITE_COMPILER))).toBeNull();
  });

  it('leaves browser imports, other modules and stale builds to the sources', () => {
    expect(plugin('build').resolveId('../io/site-compiler.ts', loader, { ssr: false })).toBeNull();
    expect(plugin('build').resolveId('../io/site-compiler.ts', loader)).toBeNull();
    const elsewhere = join(root, 'src/site/data.ts');
    expect(plugin('build').resolveId('./site-compiler.ts', elsewhere, { ssr: true })).toBeNull();
    expect(plugin('build').resolveId('../io/config.ts', loader, { ssr: true })).toBeNull();
    const stale = join(temp, 'src/loaders/rulebook.ts');
    expect(
      plugin('build', temp).resolveId('../io/site-compiler.ts', stale, { ssr: true }),
    ).toBeNull();
  });

  it('gives Vite’s module runner the bundle as Node loaded it: no compiler module transformed', async () => {
    const { createServer } = await astroVite();
    const importer = join(temp, 'uses-compiler.ts');
    writeFileSync(
      importer,
      `export * from ${JSON.stringify(join(root, SITE_COMPILER))};\nexport const ok: number = 1;\n`,
    );
    const server = await createServer({
      root: temp,
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, watch: null, hmr: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [siteCompiler(root)],
    });
    try {
      const loaded = (await server.ssrLoadModule(importer)) as typeof sources & { ok: number };
      expect(loaded.ok).toBe(1);
      expect(loaded.compile(starter)).toEqual(sources.compile(starter));
      const transformed = [...server.moduleGraph.idToModuleMap.keys()];
      expect(transformed).toContain(importer);
      expect(transformed.filter((id) => id.startsWith(root + sep))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
