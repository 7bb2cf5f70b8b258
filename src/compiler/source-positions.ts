/**
 * Exact positions for text that spans lines. remark gives a text node one
 * start position even when its value runs over several source lines, and
 * continuation lines lose their `> ` or list indentation. This pass splits
 * such nodes at newlines, so each piece starts on one line at its true column;
 * HTML and plain text are unchanged (adjacent text nodes render as one).
 */
import type { Nodes as Node, Parent, Root, Text } from 'mdast';
import { walkTree } from './walk.ts';

/** Splits multi-line text nodes in place, positioning each line's piece from the source lines. */
export function splitMultilineText(root: Root, sourceLines: readonly string[]): void {
  walkTree<Node>(root, (node, index, parent) => {
    if (node.type !== 'text' || !parent || index === undefined) return;
    const text = node as Text;
    if (!text.position || !text.value.includes('\n')) return;
    const pieces = splitText(text, sourceLines);
    (parent as Parent).children.splice(index, 1, ...pieces);
    return index + pieces.length;
  });
}

function splitText(node: Text, sourceLines: readonly string[]): Text[] {
  const start = node.position!.start;
  const out: Text[] = [];
  node.value.split('\n').forEach((piece, index) => {
    const line = start.line + index;
    if (index > 0) out.push({ type: 'text', value: '\n' });
    if (piece === '') return;
    const column = index === 0 ? start.column : columnOf(sourceLines[line - 1] ?? '', piece);
    out.push({
      type: 'text',
      value: piece,
      position: { start: { line, column }, end: { line, column: column + piece.length } },
    });
  });
  return out;
}

/** Where `piece` starts in a source line: found as written, else after blockquote and list markers. */
export function columnOf(sourceLine: string, piece: string): number {
  const trimmed = piece.trimStart();
  const found = trimmed === '' ? -1 : sourceLine.indexOf(trimmed);
  if (found >= 0) return found + 1 - (piece.length - trimmed.length);
  return (/^(?:\s*>)*\s*/.exec(sourceLine)?.[0].length ?? 0) + 1;
}
