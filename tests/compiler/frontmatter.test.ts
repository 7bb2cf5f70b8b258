/**
 * splitFrontMatter blanks the front matter out of the body so every line and
 * column after it keeps its place, and parses the lines between the fences.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/compiler/frontmatter.ts';

const LINES = ['---', '--- ', '---\r', '-- -', '---x', 'a: 1', 'title: X', '', '\r', '# H', 'x\r'];

describe('splitFrontMatter', () => {
  it('keeps every line after the closing fence as written and blanks the ones up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const { body } = splitFrontMatter('f.md', text);
        expect(body.length).toBe(text.length);
        const fence = (line: string) => /^---[ \t]*$/.test(line.replace(/\r$/, ''));
        const close = lines.findIndex((line, index) => index > 0 && fence(line));
        if (!fence(lines[0] ?? '') || close < 0) {
          expect(body).toBe(text);
          return;
        }
        const bodyLines = body.split('\n');
        expect(bodyLines.slice(close + 1)).toEqual(lines.slice(close + 1));
        bodyLines.slice(0, close + 1).forEach((line, index) => {
          expect(line).toBe(lines[index]!.replace(/[^\r]/g, ' '));
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the keys of a book’s front matter and leaves the markdown in place', () => {
    const text = '---\ntitle: Rulebook\nnavigation_weight: 1\n---\n\n# Rulebook\n';
    const { meta, body, diagnostics } = splitFrontMatter('book.md', text);
    expect(meta).toEqual({ title: 'Rulebook', navigation_weight: 1 });
    expect(body).toBe(`   \n${' '.repeat(15)}\n${' '.repeat(20)}\n   \n\n# Rulebook\n`);
    expect(diagnostics).toEqual([]);
  });
});
