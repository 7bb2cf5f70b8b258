/**
 * Rendering: mdast → hast → sanitized HTML. Raw HTML in content is parsed
 * (hast-util-raw) and then sanitized with GitHub's schema (hast-util-sanitize),
 * extended only for the compiler's own marks: dice spans, block references and
 * the TOC marker. No script, event handler, `javascript:` URL or frame survives.
 */
import type { Position } from 'unist';
import type { Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { PhrasingContent, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { MAX_HTML_DEPTH } from './limits.ts';
import type { BlockKind } from './types.ts';

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

const schema: Schema = {
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
  return toHtml(sanitize(hast, schema));
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

/** The text of a hast subtree, collected without recursion. */
function hastText(node: unknown): string {
  const parts: string[] = [];
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as { type?: string; value?: unknown; children?: unknown[] };
    if (current.type === 'text' && typeof current.value === 'string') parts.push(current.value);
    if (current.children)
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]);
  }
  return parts.join('');
}

/** Elements that markdown without raw HTML, links or images produces, and nothing else. */
const PLAIN_TAGS = new Set([
  'p',
  'strong',
  'em',
  'code',
  'br',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'del',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Properties those elements may carry: the compiler's own marks, list starts, table alignment, code language. */
const PLAIN_PROPERTIES = new Set([
  'className',
  'dataDice',
  'dataBlock',
  'dataId',
  'dataToc',
  'align',
  'start',
]);

/**
 * Whether a tree is plain markup that sanitizing would return unchanged: no
 * raw HTML, no links, images, ids or other attributes — so the (costly)
 * sanitizer can be skipped. Anything else goes through the sanitizer.
 */
function isPlainMarkup(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'element') {
    const element = node as unknown as { tagName: string; properties?: Record<string, unknown> };
    if (!PLAIN_TAGS.has(element.tagName)) return false;
    for (const key of Object.keys(element.properties ?? {}))
      if (!PLAIN_PROPERTIES.has(key)) return false;
    const className = element.properties?.['className'];
    if (
      className !== undefined &&
      !(
        Array.isArray(className) &&
        className.every((c) => c === 'dice' || /^language-[\w-]+$/.test(String(c)))
      )
    )
      return false;
  } else if (node.type !== 'root' && node.type !== 'text') {
    return false;
  }
  return (node.children ?? []).every((child) => isPlainMarkup(child as { type: string }));
}

function containsRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return (node.children ?? []).some((child) => containsRaw(child as { type: string }));
}
