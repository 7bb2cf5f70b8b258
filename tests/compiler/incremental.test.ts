/**
 * The incremental compiler gives exactly `compile`'s output — on a cold
 * cache, after one file changes, and when files interact (falling back) —
 * while compiling afresh only the files that changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';
import { serializeData } from '../../src/io/serialize.ts';

const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const inputs: (CompileInput & { text: string })[] = rulebook
  .split(/\n(?=# )/)
  .map((text, index) => ({
    path: `content/${String(index).padStart(2, '0')}.md`,
    text: index === 3 ? `---\nnavigation_weight: 0\n---\n${text}` : text,
  }));
inputs.push({
  path: 'homebrew/links.md',
  text: '# Homebrew\n\nSee [Prone](../content/12.md#prone) and [nowhere](../content/12.md#nope).\n',
  layer: 1,
});

const same = (a: ReturnType<typeof compile>, b: ReturnType<typeof compile>) => {
  expect(serializeData(a.data)).toEqual(serializeData(b.data));
  expect(a.diagnostics).toEqual(b.diagnostics);
};

describe('createIncrementalCompiler', () => {
  it('matches compile on a cold cache, with cross-file link checks', () => {
    const compiler = createIncrementalCompiler();
    const result = compiler.compile(inputs);
    same(result, compile(inputs));
    expect(compiler.lastCompiled).toBe(inputs.length);
    expect(result.diagnostics.map((d) => `${d.file}:${d.code}`)).toEqual([
      'homebrew/links.md:link/broken',
    ]);
  });

  it('matches compile when the options change between calls, unchanged files included', () => {
    const compiler = createIncrementalCompiler();
    const files = [{ path: 'x.md', text: '# X\n\nline one\nline two\n\n[nowhere](y.md)\n' }];
    same(compiler.compile(files), compile(files));
    for (const options of [{ lineBreaks: 'hard_wrap' as const }, { strict: true }, {}]) {
      same(compiler.compile(files, options), compile(files, options));
      expect(compiler.lastCompiled).toBe(1);
    }
  });

  it('reports a link to a file that cannot be read as broken, as compile does', () => {
    const compiler = createIncrementalCompiler();
    const files = [
      { path: 'a.md', text: '', unreadable: 'permission denied' },
      { path: 'b.md', text: '# B\n\nSee [the other file](a.md) and [a part](a.md#x).\n' },
    ];
    const result = compiler.compile(files);
    same(result, compile(files));
    expect(result.diagnostics.filter((d) => d.code === 'link/broken')).toHaveLength(2);
  });

  it('matches compile when a file cannot be read: reported, and in no manifest', () => {
    const compiler = createIncrementalCompiler();
    const locked = [
      ...inputs,
      { path: 'content/99.md', text: '', unreadable: 'permission denied' },
    ];
    const result = compiler.compile(locked);
    same(result, compile(locked));
    expect(result.data.manifest.files.map((f) => f.path)).not.toContain('content/99.md');
    expect(result.diagnostics.map((d) => `${d.file}:${d.code}`)).toContain(
      'content/99.md:input/unreadable',
    );
  });

  it('replays, when files interact (each book its own Legal), every file an edit did not move', () => {
    const book = (name: string, extra = '') =>
      `# ${name}\n\n${extra}## Powers of ${name}\n\n> #### ${name} Strike\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Melee** 1\n> **Hit** 1d8 damage.\n\n# Legal\n\nOpen Game License text of ${name}.\n`;
    const books = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name, index) => ({
      path: `books/${index}.md`,
      text: book(name),
    }));
    // The books share a chapter title: compiled together from the first call, none alone.
    const asked: string[] = [];
    const store = {
      get: (input: CompileInput) => void asked.push(input.path),
      set: (input: CompileInput) => void asked.push(input.path),
    };
    const compiler = createIncrementalCompiler(undefined, store);
    same(compiler.compile(books), compile(books));
    expect(compiler.lastReplayed).toBe(0);
    expect(asked).toEqual([]);
    // An edit inside the third book: the others are replayed, the bytes are compile's.
    const edited = books.map((b, i) =>
      i === 2 ? { ...b, text: book('Charlie', 'New words.\n\n') } : b,
    );
    same(compiler.compile(edited), compile(edited));
    expect(compiler.lastReplayed).toBe(3);
    // The files interacted at the last compile: compiled together at once, none alone.
    expect(compiler.lastCompiled).toBe(1);
    // An edit of the first book that claims the id the later Legal sections were numbered after:
    // they are walked again, to compile's ids.
    const moved = edited.map((b, i) =>
      i === 0 ? { ...b, text: `${b.text}\n# Legal\n\nA second legal chapter.\n` } : b,
    );
    const result = compiler.compile(moved);
    same(result, compile(moved));
    expect(result.data.sections.filter((s) => s.title === 'Legal').map((s) => s.id)).toEqual([
      'legal',
      'legal-2',
      'legal-3',
      'legal-4',
      'legal-5',
    ]);
    expect(compiler.lastReplayed).toBe(0);
    // Nothing changed: every file replayed.
    same(compiler.compile(moved), compile(moved));
    expect(compiler.lastReplayed).toBe(4);
  });

  it('recompiles only the edited file and still matches compile', () => {
    const compiler = createIncrementalCompiler();
    compiler.compile(inputs);
    const edited = inputs.map((input, index) =>
      index === 10 ? { ...input, text: input.text.replace('### Grapple', '### Grab Hold') } : input,
    );
    const result = compiler.compile(edited);
    expect(compiler.lastCompiled).toBe(1);
    same(result, compile(edited));
    expect(compiler.compile(edited.slice().reverse()).diagnostics).toEqual(result.diagnostics);
    expect(compiler.lastCompiled).toBe(0);
  });

  it('reparses only the edited chunks of a large file, positions and all', () => {
    const compiler = createIncrementalCompiler();
    const book = (text: string): CompileInput[] => [{ path: 'content/rulebook.md', text }];
    const broken = `${rulebook}\n> #### Broken\n> **Sometimes** **Attack** **1** (**Standard Action**)\n`;
    compiler.compile(book(broken));
    const total = compiler.lastParsedChunks;
    expect(total).toBeGreaterThan(10);
    // an edit in the middle: one chunk parsed again, output identical to a cold compile
    const renamed = broken.replace('### Grapple', '### Grab Hold');
    same(compiler.compile(book(renamed)), compile(book(renamed)));
    expect(compiler.lastParsedChunks).toBe(1);
    // lines added near the top move every later chunk: reused trees get the new positions
    const shifted = renamed.replace('\n# ', '\nAn added line.\n\nAnother.\n\n# ');
    const result = compiler.compile(book(shifted));
    expect(compiler.lastParsedChunks).toBe(1);
    same(result, compile(book(shifted)));
    expect(result.diagnostics.find((d) => d.code === 'power/bad-header')?.line).toBe(
      shifted.split('\n').indexOf('> #### Broken') + 2,
    );
    // the cached trees were not changed by the compiles that used them
    same(compiler.compile(book(broken)), compile(book(broken)));
  });

  it('falls back to a full compile when files interact, giving the same output', () => {
    const compiler = createIncrementalCompiler();
    // Files that do not interact: their per-file results are merged, no fallback.
    same(compiler.compile(inputs), compile(inputs));
    expect(compiler.lastMode).toBe('incremental');
    const clash = [
      ...inputs,
      { path: 'homebrew/again.md', text: '# Conditions\n\n### Prone\n\nAgain.\n', layer: 1 },
    ];
    same(compiler.compile(clash), compile(clash));
    // The two files define the id `prone`: the merge gave up and every file was compiled together.
    expect(compiler.lastMode).toBe('full');
    const replacing = [
      ...inputs,
      {
        path: 'homebrew/house.md',
        text: '---\nreplaces: [grapple]\n---\n# House\n\n> #### Grapple\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Melee** weapon, one creature\n> **Hit** 1d6 damage.\n',
        layer: 1,
      },
    ];
    same(compiler.compile(replacing), compile(replacing));
    // `replaces` reaches into another file: the merge fell back again.
    expect(compiler.lastMode).toBe('full');
    // Back to files that do not interact: merged again, to compile's bytes.
    same(compiler.compile(inputs), compile(inputs));
    expect(compiler.lastMode).toBe('incremental');
  });

  it("replays copies made ahead between saves and still gives compile's output", () => {
    vi.useFakeTimers();
    try {
      const compiler = createIncrementalCompiler();
      const clash = [
        ...inputs,
        { path: 'homebrew/again.md', text: '# Conditions\n\n### Prone\n\nAgain.\n', layer: 1 },
      ];
      same(compiler.compile(clash), compile(clash));
      for (const edit of [1, 2, 3]) {
        // The author pauses: the spare copies of the kept extractions are made.
        vi.runAllTimers();
        clash[clash.length - 1] = {
          ...clash.at(-1)!,
          text: `${clash.at(-1)!.text}\nEdit ${edit}.\n`,
        };
        same(compiler.compile(clash), compile(clash));
        expect(compiler.lastMode).toBe('full');
        expect(compiler.lastReplayed).toBeGreaterThan(0);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
