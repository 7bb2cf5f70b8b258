/**
 * The module as the build writes it: packs read back with classic-level
 * (counts equal to the mapped documents', every document valid), module.json
 * against the manifest schema, the zip reproducible with module.json at its
 * root and the license inside.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ClassicLevel } from 'classic-level';
import { unzipSync } from 'fflate';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsSchema, moduleManifestSchema } from '../../src/foundry/schema.ts';
import { writeFoundryModule } from '../../src/integrations/foundry-module.ts';
import { bundledData, libraryData } from './corpora.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validDocument = ajv.compile(documentsSchema());
const validManifest = ajv.compile(moduleManifestSchema());
const OPTIONS = {
  title: 'Orcus Rulebook',
  version: '0.1.0',
  siteUrl: 'https://rules.example.org/orcus/',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'foundry-module-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every key and value of a LevelDB pack. */
async function readPack(pack: string): Promise<Map<string, Record<string, unknown>>> {
  const db = new ClassicLevel<string, Record<string, unknown>>(pack, { valueEncoding: 'json' });
  const entries = new Map(await db.iterator().all());
  await db.close();
  return entries;
}

describe('writeFoundryModule', () => {
  for (const [name, data] of Object.entries({ bundled: bundledData, library: libraryData })) {
    it(`writes packs of the ${name} content that read back whole and valid`, async () => {
      const written = (await writeFoundryModule(data(), path.join(dir, name), OPTIONS))!;
      for (const pack of written.packs) {
        const entries = await readPack(path.join(dir, name, 'packs', pack.name));
        const top = [...entries].filter(([key]) => !key.includes('.'));
        expect(top.length, pack.name).toBe(pack.documents.length);
        for (const doc of pack.documents) {
          const stored = entries.get(doc._key);
          expect(stored?._id).toBe(doc._id);
          // The pack stores embedded documents under their own keys and their ids in the parent.
          const embedded = 'items' in doc ? doc.items : 'pages' in doc ? doc.pages : [];
          for (const child of embedded)
            expect(entries.get(child._key)).toMatchObject({ _id: child._id });
          const whole = {
            ...stored,
            _key: doc._key,
            ...('items' in doc && {
              items: doc.items.map((i) => ({ ...entries.get(i._key), _key: i._key })),
            }),
            ...('pages' in doc && {
              pages: doc.pages.map((p) => ({ ...entries.get(p._key), _key: p._key })),
            }),
          };
          expect(
            validDocument(whole),
            `${doc.name}: ${JSON.stringify(validDocument.errors?.slice(0, 2))}`,
          ).toBe(true);
        }
      }
    }, 180_000);
  }

  it('writes a module.json with the manifest fields, the dnd4e relationship and URLs under site.url', async () => {
    const manifest = JSON.parse(await readFile(path.join(dir, 'library', 'module.json'), 'utf8'));
    expect(validManifest(manifest), JSON.stringify(validManifest.errors)).toBe(true);
    expect(manifest.manifest).toBe('https://rules.example.org/orcus/foundry/module.json');
    expect(manifest.download).toBe(
      'https://rules.example.org/orcus/foundry/orcus-rulebook-0.1.0.zip',
    );
    expect(manifest.relationships.systems[0]).toMatchObject({
      id: 'dnd4e',
      compatibility: { verified: '0.9.2' },
    });
  });

  it('zips module.json at the root with the packs and the license, the same bytes for the same content', async () => {
    const again = (await writeFoundryModule(bundledData(), path.join(dir, 'again'), OPTIONS))!;
    const first = await readFile(path.join(dir, 'bundled', path.basename(again.zip)));
    expect((await readFile(again.zip)).equals(first)).toBe(true);
    const files = Object.keys(unzipSync(first));
    expect(files).toContain('module.json');
    expect(files).toContain('LICENSE.txt');
    expect(files.filter((f) => /(?:^|\/)(?:LOG|LOCK)/.test(f))).toEqual([]);
    expect(files.some((f) => f.startsWith('packs/rules/'))).toBe(true);
    const license = new TextDecoder().decode(unzipSync(first)['LICENSE.txt']);
    expect(license).toMatch(/Open Game License/);
  });

  it('writes nothing for content without a Legal or License chapter', async () => {
    const data = bundledData();
    const sections = data.sections.filter((s) => !/^(?:legal|license)/i.test(s.title));
    const out = path.join(dir, 'unlicensed');
    expect(await writeFoundryModule({ ...data, sections }, out, OPTIONS)).toBeNull();
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });

  it('lists in module.json only the packs it wrote', async () => {
    const manifest = JSON.parse(await readFile(path.join(dir, 'bundled', 'module.json'), 'utf8'));
    expect((await readdir(path.join(dir, 'bundled', 'packs'))).sort()).toEqual(
      manifest.packs.map((p: { name: string }) => p.name).sort(),
    );
  });
});
