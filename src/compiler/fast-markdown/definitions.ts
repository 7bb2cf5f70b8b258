/**
 * Link reference and footnote definitions for a text parsed in pieces. A
 * definition (`[x]: /url`, `[^x]: note`) applies to the whole document: it
 * makes every `[x]` (or `[^x]`) anywhere a reference. Parsed apart, a
 * segment or chunk would not know the definitions of the others, so its
 * parse is given them: remark parses it after a prefix that defines the
 * same labels, and the prefix's nodes are dropped again. A reference's
 * node holds its label, never the definition's URL, so defining the label
 * is all the piece needs.
 */
import type { Root, RootContent } from 'mdast';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { shiftPositions } from './positions.ts';

/** The labels a document defines (their identifiers: normalised, escapes kept), of each kind. */
export interface Definitions {
  links: readonly string[];
  footnotes: readonly string[];
}

/** What any definition holds. */
export const DEFINITION_SIGN = ']:';

/**
 * The definitions in parsed trees (at any depth: in blockquotes, list
 * items, footnotes): undefined when there are none, `'unwritable'` when a
 * prefix would not define the same labels again (`parse` checks it; never
 * seen, but then the document must be parsed in one piece).
 */
export function definitionsIn(
  trees: readonly Root[],
  parse: (text: string) => Root,
): Definitions | 'unwritable' | undefined {
  const links: string[] = [];
  const footnotes: string[] = [];
  const identifiers: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'definition' || node.type === 'footnoteDefinition') {
      // The identifier, not the label: it keeps the source's escapes (and means the same).
      (node.type === 'definition' ? links : footnotes).push(node.identifier);
      identifiers.push(`${node.type} ${node.identifier}`);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  for (const tree of trees) visit(tree);
  if (links.length + footnotes.length === 0) return undefined;
  const definitions = { links, footnotes };
  const again = parse(prefixOf(definitions).text).children;
  const written = again
    .slice(0, -1)
    .map((node) =>
      node.type === 'definition' || node.type === 'footnoteDefinition'
        ? `${node.type} ${node.identifier}`
        : node.type,
    );
  const expected = [
    ...identifiers.filter((id) => id.startsWith('footnoteDefinition ')),
    ...identifiers.filter((id) => id.startsWith('definition ')),
  ];
  return again.at(-1)?.type === 'thematicBreak' && written.join('\n') === expected.join('\n')
    ? definitions
    : 'unwritable';
}

/** The prefix defining `definitions`, and how many top-level nodes and lines it takes. */
interface Prefix {
  text: string;
  nodes: number;
  lines: number;
}

const prefixes = new WeakMap<Definitions, Prefix>();

/**
 * One definition a line, each followed by a blank line (a footnote's text
 * would take the next line lazily), then a thematic break that closes any
 * footnote before the piece starts (an indented first line would be the
 * footnote's).
 */
function prefixOf(definitions: Definitions): Prefix {
  let prefix = prefixes.get(definitions);
  if (!prefix) {
    const lines = [
      ...definitions.footnotes.map((label) => `[^${label}]: x`),
      ...definitions.links.map((label) => `[${label}]: x`),
      '***',
    ];
    prefix = { text: lines.join('\n\n') + '\n\n', nodes: lines.length, lines: lines.length * 2 };
    prefixes.set(definitions, prefix);
  }
  return prefix;
}

/**
 * A key for what a piece's parse depends on besides its text: the
 * definitions it is parsed with (empty when there are none).
 */
export function definitionsKey(definitions: Definitions | undefined): string {
  return definitions ? prefixOf(definitions).text : '';
}

/**
 * Parses `text` with `parse` (remark) as if the document's `definitions`
 * were there: positions and nodes are those of `text` parsed in place.
 * Returns undefined when the prefix did not give one node a definition
 * (a label the prefix could not write again): the caller then parses the
 * whole document in one piece.
 */
export function parseWithDefinitions(
  text: string,
  parse: (text: string) => Root,
  definitions: Definitions,
): Root | undefined {
  const used = definitionsUsedIn(text, definitions);
  if (used === null) return parse(text);
  const prefix = prefixOf(used);
  const tree = parse(prefix.text + text);
  const dropped = tree.children.splice(0, prefix.nodes);
  const last = dropped.pop();
  if (
    last?.type !== 'thematicBreak' ||
    last.position?.start.line !== prefix.lines - 1 ||
    dropped.some((node) => node.type !== 'definition' && node.type !== 'footnoteDefinition')
  )
    return undefined;
  shiftPositions(tree, -prefix.lines, -prefix.text.length);
  // The root spans the text alone.
  tree.position = {
    start: { line: 1, column: 1, offset: 0 },
    end: tree.position!.end,
  };
  return tree;
}

/** A `[…]` without brackets inside: every label a reference could use is one. */
const BRACKETED = /\[([^[\]]*)\]/g;

/** A `[…]` whose label may hold escaped characters (`[a\\]b]`): a reference's label, as written. */
const LABELLED = /\[((?:\\.|[^[\]\\])*)\]/g;

/**
 * The definitions `text` can use: those whose label it writes in brackets
 * (`[x]`, `[^x]`, escapes included), null for none; all of them when a
 * label runs over several lines (a container's markers could hide it). A piece is
 * parsed after a prefix of just these, so a document of N definitions and
 * N pieces costs N prefixes of a few lines, not N prefixes of N lines.
 */
function definitionsUsedIn(text: string, definitions: Definitions): Definitions | null {
  if (!text.includes('[')) return null;
  const links = new Set<string>();
  const footnotes = new Set<string>();
  const { linkIds, footnoteIds } = identifierMaps(definitions);
  for (const match of text.matchAll(LABELLED)) {
    const label = match[1]!;
    if (label.includes('\n')) return definitions;
    const link = linkIds.get(normalizeIdentifier(label));
    if (link !== undefined) links.add(link);
    const footnote = label.startsWith('^')
      ? footnoteIds.get(normalizeIdentifier(label.slice(1)))
      : undefined;
    if (footnote !== undefined) footnotes.add(footnote);
  }
  if (links.size + footnotes.size === 0) return null;
  return {
    links: definitions.links.filter((id) => links.has(id)),
    footnotes: definitions.footnotes.filter((id) => footnotes.has(id)),
  };
}

const identifierMapsOf = new WeakMap<
  Definitions,
  { linkIds: ReadonlyMap<string, string>; footnoteIds: ReadonlyMap<string, string> }
>();

/** Each kind's identifiers by their normalised form (what a written label normalises to). */
function identifierMaps(definitions: Definitions) {
  let maps = identifierMapsOf.get(definitions);
  if (!maps) {
    maps = {
      linkIds: new Map(definitions.links.map((id) => [normalizeIdentifier(id), id])),
      footnoteIds: new Map(definitions.footnotes.map((id) => [normalizeIdentifier(id), id])),
    };
    identifierMapsOf.set(definitions, maps);
  }
  return maps;
}

/**
 * True when `text` may use one of the `definitions` (a `[label]` whose label
 * is defined, or one over several lines, which a container's markers could
 * hide): the fast parser reads brackets as text and must leave it to remark.
 */
export function mayReference(text: string, definitions: Definitions): boolean {
  if (!text.includes('[')) return false;
  const defined = definedSet(definitions);
  for (const match of text.matchAll(BRACKETED)) {
    const label = match[1]!;
    if (label.includes('\n') || defined.has(normalizeIdentifier(label))) return true;
  }
  return false;
}

const definedSets = new WeakMap<Definitions, ReadonlySet<string>>();

function definedSet(definitions: Definitions): ReadonlySet<string> {
  let set = definedSets.get(definitions);
  if (!set) {
    set = new Set(definitions.links.map(normalizeIdentifier));
    definedSets.set(definitions, set);
  }
  return set;
}
