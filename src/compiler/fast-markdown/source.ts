/**
 * Source lines for the fast markdown parser: a line of the text with the
 * offset of its first character, and the points (line, column, offset) of
 * mdast positions computed from them.
 */
import type { Point } from 'unist';

/** One line of the source, seen from `from` on (after a container's prefix, e.g. `> `). */
export interface SourceLine {
  /** The whole line, without its line ending. */
  raw: string;
  /** 1-based line number in the file. */
  line: number;
  /** Offset of the line's first character in the file. */
  offset: number;
  /** Index in `raw` where this view of the line starts (0 outside containers). */
  from: number;
}

/** A fresh point (micromark never shares point objects between nodes) at `index` of a line. */
export function pointAt(line: SourceLine, index: number): Point {
  return { line: line.line, column: index + 1, offset: line.offset + index };
}

/** The point at the start of the line after `line` (where a line ending's text or break ends). */
export function nextLineStart(line: SourceLine): Point {
  return { line: line.line + 1, column: 1, offset: line.offset + line.raw.length + 1 };
}

/** The lines of `text`, numbered from `firstLine` and offset by `firstOffset`. */
export function sourceLines(text: string, firstLine: number, firstOffset: number): SourceLine[] {
  const lines: SourceLine[] = [];
  let start = 0;
  for (let line = firstLine; ; line++) {
    const end = text.indexOf('\n', start);
    const raw = end < 0 ? text.slice(start) : text.slice(start, end);
    lines.push({ raw, line, offset: firstOffset + start, from: 0 });
    if (end < 0) return lines;
    start = end + 1;
  }
}

/** The point just past the end of `text` (a root's end). */
export function endOfText(text: string): Point {
  let line = 1;
  // indexOf, not a loop over every character: a whole file's end is computed before V8 has
  // optimised anything, and an interpreted loop over 1.5 MB took 50 ms.
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) line++;
  return { line, column: text.length - text.lastIndexOf('\n'), offset: text.length };
}
