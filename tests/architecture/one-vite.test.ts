/**
 * The tests are transformed by the Vite that builds the site: vitest, its
 * module mocker and astro all resolve the one `vite` package, the version
 * package.json pins in devDependencies (astro's, which vitest's peer range
 * accepts). Two Vites would mean the tests resolve and transform modules
 * another way than `astro build` and `astro dev` do.
 */
import { createRequire } from 'node:module';
import { readFileSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The package.json of the `vite` that `from` (a package of node_modules, or the project) resolves. */
function viteOf(from: string): { path: string; version: string } {
  const base = from === '.' ? ROOT : join(ROOT, 'node_modules', from);
  const path = realpathSync(createRequire(join(base, 'package.json')).resolve('vite/package.json'));
  return { path, version: (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version };
}

describe('the Vite of the tests', () => {
  it('is the Vite astro builds the site with', () => {
    const astro = viteOf('astro');
    const others = ['.', 'vitest', '@vitest/mocker'].map((from) => ({ from, ...viteOf(from) }));
    const apart = others
      .filter(({ path }) => path !== astro.path)
      .map(({ from, path, version }) => `${from} resolves vite ${version} at ${path}`);
    expect(
      apart,
      `astro resolves vite ${astro.version} at ${astro.path}, but:\n${apart.join('\n')}\nFix: set devDependencies.vite in package.json to astro's version (${astro.version}), exactly, and choose a vitest whose peer range accepts it; then npm install.`,
    ).toEqual([]);
  });

  it('is pinned in package.json at the version astro resolves', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const { version } = viteOf('astro');
    expect(
      manifest.devDependencies['vite'],
      `package.json's devDependencies.vite should be astro's vite, ${version}: without it npm may hoist another Vite for vitest.`,
    ).toBe(version);
  });
});
