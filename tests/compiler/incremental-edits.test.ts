/**
 * A sequence of saves through the incremental compiler (edit one book, then
 * another, then the first back to an earlier text) gives at each step exactly
 * a fresh compile's output, whether the books are merged (they do not
 * interact) or compiled together with replayed extractions (they share a
 * section id): the reused parsed chunks, extractions and rendered sections
 * are private copies that no compile changes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile, type CompileInput, type CompileOptions } from '../../src/compiler/index.ts';
import { createIncrementalCompiler } from '../../src/compiler/incremental.ts';
import { serializeData } from '../../src/io/serialize.ts';

const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const [firstHalf, secondHalf] = ((parts) => [
  parts.slice(0, parts.length >> 1).join('\n'),
  parts.slice(parts.length >> 1).join('\n'),
])(rulebook.split(/\n(?=# )/));

/** Renames the first level-2 heading, or adds a paragraph after the first one (moves the lines after it). */
const edits: readonly ((text: string, n: number) => string)[] = [
  (text, n) => text.replace(/^## (.*)$/m, (_, heading: string) => `## ${heading} ${n}`),
  (text, n) => text.replace(/\n\n/, `\n\nAn inserted paragraph, number ${n}, rolls 1d6.\n\n`),
];

/** Saves A, B, A, A back to its first text, B, each checked against a fresh compile. */
function checkSaves(books: CompileInput[]): string[] {
  const compiler = createIncrementalCompiler();
  const modes: string[] = [];
  const check = () => {
    const result = compiler.compile(books);
    const fresh = compile(books);
    expect(serializeData(result.data)).toEqual(serializeData(fresh.data));
    expect(result.diagnostics).toEqual(fresh.diagnostics);
    modes.push(`${compiler.lastMode}${compiler.lastReplayed > 0 ? ' replayed' : ''}`);
  };
  check();
  const original = books[0]!.text;
  [0, 1, 0, 1, 0, 1].forEach((which, n) => {
    const book = books[which]!;
    books[which] = { ...book, text: edits[n % edits.length]!(book.text as string, n) };
    check();
    if (n === 2) {
      books[0] = { ...books[0]!, text: original };
      check();
    }
  });
  return modes;
}

describe('createIncrementalCompiler', () => {
  it('matches a fresh compile at every save of two books merged apart', () => {
    const modes = checkSaves([
      { path: 'content/a.md', text: firstHalf! },
      { path: 'content/b.md', text: secondHalf! },
    ]);
    expect(modes.slice(1)).toContain('incremental');
  });

  it('matches a fresh compile at every save of two books that share a section id', () => {
    const legal = '\n\n# Legal\n\nThis book is open game content.\n';
    const modes = checkSaves([
      { path: 'content/a.md', text: firstHalf! + legal },
      { path: 'content/b.md', text: secondHalf! + legal },
    ]);
    expect(modes.slice(1).every((mode) => mode.startsWith('full'))).toBe(true);
    expect(modes.slice(1)).toContain('full replayed');
  });

  it('matches a fresh compile when the options change between compiles, and when a book is deleted', () => {
    const legal = '\n\n# Legal\n\nThis book is open game content.\nIts second line.\n';
    const books: CompileInput[] = [
      { path: 'content/a.md', text: firstHalf! + legal },
      { path: 'content/b.md', text: secondHalf! + legal },
    ];
    const compiler = createIncrementalCompiler();
    const steps: [CompileInput[], CompileOptions][] = [
      [books, {}],
      [books, { lineBreaks: 'hard_wrap' }],
      [books, {}],
      [books.slice(0, 1), {}],
      [books, {}],
    ];
    for (const [inputs, options] of steps) {
      const result = compiler.compile(inputs, options);
      const fresh = compile(inputs, options);
      expect(serializeData(result.data)).toEqual(serializeData(fresh.data));
      expect(result.diagnostics).toEqual(fresh.diagnostics);
    }
  });
});
