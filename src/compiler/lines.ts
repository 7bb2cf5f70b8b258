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

/**
 * Plain text of inline nodes, whitespace collapsed; raw HTML is left out with
 * the content of inline `<script>` and `<style>` elements (which the rendered
 * HTML drops too), hard breaks become spaces.
 */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return inlineText(nodes, { skipUntil: null }).replace(/\s+/g, ' ').trim();
}

const RAW_TEXT_OPEN = /^<(script|style)(?=[\s>/])/i;

function inlineText(nodes: readonly PhrasingContent[], state: { skipUntil: string | null }) {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'html') {
      const open = RAW_TEXT_OPEN.exec(node.value);
      if (state.skipUntil !== null) {
        if (node.value.toLowerCase().startsWith(state.skipUntil)) state.skipUntil = null;
      } else if (open && !node.value.toLowerCase().includes(`</${open[1]!.toLowerCase()}`)) {
        state.skipUntil = `</${open[1]!.toLowerCase()}`;
      }
    } else if (state.skipUntil !== null) {
      continue;
    } else if (node.type === 'break') {
      text += ' ';
    } else if ('children' in node) {
      text += inlineText(node.children as PhrasingContent[], state);
    } else {
      text += toString(node);
    }
  }
  return text;
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
