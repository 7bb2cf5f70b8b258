/**
 * HTML blocks that blank lines do not end (CommonMark's HTML block start
 * conditions 1 to 5: `<script>`/`<pre>`/`<style>`/`<textarea>`, comments,
 * processing instructions, declarations, CDATA), seen line by line so that
 * no segment boundary falls inside one. The other two kinds (6: block tags
 * such as `<figure>` or `<div>`, 7: any lone complete tag) end at a blank
 * line, where segments are cut anyway.
 */
import { htmlBlockNames } from 'micromark-util-html-tag-name';

/** An opener of an HTML block of kinds 1–5 and what ends it (case-insensitive for kind 1). */
interface RawOpener {
  open: RegExp;
  /** The end marker, or a function of the opener's match (the tag's own closing tag). */
  close: (match: RegExpExecArray) => string;
}

const OPENERS: readonly RawOpener[] = [
  { open: /<(script|pre|style|textarea)(?=[\s>]|$)/iy, close: (m) => `</${m[1]!.toLowerCase()}>` },
  { open: /<!--/y, close: () => '-->' },
  { open: /<\?/y, close: () => '?>' },
  { open: /<![A-Za-z]/y, close: () => '>' },
  { open: /<!\[CDATA\[/y, close: () => ']]>' },
];

/** True when `marker` ends a block on `line` (kind 1's closing tags in any case). */
function closes(line: string, marker: string): boolean {
  return marker.startsWith('</') ? line.toLowerCase().includes(marker) : line.includes(marker);
}

/**
 * The end markers still awaited after `line`, given those awaited before it
 * (`pending`, updated in place): a marker the line holds is no longer
 * awaited, and every opener of kinds 1–5 on the line whose end marker does
 * not follow it on the same line is. Conservative: an opener anywhere on the
 * line counts (micromark opens a block only at a line's start, after its
 * containers' markers; inline HTML or a block inside a quote only makes the
 * wait longer), so while micromark is inside such a block, `pending` is not
 * empty.
 */
export function awaitHtmlEnds(line: string, pending: Set<string>): Set<string> {
  for (const marker of pending) if (closes(line, marker)) pending.delete(marker);
  for (let at = line.indexOf('<'); at >= 0; at = line.indexOf('<', at + 1)) {
    for (const opener of OPENERS) {
      opener.open.lastIndex = at;
      const match = opener.open.exec(line);
      if (!match) continue;
      const marker = opener.close(match);
      if (!closes(line.slice(at + match[0].length), marker)) pending.add(marker);
      break;
    }
  }
  return pending;
}

/** A block tag's opening at a line's start (kind 6 when the name is a block tag name). */
const BLOCK_TAG = /^<\/?([A-Za-z][A-Za-z0-9-]*)(?:[ \t>]|\/>|$)/;

/**
 * True when a line at column 0 opens an HTML block of kind 6 (`<figure>`,
 * `<div>`…): the block takes every line up to the next blank line, whatever
 * they hold, and ends there.
 */
export function opensBlockTag(line: string): boolean {
  const match = BLOCK_TAG.exec(line);
  return match !== null && htmlBlockNames.includes(match[1]!.toLowerCase());
}
