/**
 * Inline HTML tags of the simple shapes authors write inside a paragraph
 * (`<span class="badge">⚔️</span>`), read as micromark reads them: each
 * complete open or closing tag is one `html` node, its text as written. The
 * subset is one line, spaces only, and names that cannot open an HTML block
 * of kind 1 (`<pre>`, `<script>`…, which micromark reads as a block at a
 * line's start); anything else with a `<` is left to micromark.
 */

/**
 * A complete open tag (name, attributes with unquoted, single- or
 * double-quoted values, optional `/`) or closing tag, as CommonMark's raw
 * inline HTML defines them, within one line and with spaces only.
 */
const INLINE_TAG =
  /<(?:([A-Za-z][A-Za-z0-9-]*)(?: +[A-Za-z_:][A-Za-z0-9_.:-]*(?: *= *(?:[^ "'=<>`\0-\x1f\x7f]+|'[^'\0-\x1f\x7f]*'|"[^"\0-\x1f\x7f]*"))?)* *\/?>|\/([A-Za-z][A-Za-z0-9-]*) *>)/y;

/** The same tags anywhere in a line (for what is left of it when they are taken out). */
const INLINE_TAGS = new RegExp(INLINE_TAG.source, 'g');

/** Tag names that open an HTML block of kind 1 at a line's start. */
const RAW_NAMES: ReadonlySet<string> = new Set(['pre', 'script', 'style', 'textarea']);

/**
 * The end of the inline tag of the subset at `index` of `raw` (its `<`),
 * ending at or before `to`; -1 when there is none.
 */
export function inlineTagEnd(raw: string, index: number, to = raw.length): number {
  INLINE_TAG.lastIndex = index;
  const match = INLINE_TAG.exec(raw);
  if (!match) return -1;
  const name = (match[1] ?? match[2]!).toLowerCase();
  const end = index + match[0].length;
  return RAW_NAMES.has(name) || end > to ? -1 : end;
}

/** `raw` without the inline tags of the subset (what the fast path's other checks look at). */
export function withoutInlineTags(raw: string): string {
  return raw.replace(INLINE_TAGS, (tag) => {
    const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(tag)![1]!.toLowerCase();
    return RAW_NAMES.has(name) ? tag : '';
  });
}
