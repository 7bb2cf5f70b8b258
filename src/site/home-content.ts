/**
 * The front page's content: each content directory's `index.md` as the
 * compiler rendered it (the manifest's `home`), ready for the home page. Its
 * links to books by file name (`Orcus Rulebook - current.md`, spaces or
 * `%20`) go to the pages that show them, as in any chapter; its headings sit
 * one level below the page's own title, so the page keeps one `h1`.
 */
import type { Root } from 'hast';
import { htmlTree } from './html-tree.ts';
import { treeHtml } from './tree-html.ts';
import { visit } from 'unist-util-visit';
import type { RulebookData } from '../compiler/index.ts';
import { buildLinkTargets, rewriteLinksInTree } from './content-links.ts';

/** One home page's HTML as the front page shows it. */
export interface HomeSection {
  /** The `index.md` it comes from. */
  file: string;
  html: string;
}

/** The home pages of the data, links rewritten and headings moved down a level; empty without any. */
export function homeSections(data: RulebookData): HomeSection[] {
  const pages = data.manifest.home ?? [];
  if (pages.length === 0) return [];
  const targets = buildLinkTargets(data);
  return pages.map(({ file, html }) => {
    const tree = htmlTree(html);
    rewriteLinksInTree(tree, file, targets);
    demoteHeadings(tree);
    return { file, html: treeHtml(tree) };
  });
}

/** Moves every heading down one level (`h1` → `h2`, …; `h6` stays), in place. */
function demoteHeadings(tree: Root): void {
  visit(tree, 'element', (node) => {
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (level) node.tagName = `h${Math.min(6, Number(level) + 1)}`;
  });
}
