/**
 * The hast of plain markdown, made without mdast-util-to-hast.
 *
 * The renderers run for every power line, field, table cell and section
 * body: thousands of calls of a few nodes each, where mdast-util-to-hast
 * spent most of its time setting up its state (a walk for definitions, a
 * handler table) rather than converting. Text, strong, emphasis,
 * strikethrough, code, hard breaks and dice marks, in paragraphs, headings,
 * block quotes, lists, rules and the compiler's block placeholders, are converted
 * here, node for node as mdast-util-to-hast converts them; anything else (raw
 * HTML, links, images, task lists, tables, code blocks, footnotes, nodes carrying
 * `data`) returns null and takes the general path.
 * tests/compiler/render.test.ts compares the two on generated trees.
 */
import type { Element, ElementContent } from 'hast';
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';

/** The hast children of a root holding the blocks `nodes`, or null when a node is not plain. */
export function plainBlocks(nodes: readonly RootContent[]): ElementContent[] | null {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    const result = convertBlock(node);
    if (result === null) return null;
    out.push(result);
  }
  return out;
}

/** As mdast-util-to-hast's `wrap`: blocks separated by newlines, and framed by them when `loose`. */
export function wrapBlocks(nodes: ElementContent[], loose: boolean): ElementContent[] {
  const out: ElementContent[] = loose ? [newline()] : [];
  nodes.forEach((node, index) => {
    if (index > 0) out.push(newline());
    out.push(node);
  });
  if (loose && nodes.length > 0) out.push(newline());
  return out;
}

const newline = (): ElementContent => ({ type: 'text', value: '\n' });

function convertBlock(node: RootContent): Element | null {
  if (node.type === 'blockRef' || node.type === 'tocMarker') return placeholder(node.data);
  if (node.data !== undefined) return null;
  switch (node.type) {
    case 'paragraph':
    case 'heading': {
      const children = plainPhrasing(node.children);
      const tagName = node.type === 'paragraph' ? 'p' : `h${node.depth}`;
      return children && element(tagName, children);
    }
    case 'blockquote': {
      const children = plainBlocks(node.children);
      return children && element('blockquote', wrapBlocks(children, true));
    }
    case 'thematicBreak':
      return element('hr', []);
    case 'list':
      return list(node);
    default:
      return null;
  }
}

/** A list as mdast-util-to-hast makes it: task lists (checkboxes) are left to it. */
function list(node: List): Element | null {
  const loose = listLoose(node);
  const items: ElementContent[] = [];
  for (const item of node.children) {
    if (item.data !== undefined || typeof item.checked === 'boolean') return null;
    const li = listItem(item, loose);
    if (li === null) return null;
    items.push(li);
  }
  const result = element(node.ordered ? 'ol' : 'ul', wrapBlocks(items, true));
  if (typeof node.start === 'number' && node.start !== 1) result.properties = { start: node.start };
  return result;
}

/** An item: in a tight list its paragraphs give their content without `<p>`. */
function listItem(item: ListItem, loose: boolean): Element | null {
  const results = plainBlocks(item.children);
  if (results === null) return null;
  const isParagraph = (node: ElementContent | undefined) =>
    node?.type === 'element' && node.tagName === 'p';
  const children: ElementContent[] = [];
  results.forEach((child, index) => {
    if (loose || index !== 0 || !isParagraph(child)) children.push(newline());
    if (isParagraph(child) && !loose) children.push(...(child as Element).children);
    else children.push(child);
  });
  const tail = results.at(-1);
  if (tail && (loose || !isParagraph(tail))) children.push(newline());
  return element('li', children);
}

/** Whether a list is loose: spread itself, or any item spread (or, unsaid, holding several blocks). */
function listLoose(node: List): boolean {
  return (
    node.spread === true ||
    node.children.some((item) =>
      item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread,
    )
  );
}

/** A block placeholder or TOC marker becomes the element its data names, with its properties. */
function placeholder(data: {
  hName: string;
  hProperties: Readonly<Record<string, string>>;
}): Element | null {
  if ('hChildren' in data) return null;
  const div = element(data.hName, []);
  div.properties = { ...data.hProperties };
  return div;
}

/** The element each plain mdast parent becomes. */
const PARENT_TAGS: Readonly<Record<string, string>> = {
  strong: 'strong',
  emphasis: 'em',
  delete: 'del',
};

/** The hast children of a paragraph holding `nodes`, or null when a node is not plain. */
export function plainPhrasing(nodes: readonly PhrasingContent[]): ElementContent[] | null {
  const out: ElementContent[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const result = convert(nodes[index]!);
    if (result === null) return null;
    if (Array.isArray(result)) {
      out.push(...result);
      continue;
    }
    // As mdast-util-to-hast: what follows a hard break loses its leading spaces and tabs.
    if (index > 0 && nodes[index - 1]!.type === 'break') trimHeadText(result);
    out.push(result);
  }
  return out;
}

function convert(node: PhrasingContent): ElementContent | ElementContent[] | null {
  if (node.type === 'diceMark') return diceMark(node);
  if (node.data !== undefined) return null;
  switch (node.type) {
    case 'text':
      return { type: 'text', value: trimLines(node.value) };
    case 'inlineCode':
      return element('code', [{ type: 'text', value: node.value.replace(/\r?\n|\r/g, ' ') }]);
    case 'break':
      return [element('br', []), { type: 'text', value: '\n' }];
    case 'strong':
    case 'emphasis':
    case 'delete': {
      const children = plainPhrasing(node.children);
      return children && element(PARENT_TAGS[node.type]!, children);
    }
    default:
      return null;
  }
}

/** A dice mark becomes its `span` (its data names the element and its properties). */
function diceMark(node: PhrasingContent & { type: 'diceMark' }): Element | null {
  const { hName, hProperties } = node.data;
  if (hName !== 'span' || 'hChildren' in node.data) return null;
  const children = plainPhrasing(node.children);
  if (!children) return null;
  const mark = element('span', children);
  mark.properties = { ...hProperties, className: [...hProperties.className] };
  return mark;
}

function element(tagName: string, children: ElementContent[]): Element {
  return { type: 'element', tagName, properties: {}, children };
}

function trimHeadText(node: ElementContent): void {
  const head = node.type === 'text' ? node : node.type === 'element' ? node.children[0] : undefined;
  if (head?.type === 'text') head.value = head.value.replace(/^[ \t]+/, '');
}

/** Spaces and tabs around line endings removed, as the `trim-lines` package does for mdast-util-to-hast. */
function trimLines(value: string): string {
  return /[\r\n]/.test(value) ? value.replace(/[ \t]*(\r?\n|\r)[ \t]*/g, '$1') : value;
}
