/**
 * Cutting a markdown text into top-level segments that parse independently:
 * the fast parser tries each segment on its own and hands the ones it cannot
 * parse to micromark, so one odd construct costs only its segment.
 */
import { awaitHtmlEnds, opensBlockTag } from './html.ts';
import { withoutInlineTags } from './inline-html.ts';
import { opensListItem } from './lines.ts';
import { BLANK_LINE as BLANK } from '../limits.ts';
import type { SourceLine } from './source.ts';

/**
 * What keeps a whole text away from the fast path: fences (which blank
 * lines do not end, so no segment boundary could be trusted), CR (a line
 * ending to micromark: the compiler normalises line endings before parsing,
 * so only raw callers meet it), and a BOM anywhere: micromark drops a BOM at
 * the very start of what it parses and counts no offset for it (every later
 * offset is one less), so a segment parsed alone would lose a BOM (`\ufeff# b`
 * would become a heading) and one at the start would shift the offsets of
 * every other segment. HTML blocks that blank lines do not end are followed
 * line by line (html.ts), and definitions are known to every segment
 * (definitions.ts).
 */
const WHOLE_TEXT_DOUBT = /```|~~~|\r|\ufeff/;

/** Characters micromark rewrites: CR, NUL and other controls (not tab or line feed), BOM. */
const REWRITTEN = '\\r\\0-\\x08\\x0b-\\x1f\\x7f\\ufeff';

/**
 * What keeps a segment away from the fast path: syntax the subset does not
 * parse (escapes, code, inline HTML, `_` emphasis, strikethrough, links and
 * images, footnotes, autolink literals) and characters micromark rewrites
 * (`REWRITTEN`). A line that opens an HTML block of kind 6 is held only to
 * `REWRITTEN` (see `hostileLine`): its text is the block's, as written.
 */
export const HOSTILE = new RegExp(
  `[\\\\\`<_~@${REWRITTEN}]|!\\[|\\]\\(|\\]\\[|\\[\\^|\\]:|www\\.|https?:\\/\\/`,
  'i',
);
const REWRITES = new RegExp(`[${REWRITTEN}]`);

/**
 * True when a line keeps its segment away from the fast path (`HOSTILE`);
 * a line that opens an HTML block of kind 6 at its start, or after one `>`
 * and an optional space, only for characters micromark rewrites; the inline
 * tags of the subset (inline-html.ts) are not held against a line.
 */
export function hostileLine(raw: string): boolean {
  if (!HOSTILE.test(raw)) return false;
  const at = raw[0] === '>' ? (raw[1] === ' ' ? 2 : 1) : 0;
  if (raw[at] === '<' && opensBlockTag(raw.slice(at))) return REWRITES.test(raw);
  // Inline tags of the subset (inline-html.ts) are the inline parser's: the rest of the line is checked.
  return !raw.includes('<') || HOSTILE.test(withoutInlineTags(raw));
}

/**
 * A line that may be indented code. micromark parses the first block after
 * indented code as if it could interrupt it (`> -` there is a paragraph, not
 * an empty list item), so no segment starts right after such a line.
 */
export const INDENTED = /^(?: {4}| {0,3}\t)/;

/**
 * Splits lines into runs that start at column 0 after a blank line, where
 * a boundary cannot change the parse: the blank line ends any paragraph,
 * blockquote, table or HTML block of kinds 6 and 7, and a line at column 0
 * that does not open a list item ends any list (and the line before is not
 * indented code, see `INDENTED`). Never while an HTML block of kinds 1–5
 * may be open (html.ts). A segment that starts with a block tag (an HTML
 * block of kind 6, such as a figure line) ends at its first blank line,
 * whatever follows, so that a figure line costs only itself. A list item at
 * column 0 after a blank line also starts a segment when no line of the
 * current one opens a list item or is indented (no list can be open there:
 * the blank line has closed paragraphs and blockquotes). Returns undefined when
 * the text may hold constructs that blank lines do not end and no line scan
 * follows (see `WHOLE_TEXT_DOUBT`): then nothing is split.
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
  // The current segment is one HTML block of kind 6 (`<figure>`…), up to its first blank line.
  let leaf = false;
  // No line of the current segment opens a list item or is indented: no list can be open,
  // so a list item after a blank line starts a new list (a paragraph before a list costs
  // only itself when the list goes to remark).
  let listless = true;
  const pending = new Set<string>();
  for (const line of lines) {
    const raw = line.raw;
    const blank = BLANK.test(raw);
    if (previousBlank && !blank && current.length > 0 && pending.size === 0 && !afterIndented) {
      const column0 = raw[0] !== ' ' && raw[0] !== '\t';
      if (leaf || (column0 && (listless || !opensListItem(raw)))) {
        segments.push(current);
        current = [];
      }
    }
    if (previousBlank && !blank) leaf = false;
    if (current.length === 0) {
      leaf = raw[0] === '<' && opensBlockTag(raw);
      listless = true;
    }
    if (raw[0] === ' ' || raw[0] === '\t' || opensListItem(raw)) listless = false;
    current.push(line);
    previousBlank = blank;
    if (!blank) afterIndented = INDENTED.test(raw);
    if (pending.size > 0 || raw.includes('<')) awaitHtmlEnds(raw, pending);
  }
  segments.push(current);
  return segments;
}
