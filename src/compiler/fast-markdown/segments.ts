/**
 * Cutting a markdown text into top-level segments that parse independently:
 * the fast parser tries each segment on its own and hands the ones it cannot
 * parse to micromark, so one odd construct costs only its segment.
 */
import { opensListItem } from './lines.ts';
import type { SourceLine } from './source.ts';

/**
 * What keeps a whole text away from the fast path: a link reference or
 * footnote definition (it applies across the document, so every `[x]` could
 * be a link), and fences or HTML (which blank lines do not end, so no
 * segment boundary could be trusted).
 */
const WHOLE_TEXT_DOUBT = /^ {0,3}\[[^\]\n]*\]:|```|~~~|</m;

/**
 * What keeps a segment away from the fast path: syntax the subset does not
 * parse (escapes, code, HTML, `_` emphasis, strikethrough, links and images,
 * footnotes, autolink literals) and characters micromark rewrites (CR, NUL
 * and other controls, BOM).
 */
export const HOSTILE =
  /[\\`<_~@\r\0-\x08\x0b-\x1f\x7f\ufeff]|!\[|\]\(|\]\[|\[\^|\]:|www\.|https?:\/\//i;

/** A line of spaces and tabs only. */
const BLANK = /^[ \t]*$/;

/**
 * Splits lines into runs that start at column 0 after a blank line, where
 * a boundary cannot change the parse: the blank line ends any paragraph,
 * blockquote or table, and a line at column 0 that does not open a list item
 * ends any list. Returns undefined when the text may hold constructs that
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
  for (const line of lines) {
    const raw = line.raw;
    const blank = BLANK.test(raw);
    if (
      previousBlank &&
      !blank &&
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
  }
  segments.push(current);
  return segments;
}
