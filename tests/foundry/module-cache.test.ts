/**
 * The build's Foundry module is the last build's when its data, options and
 * code are the same (src/integrations/foundry-module.ts, buildFoundryModule):
 * the same bytes as a module made afresh; changed data or options make it
 * again, and so does a damaged kept copy.
 */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFoundryModule,
  FOUNDRY_CACHE,
  writeFoundryModule,
} from '../../src/integrations/foundry-module.ts';
import { FOUNDRY_DIR } from '../../src/site/foundry-documents.ts';
import { bundledData } from './corpora.ts';

const OPTIONS = { title: 'Orcus Rulebook', version: '0.1.0', siteUrl: null };

let dir: string;
let cache: string;
let fresh: Map<string, Buffer>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'foundry-module-cache-'));
  cache = path.join(dir, 'cache');
  await writeFoundryModule(bundledData(), path.join(dir, 'fresh'), OPTIONS);
  fresh = await files(path.join(dir, 'fresh'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file under `root`, relative path → bytes. */
async function files(root: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.set(path.relative(root, file), await readFile(file));
    }
  return found;
}

/** A built site named `name` serving `data` under /data/, as the site's data files. */
async function site(name: string, data = bundledData()): Promise<string> {
  const root = path.join(dir, name);
  await mkdir(path.join(root, 'data'), { recursive: true });
  for (const [collection, value] of Object.entries(data))
    await writeFile(path.join(root, 'data', `${collection}.json`), JSON.stringify(value));
  return root;
}

describe('buildFoundryModule', () => {
  it('makes the module once, then gives the kept one, byte for byte a fresh make', async () => {
    const first = await site('first');
    expect((await buildFoundryModule(first, cache, OPTIONS)).reused).toBe(false);
    expect(await files(path.join(first, FOUNDRY_DIR))).toEqual(fresh);
    const second = await site('second');
    expect((await buildFoundryModule(second, cache, OPTIONS)).reused).toBe(true);
    expect(await files(path.join(second, FOUNDRY_DIR))).toEqual(fresh);
  });

  it('makes it again when the data or the options changed', async () => {
    await buildFoundryModule(await site('base'), cache, OPTIONS);
    const data = bundledData();
    const renamed = { ...data, powers: data.powers.map((p, i) => (i ? p : { ...p, name: 'X' })) };
    const edited = await site('edited', renamed);
    const outcome = await buildFoundryModule(edited, cache, OPTIONS);
    expect(outcome.reused).toBe(false);
    const again = await site('options');
    const moved = { ...OPTIONS, siteUrl: 'https://rules.example.org/' };
    expect((await buildFoundryModule(again, cache, moved)).reused).toBe(false);
    const manifest = JSON.parse(
      await readFile(path.join(again, FOUNDRY_DIR, 'module.json'), 'utf8'),
    );
    expect(manifest.manifest).toBe('https://rules.example.org/foundry/module.json');
  });

  it('makes it again, the same bytes, when the kept copy is damaged', async () => {
    await buildFoundryModule(await site('kept'), cache, OPTIONS);
    const [key] = await readdir(path.join(cache, FOUNDRY_CACHE));
    await writeFile(path.join(cache, FOUNDRY_CACHE, key!, 'files', 'module.json'), '{}');
    const next = await site('after-damage');
    expect((await buildFoundryModule(next, cache, OPTIONS)).reused).toBe(false);
    expect(await files(path.join(next, FOUNDRY_DIR))).toEqual(fresh);
    // Kept again whole: the build after it reuses it.
    const last = await site('after-remake');
    expect((await buildFoundryModule(last, cache, OPTIONS)).reused).toBe(true);
    expect(await files(path.join(last, FOUNDRY_DIR))).toEqual(fresh);
  });
});
