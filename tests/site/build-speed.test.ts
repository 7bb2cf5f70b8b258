/** The build-only integration: the content store bundled as JSON is the same store, and it adds nothing to `astro dev`. */
import { describe, expect, it } from 'vitest';
import { buildSpeed, dataStoreModule } from '../../src/integrations/build-speed.ts';

/** Evaluates an ES module's default export from its code. */
async function defaultExport(code: string): Promise<unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as { default: unknown }).default;
}

describe('dataStoreModule', () => {
  it('exports exactly the parsed store, unicode, quotes and line separators included', async () => {
    const store = [
      { rulebook: 1 },
      ['Map', 2],
      'Stand \u2028 up “from” prone \\ </script> \u0000',
      { nested: [1.5, -0, null, true] },
    ];
    const json = JSON.stringify(store);
    expect(await defaultExport(dataStoreModule(json))).toEqual(JSON.parse(json));
  });

  it('rejects a store that is not JSON', () => {
    expect(() => dataStoreModule('{"truncated": [')).toThrow(SyntaxError);
  });
});

describe('buildSpeed', () => {
  const setup = (command: string) => {
    const updates: unknown[] = [];
    const hook = buildSpeed().hooks['astro:config:setup'] as (options: unknown) => void;
    hook({
      command,
      config: { cacheDir: new URL('file:///tmp/astro-cache/'), root: new URL('file:///tmp/site/') },
      updateConfig: (update: unknown) => updates.push(update),
    });
    return updates as { vite: { plugins: { name: string; config?: (c: unknown) => void }[] } }[];
  };

  it('adds its plugins to a build and to sync, never to the dev server', () => {
    expect(setup('dev')).toEqual([]);
    expect(setup('build')[0]!.vite.plugins.map((p) => p.name)).toEqual([
      'rulebook-data-store-json',
      'rulebook-no-prebundling',
      'rulebook-site-compiler',
    ]);
    expect(setup('sync')).toHaveLength(1);
  });

  it("empties Astro's own pre-bundling list and keeps the project's", () => {
    const plugin = setup('build')[0]!.vite.plugins[1]!;
    const config = { optimizeDeps: { include: ['astro > aria-query', 'astro > cssesc', 'yaml'] } };
    plugin.config!(config);
    expect(config.optimizeDeps.include).toEqual(['yaml']);
  });
});
