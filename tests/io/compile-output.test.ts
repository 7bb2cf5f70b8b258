/**
 * compileOutput: the CLI's data files, validated and serialized exactly as
 * `compile` and `serializeData` give them, kept in the persistent cache
 * beside the result so a compile that changed nothing reads their bytes back.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compile,
  COMPILE_CHECKED_KINDS,
  DATA_SCHEMAS,
  type CompileInput,
  type CompileResult,
} from '../../src/compiler/index.ts';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import { compileContent } from '../../src/io/compile-content.ts';
import { compileOutput } from '../../src/io/compile-output.ts';
import { serializeData } from '../../src/io/serialize.ts';

const rulebook: CompileInput = {
  path: 'content/rulebook.md',
  text: readFileSync(join(import.meta.dirname, '../../content/rulebook.md'), 'utf8'),
};

describe('compileOutput', () => {
  /** A cache in memory whose entries a test can see and change (values copied as on disk). */
  function memoryCache() {
    const entries = new Map<string, unknown>();
    const cache: CompileCache = {
      dir: '/nowhere',
      get: <T>(key: string) =>
        entries.has(key) ? (structuredClone(entries.get(key)) as T) : undefined,
      set: (key, value) => void entries.set(key, structuredClone(value)),
    };
    return { cache, entries };
  }
  const extra: CompileInput = { path: 'content/extra.md', text: '# Extra\n\nRoll 2d6.\n' };
  const text = (files: Record<string, Uint8Array> | null) =>
    Object.fromEntries(
      Object.entries(files ?? {}).map(([name, bytes]) => [name, Buffer.from(bytes).toString()]),
    );

  it('gives compile’s files, validated, and the same bytes again from the cache without the data', async () => {
    const { cache, entries } = memoryCache();
    const expected = compile([rulebook, extra]);
    const first = await compileOutput([rulebook, extra], {}, { cache, version: 'v1' });
    expect(first.outputHit).toBe(false);
    expect(first.stats).toMatchObject({ wholeHit: false });
    expect(first.issues).toEqual([]);
    expect(text(first.files)).toEqual(serializeData(expected.data));
    expect(first.diagnostics).toEqual(expected.diagnostics);
    expect(first.counts).toEqual(expected.data.manifest.counts);
    // The whole result is dropped: the files alone answer.
    for (const [key, value] of entries)
      if ((value as Partial<CompileResult>).data) entries.delete(key);
    const again = await compileOutput([rulebook, extra], {}, { cache, version: 'v1' });
    expect(again.outputHit).toBe(true);
    expect(again.stats).toBeNull();
    expect(again.issues).toEqual([]);
    expect(text(again.files)).toEqual(text(first.files));
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(again.counts).toEqual(first.counts);
    // Other content, or another version, is another output.
    const edited = [{ ...extra, text: `${extra.text}\nMore.\n` }];
    const other = await compileOutput(edited, {}, { cache, version: 'v1' });
    expect(other.outputHit).toBe(false);
    expect(text(other.files)).toEqual(serializeData(compile(edited).data));
    expect((await compileOutput([extra], {}, { cache, version: 'v2' })).outputHit).toBe(false);
  });

  it('reports the schema violations of invalid data, and keeps no files for it', async () => {
    const { cache, entries } = memoryCache();
    await compileContent([rulebook], {}, { cache, version: 'v1' });
    for (const value of entries.values()) {
      const result = value as Partial<CompileResult>;
      // The cached whole result, damaged: a power without a name.
      if (result.data?.powers?.length) (result.data.powers[0] as { name: string }).name = '';
    }
    const damaged = await compileOutput([rulebook], {}, { cache, version: 'v1' });
    expect(damaged.outputHit).toBe(false);
    expect(damaged.stats).toMatchObject({ wholeHit: true });
    expect(damaged.issues).toEqual([expect.objectContaining({ kind: 'powers', path: '/0/name' })]);
    expect(damaged.files).toBeNull();
    const kept = [...entries.values()].filter((value) => (value as { files?: unknown }).files);
    expect(kept).toEqual([]);
  });

  it('validates again only the collections whose bytes did not validate before, and still catches invalid ones', async () => {
    const { cache, entries } = memoryCache();
    const first = await compileOutput([rulebook, extra], {}, { cache, version: 'v1' });
    // every data file (the manifest among them) but those the compile checked itself
    const everyFile = Object.keys(DATA_SCHEMAS).length - COMPILE_CHECKED_KINDS.length;
    expect(first.validated).toHaveLength(everyFile);
    // An edit of the extra file changes its section (and what counts it), not the powers or deities.
    const edited = { ...extra, text: `${extra.text}\nRoll 3d6 more.\n` };
    const second = await compileOutput([rulebook, edited], {}, { cache, version: 'v1' });
    expect(second.validated).toEqual(['sections', 'manifest']);
    expect(second.issues).toEqual([]);
    expect(text(second.files)).toEqual(serializeData(compile([rulebook, edited]).data));
    // Another compiler version validates everything again.
    const other = await compileOutput([rulebook, edited], {}, { cache, version: 'v2' });
    expect(other.validated).toHaveLength(everyFile);
    // Damaged data of that edit is caught: its powers' bytes never validated.
    const again = { ...edited, text: `${edited.text}\nOnce more.\n` };
    await compileContent([rulebook, again], {}, { cache, version: 'v1' });
    for (const value of entries.values()) {
      const result = value as Partial<CompileResult>;
      if (result.data?.powers?.length) (result.data.powers[0] as { level: unknown }).level = 'x';
    }
    const damaged = await compileOutput([rulebook, again], {}, { cache, version: 'v1' });
    expect(damaged.validated).toContain('powers');
    expect(damaged.issues).toContainEqual(
      expect.objectContaining({ kind: 'powers', path: '/0/level' }),
    );
    expect(damaged.files).toBeNull();
  });

  it('does not validate again the collections a compile that ran checked itself, but does those read from the cache', async () => {
    const { cache } = memoryCache();
    const fresh = await compileOutput([rulebook], {}, { cache, version: 'v1' });
    expect(fresh.stats).toMatchObject({ wholeHit: false });
    for (const kind of COMPILE_CHECKED_KINDS) expect(fresh.validated).not.toContain(kind);
    expect(fresh.validated).toContain('monsters');
    // The same compile read back from the cache (its output dropped): the whole result is validated.
    const { cache: wholeOnly } = memoryCache();
    await compileContent([rulebook], {}, { cache: wholeOnly, version: 'v1' });
    const cached = await compileOutput([rulebook], {}, { cache: wholeOnly, version: 'v1' });
    expect(cached.stats).toMatchObject({ wholeHit: true });
    expect(cached.validated).toEqual(expect.arrayContaining([...COMPILE_CHECKED_KINDS]));
    expect(text(cached.files)).toEqual(text(fresh.files));
  });

  it('validates and serializes a compile with content errors too: everything that could be read', async () => {
    const broken: CompileInput = {
      path: 'content/broken.md',
      text: '---\nbad: [\n---\n# Broken\n\nStill here.\n',
    };
    const result = await compileOutput([broken], {}, { cache: null });
    expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(result.issues).toEqual([]);
    expect(text(result.files)).toEqual(serializeData(compile([broken]).data));
    expect(text(result.files)['sections.json']).toContain('Still here.');
  });

  it('ignores a corrupt entry of kept files and compiles again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebook-cache-'));
    try {
      const cache = openCompileCache(dir);
      const first = await compileOutput([extra], {}, { cache, version: 'v1' });
      for (const name of readdirSync(dir, { recursive: true })) {
        const file = join(dir, String(name));
        if (file.endsWith('.bin')) writeFileSync(file, readFileSync(file).subarray(0, 40));
      }
      const again = await compileOutput([extra], {}, { cache, version: 'v1' });
      expect(again.outputHit).toBe(false);
      expect(again.stats).toMatchObject({ wholeHit: false });
      expect(text(again.files)).toEqual(text(first.files));
      expect((await compileOutput([extra], {}, { cache, version: 'v1' })).outputHit).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
