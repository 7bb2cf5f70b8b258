/**
 * kramdown's `hard_wrap`: every line break inside a paragraph is a line break
 * on the page, as the books were written for. Runs after source-positions.ts, which
 * leaves each source line break as its own `"\n"` text node.
 */
import type { Break, Nodes, Parent, Root } from 'mdast';
import { walkTree } from './walk.ts';

/** The line-break modes, as schemas/config.schema.json's `lineBreaks` enum lists them. */
export const LINE_BREAKS = ['commonmark', 'hard_wrap'] as const;

/** How a line break inside a paragraph renders: as a space (CommonMark) or as a line break. */
export type LineBreaks = (typeof LINE_BREAKS)[number];

/** Whether a file gets hard breaks: its front matter's `hard_wrap`, else the configured default. */
export function wantsHardWrap(meta: Record<string, unknown>, fallback: LineBreaks): boolean {
  const own = meta['hard_wrap'];
  return typeof own === 'boolean' ? own : fallback === 'hard_wrap';
}

/** Turns every soft line break of a tree into a hard break, in place (walk.ts: the hot passes' walk). */
export function hardWrap(root: Root): void {
  walkTree<Nodes>(root, (node, index, parent) => {
    if (node.type !== 'text' || node.value !== '\n' || !parent || index === undefined) return;
    const hard: Break = { type: 'break' };
    if (node.position) hard.position = node.position;
    (parent as Parent).children[index] = hard;
  });
}
