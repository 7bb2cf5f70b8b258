/**
 * HTML compared by meaning, for tests holding two renderings equal (Astro
 * components and src/site/render/): parsed, whitespace-only text between
 * elements dropped, runs of whitespace collapsed, whitespace at the start and
 * end of an element's content trimmed (Astro keeps the template's line breaks
 * there), attributes sorted by name, module scripts left out, serialized again. Everything else (tags, classes, attribute values, text)
 * must match exactly.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';

function clean(nodes: RootContent[]): RootContent[] {
  const kept: RootContent[] = [];
  for (const [index, node] of nodes.entries()) {
    if (node.type === 'text') {
      let value = node.value.replace(/\s+/g, ' ');
      if (index === 0) value = value.trimStart();
      if (index === nodes.length - 1) value = value.trimEnd();
      if (value.trim() !== '') kept.push({ ...node, value });
    } else if (node.type === 'element') {
      // Astro places a component's module script where the component is first used.
      if (node.tagName === 'script') continue;
      const properties = Object.fromEntries(
        Object.entries(node.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      kept.push({ ...node, properties, children: clean(node.children) as Element['children'] });
    } else if (node.type !== 'comment') kept.push(node);
  }
  return kept;
}

/** `html` (a fragment) normalized for comparison. */
export function normalizeHtml(html: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  return toHtml({ type: 'root', children: clean(tree.children) }).replace(/> </g, '><');
}
