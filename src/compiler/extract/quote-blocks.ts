/**
 * Block candidates in a blockquote span. Power blocks and monster stat blocks
 * are blockquotes, and the books rely on markdown's lazy continuation: a
 * block runs from its first `>` line to the next truly blank line, lines
 * without `>` included (remark ends the quote at such a line after a heading,
 * a list or a `>`-only line, and starts another after it). A span can also
 * hold several blocks, each starting at a heading (`> #### Name` right after
 * the previous block's last line). This module joins the top-level nodes of a
 * span and splits it at every heading, so a heading line never becomes part
 * of another block's text. Which candidate is a power or a monster is decided
 * by the caller.
 */
import type { Blockquote, Heading, RootContent } from 'mdast';

/** A piece of a quote span: a candidate block starting at `heading`, or quoted prose before any heading. */
export interface QuotePart {
  /** The heading the candidate starts with; null for prose before the first heading. */
  heading: Heading | null;
  /** The candidate as one blockquote (heading first), positioned from its first to its last line. */
  block: Blockquote;
}

/** Node types a lazy-continued block can run into (a top-level heading always ends it). */
const CONTINUES = new Set<RootContent['type']>(['paragraph', 'blockquote', 'list']);

/** Whether a blockquote holds a heading among its children, i.e. may start block candidates. */
export function holdsHeading(node: RootContent): node is Blockquote {
  return node.type === 'blockquote' && node.children.some((child) => child.type === 'heading');
}

/**
 * The end (exclusive index) of the quote span starting at `nodes[start]`, a
 * blockquote holding a heading: following paragraphs, lists and blockquotes
 * belong to it while no blank line separates them.
 */
export function quoteSpanEnd(nodes: readonly RootContent[], start: number): number {
  let end = start + 1;
  while (end < nodes.length) {
    const previous = nodes[end - 1]!;
    const next = nodes[end]!;
    const previousEnd = previous.position?.end.line;
    const nextStart = next.position?.start.line;
    if (!CONTINUES.has(next.type) || previousEnd === undefined || nextStart !== previousEnd + 1)
      break;
    end++;
  }
  return end;
}

/** Splits the nodes of a quote span (`nodes[start..end)`) at every heading inside it. */
export function splitQuoteSpan(nodes: readonly RootContent[]): QuotePart[] {
  // Each inner node with the column its line starts at (the `>` of its quote, or its own).
  const inner = nodes.flatMap((node): { node: RootContent; column: number | undefined }[] =>
    node.type === 'blockquote'
      ? node.children.map((child) => ({ node: child, column: node.position?.start.column }))
      : [{ node, column: node.position?.start.column }],
  );
  const parts: { heading: Heading | null; children: RootContent[]; column?: number }[] = [];
  for (const { node, column } of inner) {
    if (node.type === 'heading') parts.push({ heading: node, children: [node], column });
    else if (parts.length === 0) parts.push({ heading: null, children: [node], column });
    else parts.at(-1)!.children.push(node);
  }
  return parts.map(({ heading, children, column }) => {
    const start = children[0]!.position?.start ?? { line: 1, column: 1 };
    return {
      heading,
      block: {
        type: 'blockquote',
        children: children as Blockquote['children'],
        position: {
          start: { line: start.line, column: column ?? start.column },
          end: children.at(-1)!.position?.end ?? start,
        },
      },
    };
  });
}
