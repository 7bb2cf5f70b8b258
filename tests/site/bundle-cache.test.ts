/** The on-disk bundle cache of the site build (the playground's worker): reused while its sources keep their bytes, made again otherwise. */
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBundle, reusableBundle } from '../../src/integrations/bundle-cache.ts';

let root: string;
let dir: string;
let made: number;

/** A bundler that joins its two sources, counting its runs. */
const make = async () => {
  made++;
  const code = ['a.ts', 'b.ts'].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  return { code, sources: ['a.ts', 'b.ts'] };
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rulebook-bundle-cache-'));
  dir = join(root, 'node_modules', '.cache', 'bundle');
  writeFileSync(join(root, 'a.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'b.ts'), 'export const b = 2;');
  made = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('cachedBundle', () => {
  it('makes the bundle once, then reuses it while the sources are unchanged', async () => {
    const first = await cachedBundle(root, dir, make);
    expect(first).toEqual({ code: 'export const a = 1;\nexport const b = 2;', reused: false });
    expect(readFileSync(join(dir, 'bundle.js'), 'utf8')).toBe(first.code);
    const second = await cachedBundle(root, dir, make);
    expect(second).toEqual({ code: first.code, reused: true });
    expect(made).toBe(1);
  });

  it('makes it again when a source changed, even at the same size and time', async () => {
    await cachedBundle(root, dir, make);
    const path = join(root, 'b.ts');
    const { atime, mtime } = statSync(path);
    writeFileSync(path, 'export const b = 3;');
    utimesSync(path, atime, mtime);
    const again = await cachedBundle(root, dir, make);
    expect(again).toEqual({ code: 'export const a = 1;\nexport const b = 3;', reused: false });
    expect(made).toBe(2);
    expect((await cachedBundle(root, dir, make)).reused).toBe(true);
  });

  it('makes it again when a source is gone', async () => {
    await cachedBundle(root, dir, make);
    rmSync(join(root, 'a.ts'));
    expect(reusableBundle(root, dir)).toBeNull();
  });

  const damages: [string, () => void][] = [
    ['its code is cut short', () => writeFileSync(join(dir, 'bundle.js'), 'export const a')],
    ['its code is missing', () => rmSync(join(dir, 'bundle.js'))],
    ['its record is not JSON', () => writeFileSync(join(dir, 'bundle.json'), '{"code": "ab')],
    ['its record is missing', () => rmSync(join(dir, 'bundle.json'))],
    ['its record lists no source', () => writeFileSync(join(dir, 'bundle.json'), '{"sources":{}}')],
    ['its record is null', () => writeFileSync(join(dir, 'bundle.json'), 'null')],
  ];
  for (const [damage, cause] of damages) {
    it(`makes it again and rewrites it when ${damage}`, async () => {
      const first = await cachedBundle(root, dir, make);
      cause();
      expect(await cachedBundle(root, dir, make)).toEqual({ code: first.code, reused: false });
      expect(await cachedBundle(root, dir, make)).toEqual({ code: first.code, reused: true });
      expect(made).toBe(2);
    });
  }

  it('still gives the bundle when the cache cannot be written', async () => {
    writeFileSync(join(root, 'node_modules'), 'a file where the cache directory would go');
    expect(await cachedBundle(root, dir, make)).toMatchObject({ reused: false });
    expect(await cachedBundle(root, dir, make)).toMatchObject({ reused: false });
  });

  it('names a listed source it cannot read', async () => {
    await expect(
      cachedBundle(root, dir, async () => ({ code: 'x', sources: ['a.ts', 'gone.ts'] })),
    ).rejects.toThrow(/gone\.ts cannot be read/);
  });
});
