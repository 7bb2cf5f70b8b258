/** The build-only integration: its plugins go to builds and sync only, and Astro's pre-bundling list is emptied. */
import { describe, expect, it } from 'vitest';
import { buildSpeed } from '../../src/integrations/build-speed.ts';

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
    expect(setup('build')[0]!.vite.plugins.map((p) => p.name)).toEqual(['rulebook-no-prebundling']);
    expect(setup('sync')).toHaveLength(1);
  });

  it("empties Astro's own pre-bundling list and keeps the project's", () => {
    const plugin = setup('build')[0]!.vite.plugins[0]!;
    const config = { optimizeDeps: { include: ['astro > aria-query', 'astro > cssesc', 'yaml'] } };
    plugin.config!(config);
    expect(config.optimizeDeps.include).toEqual(['yaml']);
  });
});
