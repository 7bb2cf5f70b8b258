/**
 * Simple raw HTML: the few shapes authors write by hand in the books (the
 * one-line `<figure><img …><figcaption>…</figcaption></figure>` of
 * content-formats §13.2, `<div style="page-break-after: always;"></div>`,
 * `<span class="badge">…</span>`), read without parse5. parse5 (through
 * hast-util-raw and hast-util-from-html) is exact for any HTML, but starting
 * it cold cost a compile of the library about a tenth of its CPU for these
 * lines alone. Only HTML whose parse5 tree cannot differ is read here: a few
 * tags, properly nested and closed, quoted or bare attribute values, text
 * without character references; anything else returns null and goes to
 * parse5 (tests/compiler/simple-html.test.ts compares the two).
 */
import type {
  ElementContent,
  Properties,
  Root as HastRoot,
  RootContent as HastContent,
} from 'hast';
import { h } from 'hastscript';

/** A start tag, with its attributes as written (names lower-cased), and where it is in the HTML. */
export interface SimpleStartTag {
  kind: 'start';
  name: string;
  attributes: Record<string, string>;
  /** The tag ends in `/>`. */
  selfClosing: boolean;
  start: number;
  end: number;
}

/** A token of simple HTML. */
export type SimpleToken =
  | SimpleStartTag
  | { kind: 'end'; name: string; start: number; end: number }
  | { kind: 'text'; value: string; start: number; end: number };

/**
 * The tags simple HTML may hold, as `flow` (they close an open `<p>` in
 * parse5, so they may not stand inside phrasing) or `phrasing`; parse5 gives
 * none of them a rule beyond that (no foster parenting, renaming, implied
 * end tag or dropped newline).
 */
const SIMPLE_TAGS: Readonly<Record<string, 'flow' | 'phrasing'>> = {
  div: 'flow',
  figure: 'flow',
  figcaption: 'flow',
  p: 'flow',
  span: 'phrasing',
  img: 'phrasing',
  br: 'phrasing',
};

/** Void elements among `SIMPLE_TAGS`: no content, no end tag. */
const VOID_TAGS: ReadonlySet<string> = new Set(['img', 'br']);

/** Elements inside which a flow element would close a `<p>` or nest where parse5 does not. */
const PHRASING_PARENTS: ReadonlySet<string> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'img',
  'br',
  'strong',
  'em',
  'code',
  'del',
  'a',
]);

/** A start tag: name, attributes (double-, single-quoted or bare values, no `&`), optional `/`. */
const START_TAG =
  /<([a-zA-Z][a-zA-Z0-9]*)((?:[ \t\n]+[a-zA-Z][a-zA-Z0-9-]*(?:[ \t\n]*=[ \t\n]*(?:"[^"&]*"|'[^'&]*'|[^ \t\n"'=<>`&]+))?)*)[ \t\n]*(\/?)>/y;
/** One attribute of a start tag's attribute text. */
const ATTRIBUTE =
  /[ \t\n]+([a-zA-Z][a-zA-Z0-9-]*)(?:[ \t\n]*=[ \t\n]*(?:"([^"&]*)"|'([^'&]*)'|([^ \t\n"'=<>`&]+)))?/y;
/** An end tag. */
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9]*)[ \t\n]*>/y;
/** Characters that parse5 rewrites, drops or decodes in raw HTML. */
const UNSAFE_TEXT = /[&\0\r\f]/;

/**
 * The tokens of `html` when it is simple HTML (only `SIMPLE_TAGS`, text
 * without `&`, NUL, CR or form feeds); null otherwise.
 * Nesting is not checked here (see `simpleFragment`).
 */
export function simpleTokens(html: string): SimpleToken[] | null {
  if (UNSAFE_TEXT.test(html)) return null;
  const tokens: SimpleToken[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open !== at) {
      const end = open < 0 ? html.length : open;
      tokens.push({ kind: 'text', value: html.slice(at, end), start: at, end });
      at = end;
      continue;
    }
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(html);
    if (start) {
      const name = start[1]!.toLowerCase();
      const attributes = attributesOf(start[2]!);
      if (!(name in SIMPLE_TAGS) || !attributes) return null;
      at = START_TAG.lastIndex;
      tokens.push({
        kind: 'start',
        name,
        attributes,
        selfClosing: start[3] === '/',
        start: open,
        end: at,
      });
      continue;
    }
    END_TAG.lastIndex = at;
    const end = END_TAG.exec(html);
    if (!end) return null;
    const name = end[1]!.toLowerCase();
    if (!(name in SIMPLE_TAGS)) return null;
    at = END_TAG.lastIndex;
    tokens.push({ kind: 'end', name, start: open, end: at });
  }
  return tokens;
}

/**
 * A start tag's attributes, names lower-cased; null for a repeated name
 * (parse5 keeps the first) or one an object already has (`constructor`…).
 */
function attributesOf(text: string): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < text.length) {
    const match = ATTRIBUTE.exec(text);
    if (!match) break;
    const name = match[1]!.toLowerCase();
    if (name in attributes || name in Object.prototype) return null;
    attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * Elements of a tree from markdown that parse5 builds again as they are
 * when hast-util-raw feeds them to it as tags, each `flow` (it closes an open
 * `<p>`) or `phrasing`. Tables, `pre`, task list inputs and footnotes are
 * left to hast-util-raw.
 */
const TREE_ELEMENTS: Readonly<Record<string, 'flow' | 'phrasing'>> = {
  ...SIMPLE_TAGS,
  ul: 'flow',
  ol: 'flow',
  li: 'flow',
  blockquote: 'flow',
  hr: 'flow',
  h1: 'flow',
  h2: 'flow',
  h3: 'flow',
  h4: 'flow',
  h5: 'flow',
  h6: 'flow',
  strong: 'phrasing',
  em: 'phrasing',
  code: 'phrasing',
  del: 'phrasing',
  a: 'phrasing',
};

type HastParent = HastRoot | Extract<HastContent, { type: 'element' }>;

/**
 * The tree hast-util-raw gives for `tree` (up to positions and how text is
 * split into nodes, which its HTML does not show), when every raw node in
 * it is simple HTML (`simpleTokens`) whose tags nest properly with those of
 * the raw nodes beside it (`<span>` in one node, its text, `</span>` in
 * another), every element is one parse5 builds again unchanged
 * (`TREE_ELEMENTS`: flow elements outside phrasing, list items in lists)
 * and no text holds NUL; null otherwise, and then `tree` is left as it was.
 */
export function rawWithoutParse5(tree: HastRoot): HastRoot | null {
  const rebuilt: { parent: HastParent; children: ElementContent[] }[] = [];
  const stack: { node: HastParent; phrasing: boolean }[] = [{ node: tree, phrasing: false }];
  while (stack.length > 0) {
    const { node, phrasing } = stack.pop()!;
    const tag = node.type === 'element' ? node.tagName : null;
    const inside = phrasing || (tag !== null && PHRASING_PARENTS.has(tag));
    const built = buildChildren(node.children, tag, inside, (element, phrasingThere) =>
      stack.push({ node: element, phrasing: phrasingThere }),
    );
    if (!built) return null;
    if (built !== node.children) rebuilt.push({ parent: node, children: built });
  }
  for (const { parent, children } of rebuilt) parent.children = children;
  return tree;
}

/**
 * The children of an element of tag `parentTag` with its raw nodes read as
 * parse5 reads them in sequence (the same array when there are none);
 * `visit` is called with each element child and whether it stands in
 * phrasing. Null when a raw node is not simple, tags do not nest, or an
 * element stands where parse5 would move it.
 */
function buildChildren(
  children: HastParent['children'],
  parentTag: string | null,
  phrasing: boolean,
  visit: (element: Extract<HastContent, { type: 'element' }>, phrasing: boolean) => void,
): ElementContent[] | null {
  const result: ElementContent[] = [];
  const open: { name: string; children: ElementContent[]; attributes: Properties }[] = [];
  const place = () => (open.length > 0 ? open[open.length - 1]!.children : result);
  // How many of the open elements are phrasing parents (counted, not searched: hostile nesting).
  let phrasingOpen = 0;
  const inPhrasing = () => phrasing || phrasingOpen > 0;
  let hasRaw = false;
  for (const child of children) {
    if (child.type === 'text') {
      if (child.value.includes('\0')) return null;
      place().push(child);
      continue;
    }
    if (child.type === 'element') {
      const kind = TREE_ELEMENTS[child.tagName];
      const here = inPhrasing();
      if (!kind || (kind === 'flow' && here)) return null;
      const listParent = open.length > 0 ? open[open.length - 1]!.name : parentTag;
      if (child.tagName === 'li' && listParent !== 'ul' && listParent !== 'ol') return null;
      visit(child, here);
      place().push(child);
      continue;
    }
    if (child.type !== 'raw') return null;
    hasRaw = true;
    const tokens = simpleTokens(child.value);
    if (!tokens) return null;
    for (const token of tokens) {
      if (token.kind === 'text') place().push({ type: 'text', value: token.value });
      else if (token.kind === 'end') {
        const top = open.pop();
        if (!top || top.name !== token.name) return null;
        if (PHRASING_PARENTS.has(top.name)) phrasingOpen--;
        place().push(h(top.name, top.attributes, top.children));
      } else if (SIMPLE_TAGS[token.name] === 'flow' && inPhrasing()) return null;
      else if (VOID_TAGS.has(token.name)) place().push(h(token.name, token.attributes));
      else if (token.selfClosing) return null;
      else {
        if (PHRASING_PARENTS.has(token.name)) phrasingOpen++;
        open.push({ name: token.name, children: [], attributes: token.attributes });
      }
    }
  }
  if (open.length > 0) return null;
  return hasRaw ? result : (children as ElementContent[]);
}
