/**
 * Line splitting for block formats (power and deity blocks) written as one
 * paragraph of lines: a paragraph's inline nodes are cut at hard breaks and at
 * newlines inside text, giving one list of inline nodes per source line.
 */
import type { Paragraph, PhrasingContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Point } from './diagnostics.ts';

/** The inline nodes of one source line. */
export interface InlineLine {
  nodes: PhrasingContent[];
  /** Where the line's first node starts. */
  start: Point;
}

/** Cuts a paragraph into its source lines, dropping empty ones and edge whitespace. */
export function splitLines(paragraph: Paragraph): InlineLine[] {
  const lines: PhrasingContent[][] = [[]];
  for (const node of paragraph.children) {
    if (node.type === 'break') {
      lines.push([]);
    } else if (node.type === 'text' && node.value.includes('\n')) {
      const parts = node.value.split('\n');
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part !== '') lines.at(-1)?.push(textAt(node, part, index));
      });
    } else {
      lines.at(-1)?.push(node);
    }
  }
  return lines
    .map(trimLine)
    .filter((nodes) => nodes.length > 0)
    .map((nodes) => ({ nodes, start: pointOf(nodes[0]) }));
}

/** Plain text of inline nodes, whitespace collapsed. */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => toString(node))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The position of a node's start, or 1:1 when it has none. */
export function pointOf(node: object | undefined): Point {
  const start = (node as { position?: { start?: Point } } | undefined)?.position?.start;
  return start ? { line: start.line, column: start.column } : { line: 1, column: 1 };
}

function textAt(node: Text, value: string, lineIndex: number): Text {
  const start = node.position?.start;
  if (!start) return { type: 'text', value };
  const line = start.line + lineIndex;
  const column = lineIndex === 0 ? start.column : 1;
  return { type: 'text', value, position: { start: { line, column }, end: { line, column } } };
}

function trimLine(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') {
    const value = first.value.replace(/^\s+/, '');
    if (value === '') out.shift();
    else out[0] = { ...first, value };
  }
  const last = out.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/\s+$/, '');
    if (value === '') out.pop();
    else out[out.length - 1] = { ...last, value };
  }
  return out;
}
