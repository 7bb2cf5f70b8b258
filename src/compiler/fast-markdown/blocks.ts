/**
 * Block markdown for the fast parser: ATX headings, paragraphs, thematic
 * breaks, blockquotes (lines with their `>` and lazy paragraph lines, no
 * nesting), tight bullet and ordered lists whose items are one paragraph,
 * GFM tables (table.ts) and HTML blocks of kind 6 (a figure line). Any line it cannot classify with certainty
 * makes the whole run of lines return undefined (remark parses them
 * instead).
 */
import type { BlockContent, Heading, Html, List, ListItem, Paragraph } from 'mdast';
import { parseInline, type InlineLine } from './inline.ts';
import { classifyLine, contentOf, opensListItem, ORDERED, type LineKind } from './lines.ts';
import { pointAt, type SourceLine } from './source.ts';
import { parseTable } from './table.ts';
import { BLANK_LINE } from '../limits.ts';

/**
 * What may end a paragraph without a blank line and stay in the subset: a
 * heading, a blockquote, a bullet item or an HTML block of kind 6 interrupt
 * it (a thematic break is left out: `---` under a paragraph is a setext
 * underline).
 */
const INTERRUPTS: ReadonlySet<LineKind> = new Set<LineKind>([
  'blank',
  'heading',
  'quote',
  'bullet',
  'html',
]);

/** What a GFM table's rows need (a pipe, or an alignment colon in a pipeless delimiter row). */
const TABLE_SIGN = /\||:-|-:/;

/**
 * Where a line's trailing spaces and tabs start (a loop from the end: the
 * pattern `[ \t]*$` is tried at every position of the line).
 */
function trailingStart(raw: string): number {
  let end = raw.length;
  while (end > 0 && (raw.charCodeAt(end - 1) === 32 || raw.charCodeAt(end - 1) === 9)) end--;
  return end;
}

/**
 * Parses a run of lines (a top-level segment, or a blockquote's content)
 * into mdast blocks with their positions; undefined when any line is
 * outside the subset. `inQuote`: the lines are a blockquote's content.
 */
export function parseBlocks(
  lines: readonly SourceLine[],
  inQuote: boolean,
): BlockContent[] | undefined {
  const blocks: BlockContent[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const kind = classifyLine(line);
    let next = index + 1;
    let block: BlockContent | undefined;
    switch (kind) {
      case 'blank':
        index = next;
        continue;
      case 'heading':
        block = heading(line);
        break;
      case 'thematic':
        block = {
          type: 'thematicBreak',
          position: {
            start: pointAt(line, line.from + indentOf(line)),
            end: pointAt(line, line.raw.length),
          },
        };
        break;
      case 'quote': {
        if (inQuote) return undefined;
        let lazy = false;
        while (next < lines.length) {
          const kind = classifyLine(lines[next]!);
          if (kind === 'quote') next++;
          else if (kind === 'text' && endsInParagraph(lines[next - 1]!)) {
            lazy = true;
            next++;
          } else break;
        }
        block = blockquote(lines.slice(index, next), lazy);
        if (next < lines.length && classifyLine(lines[next]!) !== 'blank') return undefined;
        break;
      }
      case 'bullet':
      case 'ordered': {
        const marker = markerOf(line);
        while (next < lines.length) {
          const kind = classifyLine(lines[next]!);
          if (
            kind === 'text' ||
            ((kind === 'bullet' || kind === 'ordered') &&
              markerOf(lines[next]!)?.kind === marker?.kind)
          )
            next++;
          else break;
        }
        block = list(lines.slice(index, next));
        if (!block || !endsList(lines, next, inQuote ? undefined : markerOf(line)!.kind))
          return undefined;
        if (inQuote && next < lines.length) {
          // micromark ends a list in a blockquote at the end of the one blank
          // `>` line after it (two make it spread).
          if (next + 1 < lines.length && classifyLine(lines[next + 1]!) === 'blank')
            return undefined;
          block.position!.end = pointAt(lines[next]!, lines[next]!.raw.length);
        }
        break;
      }
      case 'table': {
        const table = parseTable(lines, index);
        if (!table) return undefined;
        block = table.node;
        next = table.next;
        break;
      }
      case 'html':
        // An HTML block of kind 6 takes every line up to the next blank one, whatever it holds.
        while (next < lines.length && !BLANK_LINE.test(contentOf(lines[next]!))) next++;
        block = html(lines.slice(index, next));
        break;
      case 'text': {
        if (indentOf(line) > 3) return undefined;
        while (next < lines.length && classifyLine(lines[next]!) === 'text') next++;
        if (next < lines.length && !INTERRUPTS.has(classifyLine(lines[next]!))) return undefined;
        block = paragraph(lines.slice(index, next));
        break;
      }
      case 'doubt':
        return undefined;
    }
    if (!block) return undefined;
    blocks.push(block);
    index = next;
  }
  return blocks;
}

/** Leading spaces of a line's content. */
function indentOf(line: SourceLine): number {
  const content = contentOf(line);
  let count = 0;
  while (content.charCodeAt(count) === 32) count++;
  return count;
}

/**
 * True when nothing after a list's last item could join the list
 * (continuation, laziness, another item); `kind`: the list's marker kind,
 * when a list of another kind may follow (outside blockquotes, where
 * micromark marks the first list spread).
 */
function endsList(lines: readonly SourceLine[], next: number, kind: string | undefined): boolean {
  if (next >= lines.length) return true;
  if (classifyLine(lines[next]!) !== 'blank') return false;
  let after = next;
  while (after < lines.length && classifyLine(lines[after]!) === 'blank') after++;
  if (after >= lines.length) return true;
  const content = contentOf(lines[after]!);
  if (content[0] === ' ') return false;
  if (!opensListItem(content)) return true;
  // A list of another kind (bullet, or ordered delimiter) starts a new list.
  const other = markerOf(lines[after]!)?.kind;
  return kind !== undefined && other !== undefined && other !== kind;
}

function heading(line: SourceLine): Heading | undefined {
  const raw = line.raw;
  let index = line.from;
  while (raw.charCodeAt(index) === 35) index++;
  const depth = index - line.from;
  while (raw.charCodeAt(index) === 32) index++;
  const to = trailingStart(raw);
  if (to > index && raw[to - 1] === '#') return undefined;
  if (raw.slice(index, line.raw.length).includes('\t')) return undefined;
  const children = to > index ? parseInline([{ line, from: index, to, end: 'last' }]) : [];
  if (!children) return undefined;
  return {
    type: 'heading',
    depth: depth as Heading['depth'],
    children,
    position: { start: pointAt(line, line.from), end: pointAt(line, raw.length) },
  };
}

function paragraph(lines: readonly SourceLine[]): Paragraph | undefined {
  const pieces: InlineLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const from = line.from + indentOf(line);
    const to = trailingStart(line.raw);
    if (line.raw.includes('\t', to)) return undefined;
    const last = index === lines.length - 1;
    pieces.push({
      line,
      from,
      to,
      end: last ? 'last' : line.raw.length - to >= 2 ? 'hard' : 'soft',
    });
  }
  if (pieces.some((piece) => TABLE_SIGN.test(piece.line.raw.slice(piece.from)))) return undefined;
  const children = parseInline(pieces);
  if (!children) return undefined;
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return {
    type: 'paragraph',
    children,
    position: { start: pointAt(first, pieces[0]!.from), end: pointAt(last, last.raw.length) },
  };
}

/** An HTML block: its lines as written (seen from their container), up to the end of the last. */
function html(lines: readonly SourceLine[]): Html {
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return {
    type: 'html',
    value: lines.map(contentOf).join('\n'),
    position: { start: pointAt(first, first.from), end: pointAt(last, last.raw.length) },
  };
}

/**
 * True when a blockquote line (or a lazy line after one) is, seen from inside
 * the quote, a paragraph line: a text line after it without `>` is a lazy
 * continuation of that paragraph.
 */
function endsInParagraph(line: SourceLine): boolean {
  if (line.raw[line.from] !== '>') return classifyLine(line) === 'text';
  return classifyLine(insideQuote(line)) === 'text';
}

/** A `>` line seen from inside its quote: after the marker and one optional space. */
function insideQuote(line: SourceLine): SourceLine {
  const after = line.raw.charCodeAt(line.from + 1);
  return { ...line, from: line.from + (after === 32 ? 2 : 1) };
}

/**
 * A blockquote whose lines start with `>` (then one optional space, no
 * tab), or are lazy continuations of its paragraphs (`lazy`).
 */
function blockquote(lines: readonly SourceLine[], lazy: boolean): BlockContent | undefined {
  const inner: SourceLine[] = [];
  for (const line of lines) {
    const at = line.from;
    if (lazy && line.raw[at] !== '>') {
      inner.push(line);
      continue;
    }
    // A tab after the marker is partly the quote's and partly its content's: remark's to read.
    if (line.raw.charCodeAt(at + 1) === 9) return undefined;
    inner.push(insideQuote(line));
  }
  const children = parseBlocks(inner, true);
  if (!children) return undefined;
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return {
    type: 'blockquote',
    children,
    position: { start: pointAt(first, first.from), end: pointAt(last, last.raw.length) },
  };
}

/** A list item's marker: its kind (the bullet, or an ordered list's delimiter), number and width. */
interface Marker {
  kind: string;
  start: number | null;
  width: number;
}

/** The list item marker a line opens with (`- `, `1. `, `2) `), if any. */
function markerOf(line: SourceLine): Marker | undefined {
  const content = contentOf(line);
  if (classifyLine(line) === 'bullet') return { kind: content[0]!, start: null, width: 2 };
  const ordered = ORDERED.exec(content);
  if (!ordered) return undefined;
  return { kind: ordered[2]!, start: Number(ordered[1]), width: ordered[0].length };
}

/**
 * A tight list of items with the same marker kind, each one paragraph: its
 * marker line and the text lines after it (continuation or lazy lines).
 */
function list(lines: readonly SourceLine[]): List | undefined {
  const items: ListItem[] = [];
  const first = lines[0]!;
  const firstMarker = markerOf(first)!;
  for (let index = 0; index < lines.length;) {
    const line = lines[index]!;
    const marker = markerOf(line);
    if (!marker) return undefined;
    let end = index + 1;
    while (end < lines.length && classifyLine(lines[end]!) === 'text') end++;
    // A continuation line indented 4+ spaces is `text` at the top level but may
    // open a block inside the item (`- a` then `    - b` is a nested list):
    // every continuation line must be text without its indentation too.
    for (let at = index + 1; at < end; at++) {
      const next = lines[at]!;
      if (classifyLine({ ...next, from: next.from + indentOf(next) }) !== 'text') return undefined;
    }
    const content = { ...line, from: line.from + marker.width };
    if (classifyLine(content) !== 'text' || indentOf(content) > 0) return undefined;
    const body = paragraph([content, ...lines.slice(index + 1, end)]);
    if (!body) return undefined;
    const last = lines[end - 1]!;
    items.push({
      type: 'listItem',
      spread: false,
      checked: null,
      children: [body],
      position: { start: pointAt(line, line.from), end: pointAt(last, last.raw.length) },
    });
    index = end;
  }
  const last = lines[lines.length - 1]!;
  return {
    type: 'list',
    ordered: firstMarker.start !== null,
    start: firstMarker.start,
    spread: false,
    children: items,
    position: { start: pointAt(first, first.from), end: pointAt(last, last.raw.length) },
  };
}
