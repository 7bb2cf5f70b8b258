/**
 * Rendering: mdast → hast → sanitized HTML. Raw HTML in content is parsed
 * (hast-util-raw) and then sanitized with GitHub's schema (hast-util-sanitize),
 * extended only for the compiler's own marks: dice spans, block references and
 * the TOC marker. No script, event handler, `javascript:` URL or frame survives.
 */
import type { Position } from 'unist';
import type { Parent as HastParent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { PhrasingContent, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { MAX_HTML_DEPTH, valuesOf } from './limits.ts';
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
  attributes: {
    ...defaultSchema.attributes,
    span: [...(defaultSchema.attributes?.['span'] ?? []), ['className', 'dice'], 'dataDice'],
    div: [...(defaultSchema.attributes?.['div'] ?? []), 'dataBlock', 'dataId', 'dataToc'],
  },
};

/** Renders block-level mdast nodes to sanitized HTML, blocks separated by newlines. */
export function renderHtml(nodes: readonly RootContent[]): string {
  if (nodes.length === 0) return '';
  return toSafeHtml(
    toHast({ type: 'root', children: [...nodes] }, { allowDangerousHtml: true }) as HastRoot,
  );
}

/** Renders inline (phrasing) mdast nodes to sanitized HTML with no wrapping element. */
export function renderInline(nodes: readonly PhrasingContent[]): string {
  if (nodes.length === 0) return '';
  const paragraph = toHast(
    { type: 'paragraph', children: [...nodes] },
    { allowDangerousHtml: true },
  );
  const children = paragraph.type === 'element' ? paragraph.children : [];
  return toSafeHtml({ type: 'root', children });
}

function toSafeHtml(tree: HastRoot): string {
  if (isPlainMarkup(tree)) return toHtml(tree);
  const hast = containsRaw(tree) ? capDepth(raw(tree) as HastRoot) : tree;
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

/**
 * Elements that markdown without raw HTML, links or images produces, each with
 * the properties it may carry there: the compiler's own marks, list starts,
 * table alignment and code language. Nothing else is plain.
 */
export const PLAIN_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  strong: [],
  em: [],
  code: ['className'],
  br: [],
  span: ['className', 'dataDice'],
  div: ['dataBlock', 'dataId', 'dataToc'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  hr: [],
  del: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
};

/** The parent each table part must have, as GFM tables nest them (the sanitizer drops parts outside a table). */
const TABLE_PARENTS: Readonly<Record<string, readonly string[]>> = {
  thead: ['table'],
  tbody: ['table'],
  tr: ['thead', 'tbody', 'table'],
  th: ['tr'],
  td: ['tr'],
};

/** The class names plain elements carry: the dice mark on `span`, a code block's language on `code`. */
function plainClassName(tagName: string, value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  if (tagName === 'span') return value.every((name) => name === 'dice');
  return value.every((name) => /^language-[\w-]+$/.test(String(name)));
}

function isPlainNode(node: HastNode, parent: HastParent | undefined): boolean {
  const parentTag = parent && 'tagName' in parent ? String(parent.tagName) : null;
  if (node.type === 'root' || node.type === 'text') return true;
  if (node.type !== 'element') return false;
  const allowed = PLAIN_ELEMENTS[node.tagName];
  if (!allowed) return false;
  const parents = TABLE_PARENTS[node.tagName];
  if (parents && !(parentTag !== null && parents.includes(parentTag))) return false;
  for (const [key, value] of Object.entries(node.properties)) {
    if (!allowed.includes(key)) return false;
    if (key === 'className' && !plainClassName(node.tagName, value)) return false;
  }
  return true;
}

/**
 * Whether a tree is plain markup that sanitizing would return unchanged: no
 * raw HTML, no links, images, ids or other attributes — so the (costly)
 * sanitizer can be skipped. Anything else goes through the sanitizer.
 * tests/compiler/render.test.ts checks the claim on generated trees.
 */
export function isPlainMarkup(tree: HastRoot): boolean {
  return walkTree<HastNode>(tree, (node, _index, parent) =>
    isPlainNode(node, parent as HastParent | undefined) ? undefined : STOP,
  );
}

function containsRaw(tree: HastRoot): boolean {
  return !walkTree<HastNode>(tree, (node) => (node.type === 'raw' ? STOP : undefined));
}
