/**
 * Line splitting: a paragraph's lines are remembered between readers, and the
 * memory never hands out stale or shared lines.
 */
import type { Paragraph, PhrasingContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markDice } from '../../src/compiler/dice-marks.ts';
import { plainText, splitLines } from '../../src/compiler/lines.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

function paragraph(markdown: string): Paragraph {
  const first = parser.parse(markdown).children[0];
  if (first?.type !== 'paragraph') throw new Error('not a paragraph');
  return first;
}

const texts = (p: Paragraph) => splitLines(p).map((line) => plainText(line.nodes));

describe('splitLines', () => {
  it('cuts a paragraph at newlines and hard breaks, trimming each line and dropping empty ones', () => {
    const p = paragraph('**Hit:** 2d6 damage.  \n  **Miss:** half  \n\nnext');
    expect(texts(p)).toEqual(['Hit: 2d6 damage.', 'Miss: half']);
    expect(splitLines(p).map((line) => line.start)).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 3 },
    ]);
  });

  it('gives the same lines to every caller, each its own copy', () => {
    const p = paragraph('**Effect:** one\n**Special:** two');
    const first = splitLines(p);
    first[0]!.nodes.splice(0, 1);
    first[1]!.start.line = 99;
    first.pop();
    const second = splitLines(p);
    expect(second.map((line) => plainText(line.nodes))).toEqual(['Effect: one', 'Special: two']);
    expect(second[1]!.start).toEqual({ line: 2, column: 1 });
  });

  it('cuts again once the paragraph changed (dice marked in place)', () => {
    const p = paragraph('Deal 2d6 damage\nthen 1d4 more');
    const before = splitLines(p);
    markDice('f.md', [p]);
    const after = splitLines(p);
    expect(after.map((line) => plainText(line.nodes))).toEqual(
      before.map((line) => plainText(line.nodes)),
    );
    const types = (nodes: PhrasingContent[]) => nodes.map((node) => node.type);
    expect(types(before[0]!.nodes)).toEqual(['text']);
    expect(types(after[0]!.nodes)).toEqual(['text', 'diceMark', 'text']);
  });
});
