/**
 * `npm run build` hands Astro astro.config.mjs bundled as plain JavaScript
 * (scripts/lib/site-bundle.mjs), so Astro imports it without a Vite server:
 * plain Node imports it, and it is the same configuration as the source.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configBundle, rebuild, upToDate } from '../../scripts/lib/site-bundle.mjs';

/** What a configuration sets, with integrations and plugins by name (the same function body in both). */
const VIEW = `(c) => ({
  output: c.output,
  site: c.site ?? null,
  trailingSlash: c.trailingSlash,
  build: c.build,
  devToolbar: c.devToolbar,
  integrations: c.integrations.map((i) => i.name),
  vite: {
    build: c.vite.build,
    plugins: c.vite.plugins.map((p) => p.name),
    worker: { format: c.vite.worker.format },
  },
})`;
const view = (0, eval)(VIEW) as (config: unknown) => unknown;
/** The configuration as written (astro.config.mjs has no type declarations: imported by path). */
const SOURCE = '../../astro.config.mjs';
const { default: sourceConfig } = (await import(SOURCE)) as { default: unknown };

describe('the bundled astro.config.mjs', () => {
  it('is rebuilt from the sources, then up to date', async () => {
    await rebuild();
    expect(upToDate()).toBe(true);
  });

  it(
    'imports in plain Node and gives the same configuration as the source',
    { timeout: 60_000 },
    () => {
      const script = `const c = (await import(${JSON.stringify(pathToFileURL(configBundle).href)})).default; console.log(JSON.stringify((${VIEW})(c)));`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      const bundled: unknown = JSON.parse(result.stdout);
      expect(bundled).toEqual(JSON.parse(JSON.stringify(view(sourceConfig))));
      expect(bundled).toMatchObject({ integrations: expect.arrayContaining(['rulebook-refresh']) });
    },
  );
});
