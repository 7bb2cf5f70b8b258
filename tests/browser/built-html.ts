/**
 * A built site's pages read in-process, as hast trees queried with CSS selectors
 * (hast-util-select): for facts about the served markup that no script, style,
 * layout or focus can change (what a page lists and in which order, where a link
 * points, a heading's words). Such a fact needs no page load in Chromium, which
 * costs about 0.3–0.4 s of CPU each (docs/benchmarks.md › Test suite);
 * behaviour stays in the browser tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';

/** Parsed pages, by file: each is read and parsed once a run. */
const parsed = new Map<string, Root>();

/**
 * The page the static server serves at `path` (`/rules/`, no query) from the
 * built site in `dir`, parsed as a browser parses it.
 */
export function builtPage(dir: string, path: string): Root {
  const file = pageFile(dir, path);
  let tree = parsed.get(file);
  if (!tree) {
    tree = fromHtml(readFileSync(file, 'utf8'));
    parsed.set(file, tree);
  }
  return tree;
}

/**
 * The `<main>` element of the page at `path` in `dir` (as {@link builtPage}), parsed
 * alone: for facts about a page's content read on hundreds of pages, whose head and
 * navigation are most of their bytes (a record page of the generated library:
 * 18 KB, its `<main>` 1.5 KB). Throws when the page has no `<main>`.
 */
export function builtMain(dir: string, path: string): Root {
  const file = pageFile(dir, path);
  const key = `${file}#main`;
  let tree = parsed.get(key);
  if (!tree) {
    const html = readFileSync(file, 'utf8');
    const start = html.search(/<main[\s>]/);
    const end = html.lastIndexOf('</main>');
    if (start === -1 || end < start) throw new Error(`${file} has no <main> element.`);
    tree = fromHtml(html.slice(start, end + '</main>'.length), { fragment: true });
    parsed.set(key, tree);
  }
  return tree;
}

/** The file the static server serves at `path` from the built site in `dir`. */
function pageFile(dir: string, path: string): string {
  return join(dir, path, path.endsWith('.html') ? '' : 'index.html');
}

/** Every element of `tree` that `selector` matches, in document order. */
export function all(tree: Root | Element, selector: string): Element[] {
  return selectAll(selector, tree);
}

/** The first element of `tree` that `selector` matches; throws, naming the selector, when none does. */
export function one(tree: Root | Element, selector: string): Element {
  const found = select(selector, tree);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

/** The text of `node` as the DOM's `textContent` gives it (every descendant text, unchanged). */
export function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  return node.children.map(textOf).join('');
}

/** The texts of the elements `selector` matches in `tree`, trimmed. */
export function texts(tree: Root | Element, selector: string): string[] {
  return all(tree, selector).map((element) => textOf(element).trim());
}

/** The attribute `name` of `element` as the DOM gives it (`null` when absent). */
export function attribute(element: Element, name: string): string | null {
  const value = element.properties[toProperty(name)];
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(name === 'class' ? ' ' : ',') : String(value);
}

/** hast's property name of an HTML attribute (`aria-label` → `ariaLabel`, `class` → `className`). */
function toProperty(name: string): string {
  if (name === 'class') return 'className';
  if (name === 'for') return 'htmlFor';
  if (name.startsWith('data-') || name.startsWith('aria-'))
    return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return name;
}
