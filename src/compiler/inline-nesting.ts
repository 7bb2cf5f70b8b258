/**
 * Deep nesting that micromark takes quadratic time over, found by fuzzing
 * the parser with each inline and block construct nested deep (see
 * tests/compiler/deep-nesting.test.ts), and the linear scans that find it
 * before the parse: brackets (links, images, footnote calls) open inside
 * each other, long runs of `*` or `_` that may open or close emphasis, and
 * list items and blockquotes opened on one line (`- - - … x`, `> - > - …`).
 * What is too deep is escaped with a backslash, so it shows as the
 * characters it is and nothing is lost; limits.ts reports it.
 */

/**
 * The most brackets (`[`, `![`, `[^`) open inside each other in one block.
 * Each `]` makes micromark read the whole label back to its `[`, so its time
 * grows with the depth times the block's length: 50,000 nested brackets took
 * 12 s.
 */
export const MAX_BRACKET_DEPTH = 32;

/**
 * The longest run of `*` or `_` kept when it may open or close emphasis.
 * Matching two runs costs the product of their lengths (two runs of 8,000
 * stars took 6 s); a run bordered by spaces or line ends on both sides opens
 * nothing (a fill-in `______` line) and is never changed.
 */
export const MAX_EMPHASIS_RUN = 48;

/** What `escapeDeepInline` changed in a block: the offset of the first change of each kind, or -1. */
export interface InlineEscapes {
  text: string;
  /** The first `[` escaped for being deeper than MAX_BRACKET_DEPTH. */
  bracket: number;
  /** The first run of `*` or `_` escaped for being longer than MAX_EMPHASIS_RUN. */
  run: number;
}

const WHITESPACE = /\s/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** A `<` that may open raw HTML, an autolink or a comment: micromark does not see a `]` in it. */
const TAG_START = /[A-Za-z/!?]/;

/**
 * Escapes, in one block's text (lines joined by `\n`), every `[` opened
 * deeper than MAX_BRACKET_DEPTH and the `]` that closes it, and every run of
 * `*` or `_` longer than MAX_EMPHASIS_RUN that may open or close emphasis.
 * One pass, linear in the text. Backslash escapes and code spans are read as
 * micromark reads them; a `]` inside a `<…>` tag or a link destination
 * `](…)` closes nothing here (micromark may not see it), so the depth
 * counted is never below micromark's.
 */
export function escapeDeepInline(text: string): InlineEscapes {
  const pieces: string[] = [];
  let last = 0;
  const escapeAt = (at: number) => {
    pieces.push(text.slice(last, at), '\\');
    last = at;
  };
  const result: InlineEscapes = { text, bracket: -1, run: -1 };
  const open: boolean[] = []; // each open `[`: escaped here or not
  const closers = backtickRuns(text);
  let tagEnd = -1; // inside a `<…>` up to this offset
  let nextGt = 0; // the next `>` at or after the scan, or -1 for none
  let destination = 0; // depth of parentheses in a link destination `](…)`
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      i += ASCII_PUNCTUATION.test(text[i + 1] ?? '') ? 2 : 1;
    } else if (c === '`') {
      let end = i;
      while (text[end] === '`') end++;
      const close = closers.after(end, end - i);
      i = close < 0 ? end : close;
    } else if (c === '[') {
      const escaped = open.length >= MAX_BRACKET_DEPTH;
      if (escaped) {
        if (result.bracket < 0) result.bracket = i;
        escapeAt(i);
      }
      open.push(escaped);
      i++;
    } else if (c === ']') {
      if (i >= tagEnd && destination === 0 && open.length > 0) {
        if (open.pop()) escapeAt(i);
        else if (text[i + 1] === '(') {
          destination = 1;
          i++;
        }
      }
      i++;
    } else if (destination > 0 && (c === '(' || c === ')')) {
      destination += c === '(' ? 1 : -1;
      i++;
    } else if (c === '<' && TAG_START.test(text[i + 1] ?? '')) {
      if (nextGt >= 0 && nextGt <= i) nextGt = text.indexOf('>', i);
      if (nextGt >= 0) tagEnd = Math.max(tagEnd, nextGt);
      i++;
    } else if (c === '*' || c === '_') {
      let end = i;
      while (text[end] === c) end++;
      const inert = WHITESPACE.test(text[i - 1] ?? ' ') && WHITESPACE.test(text[end] ?? ' ');
      if (end - i > MAX_EMPHASIS_RUN && !inert) {
        if (result.run < 0) result.run = i;
        for (let at = i; at < end; at++) escapeAt(at);
      }
      i = end;
    } else i++;
  }
  if (last > 0) result.text = pieces.join('') + text.slice(last);
  return result;
}

/**
 * The backtick runs of a text, by length, for finding the run that closes a
 * code span (the next run of exactly the opener's length; backslashes do not
 * escape inside code). `after(from, length)` gives the end of the first such
 * run starting at or after `from`, or -1; `from` never decreases between
 * calls, so all the look-ups together are linear.
 */
function backtickRuns(text: string): { after: (from: number, length: number) => number } {
  const starts = new Map<number, number[]>();
  for (let i = text.indexOf('`'); i >= 0; i = text.indexOf('`', i)) {
    let end = i;
    while (text[end] === '`') end++;
    const list = starts.get(end - i) ?? [];
    list.push(i);
    starts.set(end - i, list);
    i = end;
  }
  const next = new Map<number, number>();
  return {
    after(from, length) {
      const list = starts.get(length);
      if (!list) return -1;
      let index = next.get(length) ?? 0;
      while (index < list.length && list[index]! < from) index++;
      next.set(length, index);
      return index < list.length ? list[index]! + length : -1;
    },
  };
}

/** A thematic break from here to the line's end: three or more of one of `-*_`, spaces between. */
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * The offset in `line` of the first container marker (`>`, a bullet `-*+`
 * or an ordered `1.`/`1)` followed by a space) beyond the first `max` at the
 * line's start, or -1 when there are no more than `max`. A marker that
 * starts a thematic break (`- - -`) is not a list item, and ends the count.
 */
export function markerBeyond(line: string, max: number): number {
  let count = 0;
  let i = 0;
  // The last character that is not a space and not `c`, for each thematic break character:
  // the rest of the line from i is a break of `c` only when nothing else comes after i.
  const lastOther = new Map<string, number>();
  for (const c of '-*_') {
    let at = line.length - 1;
    while (at >= 0 && (line[at] === c || line[at] === ' ' || line[at] === '\t')) at--;
    lastOther.set(c, at);
  }
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    const c = line[i];
    if (c === undefined) return -1;
    let end = -1;
    if (c === '>') end = i + 1;
    else if (c === '-' || c === '*' || c === '+') {
      if (lastOther.get(c) !== undefined && lastOther.get(c)! < i) {
        if (THEMATIC_BREAK.test(line.slice(i))) return -1;
      }
      end = i + 1;
    } else {
      let digits = i;
      while (digits - i < 9 && line[digits]! >= '0' && line[digits]! <= '9') digits++;
      if (digits > i && (line[digits] === '.' || line[digits] === ')')) end = digits + 1;
    }
    if (end < 0 || (c !== '>' && end < line.length && !/[ \t]/.test(line[end]!))) return -1;
    if (++count > max) return i;
    i = end;
  }
}
