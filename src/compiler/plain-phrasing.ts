/**
 * The hast of plain inline markdown, made without mdast-util-to-hast.
 *
 * `renderInline` runs for every power line, field and table cell: thousands of
 * calls of a few nodes each, where mdast-util-to-hast spent most of its time
 * setting up its state (a walk for definitions, a handler table) rather than
 * converting. Lines made only of text, strong, emphasis, strikethrough, code,
 * hard breaks and dice marks are converted here, node for node as
 * mdast-util-to-hast converts them; anything else (raw HTML, links, images,
 * footnotes, nodes carrying `data`) returns null and takes the general path.
 * tests/compiler/render.test.ts compares the two on generated lines.
 */
import type { Element, ElementContent } from 'hast';
import type { PhrasingContent } from 'mdast';

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
