/**
 * The compile engine with Node's layers (src/io/node-compiler.ts): the
 * persistent cache and worker threads change how a call is served, never
 * its bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import { createNodeCompiler, workersOf } from '../../src/io/node-compiler.ts';
import { serializeData } from '../../src/io/serialize.ts';

const files: CompileInput[] = [
  { path: 'a.md', text: '# Alpha\n\n## Prone\n\nDown.\n\nSee [beta](b.md#bravo).\n' },
  { path: 'b.md', text: '# Bravo\n\nText of bravo.\n' },
];
const bytes = (result: ReturnType<typeof compile>) => ({
  ...serializeData(result.data),
  diagnostics: JSON.stringify(result.diagnostics),
});

let dir: string;
let cache: CompileCache;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-engine-'));
  cache = openCompileCache(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createNodeCompiler', () => {
  it('serves a second compile of the same files from the disk cache, to the same bytes', async () => {
    const compiler = createNodeCompiler({ threads: 0 }, { store: cache, version: 'v1' });
    const cold = await compiler.compile(files);
    expect(cold.stats.mode).toBe('full');
    const warm = await compiler.compile(files);
    expect(warm.stats).toMatchObject({ mode: 'cached', compiled: 0 });
    expect(bytes(warm)).toEqual(bytes(compile(files)));
  });

  it('with the cache off compiles every time', async () => {
    const compiler = createNodeCompiler({ cache: 'off', threads: 0 });
    await compiler.compile(files);
    expect((await compiler.compile(files)).stats).toMatchObject({ mode: 'full', compiled: 2 });
  });

  it('incremental: a restarted compiler reads unchanged files back from the disk cache', async () => {
    const first = createNodeCompiler({ incremental: true }, { store: cache });
    expect((await first.compile(files)).stats).toMatchObject({ mode: 'incremental', compiled: 2 });
    const restarted = createNodeCompiler({ incremental: true }, { store: cache });
    const again = await restarted.compile(files);
    expect(again.stats).toMatchObject({ mode: 'incremental', compiled: 0 });
    expect(bytes(again)).toEqual(bytes(compile(files)));
  });

  it('maps threads to the pool: auto by the content, a count, or none', () => {
    expect(workersOf('auto')).toBeUndefined();
    expect(workersOf(3)).toBe(3);
    expect(workersOf(0)).toBe(false);
  });
});
