/**
 * The kinds of page the search index knows (`data-pagefind-filter="kind"`,
 * set by Base.astro's `searchKind`), in the order the search page offers them
 * as filters. One list for the search page's filter form and the results code.
 */
import type { RecordKind } from '../compiler/index.ts';

/** A kind of search result: a rules page, or a page of a power, deity, monster or record. */
export type ResultKind = 'rule' | 'power' | 'deity' | 'monster' | RecordKind;

/** The labels of each kind (one result, many): a record kind missing here fails the type check. */
const LABELS: Record<ResultKind, { label: string; plural: string }> = {
  rule: { label: 'Rule', plural: 'Rules' },
  power: { label: 'Power', plural: 'Powers' },
  deity: { label: 'Deity', plural: 'Deities' },
  monster: { label: 'Monster', plural: 'Monsters' },
  feat: { label: 'Feat', plural: 'Feats' },
  art: { label: 'Art', plural: 'Arts' },
  item: { label: 'Magic item', plural: 'Magic items' },
  trap: { label: 'Trap', plural: 'Traps' },
  species: { label: 'Species', plural: 'Species' },
  crux: { label: 'Crux or heritage', plural: 'Cruxes and heritages' },
  class: { label: 'Class', plural: 'Classes' },
  discipline: { label: 'Discipline', plural: 'Disciplines' },
  kit: { label: 'Kit', plural: 'Kits' },
  path: { label: 'Path', plural: 'Prestige and epic paths' },
  'feat-path': { label: 'Feat path', plural: 'Feat paths' },
};

/** Every result kind with its label (one result) and its filter label (many). */
export const SEARCH_KINDS: readonly { kind: ResultKind; label: string; plural: string }[] = (
  Object.keys(LABELS) as ResultKind[]
).map((kind) => ({ kind, ...LABELS[kind] }));

/** The kind named by a URL or form value, or undefined for anything else. */
export function resultKind(value: string | null | undefined): ResultKind | undefined {
  return SEARCH_KINDS.find((entry) => entry.kind === value)?.kind;
}
