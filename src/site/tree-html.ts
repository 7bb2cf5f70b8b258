/**
 * The site's one serializer of hast trees to HTML: the renderers' `htmlOf`
 * (src/site/render/html.ts) and the helpers that rewrite compiler HTML
 * parsed by ./html-tree.ts (apart from it, so that browser bundles that
 * render cards do not carry the HTML parser).
 *
 * It writes what hast-util-to-html writes with `allowDangerousHtml`
 * (tests/site/render-html.test.ts holds it to that, byte for byte, on the
 * library's pages), at a fraction of its cost: each attribute's description
 * (property-information's `find`, which it looked up for every attribute of
 * every element) is looked up once per name, and it does only what the
 * site's trees hold, handing the rest (SVG, templates, comments) to
 * hast-util-to-html.
 */
import type { Nodes, Properties, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Raw } from 'mdast-util-to-hast';
import { find, html as htmlSchema, type Info } from 'property-information';

/** property-information's description of an attribute or property name, by name. */
const infos = new Map<string, Info>();

/** The HTML description of the attribute or hast property `name` (looked up once per name: the same each time). */
export function attributeInfo(name: string): Info {
  let info = infos.get(name);
  if (info === undefined) infos.set(name, (info = find(htmlSchema, name)));
  return info;
}

/** A character as hast-util-to-html writes it escaped: a hexadecimal reference. */
const reference = (character: string) =>
  `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;

/** What text escapes (outside `script` and `style`), a double-quoted attribute value and an attribute name. */
const TEXT_ESCAPED = /[<&]/g;
const VALUE_ESCAPED = /[\0"&'`]/g;
const NAME_ESCAPED = /[\0\t\n\f\r "&'/<=>`]/g;

/** Elements without a closing tag when empty (html-void-elements, as hast-util-to-html has them). */
const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** An element's attributes, each after a space, as hast-util-to-html writes them. */
function attributesOf(properties: Properties): string {
  let out = '';
  for (const key of Object.keys(properties)) {
    let value = properties[key];
    if (value === null || value === undefined) continue;
    const info = attributeInfo(key);
    if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
    else if (
      (info.boolean || info.overloadedBoolean) &&
      (typeof value !== 'string' || value === info.attribute || value === '')
    )
      value = Boolean(value);
    if (value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    const name = info.attribute.replace(NAME_ESCAPED, reference);
    if (value === true) {
      out += ` ${name}`;
      continue;
    }
    const text = Array.isArray(value)
      ? info.commaSeparated
        ? (value[value.length - 1] === '' ? [...value, ''] : value).join(', ').trim()
        : value.join(' ').trim()
      : String(value);
    out += ` ${name}="${text.replace(VALUE_ESCAPED, reference)}"`;
  }
  return out;
}

/** `nodes` as HTML, children of `parent` (whose tag decides whether text is escaped). */
function serialize(nodes: readonly (RootContent | Nodes)[], parent: string | null): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out +=
          parent === 'script' || parent === 'style'
            ? node.value
            : node.value.replace(TEXT_ESCAPED, reference);
        break;
      case 'raw':
        out += (node as Raw).value;
        break;
      case 'root':
        out += serialize(node.children, null);
        break;
      case 'element': {
        const { tagName } = node;
        if (tagName === 'svg' || tagName === 'template') {
          out += toHtml(node, { allowDangerousHtml: true });
          break;
        }
        const content = serialize(node.children, tagName);
        out += `<${tagName}${attributesOf(node.properties)}>`;
        if (content !== '' || !VOID_TAGS.has(tagName.toLowerCase()))
          out += `${content}</${tagName}>`;
        break;
      }
      default:
        out += toHtml(node, { allowDangerousHtml: true });
    }
  }
  return out;
}

/** A hast tree (or several nodes) as HTML, as hast-util-to-html writes it with `allowDangerousHtml`. */
export function treeHtml(tree: Nodes | readonly Nodes[]): string {
  return serialize(Array.isArray(tree) ? tree : [tree as Nodes], null);
}
