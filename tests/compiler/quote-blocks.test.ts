/** Quote spans: lazy continuation joins them, headings split them into block candidates. */
import type { RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/compiler/parse-markdown.ts';
import {
  holdsHeading,
  quoteSpanEnd,
  splitQuoteSpan,
} from '../../src/compiler/extract/quote-blocks.ts';

const nodes = (text: string): RootContent[] => parseMarkdown(text).children;
const headingsOf = (text: string) => {
  const top = nodes(text);
  return splitQuoteSpan(top.slice(0, quoteSpanEnd(top, 0))).map((part) => ({
    heading: part.heading ? (part.heading.children[0] as { value: string }).value : null,
    lines: [part.block.position?.start.line, part.block.position?.end.line],
  }));
};

describe('holdsHeading', () => {
  it('is true for a quote with a heading among its children only', () => {
    expect(holdsHeading(nodes('> #### Name\n> text\n')[0]!)).toBe(true);
    expect(holdsHeading(nodes('> just a quote\n')[0]!)).toBe(false);
    expect(holdsHeading(nodes('#### Name\n')[0]!)).toBe(false);
  });
});

describe('quoteSpanEnd', () => {
  it('takes in lines without `>` until a blank line, but not a top-level heading', () => {
    const top = nodes('> #### A\n**Header** lazy\n> **Origin**\n* bullet\n\nAfter.\n');
    expect(top.map((node) => node.type)).toEqual([
      'blockquote',
      'paragraph',
      'blockquote',
      'list',
      'paragraph',
    ]);
    expect(quoteSpanEnd(top, 0)).toBe(4);
    expect(quoteSpanEnd(nodes('> #### A\n### Section\n'), 0)).toBe(1);
  });
});

describe('splitQuoteSpan', () => {
  it('splits at every heading, after a last line or a bare `>` line', () => {
    expect(headingsOf('> #### A\n> a line\n> #### B\n> b line\n>\n> #### C\n> c\n')).toEqual([
      { heading: 'A', lines: [1, 2] },
      { heading: 'B', lines: [3, 4] },
      { heading: 'C', lines: [6, 7] },
    ]);
  });
  it('keeps quoted prose before the first heading as a part without heading', () => {
    expect(headingsOf('> Intro words.\n>\n> #### A\n> a\n')).toEqual([
      { heading: null, lines: [1, 1] },
      { heading: 'A', lines: [3, 4] },
    ]);
  });
  it('keeps lazy lines in their candidate and starts the candidate at the quote’s `>`', () => {
    const top = nodes('> #### A\n**lazy** line\n> last\n');
    const [part] = splitQuoteSpan(top.slice(0, quoteSpanEnd(top, 0)));
    expect(part!.block.children.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'paragraph',
    ]);
    expect(part!.block.position?.start).toEqual({ line: 1, column: 1 });
    expect(part!.block.position?.end.line).toBe(3);
  });
  it('reads CRLF line endings the same way', () => {
    expect(headingsOf('> #### A\r\n> a\r\n> #### B\r\n> b\r\n')).toEqual([
      { heading: 'A', lines: [1, 2] },
      { heading: 'B', lines: [3, 4] },
    ]);
  });
});
