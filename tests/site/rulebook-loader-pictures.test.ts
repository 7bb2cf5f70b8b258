/**
 * The pictures the rulebook loader hands Astro's image pipeline
 * (src/loaders/rulebook.ts): a second build of the same content, whose store
 * Astro restores from its cache directory, converts them as the first did.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rulebookLoader } from '../../src/loaders/rulebook.ts';

/** The prefix Astro's data store reads as an image import in an entry's data. */
const IMAGE_IMPORT = '__ASTRO_IMAGE_';
const PICTURE = join(import.meta.dirname, '../browser/fixtures/homebrew/pics/lantern-heron.jpg');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-loader-pictures-'));
  mkdirSync(join(dir, 'content', 'pics'), { recursive: true });
  copyFileSync(PICTURE, join(dir, 'content', 'pics', 'heron.jpg'));
  writeFileSync(
    join(dir, 'content', 'book.md'),
    '# Book\n\nA heron.\n\n![a heron](pics/heron.jpg)\n',
  );
  vi.stubEnv('RULEBOOK_CACHE', 'off');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Entry {
  id: string;
  data: Record<string, unknown>;
  digest?: string;
  assetImports?: string[];
}

/**
 * One build's view of a data store that behaves as Astro's: an entry set
 * again with its digest unchanged is not stored (nor are its image imports
 * listed), and the build converts the image imports listed during its load.
 * `entries` outlive the build, as Astro keeps them in its cache directory.
 */
function build(entries: Map<string, Entry>) {
  const imports = new Set<string>();
  const addAssetImports = (assets: string[]) => assets.forEach((asset) => imports.add(asset));
  const store = {
    set: (entry: Entry) => {
      if (entry.digest !== undefined && entries.get(entry.id)?.digest === entry.digest)
        return false;
      const assets = Object.values(entry.data).flatMap((value) =>
        typeof value === 'object' && value !== null
          ? Object.values(value).filter(
              (v): v is string => typeof v === 'string' && v.startsWith(IMAGE_IMPORT),
            )
          : [],
      );
      const assetImports = assets.map((asset) => asset.slice(IMAGE_IMPORT.length));
      addAssetImports(assetImports);
      entries.set(entry.id, { ...entry, ...(assetImports.length ? { assetImports } : {}) });
      return true;
    },
    get: (id: string) => entries.get(id),
    has: (id: string) => entries.has(id),
    delete: (id: string) => void entries.delete(id),
    addAssetImports,
  };
  const logger = { info: () => {}, warn: () => {}, error: () => {} };
  const config = { cacheDir: pathToFileURL(join(dir, 'cache/')) };
  const ctx = { store, logger, config } as unknown as LoaderContext;
  return { ctx, imports };
}

describe('rulebookLoader', () => {
  it('hands the image pipeline every picture again on a second build of the same content', async () => {
    const entries = new Map<string, Entry>();
    const heron = join(dir, 'content', 'pics', 'heron.jpg');
    const first = build(entries);
    await rulebookLoader({ contentDirs: [join(dir, 'content')] }).load(first.ctx);
    expect([...first.imports]).toEqual([heron]);
    const second = build(entries);
    await rulebookLoader({ contentDirs: [join(dir, 'content')] }).load(second.ctx);
    expect([...second.imports]).toEqual([heron]);
  });
});
