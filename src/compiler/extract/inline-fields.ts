/**
 * Inline helpers for line-oriented blocks whose lines carry several bold
 * labelled fields (`**AC:** 19; **Fort:** 16, **Ref:** 18`): cutting a line's
 * nodes into fields, slicing nodes at a character offset of their text, and
 * finding the source position of an offset (so a checked number is reported
 * at its own line and column).
 */
import type { PhrasingContent, Text } from 'mdast';
import type { Point } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';

/** One labelled field of a line: the label (null for text before any label) and its value nodes. */
export interface InlineField {
  label: string | null;
  at: Point;
  nodes: PhrasingContent[];
}

/** The text of inline nodes without whitespace collapsing (raw HTML left out), so offsets map back. */
export function rawText(nodes: readonly PhrasingContent[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    else if (node.type === 'break') text += '\n';
    else if ('children' in node) text += rawText(node.children as PhrasingContent[]);
  }
  return text;
}

/** The bold label a node opens (`**AC:**`, or `**AC**` followed by `:`), or null. */
function labelOf(node: PhrasingContent, next: PhrasingContent | undefined): string | null {
  if (node.type !== 'strong') return null;
  const text = plainText(node.children);
  if (/:\s*$/.test(text)) return text.replace(/\s*:\s*$/, '');
  if (next?.type === 'text' && /^\s*:/.test(next.value)) return text;
  return null;
}

/** Cuts a line's nodes at every bold `Label:`; the value nodes keep their positions. */
export function splitFields(nodes: readonly PhrasingContent[]): InlineField[] {
  const fields: InlineField[] = [];
  let current: InlineField | null = null;
  nodes.forEach((node, index) => {
    const label = labelOf(node, nodes[index + 1]);
    if (label !== null) {
      current = { label, at: pointOf(node), nodes: [] };
      fields.push(current);
      return;
    }
    if (!current) {
      current = { label: null, at: pointOf(node), nodes: [] };
      fields.push(current);
    }
    if (current.nodes.length === 0 && node.type === 'text') {
      const value = node.value.replace(/^\s*:/, '');
      if (value.trim() === '') return;
      current.nodes.push(sliceText(node, node.value.length - value.length));
    } else current.nodes.push(node);
  });
  return fields;
}

/** The plain value of a field with the separators (`;`, `,`) and spaces around it removed. */
export function fieldValue(field: InlineField): string {
  return rawText(field.nodes)
    .replace(/\u00a0/g, ' ')
    .replace(/^[\s;,]+|[\s;,]+$/g, '');
}

/** The nodes from character `from` (of their raw text) to `to`, text nodes cut, positions kept. */
export function sliceNodes(
  nodes: readonly PhrasingContent[],
  from: number,
  to = Number.POSITIVE_INFINITY,
): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let offset = 0;
  for (const node of nodes) {
    const length = rawText([node]).length;
    const start = offset;
    offset += length;
    const overlaps = length === 0 ? start >= from && start < to : offset > from && start < to;
    if (!overlaps) continue;
    if (node.type === 'text') {
      const cutStart = Math.max(0, from - start);
      const cutEnd = Math.min(length, to - start);
      const piece = sliceText(node, cutStart, cutEnd);
      if (piece.value !== '') out.push(piece);
    } else out.push(node);
  }
  return out;
}

/** The source position of character `offset` of the nodes' raw text. */
export function pointAt(nodes: readonly PhrasingContent[], offset: number): Point {
  let start = 0;
  for (const node of nodes) {
    const length = rawText([node]).length;
    if (offset < start + length || node === nodes.at(-1)) {
      if (node.type === 'text' && node.position) {
        const at = node.position.start;
        return { line: at.line, column: at.column + Math.max(0, offset - start) };
      }
      if ('children' in node && node.children.length > 0)
        return pointAt(node.children as PhrasingContent[], offset - start);
      return pointOf(node);
    }
    start += length;
  }
  return pointOf(nodes[0]);
}

/** A text node cut to [from, to), its start column moved to match. */
function sliceText(node: Text, from: number, to = node.value.length): Text {
  const copy: Text = { ...node, value: node.value.slice(from, to) };
  const at = node.position?.start;
  if (at && node.position)
    copy.position = { ...node.position, start: { line: at.line, column: at.column + from } };
  return copy;
}

/** Trims whitespace and the given separators from both ends of the nodes' text. */
export function trimNodes(nodes: readonly PhrasingContent[], separators = ''): PhrasingContent[] {
  const text = rawText(nodes);
  const { lead: leading, tail: trailing } = edgesOf(separators);
  const lead = leading.exec(text)?.[0].length ?? 0;
  const tail = trailing.exec(text.slice(lead))?.[0].length ?? 0;
  return sliceNodes(nodes, lead, text.length - tail);
}

/** The patterns of the leading and trailing runs `trimNodes` cuts, built once per set of separators. */
const EDGES = new Map<string, { lead: RegExp; tail: RegExp }>();

function edgesOf(separators: string): { lead: RegExp; tail: RegExp } {
  let edges = EDGES.get(separators);
  if (!edges) {
    edges = {
      lead: new RegExp(`^[\\s${separators}]*`),
      tail: new RegExp(`[\\s${separators}]*$`),
    };
    EDGES.set(separators, edges);
  }
  return edges;
}

const LITERAL_LABEL = /\*\*([A-Za-z][A-Za-z ]{0,30}:)\*\*/g;

/**
 * Turns `**Label:**` left as literal text into bold labels. Markdown does not
 * close bold after a colon when a letter or digit follows at once
 * (`**Str:**12 (+2)`), a slip the books make; a reader reads it as a label.
 */
export function repairLiteralLabels(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'text' || !node.value.includes('**')) {
      out.push(node);
      continue;
    }
    let cursor = 0;
    for (const match of node.value.matchAll(LITERAL_LABEL)) {
      if (match.index > cursor) out.push(sliceText(node, cursor, match.index));
      const label = sliceText(node, match.index + 2, match.index + 2 + match[1]!.length);
      const at = sliceText(node, match.index).position;
      out.push({ type: 'strong', children: [label], ...(at ? { position: at } : {}) });
      cursor = match.index + match[0].length;
    }
    if (cursor < node.value.length) out.push(sliceText(node, cursor));
  }
  return out;
}

/** Splits text on a separator that is not inside parentheses; parts trimmed. */
export function splitOutsideParens(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}
