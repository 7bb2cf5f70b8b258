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

/**
 * Parses `text` to the tree `fallback` (remark-parse + remark-gfm) gives,
 * with the fast parser where it can and `fallback` on the segments it
 * cannot. Never throws for content: any doubt goes to `fallback`.
 */
export function parseFast(
  text: string,
  fallback: (text: string) => Root,
  stats?: FastParseStats,
): Root {
  if (stats) stats.total += text.length;
  if (text.length === 0) return fallback(text);
  const lines = sourceLines(text, 1, 0);
  const segments = splitSegments(text, lines);
  if (!segments) return fallback(text);
  const root: Root = {
    type: 'root',
    children: [],
    position: { start: { line: 1, column: 1, offset: 0 }, end: endOfText(text) },
  };
  for (const segment of segments) {
    const fast = fastSegment(segment);
    if (fast) {
      if (stats)
        stats.fast +=
          Math.min(text.length, segment[0]!.offset + segmentLength(segment) + 1) -
          segment[0]!.offset;
      root.children.push(...fast);
      continue;
    }
    if (segments.length === 1) return fallback(text);
    const tree = fallbackSegment(text, segment, fallback);
    root.children.push(...tree.children);
    // A quirk of the task list extension can set `checked` on the root: kept as remark sets it.
    const { type: _type, children: _children, position: _position, ...rest } = tree;
    Object.assign(root, rest);
  }
  return root;
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

function fallbackSegment(
  text: string,
  segment: readonly SourceLine[],
  fallback: (text: string) => Root,
): Root {
  const first = segment[0]!;
  const tree = fallback(text.slice(first.offset, first.offset + segmentLength(segment)));
  if (first.line > 1) shiftPositions(tree, first.line - 1, first.offset);
  return tree;
}
