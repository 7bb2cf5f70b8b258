/**
 * A tiny HTML writer for the pure card renderers (src/site/render/): escaped
 * text and attributes, elements as strings. Used where Astro components cannot
 * run (the playground's Web Worker), with tests holding the output equal to
 * the components' HTML.
 */

/** An attribute value: omitted when `undefined`, `null` or `false`; bare when `true`. */
export type AttributeValue = string | number | boolean | null | undefined;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value) with `& < > " '` escaped. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** ` name="value"` for each attribute that is set, in order. */
export function attrs(attributes: Record<string, AttributeValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${esc(value)}"`;
  }
  return out;
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'source', 'wbr']);

/** An element (a void one without children or end tag) with attributes and children (already HTML). */
export function el(
  tag: string,
  attributes: Record<string, AttributeValue>,
  ...children: (string | false | null | undefined)[]
): string {
  if (VOID.has(tag)) return `<${tag}${attrs(attributes)}>`;
  return `<${tag}${attrs(attributes)}>${children.filter((c) => typeof c === 'string').join('')}</${tag}>`;
}
