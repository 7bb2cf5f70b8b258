/**
 * The line view of a record's body: records (feats, arts, items, traps) are
 * written one field per physical line, in the paragraphs after their heading.
 * These helpers cut those paragraphs into labelled lines and render fields.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { Point } from '../diagnostics.ts';
import { plainText, splitLines } from '../lines.ts';
import type { RichText } from '../record-types.ts';
import { renderInline } from '../render.ts';
import { leadingLabel, type LeadingLabel } from './labels.ts';

/** One physical line of a record's body. */
export interface RecordLine {
  nodes: PhrasingContent[];
  start: Point;
  /** Its leading bold or italic label, if any. */
  label: LeadingLabel | null;
  /** Index (in the body) of the paragraph holding the line. */
  paragraph: number;
}

/** The lines of the consecutive paragraphs at the start of `body` (from `from`), in order. */
export function leadingLines(body: readonly RootContent[], from = 0): RecordLine[] {
  const lines: RecordLine[] = [];
  for (let index = from; index < body.length; index++) {
    const node = body[index]!;
    if (node.type !== 'paragraph') break;
    for (const { nodes, start } of splitLines(node))
      lines.push({ nodes, start, label: leadingLabel(nodes), paragraph: index });
  }
  return lines;
}

/** Whether the line's label is bold and matches `pattern`. */
export function boldLabel(line: RecordLine, pattern: RegExp): boolean {
  return line.label?.style === 'bold' && pattern.test(line.label.label);
}

/** Text and HTML of a field made of lines (each a list of inline nodes); lines end in `<br>`. */
export function richOf(lines: readonly PhrasingContent[][]): RichText {
  return {
    text: lines.map((nodes) => plainText(nodes)).join('\n'),
    html: lines.map((nodes) => renderInline(nodes)).join('<br>\n'),
  };
}

/** Plain text of a whole line, label included. */
export function lineText(line: RecordLine): string {
  return plainText(line.nodes);
}

/** The names written in italics (`*name*`) among inline nodes. */
export function italicNames(nodes: readonly PhrasingContent[]): string[] {
  return nodes.filter((node) => node.type === 'emphasis').map((node) => plainText(node.children));
}

/** The text of the raw HTML (artwork figures and their captions) among nodes, tags removed; null when there is none. */
export function artworkOf(nodes: readonly RootContent[]): string | null {
  const text = nodes
    .map((node) => (node.type === 'html' ? node.value.replace(/<[^>]*>/g, ' ') : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
