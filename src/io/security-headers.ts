/**
 * The site's security policy: each page's Content-Security-Policy, which lets
 * it load only the site's own scripts, styles, images, fonts and data (plus
 * its own inline scripts and styles, by hash), and the headers a host adds
 * when it can (never be framed, no referrer to other sites). Images a content
 * author linked from other hosts are blocked by `img-src` (the browser shows
 * their alt text); see docs/authoring.md.
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Header name → value. */
export type SecurityHeaders = Record<string, string>;

/** The CSP hash sources a set of pages needs, sorted and unique. */
export interface InlineHashes {
  /** One per distinct inline script the browser runs (classic, module, import map, speculation rules). */
  scripts: string[];
  /** One per distinct `<style>` element the browser applies. */
  styles: string[];
}

/** The script types (the `type` attribute, trimmed, ASCII case-insensitive) a browser runs, per the HTML standard. */
const RUN_SCRIPT_TYPES = new Set([
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript'],
  ...['application/x-javascript', 'text/ecmascript', 'text/javascript', 'text/jscript'],
  ...['text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3'],
  ...['text/javascript1.4', 'text/javascript1.5', 'text/livescript', 'text/x-ecmascript'],
  ...['text/x-javascript', 'module', 'importmap', 'speculationrules'],
]);

/**
 * Elements whose descendants never run as parsed: `<noscript>` is raw text
 * where scripts run (the parser here has scripting off, so it sees elements),
 * and a `<script>` or `<style>` inside MathML is not an HTML one. A
 * `<template>`'s content is not among its element's child nodes at all.
 */
const INERT_SUBTREES = new Set(['noscript', 'math']);

/**
 * An attribute's value by its qualified name (`xlink:href` for the namespaced one
 * parse5 adjusts in SVG, as for one written so on an HTML element), or undefined
 * when the element has none.
 */
function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find(
    (attr) => (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name) === name,
  )?.value;
}

/** Whether the browser runs this `<script>` element's text: no external source, and a type it runs. */
function runsInline(script: Element): boolean {
  if (['src', 'href', 'xlink:href'].some((name) => attribute(script, name) !== undefined))
    return false;
  const type = attribute(script, 'type');
  const language = attribute(script, 'language');
  const effective =
    type !== undefined && type !== ''
      ? type
      : type === undefined && language
        ? `text/${language}`
        : 'text/javascript';
  return RUN_SCRIPT_TYPES.has(effective.trim().toLowerCase());
}

/** Whether the browser applies this `<style>` element: no type, or `text/css`. */
function applies(style: Element): boolean {
  const type = attribute(style, 'type');
  return type === undefined || type === '' || type.trim().toLowerCase() === 'text/css';
}

/** The element's child text, as the browser hashes it (after the parser decoded the page). */
function childText(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** Adds the hash sources of the scripts and styles below `node` to `into`. */
function collect(node: ParentNode, into: { scripts: Set<string>; styles: Set<string> }): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child) || INERT_SUBTREES.has(child.tagName)) continue;
    const set =
      child.tagName === 'script' && runsInline(child)
        ? into.scripts
        : child.tagName === 'style' && applies(child)
          ? into.styles
          : undefined;
    const text = set ? childText(child) : '';
    if (set && text !== '')
      set.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    collect(child, into);
  }
}

/**
 * The CSP hash sources of the inline scripts and styles the browser runs in
 * `pages` (HTML texts). The pages are parsed as a browser parses them, so
 * `<script>` written in an attribute value, a comment, `<noscript>`,
 * `<template>`, `<textarea>` or `<title>` is text, not a script, and no
 * content copied into the page can get its own hash allowed.
 */
export function inlineHashes(pages: readonly string[]): InlineHashes {
  const found = { scripts: new Set<string>(), styles: new Set<string>() };
  // No source positions, no error list: only the tree (a third of hast-util-from-html's time).
  for (const html of pages) collect(parse(html, { scriptingEnabled: false }), found);
  return { scripts: [...found.scripts].sort(), styles: [...found.styles].sort() };
}

/**
 * The directive a `<meta>` policy cannot carry (browsers ignore
 * `frame-ancestors`, `report-uri` and `sandbox` there): the Content-Security-Policy
 * header of a host that can send one, beside each page's own policy.
 */
export const HEADER_POLICY = "frame-ancestors 'none'";

/**
 * The Content-Security-Policy of the page `html`, which the build writes into
 * the page's head (`<meta http-equiv>`, src/integrations/page-policy.ts) so
 * that any static host enforces it: the site's own scripts, styles, images,
 * fonts, data and workers, and the page's inline scripts and styles by hash
 * (no `'unsafe-inline'`). Pagefind's search runs WebAssembly, hence
 * `'wasm-unsafe-eval'` (which allows compiling WebAssembly only, not `eval`).
 */
export function pagePolicy(html: string): string {
  const { scripts, styles } = inlineHashes([html]);
  return [
    "default-src 'none'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The playground compiles in a Web Worker loaded from the site (src/client/playground/worker.ts).
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** What every response carries: no type sniffing (a script or data file is what its type says). */
export const ASSET_HEADERS: SecurityHeaders = { 'X-Content-Type-Options': 'nosniff' };

/**
 * What an HTML document carries besides its own policy: {@link HEADER_POLICY},
 * its older equivalent for old browsers, no referrer to other sites beyond
 * the origin (the pages say so too, `<meta name="referrer">`), and a browsing
 * context group of its own. Scripts, styles and data need none of them.
 */
export const DOCUMENT_HEADERS: SecurityHeaders = {
  ...ASSET_HEADERS,
  'Content-Security-Policy': HEADER_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
