/**
 * Plain text of block nodes for search and summaries: paragraphs and list
 * items on lines of their own, table cells separated by ` | `, and the
 * compiler's own marker nodes left out.
 */
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { plainText } from './lines.ts';

/** The plain text of one block node. */
export function blockText(node: RootContent): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return plainText(node.children);
    case 'list':
      return node.children.map(blockText).filter(nonEmpty).join('\n');
    case 'listItem':
    case 'blockquote':
      return node.children.map(blockText).filter(nonEmpty).join('\n');
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => plainText(cell.children)).join(' | '))
        .join('\n');
    case 'code':
      return node.value;
    case 'html':
    case 'blockRef':
    case 'tocMarker':
    case 'definition':
    case 'thematicBreak':
      return '';
    default:
      return toString(node).replace(/\s+/g, ' ').trim();
  }
}

/** The plain text of a run of block nodes, blocks separated by blank lines. */
export function blocksText(nodes: readonly RootContent[]): string {
  return nodes.map(blockText).filter(nonEmpty).join('\n\n');
}

/** Shortens text to at most `max` characters at a word boundary, marking the cut with `…`. */
export function summarize(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : cut.length).replace(/[\s,;:]+$/, '')}…`;
}

function nonEmpty(value: string): boolean {
  return value !== '';
}
