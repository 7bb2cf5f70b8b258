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
  const lines: InlineLine[] = [];
  let current: PhrasingContent[] = [];
  const endLine = () => {
    const nodes = trimLine(current);
    if (nodes.length > 0) lines.push({ nodes, start: pointOf(nodes[0]) });
    current = [];
  };
  for (const node of paragraph.children) {
    if (node.type === 'break') {
      endLine();
    } else if (node.type === 'text' && node.value.includes('\n')) {
      const parts = node.value.split('\n');
      for (let index = 0; index < parts.length; index++) {
        if (index > 0) endLine();
        if (parts[index] !== '') current.push(textAt(node, parts[index]!, index));
      }
    } else {
      current.push(node);
    }
  }
  endLine();
  return lines;
}

/**
 * Plain text of inline nodes, whitespace collapsed; raw HTML is left out with
 * the content of inline `<script>` and `<style>` elements (which the rendered
 * HTML drops too), hard breaks become spaces.
 */
export function plainText(nodes: readonly PhrasingContent[]): string {
  return collapseWhitespace(inlineText(nodes, { skipUntil: null }));
}

/** Whitespace that collapsing changes: a run of two or more, or a lone one that is not a space. */
const UNCOLLAPSED = /\s\s|[^\S ]/;

/**
 * Each run of whitespace as one space, the ends trimmed. Called for nearly
 * every line and label read, most of them already collapsed: testing first
 * saves building a copy of each.
 */
function collapseWhitespace(text: string): string {
  return (UNCOLLAPSED.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
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
      // A leaf's text is its value (toString would say the same, at the cost of a call with options).
      text += 'value' in node ? node.value : toString(node);
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
  // Multi-line text was split by source-positions.ts; a newline left here has no source line of its own.
  const line = start.line + lineIndex;
  return {
    type: 'text',
    value,
    position: { start: { line, column: start.column }, end: { line, column: start.column } },
  };
}

/** Drops the whitespace at both ends of a line, in place (the line's node list is its own). */
function trimLine(nodes: PhrasingContent[]): PhrasingContent[] {
  const first = nodes[0];
  if (first?.type === 'text') {
    const lead = first.value.length - first.value.trimStart().length;
    if (lead === first.value.length) nodes.shift();
    else nodes[0] = dropLeading(first, lead);
  }
  const last = nodes.at(-1);
  if (last?.type === 'text') {
    const value = last.value.trimEnd();
    if (value === '') nodes.pop();
    else nodes[nodes.length - 1] = { ...last, value };
  }
  return nodes;
}
