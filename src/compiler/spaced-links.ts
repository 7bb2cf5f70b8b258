/**
 * Links to files by their own names, spaces and all (content-formats §13.3):
 * `[Rulebook](Orcus Rulebook - current.md)`. CommonMark does not parse a link
 * destination with spaces unless it is written `<…>` or with `%20`, so both
 * remark and the fast path leave it as text; a reader (and Jekyll's kramdown)
 * reads it as a link. Run after the parse on either path's tree (so both give
 * the same result), after source-positions.ts has split text at line breaks: a
 * bracketed label in the same paragraph, heading or cell followed by
 * `](… .md)` or `](… .md#anchor)` whose destination has a space becomes the
 * link remark builds for `[label](<… .md>)`, positioned as written.
 */
import type { Link, Nodes, PhrasingContent, Root, Text } from 'mdast';
import type { Point } from 'unist';
import { walkTree } from './walk.ts';

/**
 * The end of such a link in a text: `](destination.md)` or `](destination.md#anchor)`,
 * a destination of no brackets, angle brackets, quotes, backslashes or line breaks.
 */
const TAIL = /\]\(([^()[\]<>"\\\n]*?\.md(?:#[^()[\]<>"\\\n]*)?)\)/gi;

/** Turns every file link written with spaces into a link node, in place. */
export function readSpacedLinks(root: Root, text: string): void {
  // Most files have none: no walk without a `.md` destination with a space or tab in it.
  if (!maySpace(text)) return;
  walkTree<Nodes>(root, (node) => {
    if (node.type === 'link' || node.type === 'linkReference') return 'skip';
    if ('children' in node && node.type !== 'root') linkChildren(node.children as Nodes[]);
  });
}

/** Replaces, in a list of siblings, each spaced file link's pieces by a link node. */
function linkChildren(kids: Nodes[]): void {
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i]!;
    if (node.type !== 'text') continue;
    let tail = spacedTail(node.value, 0);
    let open = tail && openingBracket(kids, i, tail.index);
    while (tail && !open) {
      tail = spacedTail(node.value, tail.index + 1);
      open = tail && openingBracket(kids, i, tail.index);
    }
    if (!tail || !open) continue;
    const first = kids[open.at] as Text;
    const label: PhrasingContent[] = [];
    const before = first.value.slice(0, open.offset);
    if (open.at === i) {
      pushText(label, node, open.offset + 1, tail.index);
    } else {
      pushText(label, first, open.offset + 1, first.value.length);
      label.push(...(kids.slice(open.at + 1, i) as PhrasingContent[]));
      pushText(label, node, 0, tail.index);
    }
    const end = tail.index + tail.length;
    const link: Link = { type: 'link', url: tail.url, title: null, children: label };
    const start = pointIn(first, open.offset);
    const stop = pointIn(node, end);
    if (start && stop) link.position = { start, end: stop };
    const replacement: Nodes[] = [];
    if (before !== '') replacement.push(slice(first, 0, open.offset));
    replacement.push(link);
    if (end < node.value.length) replacement.push(slice(node, end, node.value.length));
    kids.splice(open.at, i - open.at + 1, ...replacement);
    // Go on after the link: the rest of the text may hold another one.
    i = open.at + (before !== '' ? 1 : 0);
  }
}

/**
 * Whether a text may hold a spaced file link: a `](` whose destination, up to
 * the next `)` on its line, has a space and ends in `.md` or `.md#…`. Linear
 * in the text (each `(`…`)` stretch is read once), so no input makes it slow.
 */
function maySpace(text: string): boolean {
  for (let from = text.indexOf(']('); from >= 0;) {
    const close = text.indexOf(')', from + 2);
    if (close < 0) return false;
    const dest = text.slice(from + 2, close);
    const line = dest.slice(dest.lastIndexOf('\n') + 1);
    if (/[ \t]/.test(line) && /\.md(?:#|$)/i.test(line)) return true;
    from = text.indexOf('](', close);
  }
  return false;
}

/**
 * The first `](… .md)` at or after `from` in a text whose destination has a
 * space: where it starts, its length, its URL.
 */
function spacedTail(
  value: string,
  from: number,
): { index: number; length: number; url: string } | null {
  TAIL.lastIndex = from;
  for (let match = TAIL.exec(value); match; match = TAIL.exec(value)) {
    const url = match[1]!.trim();
    if (/[ \t]/.test(url)) return { index: match.index, length: match[0].length, url };
  }
  return null;
}

/**
 * The `[` that opens the label ending at `end` in `kids[at]`: in that text, or
 * in an earlier sibling text with only inline markup (emphasis, code) between.
 */
function openingBracket(
  kids: readonly Nodes[],
  at: number,
  end: number,
): { at: number; offset: number } | null {
  for (let i = at; i >= 0; i--) {
    const node = kids[i]!;
    if (node.type === 'text') {
      const within = i === at ? node.value.slice(0, end) : node.value;
      const offset = within.lastIndexOf('[');
      if (offset >= 0) return within.indexOf(']', offset) < 0 ? { at: i, offset } : null;
      if (within.includes(']')) return null;
    } else if (node.type === 'link' || node.type === 'linkReference' || node.type === 'break') {
      return null;
    }
  }
  return null;
}

/** Adds the text `node.value[from, to)` to `into`, when not empty. */
function pushText(into: PhrasingContent[], node: Text, from: number, to: number): void {
  if (to > from) into.push(slice(node, from, to));
}

/** The text `node.value[from, to)` as a text node of its own, positioned. */
function slice(node: Text, from: number, to: number): Text {
  const piece: Text = { type: 'text', value: node.value.slice(from, to) };
  const start = pointIn(node, from);
  const end = pointIn(node, to);
  if (start && end) piece.position = { start, end };
  return piece;
}

/**
 * The source point of `node.value[index]`, counted back from the node's end: a
 * text node holds one line (source-positions.ts), and an escape or character
 * reference before the link does not shift it.
 */
function pointIn(node: Text, index: number): Point | undefined {
  const end = node.position?.end;
  if (!end) return undefined;
  const back = node.value.length - index;
  return {
    line: end.line,
    column: end.column - back,
    ...(end.offset !== undefined && { offset: end.offset - back }),
  };
}
