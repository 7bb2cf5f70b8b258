/**
 * Plain markup: the hast trees that markdown without raw HTML, links or
 * images produces. Sanitizing such a tree changes nothing, and serializing it
 * needs none of hast-util-to-html's generality (its attribute lookup in
 * property-information builds a new descriptor for every `data-*` property,
 * thousands of times a compile), so `plainHtml` writes it directly, byte for
 * byte as `toHtml` does (tests/compiler/render.test.ts compares the two on
 * generated trees).
 */
import type {
  Element,
  Parent as HastParent,
  Root as HastRoot,
  RootContent as HastContent,
} from 'hast';
import { STOP, walkTree } from './walk.ts';

type HastNode = HastRoot | HastContent;

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

/** The HTML attribute of each property a plain element may carry (as property-information names it). */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  dataDice: 'data-dice',
  dataBlock: 'data-block',
  dataId: 'data-id',
  dataToc: 'data-toc',
  start: 'start',
  align: 'align',
};

/** Plain elements that are HTML void elements: no closing tag. */
const VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'hr']);

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

/**
 * The HTML of a plain tree, exactly as `toHtml` writes it with its default
 * options, or null when the tree is not plain markup (see `isPlainMarkup`):
 * the check and the serialization are one walk.
 */
export function plainHtml(tree: HastRoot): string | null {
  return serialize(tree, undefined);
}

function serialize(node: HastNode, parent: HastParent | undefined): string | null {
  if (!isPlainNode(node, parent)) return null;
  if (node.type === 'text') return escapeText(node.value);
  // isPlainNode let only roots, texts and elements through.
  const parentNode = node as HastRoot | Element;
  let content = '';
  for (const child of parentNode.children) {
    const html = serialize(child, parentNode);
    if (html === null) return null;
    content += html;
  }
  if (parentNode.type === 'root') return content;
  const { tagName } = parentNode;
  const open = `<${tagName}${attributes(parentNode)}>`;
  // As toHtml: a void element with content is written with its content and closing tag.
  return VOID_ELEMENTS.has(tagName) && content === '' ? open : `${open}${content}</${tagName}>`;
}

/** The attributes of a plain element, each preceded by a space (toHtml's order, values and quoting). */
function attributes(element: Element): string {
  let out = '';
  for (const key in element.properties) {
    const value = element.properties[key];
    // None of the plain properties is boolean for property-information: `true` is the bare name.
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    const name = ATTRIBUTE_NAMES[key]!;
    if (value === true) out += ` ${name}`;
    else {
      const text = Array.isArray(value) ? value.join(' ').trim() : String(value);
      out += ` ${name}="${escapeAttribute(text)}"`;
    }
  }
  return out;
}

/** toHtml's character references: hexadecimal, upper case, always closed by `;`. */
const reference = (character: string): string =>
  `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;

/** The characters toHtml escapes in text (`<`, `&`) and in double-quoted attribute values. */
const TEXT_ESCAPED = /[<&]/g;
const ATTRIBUTE_ESCAPED = /[\0"&'`]/g;

const escapeText = (value: string): string => value.replace(TEXT_ESCAPED, reference);
const escapeAttribute = (value: string): string => value.replace(ATTRIBUTE_ESCAPED, reference);
