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

/** Plain text of inline nodes, whitespace collapsed; raw HTML is left out, hard breaks become spaces. */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes.map(inlineText).join('').replace(/\s+/g, ' ').trim();
}

function inlineText(node: PhrasingContent): string {
  if (node.type === 'html') return '';
  if (node.type === 'break') return ' ';
  if ('children' in node) return (node.children as PhrasingContent[]).map(inlineText).join('');
  return toString(node);
}

/** A copy of a text node without its first `count` characters, its start column moved to match. */
export function dropLeading(node: Text, count: number): Text {
  const copy: Text = { ...node, value: node.value.slice(count) };
  const start = node.position?.start;
  if (start && node.position) {
    copy.position = { ...node.position, start: { line: start.line, column: start.column + count } };
  }
  return copy;
}

/** The position of a node's start, or 1:1 when it has none. */
export function pointOf(node: object | undefined): Point {
  const start = (node as { position?: { start?: Point } } | undefined)?.position?.start;
  return start ? { line: start.line, column: start.column } : { line: 1, column: 1 };
}

function textAt(node: Text, value: string, lineIndex: number): Text {
  const start = node.position?.start;
  if (!start) return { type: 'text', value };
  // Multi-line text was split by positions.ts; a newline left here has no source line of its own.
  const line = start.line + lineIndex;
  return {
    type: 'text',
    value,
    position: { start: { line, column: start.column }, end: { line, column: start.column } },
  };
}

function trimLine(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') {
    const lead = /^\s*/.exec(first.value)?.[0].length ?? 0;
    if (lead === first.value.length) out.shift();
    else out[0] = dropLeading(first, lead);
  }
  const last = out.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(/\s+$/, '');
    if (value === '') out.pop();
    else out[out.length - 1] = { ...last, value };
  }
  return out;
}
