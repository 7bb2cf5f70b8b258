/**
 * The fast path of markdown parsing: remark-parse + remark-gfm's exact tree
 * for the subset of markdown the fast parser knows, micromark for the rest,
 * segment by segment (see segments.ts).
 */
import type { Root, RootContent } from 'mdast';
import { parseBlocks } from './blocks.ts';
import { shiftPositions } from './positions.ts';
import { HOSTILE, splitSegments } from './segments.ts';
import { endOfText, sourceLines, type SourceLine } from './source.ts';

/** Characters of a parse that went through the fast parser, and in all (for tests and benchmarks). */
export interface FastParseStats {
  fast: number;
  total: number;
}

/** Where a text starts in its file: the positions of the tree are the file's. */
export interface TextStart {
  /** 1-based line of the text's first character. */
  line: number;
  /** Offset of the text's first character. */
  offset: number;
}

const FILE_START: TextStart = { line: 1, offset: 0 };

/**
 * Parses `text` to the tree `fallback` (remark-parse + remark-gfm) gives,
 * with the fast parser where it can and `fallback` on the segments it
 * cannot. With `start`, every position is moved to the file the text was
 * cut from (as `shiftPositions` would), the root's included. Never throws for
 * content: any doubt goes to `fallback`.
 */
export function parseFast(
  text: string,
  fallback: (text: string) => Root,
  stats?: FastParseStats,
  start: TextStart = FILE_START,
): Root {
  if (stats) stats.total += text.length;
  const whole = () => shifted(fallback(text), start.line - 1, start.offset);
  if (text.length === 0) return whole();
  const lines = sourceLines(text, start.line, start.offset);
  const segments = splitSegments(text, lines);
  if (!segments) return whole();
  const end = endOfText(text);
  const root: Root = {
    type: 'root',
    children: [],
    position: {
      start: { line: start.line, column: 1, offset: start.offset },
      end: {
        line: end.line + start.line - 1,
        column: end.column,
        offset: end.offset! + start.offset,
      },
    },
  };
  for (const segment of segments) {
    const from = segment[0]!.offset - start.offset;
    const to = from + segmentLength(segment);
    const fast = fastSegment(segment);
    if (fast) {
      if (stats) stats.fast += Math.min(text.length, to + 1) - from;
      root.children.push(...fast);
      continue;
    }
    if (segments.length === 1) return whole();
    const first = segment[0]!;
    const tree = shifted(fallback(text.slice(from, to)), first.line - 1, first.offset);
    root.children.push(...tree.children);
    // A quirk of the task list extension can set `checked` on the root: kept as remark sets it.
    const { type: _type, children: _children, position: _position, ...rest } = tree;
    Object.assign(root, rest);
  }
  return root;
}

function shifted(tree: Root, lines: number, offset: number): Root {
  if (lines > 0 || offset > 0) shiftPositions(tree, lines, offset);
  return tree;
}

function segmentLength(segment: readonly SourceLine[]): number {
  const last = segment[segment.length - 1]!;
  return last.offset + last.raw.length - segment[0]!.offset;
}

function fastSegment(segment: readonly SourceLine[]): RootContent[] | undefined {
  for (const line of segment) if (HOSTILE.test(line.raw)) return undefined;
  try {
    return parseBlocks(segment, false);
  } catch {
    return undefined;
  }
}
