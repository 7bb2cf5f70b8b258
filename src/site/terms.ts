/**
 * Cross-linking of rules prose to the terms index (conditions, actions, power
 * keywords, glossary entries). Pure: no DOM, no Astro. `buildTermIndex` runs
 * once per build; `linkTerms` runs once per rendered HTML fragment and wraps
 * the first mention of each term per paragraph-level block in a link whose
 * `data-term` lets the client script (src/client/term-preview-popover.ts) find the
 * preview rendered once per page by TermPreviews.astro.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { htmlTree } from './html-tree.ts';
import { treeHtml } from './tree-html.ts';
import type { Term, TermKind } from '../compiler/index.ts';
import {
  buildNameTrie,
  matchNames,
  type NameMatch,
  type NameTrie,
  normaliseName,
} from './name-matcher.ts';
import { plural, singular } from './inflect.ts';
import { guardOf, meansTerm, NO_SENSE, type Guard, type SenseSources } from './term-sense.ts';
import { oncePer } from './once-per.ts';

/** What a linkable name resolves to. */
export interface IndexedTerm {
  id: string;
  name: string;
  kind: TermKind;
  section: string;
  url: string;
}

/** The linkable names of a rulebook and the single matcher built from them. */
export interface TermIndex {
  /** Normalised name (lowercase, single spaces, straight apostrophes) → the term it denotes. */
  readonly names: ReadonlyMap<string, IndexedTerm>;
  /**
   * The matcher of every name and of the game's phrases that are no term
   * ("standard action": found so its words are not linked apart), longest
   * first, at word boundaries; `null` when there is none.
   */
  readonly matcher: NameTrie | null;
  /** Term id → the guard of a term linked only where the text marks it (src/site/term-sense.ts). */
  readonly guards: ReadonlyMap<string, Guard>;
}

/** Options of `linkTerms`. */
export interface LinkOptions {
  /** Id of the section whose HTML is being linked: its own terms are not linked to it. */
  currentSection?: string;
  /** URL of the page being built: a term whose target is this page is not linked (no self-links). */
  currentUrl?: string;
}

/** Which kind wins when one name denotes terms in different sections. */
const KIND_PRIORITY: readonly TermKind[] = [
  'condition',
  'action',
  'keyword',
  'glossary',
  'monster',
  'feat',
  'art',
  'item',
  'trap',
  'species',
  'crux',
  'class',
  'discipline',
  'kit',
  'path',
  'feat-path',
];

/** Names (or forms) shorter than this are never linked: "Kit", "Far", "Arc" are everyday words. */
const MIN_LENGTH = 4;

/**
 * Names that are also ordinary English and would over-link rules prose. Chosen
 * by reading how each term is used in content/rulebook.md; a term stays
 * linkable unless most of its mentions are *not* the rules term:
 * - "form" ("in their new form", "a damaging form"), "source" ("a source of
 *   light"), "tags", "tradition" ("law, tradition, or personal codes"),
 *   "adventurer" ("facing an adventurer") — generic nouns;
 * - "near" ("those near the user"), "walk" ("walk a number of miles"),
 *   "ready" / "refresh" / "endure" / "consistent" / "practical" / "crafting" /
 *   "immortal" — generic verbs and adjectives;
 * - "archer" — a monster role, but more often just a kind of character;
 * - "use a power" — the action's name is the commonest phrase in the book;
 * - "summon" — the singular derived from "Summons" is a verb.
 * Qualified phrases stay linkable ("Adventurer tier", "Endure skill"), see `forms`.
 */
const STOP_NAMES: ReadonlySet<string> = new Set([
  'form',
  'forms',
  'source',
  'sources',
  'tags',
  'tag',
  'tradition',
  'traditions',
  'adventurer',
  'adventurers',
  'near',
  'walk',
  'walks',
  'ready',
  'readies',
  'refresh',
  'refreshes',
  'endure',
  'endures',
  'consistent',
  'practical',
  'crafting',
  'immortal',
  'immortals',
  'archer',
  'archers',
  'use a power',
  'summon',
]);

/** Elements whose text is never linked (headings, links, code, controls, dice, placeholders). */
const SKIP_TAGS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'code',
  'pre',
  'kbd',
  'samp',
  'button',
  'label',
  'select',
  'option',
  'textarea',
  'script',
  'style',
  'template',
  'svg',
  'math',
  'dfn',
]);

/** Elements that start a new "paragraph" for the one-link-per-term rule. */
const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'summary',
  'blockquote',
  'div',
  'section',
  'article',
  'aside',
  'details',
  'header',
  'footer',
]);

/** Whether a form is too short or too generic to link. */
function stopped(form: string): boolean {
  const key = normaliseName(form);
  return key.length < MIN_LENGTH || STOP_NAMES.has(key);
}

/**
 * The forms under which a term can be linked. `exact` forms (the name, and for
 * glossary entries the name followed by its one-word qualifier: "Adventurer
 * tier", "Conjuration incantation") win over inflected ones when two terms
 * compete for a string. A stopped name takes its inflections with it, but its
 * qualified phrase ("Endure skill", "Near range") stays linkable.
 */
function forms(term: Term, kinds: ReadonlyMap<string, ReadonlySet<TermKind>>) {
  const out: { form: string; exact: boolean }[] = [];
  const q = term.kind === 'glossary' ? term.qualifier?.trim() : undefined;
  // "Controlled (condition)" and "Dash (action)" repeat a canonical definition:
  // they compete for the bare name only (and lose to it), with no other form.
  const duplicate = !!q && !!kinds.get(normaliseName(term.name))?.has(q.toLowerCase() as TermKind);
  const add = (form: string) => {
    out.push({ form, exact: true });
    // Conditions and other participles ("Dazed", "Staggered") have no plural.
    const inflects = !duplicate && term.kind !== 'condition' && !/ed$/i.test(form);
    const other = inflects ? (plural(form) ?? singular(form)) : null;
    if (other && !stopped(other)) out.push({ form: other, exact: false });
  };
  if (!stopped(term.name)) add(term.name);
  if (q && /^[\p{L}-]+$/u.test(q) && !duplicate) add(`${term.name} ${q}`);
  return out;
}

/** Resolves the terms sharing one name to the single one it denotes, or null if ambiguous. */
function resolve(candidates: readonly Term[]): Term | null {
  const byPriority = [...candidates].sort(
    (a, b) => KIND_PRIORITY.indexOf(a.kind) - KIND_PRIORITY.indexOf(b.kind),
  );
  const first = byPriority[0];
  if (!first) return null;
  if (new Set(candidates.map((t) => t.section)).size === 1) return first;
  const top = byPriority.filter((t) => t.kind === first.kind);
  return top.length === 1 ? first : null;
}

/**
 * Maps every linkable name (lowercased) to the one term it denotes. A name
 * shared by terms of different sections goes to the highest-priority kind
 * (condition > action > keyword > glossary) only when exactly one term has that
 * kind; otherwise it is not linked. Short names and `STOP_NAMES` are skipped.
 * `sense` gives the phrases matched as a whole and what guards a term named
 * as a game, a book or an everyday word (src/site/term-sense.ts).
 */
export function buildTermIndex(
  terms: Term[],
  urlOf: (section: string, term: Term) => string,
  sense: SenseSources = NO_SENSE,
): TermIndex {
  const kinds = new Map<string, Set<TermKind>>();
  for (const term of terms) {
    const key = normaliseName(term.name);
    kinds.set(key, (kinds.get(key) ?? new Set()).add(term.kind));
  }
  const exact = new Map<string, Term[]>();
  const inflected = new Map<string, Term[]>();
  for (const term of terms) {
    for (const { form, exact: isExact } of forms(term, kinds)) {
      const key = normaliseName(form);
      const map = isExact ? exact : inflected;
      const list = map.get(key) ?? [];
      if (!list.some((t) => t.id === term.id)) list.push(term);
      map.set(key, list);
    }
  }
  const names = new Map<string, IndexedTerm>();
  for (const key of new Set([...exact.keys(), ...inflected.keys()])) {
    // An exact name wins over another term's inflected form ("Recoveries" vs a plural).
    const term = resolve(exact.get(key) ?? inflected.get(key) ?? []);
    if (!term) continue;
    const { id, name, kind, section } = term;
    names.set(key, { id, name, kind, section, url: urlOf(section, term) });
  }
  const titles = new Set(sense.titles.map(normaliseName));
  const guards = new Map<string, Guard>();
  for (const term of terms) {
    const guard = guardOf(term, sense, titles);
    if (guard) guards.set(term.id, guard);
  }
  const phrases = sense.phrases.map(normaliseName).filter((phrase) => !names.has(phrase));
  const matched = [...names.keys(), ...phrases];
  return { names, matcher: names.size > 0 ? buildNameTrie(matched) : null, guards };
}

function hasClass(node: Element, name: string): boolean {
  const cls = node.properties.className;
  return Array.isArray(cls) ? cls.includes(name) : cls === name;
}

function skipped(node: Element): boolean {
  return (
    SKIP_TAGS.has(node.tagName) ||
    hasClass(node, 'dice') ||
    node.properties.dataBlock !== undefined ||
    node.properties.dataTerm !== undefined
  );
}

/**
 * Whether HTML may mention an indexed term: false only when it surely does
 * not, so callers can skip parsing it (entities could hide a mention, so any
 * `&` answers true).
 */
export function mayMentionTerms(html: string, index: TermIndex): boolean {
  const { matcher } = index;
  if (!matcher) return false;
  if (html.includes('&')) return true;
  const cache = scansOf(index);
  let found = cache.tested.get(html);
  if (found === undefined)
    cache.tested.set(html, (found = matchNames(html, matcher, 1).length > 0));
  return found;
}

/**
 * What an index's matcher found in the texts it was already run over. The
 * same fragment is linked on several pages (its chapter, its record page,
 * the whole-book page, the indexes), so each text is scanned once per build;
 * which matches become links still depends on the page.
 */
interface Scans {
  tested: Map<string, boolean>;
  mentions: Map<string, readonly NameMatch[]>;
}

const scansOf = oncePer((_: TermIndex): Scans => ({ tested: new Map(), mentions: new Map() }));

/** Every mention of the index's names in `value`, in order. */
function mentionsIn(value: string, index: TermIndex, matcher: NameTrie): readonly NameMatch[] {
  const cache = scansOf(index).mentions;
  let mentions = cache.get(value);
  if (!mentions) cache.set(value, (mentions = matchNames(value, matcher)));
  return mentions;
}

/**
 * Wraps the first mention of each indexed term per paragraph-level block of a
 * hast tree, in place, in `<a class="term-link" href="{url}" data-term="{id}">`.
 * Text inside headings, links, code, buttons, `.dice` spans and `[data-block]`
 * placeholders is left alone, and a term is not linked inside its own section.
 * Returns the distinct ids linked, in order of first link (none: the tree is unchanged).
 */
export function linkTermsInTree(tree: Root, index: TermIndex, options: LinkOptions = {}): string[] {
  const { matcher, names } = index;
  if (!matcher) return [];
  // A phrase that is no term ("standard action") is matched too, and links nothing.
  const used = new Set<string>();

  const linkText = (text: Text, seen: Set<string>): ElementContent[] | null => {
    const value = text.value;
    const out: ElementContent[] = [];
    let last = 0;
    for (const m of mentionsIn(value, index, matcher)) {
      const term = names.get(m.name);
      // A monster's term links to its own page, so it is linked even in its own section.
      const own = term?.section === options.currentSection && term?.kind !== 'monster';
      if (!term || seen.has(term.id) || own || term.url === options.currentUrl) continue;
      const guard = index.guards.get(term.id);
      if (guard && !meansTerm(value, m.index, m.end, guard)) continue;
      seen.add(term.id);
      used.add(term.id);
      if (m.index > last) out.push({ type: 'text', value: value.slice(last, m.index) });
      out.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['term-link'], href: term.url, dataTerm: term.id },
        children: [{ type: 'text', value: value.slice(m.index, m.end) }],
      });
      last = m.end;
    }
    if (last === 0) return null;
    if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
    return out;
  };

  const walk = (parent: Root | Element, seen: Set<string>): void => {
    const children = parent.children as (RootContent | ElementContent)[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.type === 'text') {
        const replacement = linkText(child, seen);
        if (replacement) {
          children.splice(i, 1, ...replacement);
          i += replacement.length - 1;
        }
      } else if (child.type === 'element' && !skipped(child)) {
        walk(child, BLOCK_TAGS.has(child.tagName) ? new Set() : seen);
      }
    }
  };

  walk(tree, new Set());
  return [...used];
}

/**
 * {@link linkTermsInTree} over an HTML fragment. Returns the HTML and the ids
 * linked; HTML without any mention is returned unchanged (not re-serialised).
 */
export function linkTerms(
  html: string,
  index: TermIndex,
  options: LinkOptions = {},
): { html: string; used: string[] } {
  if (!mayMentionTerms(html, index)) return { html, used: [] };
  const tree = htmlTree(html);
  const used = linkTermsInTree(tree, index, options);
  return used.length > 0 ? { html: treeHtml(tree), used } : { html, used: [] };
}

/** The text of a hast element, concatenated. */
function textOf(node: Element): string {
  return node.children
    .map((child) =>
      child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '',
    )
    .join('');
}

/** The label a glossary entry is written under: "Near (range)" for Near with qualifier "range". */
export function glossaryLabel(term: Pick<Term, 'name' | 'qualifier'>): string {
  return term.qualifier ? `${term.name} (${term.qualifier})` : term.name;
}

/**
 * Gives glossary entries their own anchors, in place: the bold label of each
 * entry (`**Near (range):**`) gets the id `anchors` maps its label to, so a
 * term links to its own definition, not to the top of its section. Returns
 * whether any id was set.
 */
export function anchorGlossaryEntries(tree: Root, anchors: ReadonlyMap<string, string>): boolean {
  let changed = false;
  const done = new Set<string>();
  const walk = (parent: Root | Element): void => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if ((child.tagName === 'strong' || child.tagName === 'b') && !child.properties.id) {
        const label = normaliseName(textOf(child).replace(/\s*:\s*$/, ''));
        const id = anchors.get(label);
        if (id && !done.has(id)) {
          child.properties.id = id;
          done.add(id);
          changed = true;
          continue;
        }
      }
      walk(child);
    }
  };
  walk(tree);
  return changed;
}

/** The glossary anchors of a section's terms, keyed by normalised label, for {@link anchorGlossaryEntries}. */
export function glossaryAnchors(
  terms: readonly Term[],
  anchorOf: (term: Term) => string,
): Map<string, string> {
  return new Map(
    terms
      .filter((term) => term.kind === 'glossary')
      .map((term) => [normaliseName(glossaryLabel(term)), anchorOf(term)]),
  );
}
