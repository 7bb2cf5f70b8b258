/**
 * The incremental compiler gives exactly `compile`'s output — on a cold
 * cache, after one file changes, and when files interact (falling back) —
 * while compiling afresh only the files that changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
    const clash = [
      ...inputs,
      { path: 'homebrew/again.md', text: '# Conditions\n\n### Prone\n\nAgain.\n', layer: 1 },
    ];
    same(compiler.compile(clash), compile(clash));
    const replacing = [
      ...inputs,
      {
        path: 'homebrew/house.md',
        text: '---\nreplaces: [grapple]\n---\n# House\n\n> #### Grapple\n> **At-Will** **Attack** **1** (**Standard Action**)\n> **Melee** weapon, one creature\n> **Hit** 1d6 damage.\n',
        layer: 1,
      },
    ];
    same(compiler.compile(replacing), compile(replacing));
  });
});
