/**
 * The fast path of markdown parsing: remark-parse + remark-gfm's exact tree
 * for the subset of markdown the fast parser knows, micromark for the rest,
 * segment by segment (see segments.ts).
 */
import type { Root, RootContent } from 'mdast';
import { parseBlocks } from './blocks.ts';
import {
  definitionsIn,
  DEFINITION_SIGN,
  mayReference,
  parseWithDefinitions,
  type Definitions,
} from './definitions.ts';
import { shiftPositions } from './positions.ts';
import { hostileLine, splitSegments } from './segments.ts';
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
 * cut from (as `shiftPositions` would), the root's included. `definitions`:
 * those of the whole file when `text` is a piece of it (null: it has none);
 * left out, the text's own are found (definitions.ts). Never throws for
 * content: any doubt goes to `fallback`.
 */
export function parseFast(
  text: string,
  fallback: (text: string) => Root,
  stats?: FastParseStats,
  start: TextStart = FILE_START,
  definitions?: Definitions | null,
): Root {
  if (stats) stats.total += text.length;
  const lines = text.length === 0 ? [] : sourceLines(text, start.line, start.offset);
  const segments = text.length === 0 ? undefined : splitSegments(text, lines);
  let known = definitions;
  if (known === undefined) {
    const found =
      segments && text.includes(DEFINITION_SIGN)
        ? ownDefinitions(text, segments, start, fallback)
        : undefined;
    // Definitions that a prefix cannot write again: the text is parsed in one piece.
    if (found === 'unwritable' || (!segments && text.includes(DEFINITION_SIGN))) known = null;
    else known = found ?? null;
  }
  const remark = (part: string) =>
    (known && parseWithDefinitions(part, fallback, known)) || fallback(part);
  const whole = () => shifted(remark(text), start.line - 1, start.offset);
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
    const fast =
      known && mayReference(text.slice(from, to), known) ? undefined : fastSegment(segment);
    if (fast) {
      if (stats) stats.fast += Math.min(text.length, to + 1) - from;
      root.children.push(...fast);
      continue;
    }
    if (segments.length === 1) return whole();
    const first = segment[0]!;
    const tree = shifted(remark(text.slice(from, to)), first.line - 1, first.offset);
    root.children.push(...tree.children);
    // A quirk of the task list extension can set `checked` on the root: kept as remark sets it.
    const { type: _type, children: _children, position: _position, ...rest } = tree;
    Object.assign(root, rest);
  }
  return root;
}

/**
 * The definitions `text` holds: the segments with `]:` parsed alone (a
 * definition is read the same wherever the others are).
 */
function ownDefinitions(
  text: string,
  segments: readonly (readonly SourceLine[])[],
  start: TextStart,
  fallback: (text: string) => Root,
): Definitions | 'unwritable' | undefined {
  const trees: Root[] = [];
  for (const segment of segments) {
    const from = segment[0]!.offset - start.offset;
    const part = text.slice(from, from + segmentLength(segment));
    if (part.includes(DEFINITION_SIGN)) trees.push(fallback(part));
  }
  return definitionsIn(trees, fallback);
}

/**
 * The definitions of a whole file, for parsing it in pieces (see
 * `parseFast`): null when it has none, undefined when it must be parsed in
 * one piece (its segments cannot be told apart, or a label could not be
 * written again).
 */
export function fileDefinitions(
  text: string,
  fallback: (text: string) => Root,
): Definitions | null | undefined {
  if (!text.includes(DEFINITION_SIGN)) return null;
  const segments = splitSegments(text, sourceLines(text, 1, 0));
  if (!segments) return undefined;
  const found = ownDefinitions(text, segments, FILE_START, fallback);
  return found === 'unwritable' ? undefined : (found ?? null);
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
  for (const line of segment) if (hostileLine(line.raw)) return undefined;
  try {
    return parseBlocks(segment, false);
  } catch {
    return undefined;
  }
}
