/**
 * A documentation file (docs/*.md, plain GitHub-flavoured markdown, not
 * rulebook content) as HTML for its site page: each heading gets the id of its
 * text's slug, so a diagnostic code's entry is `#` + `slugify(code)`. Raw HTML
 * in the docs is dropped, never passed through.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'mdast-util-to-string';
import { toHast } from 'mdast-util-to-hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { slugify } from '../compiler/helpers.ts';

/** A rendered doc: its first h1's text and the HTML after it. */
export interface DocPage {
  title: string;
  html: string;
}

/** Renders a doc; headings get slug ids (repeats keep the first; later ones get none). */
export function renderDoc(markdown: string): DocPage {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  let title = '';
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1) {
    title = toString(first);
    tree.children.shift();
  }
  const hast = toHast(tree) as Root;
  const seen = new Set<string>();
  visit(hast, 'element', (node: Element) => {
    if (!/^h[2-6]$/.test(node.tagName)) return;
    const id = slugify(toHtmlText(node));
    if (seen.has(id)) return;
    seen.add(id);
    node.properties['id'] = id;
  });
  return { title, html: toHtml(hast) };
}

function toHtmlText(node: Element): string {
  let text = '';
  visit(node, 'text', (leaf: { value: string }) => {
    text += leaf.value;
  });
  return text;
}
