/**
 * GFM tables for the fast parser, in their plainest form: every row
 * (header, delimiter, body) starts and ends with `|` and has the header's
 * number of cells, the table ends at a blank line or the end of its lines.
 */
import type { AlignType, Table, TableCell, TableRow } from 'mdast';
import { parseInline } from './inline.ts';
import { classifyLine, contentOf } from './lines.ts';
import { pointAt, type SourceLine } from './source.ts';

/** A delimiter row cell: dashes with optional alignment colons, padded with spaces. */
const DELIMITER_CELL = /^ *(:?)-+(:?) *$/;

/** The indexes of a row's pipes (first and last included); undefined unless it starts and ends with one. */
function pipesOf(line: SourceLine): number[] | undefined {
  const raw = line.raw;
  if (raw.includes('\t')) return undefined;
  let end = raw.length;
  while (end > line.from && raw.charCodeAt(end - 1) === 32) end--;
  if (raw[line.from] !== '|' || end - 1 <= line.from || raw[end - 1] !== '|') return undefined;
  const pipes: number[] = [];
  for (let index = line.from; index < end; index++)
    if (raw.charCodeAt(index) === 124) pipes.push(index);
  return pipes;
}

/**
 * Parses the table whose header row is `lines[start]`; returns its node and
 * the index of the first line after it, or undefined when the lines are not
 * a table of the subset (the caller falls back).
 */
export function parseTable(
  lines: readonly SourceLine[],
  start: number,
): { node: Table; next: number } | undefined {
  const header = lines[start]!;
  const delimiter = lines[start + 1];
  const headerPipes = pipesOf(header);
  const delimiterPipes = delimiter && pipesOf(delimiter);
  if (!headerPipes || !delimiterPipes || headerPipes.length !== delimiterPipes.length)
    return undefined;
  const align: AlignType[] = [];
  for (let cell = 0; cell + 1 < delimiterPipes.length; cell++) {
    const match = DELIMITER_CELL.exec(
      delimiter!.raw.slice(delimiterPipes[cell]! + 1, delimiterPipes[cell + 1]!),
    );
    if (!match) return undefined;
    align.push(match[1] ? (match[2] ? 'center' : 'left') : match[2] ? 'right' : null);
  }
  const first = row(header, headerPipes);
  if (!first) return undefined;
  const rows: TableRow[] = [first];
  let next = start + 2;
  for (; next < lines.length; next++) {
    const line = lines[next]!;
    if (classifyLine(line) === 'blank') break;
    const pipes = contentOf(line)[0] === '|' ? pipesOf(line) : undefined;
    const body = pipes && pipes.length === headerPipes.length ? row(line, pipes) : undefined;
    if (!body) return undefined;
    rows.push(body);
  }
  const last = lines[next - 1]!;
  return {
    node: {
      type: 'table',
      align,
      children: rows,
      position: { start: pointAt(header, header.from), end: pointAt(last, last.raw.length) },
    },
    next,
  };
}

/** One row: a cell runs from its pipe to the next one, the last to the line's end. */
function row(line: SourceLine, pipes: readonly number[]): TableRow | undefined {
  const cells: TableCell[] = [];
  for (let cell = 0; cell + 1 < pipes.length; cell++) {
    const open = pipes[cell]!;
    const close = pipes[cell + 1]!;
    let from = open + 1;
    let to = close;
    while (from < to && line.raw.charCodeAt(from) === 32) from++;
    while (to > from && line.raw.charCodeAt(to - 1) === 32) to--;
    // Cell text is parsed on its own: a `*` next to a pipe would be classified against it.
    if (to > from && (from === open + 1 || to === close) && line.raw.slice(from, to).includes('*'))
      return undefined;
    const children = to > from ? parseInline([{ line, from, to, end: 'last' }]) : [];
    if (!children) return undefined;
    const last = cell + 2 === pipes.length;
    cells.push({
      type: 'tableCell',
      children,
      position: { start: pointAt(line, open), end: pointAt(line, last ? line.raw.length : close) },
    });
  }
  return {
    type: 'tableRow',
    children: cells,
    position: { start: pointAt(line, line.from), end: pointAt(line, line.raw.length) },
  };
}
