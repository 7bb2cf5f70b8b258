/**
 * The kinds of page the search index knows (`data-pagefind-filter="kind"`,
 * set by Base.astro's `searchKind`), in the order the search page offers them
 * as filters. One list for the search page's filter form and the results code.
 */

/** A kind of search result. */
export type ResultKind = 'rule' | 'power' | 'deity' | 'monster' | 'feat' | 'art' | 'item' | 'trap';

/** Every result kind with its label (one result) and its filter label (many). */
export const SEARCH_KINDS: readonly { kind: ResultKind; label: string; plural: string }[] = [
  { kind: 'rule', label: 'Rule', plural: 'Rules' },
  { kind: 'power', label: 'Power', plural: 'Powers' },
  { kind: 'deity', label: 'Deity', plural: 'Deities' },
  { kind: 'monster', label: 'Monster', plural: 'Monsters' },
  { kind: 'feat', label: 'Feat', plural: 'Feats' },
  { kind: 'art', label: 'Art', plural: 'Arts' },
  { kind: 'item', label: 'Magic item', plural: 'Magic items' },
  { kind: 'trap', label: 'Trap', plural: 'Traps' },
];

/** The kind named by a URL or form value, or undefined for anything else. */
export function resultKind(value: string | null | undefined): ResultKind | undefined {
  return SEARCH_KINDS.find((entry) => entry.kind === value)?.kind;
}
