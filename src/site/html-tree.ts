/**
 * The site's one parse of an HTML fragment into a hast tree, for the helpers
 * that rewrite compiler HTML (the Linker's term and content links, block
 * placeholders, pictures, the home page's content); ./tree-html.ts writes
 * trees back. Without source positions: nothing the site does with a
 * fragment reads them, and recording them was about a third of each parse
 * (hast-util-from-html always asks parse5 for them). The same tree
 * otherwise: parse5's fragment parse, scripting off as hast-util-from-html
 * has it, mapped by hast-util-from-parse5.
 */
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';

/** The hast tree (a root) of the HTML fragment `html`, without positions. */
export function htmlTree(html: string): Root {
  return fromParse5(parseFragment(html, { scriptingEnabled: false })) as Root;
}
