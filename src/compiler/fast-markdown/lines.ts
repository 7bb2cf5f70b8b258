/**
 * What a line of the fast parser's subset is, from its first characters:
 * the line classification every block parser of the subset shares.
 */
import type { SourceLine } from './source.ts';
import { BLANK_LINE as BLANK } from '../limits.ts';
import { opensBlockTag } from './html.ts';
import { inlineTagEnd } from './inline-html.ts';

/**
 * The kinds of line the subset knows; `doubt` is anything it does not (the
 * caller falls back). `html`: a line that opens an HTML block of kind 6 at
 * its start (`<figure>`, `<div>`…: html.ts), without tabs.
 */
export type LineKind =
  | 'blank'
  | 'heading'
  | 'quote'
  | 'bullet'
  | 'ordered'
  | 'thematic'
  | 'table'
  | 'html'
  | 'text'
  | 'doubt';

/** A thematic break: three or more `*`, `-` or `_` with only spaces or tabs between (after 0–3 spaces). */
const THEMATIC = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** An ATX heading opening: 1–6 `#` then a space or the line's end, at column 0. */
const HEADING = /^#{1,6}(?: |$)/;
/** A bullet list item with content: `-`, `*` or `+`, one space, then a non-space (no task box). */
const BULLET = /^[-*+] (?=[^ [\t])/;
/** An ordered list item with content: 1–9 digits, `.` or `)`, one space, then a non-space. */
export const ORDERED = /^(\d{1,9})([.)]) (?=[^ [\t])/;
/** Any list item opening, bullet or ordered, empty or not, after 0–3 spaces. */
const ANY_LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** Characters that may open a block the subset does not parse (`+`/`-` only as list markers). */
const DOUBTFUL_START = /^ *[_~`<#>|:\t]/;
/** A setext heading underline (or a lone `-`/`=` line, which might be one). */
const UNDERLINE = /^ *(?:-+|=+) *$/;

/** The content of a line as seen from its container (after `> `). */
export function contentOf(line: SourceLine): string {
  return line.from === 0 ? line.raw : line.raw.slice(line.from);
}

/** Classifies a line (as seen from its container) for the block parser. */
export function classifyLine(line: SourceLine): LineKind {
  const content = contentOf(line);
  if (BLANK.test(content)) return content.includes('\t') ? 'doubt' : 'blank';
  if (content.includes('\t') && (content[0] === '\t' || /[\t ]\t|\t$/.test(content)))
    return 'doubt';
  if (THEMATIC.test(content)) return content.includes('\t') ? 'doubt' : 'thematic';
  if (HEADING.test(content)) return 'heading';
  if (content[0] === '>') return 'quote';
  if (BULLET.test(content)) return 'bullet';
  if (ORDERED.test(content)) return 'ordered';
  if (content[0] === '|') return 'table';
  if (content[0] === '<' && !content.includes('\t') && opensBlockTag(content)) return 'html';
  if (content[0] === '<' && opensParagraph(content)) return 'text';
  if (ANY_LIST_ITEM.test(content) || DOUBTFUL_START.test(content) || UNDERLINE.test(content))
    return 'doubt';
  return 'text';
}

/**
 * True when a line that starts with `<` is a paragraph line: an inline tag
 * of the subset (inline-html.ts) that is not a block tag and is followed on
 * its line by more than whitespace (a lone complete tag opens an HTML block
 * of kind 7 where a block starts).
 */
function opensParagraph(content: string): boolean {
  const end = inlineTagEnd(content, 0);
  return end > 0 && !BLANK.test(content.slice(end)) && !opensBlockTag(content);
}

/** True when a line opens any list item (bullet or ordered, after up to 3 spaces). */
export function opensListItem(content: string): boolean {
  return ANY_LIST_ITEM.test(content);
}
