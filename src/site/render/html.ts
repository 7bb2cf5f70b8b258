/**
 * The renderers' tree and the one place it becomes HTML. Every card, stat
 * block, record, table, section body and banner the site shows is built as a
 * hast tree with `h` (src/site/render/); `htmlOf` serializes it for every
 * consumer: the Astro components (`set:html`), the playground's Web Worker
 * and its page script. HTML the compiler already wrote (and the Linker
 * cross-linked) goes into a tree whole, as a `raw` node.
 *
 * `h` makes the tree hastscript makes (tests/site/render-html.test.ts holds
 * it to that) at a fraction of its cost on a long chapter: each attribute's
 * description is looked up once per name (src/site/tree-html.ts), where
 * hastscript looked it up for every attribute of every element.
 */
import type { Element, ElementContent, Nodes, Properties, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import type { Info } from 'property-information';
import { attributeInfo as infoOf, treeHtml } from '../tree-html.ts';

/** What a renderer may put among an element's children: `null`, `undefined` and `false` are skipped. */
export type Child =
  ElementContent | Root | string | number | boolean | null | undefined | readonly Child[];

/** An attribute's value: `true` writes a bare attribute, `false`, `null` and `undefined` none. */
export type AttributeValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Attributes as named in HTML (`class`, `data-*`, `aria-*`), or as hast properties. */
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** A token of a list or a whole value as hastscript stores it: numbers and booleans where the attribute takes them. */
function primitive(info: Info, value: string | number): string | number | boolean {
  if (typeof value !== 'string') return value;
  if (info.number && value && !Number.isNaN(Number(value))) return Number(value);
  if (
    (info.boolean || info.overloadedBoolean) &&
    (value === '' || value.toLowerCase() === info.property.toLowerCase())
  )
    return true;
  return value;
}

/** A space-separated value's tokens. */
const spaceTokens = (value: string) => {
  const input = value.trim();
  return input ? input.split(/[ \t\n\r\f]+/g) : [];
};

/** A comma-separated value's tokens (a trailing empty one dropped). */
function commaTokens(value: string): string[] {
  const tokens = value.split(',').map((token) => token.trim());
  if (tokens[tokens.length - 1] === '') tokens.pop();
  return tokens;
}

/** Sets the property of the attribute `name` to `value`, parsed as hastscript parses it. */
function setProperty(properties: Properties, name: string, value: AttributeValue): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'number' && Number.isNaN(value)) return;
  const info = infoOf(name);
  let result: Properties[string];
  if (typeof value === 'string') {
    const tokens = info.spaceSeparated
      ? spaceTokens(value)
      : info.commaSeparated
        ? commaTokens(value)
        : info.commaOrSpaceSeparated
          ? spaceTokens(commaTokens(value).join(' '))
          : null;
    result = tokens
      ? tokens.map((token) => primitive(info, token) as string)
      : primitive(info, value);
  } else if (Array.isArray(value)) {
    result = value.map((token) => primitive(info, token) as string);
  } else {
    result = value as number | boolean;
  }
  const before = properties[info.property];
  if (info.property === 'className' && Array.isArray(before))
    result = [...before, ...(Array.isArray(result) ? result : [result as string])];
  properties[info.property] = result;
}

/** Appends `child` to `nodes`: text for strings and numbers, a root's children, nothing for skipped values. */
function addChild(nodes: ElementContent[], child: Child): void {
  if (child === null || child === undefined || typeof child === 'boolean') return;
  if (typeof child === 'string' || typeof child === 'number')
    nodes.push({ type: 'text', value: String(child) });
  else if (Array.isArray(child)) for (const one of child as readonly Child[]) addChild(nodes, one);
  else if ((child as Nodes).type === 'root') addChild(nodes, (child as Root).children as Child[]);
  else nodes.push(child as ElementContent);
}

/**
 * An element, as hastscript's `h` makes it, whose `false` children are
 * skipped too, so a part shown on a condition reads `condition && h(…)`.
 * Attributes are named as in HTML (`class`, `data-*`, `aria-*`); `true`
 * writes a bare attribute, `false`, `null` and `undefined` none.
 */
export function h(tag: string, attributes: Attributes, ...children: Child[]): Element {
  const properties: Properties = {};
  for (const name of Object.keys(attributes)) setProperty(properties, name, attributes[name]);
  const nodes: ElementContent[] = [];
  addChild(nodes, children);
  const tagName = tag.toLowerCase();
  if (tagName === 'template')
    return {
      type: 'element',
      tagName,
      properties,
      children: [],
      content: { type: 'root', children: nodes },
    } as Element;
  return { type: 'element', tagName, properties, children: nodes };
}

/** Nodes side by side, without a wrapper element (a section's heading and body, a list's items). */
export function fragment(...children: Child[]): Root {
  const nodes: ElementContent[] = [];
  addChild(nodes, children);
  return { type: 'root', children: nodes };
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
  return treeHtml(tree);
}

/**
 * What goes between a label and its text when they are sibling elements (a
 * `dt` and its `dd`, the spans of a card's header): a space, which their flex
 * and grid layouts do not show, without which the search index (Pagefind
 * reads the source's text, not the layout) holds them fused ("HitThe target").
 */
export const LABEL_GAP = ' ';
