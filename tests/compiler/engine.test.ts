/**
 * The compile engine (src/compiler/engine.ts): one entry whose result is
 * exactly `compile`'s, with stats that say how each call was served.
 */
import { describe, expect, it } from 'vitest';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { createCompiler } from '../../src/compiler/engine.ts';

const files: CompileInput[] = [
  { path: 'a.md', text: '# Alpha\n\n## Prone\n\nDown.\n\nSee [beta](b.md#bravo).\n' },
  { path: 'b.md', text: '# Bravo\n\nText of bravo.\n' },
];
// `replaces` reaches into other files: a merge of per-file results cannot give compile's output.
const clash: CompileInput[] = [
  ...files,
  { path: 'c.md', text: '---\nreplaces: [prone]\n---\n# Other\n\n## Prone\n\nAgain.\n' },
];

describe('createCompiler', () => {
  it('with no option is compile in this thread, served in full', async () => {
    const compiler = createCompiler();
    const { stats, ...result } = await compiler.compile(files);
    expect(result).toEqual(compile(files));
    expect(stats).toEqual({ mode: 'full', compiled: 2, parsedChunks: null, replayed: null });
    expect(compiler.compileSync(files).stats.mode).toBe('full');
  });

  it('incremental: compiles again only the edited file, and says when it fell back to a full compile', async () => {
    const compiler = createCompiler({ incremental: true });
    expect((await compiler.compile(files)).stats).toMatchObject({
      mode: 'incremental',
      compiled: 2,
    });
    const edited = files.map((f, i) => (i === 1 ? { ...f, text: `${f.text}\nMore.\n` } : f));
    const { stats, ...result } = await compiler.compile(edited);
    expect(stats).toMatchObject({ mode: 'incremental', compiled: 1, parsedChunks: 1 });
    expect(result).toEqual(compile(edited));
    // The merge falls back: every file is compiled together.
    const fellBack = compiler.compileSync(clash);
    expect(fellBack.stats.mode).toBe('full');
    const { stats: _, ...full } = fellBack;
    expect(full).toEqual(compile(clash));
  });

  it('refuses a disk cache or threads without the I/O layers that give them, saying where they are', () => {
    expect(() => createCompiler({ cache: 'disk' })).toThrow(/createNodeCompiler/);
    expect(() => createCompiler({ threads: 2 })).toThrow(/createNodeCompiler/);
    expect(() => createCompiler({ threads: 0, cache: 'off' })).not.toThrow();
  });

  it('hands a whole compile to the I/O layer when it has one, and refuses to run it synchronously', async () => {
    const calls: number[] = [];
    const compiler = createCompiler(
      { cache: 'disk' },
      {
        full: async (inputs, options) => {
          calls.push(inputs.length);
          return {
            ...compile(inputs, options),
            stats: { mode: 'cached', compiled: 0, parsedChunks: null, replayed: null },
          };
        },
      },
    );
    expect((await compiler.compile(files)).stats.mode).toBe('cached');
    expect(calls).toEqual([2]);
    expect(() => compiler.compileSync(files)).toThrow(/call compile instead/);
  });
});
