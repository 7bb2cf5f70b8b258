/**
 * The renderers' tree and the one place it becomes HTML. Every card, stat
 * block, record, table, section body and banner the site shows is built as a
 * hast tree with hastscript's `h` (src/site/render/); `htmlOf` serializes it
 * for every consumer: the Astro components (`set:html`), the playground's
 * Web Worker and its page script. HTML the compiler already wrote (and the
 * Linker cross-linked) goes into a tree whole, as a `raw` node.
 */
import type { Element, ElementContent, Nodes, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h as hastscript, type Properties } from 'hastscript';
import type { Raw } from 'mdast-util-to-hast';

/** What a renderer may put among an element's children: `null`, `undefined` and `false` are skipped. */
export type Child =
  ElementContent | string | number | boolean | null | undefined | readonly Child[];

/**
 * An element: hastscript's `h`, whose `false` children are skipped too, so a
 * part shown on a condition reads `condition && h(…)`. Attributes are named as
 * in HTML (`class`, `data-*`, `aria-*`); `true` writes a bare attribute,
 * `false`, `null` and `undefined` none.
 */
export function h(tag: string, properties: Properties, ...children: Child[]): Element {
  return hastscript(tag, properties, kept(children));
}

/** Nodes side by side, without a wrapper element (a section's heading and body, a list's items). */
export function fragment(...children: Child[]): Root {
  return hastscript(null, kept(children));
}

/** `children` flattened, without the skipped values. */
function kept(
  children: readonly Child[],
  out: (ElementContent | string | number)[] = [],
): (ElementContent | string | number)[] {
  for (const child of children) {
    if (child === null || child === undefined || typeof child === 'boolean') continue;
    if (Array.isArray(child)) kept(child as readonly Child[], out);
    else out.push(child as ElementContent | string | number);
  }
  return out;
}

/**
 * HTML written by the compiler (sanitized, then cross-linked by the page's
 * Linker) placed in a tree as it is; never text from elsewhere, which goes in
 * as a string child and is escaped.
 */
export function raw(html: string): Raw {
  return { type: 'raw', value: html };
}

/** A tree (or several nodes) as HTML: the one serializer of the renderers' output. */
export function htmlOf(tree: Nodes | readonly Nodes[]): string {
  const node: Nodes = Array.isArray(tree)
    ? { type: 'root', children: tree as Extract<Nodes, { type: 'root' }>['children'] }
    : (tree as Nodes);
  return toHtml(node, { allowDangerousHtml: true });
}

/**
 * What goes between a label and its text when they are sibling elements (a
 * `dt` and its `dd`, the spans of a card's header): a space, which their flex
 * and grid layouts do not show, without which the search index (Pagefind
 * reads the source's text, not the layout) holds them fused ("HitThe target").
 */
export const LABEL_GAP = ' ';
