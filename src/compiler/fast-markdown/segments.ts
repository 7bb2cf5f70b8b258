/**
 * Cutting a markdown text into top-level segments that parse independently:
 * the fast parser tries each segment on its own and hands the ones it cannot
 * parse to micromark, so one odd construct costs only its segment.
 */
import { opensListItem } from './lines.ts';
import { BLANK_LINE as BLANK } from '../limits.ts';
import type { SourceLine } from './source.ts';

/**
 * What keeps a whole text away from the fast path: `]:`, which every link
 * reference or footnote definition has, at any depth (a definition applies
 * across the document, so every `[x]` could be a link), fences or HTML (which blank lines do not end, so no segment
 * boundary could be trusted), CR (a line ending to micromark: the
 * compiler normalises line endings before parsing, so only raw callers meet it),
 * and a BOM anywhere: micromark drops a BOM at the very start of what it
 * parses and counts no offset for it (every later offset is one less), so a
 * segment parsed alone would lose a BOM (`\ufeff# b` would become a heading)
 * and one at the start would shift the offsets of every other segment.
 */
const WHOLE_TEXT_DOUBT = /\]:|```|~~~|<|\r|\ufeff/;

/**
 * What keeps a segment away from the fast path: syntax the subset does not
 * parse (escapes, code, HTML, `_` emphasis, strikethrough, links and images,
 * footnotes, autolink literals) and characters micromark rewrites (CR, NUL
 * and other controls, BOM).
 */
export const HOSTILE =
  /[\\`<_~@\r\0-\x08\x0b-\x1f\x7f\ufeff]|!\[|\]\(|\]\[|\[\^|\]:|www\.|https?:\/\//i;

/**
 * A line that may be indented code. micromark parses the first block after
 * indented code as if it could interrupt it (`> -` there is a paragraph, not
 * an empty list item), so no segment starts right after such a line.
 */
export const INDENTED = /^(?: {4}| {0,3}\t)/;

/**
 * Splits lines into runs that start at column 0 after a blank line, where
 * a boundary cannot change the parse: the blank line ends any paragraph,
 * blockquote or table, and a line at column 0 that does not open a list item
 * ends any list (and the line before is not indented code, see `INDENTED`). Returns undefined when the text may hold constructs that
 * blank lines do not end (see `WHOLE_TEXT_DOUBT`): then nothing is split.
 */
export function splitSegments(
  text: string,
  lines: readonly SourceLine[],
): SourceLine[][] | undefined {
  if (WHOLE_TEXT_DOUBT.test(text)) return undefined;
  const segments: SourceLine[][] = [];
  let current: SourceLine[] = [];
  let previousBlank = false;
  let afterIndented = false;
  for (const line of lines) {
    const raw = line.raw;
    const blank = BLANK.test(raw);
    if (
      previousBlank &&
      !blank &&
      !afterIndented &&
      raw[0] !== ' ' &&
      raw[0] !== '\t' &&
      !opensListItem(raw) &&
      current.length > 0
    ) {
      segments.push(current);
      current = [];
    }
    current.push(line);
    previousBlank = blank;
    if (!blank) afterIndented = INDENTED.test(raw);
  }
  segments.push(current);
  return segments;
}
