/**
 * Rendering: mdast → hast → sanitized HTML. Raw HTML in content is parsed
 * (hast-util-raw) and then sanitized with GitHub's schema (hast-util-sanitize),
 * extended only for the compiler's own marks: dice spans, block references and
 * the TOC marker. No script, event handler, `javascript:` URL or frame survives.
 */
import type { Position } from 'unist';
import type { Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { PhrasingContent, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { MAX_HTML_DEPTH, valuesOf } from './limits.ts';
import { plainHtml } from './plain-html.ts';
import { plainBlocks, plainPhrasing, wrapBlocks } from './plain-hast.ts';
import { rawWithoutParse5 } from './simple-html.ts';
import type { BlockKind } from './types.ts';
import { STOP, walkTree } from './walk.ts';

type HastNode = HastRoot | HastContent;

/** A placeholder where a power, deity or table block stood: `<div data-block="power" data-id="…">`. */
export interface BlockRefNode {
  type: 'blockRef';
  data: { hName: 'div'; hProperties: { dataBlock: BlockKind; dataId: string } };
  position?: Position;
}

declare module 'mdast' {
  interface RootContentMap {
    blockRef: BlockRefNode;
  }
}

/** Creates the placeholder node for a block referenced by id. */
export function blockRef(kind: BlockKind, id: string): BlockRefNode {
  return { type: 'blockRef', data: { hName: 'div', hProperties: { dataBlock: kind, dataId: id } } };
}

/** The sanitizer schema: GitHub's, extended only for the compiler's own marks. */
export const SANITIZE_SCHEMA: Schema = {
  ...defaultSchema,
  // Dropped with their content: a style sheet's rules are not prose.
  strip: [...(defaultSchema.strip ?? []), 'style'],
  // A picture with its caption (content-formats §13.2): `<figure><img …><figcaption>`.
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption'],
  attributes: {
    ...defaultSchema.attributes,
    span: [...(defaultSchema.attributes?.['span'] ?? []), ['className', 'dice'], 'dataDice'],
    div: [...(defaultSchema.attributes?.['div'] ?? []), 'dataBlock', 'dataId', 'dataToc'],
  },
};

/** Renders block-level mdast nodes to sanitized HTML, blocks separated by newlines. */
export function renderHtml(nodes: readonly RootContent[]): string {
  if (nodes.length === 0) return '';
  const plain = plainBlocks(nodes);
  if (plain) return toSafeHtml({ type: 'root', children: wrapBlocks(plain, false) });
  return toSafeHtml(
    toHast({ type: 'root', children: [...nodes] }, { allowDangerousHtml: true }) as HastRoot,
  );
}

/** Renders inline (phrasing) mdast nodes to sanitized HTML with no wrapping element. */
export function renderInline(nodes: readonly PhrasingContent[]): string {
  if (nodes.length === 0) return '';
  const plain = plainPhrasing(nodes);
  if (plain) return toSafeHtml({ type: 'root', children: plain });
  const paragraph = toHast(
    { type: 'paragraph', children: [...nodes] },
    { allowDangerousHtml: true },
  );
  const children = paragraph.type === 'element' ? paragraph.children : [];
  return toSafeHtml({ type: 'root', children });
}

function toSafeHtml(tree: HastRoot): string {
  const plain = plainHtml(tree);
  if (plain !== null) return plain;
  // Raw HTML of the simple shapes authors write is read without parse5 (simple-html.ts).
  const hast = containsRaw(tree)
    ? capDepth(rawWithoutParse5(tree) ?? (raw(tree) as HastRoot))
    : tree;
  return toHtml(sanitize(hast, SANITIZE_SCHEMA));
}

/**
 * Replaces elements nested deeper than MAX_HTML_DEPTH by their text, without
 * recursion, so that the recursive sanitizer and serializer stay within the
 * stack (compile reports the depth as `input/too-deep`).
 */
function capDepth(tree: HastRoot): HastRoot {
  type HastParent = { children: HastRoot['children'] };
  const stack: { node: HastParent; depth: number }[] = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    node.children = node.children.map((child) => {
      if (!('children' in child)) return child;
      if (depth + 1 < MAX_HTML_DEPTH) {
        stack.push({ node: child as HastParent, depth: depth + 1 });
        return child;
      }
      return { type: 'text', value: hastText(child) };
    }) as HastRoot['children'];
  }
  return tree;
}

/** The text of a hast subtree (its text nodes, not comments), collected without recursion. */
function hastText(node: unknown): string {
  return valuesOf(node, (type) => type === 'text').join('');
}

function containsRaw(tree: HastRoot): boolean {
  return !walkTree<HastNode>(tree, (node) => (node.type === 'raw' ? STOP : undefined));
}
