/**
 * The record families on the site (feats, …): one generic view per record —
 * facts, fields, filter values — so one card component, one index page and
 * one record page serve every family. Each family says how its records look
 * in a `RecordFamily`; `recordView` links their HTML through the page's Linker.
 */
import type { RecordBase, RecordKind, RulebookData } from '../compiler/index.ts';
import { cruxFamily, speciesFamily } from './ancestry-view.ts';
import { artFamily } from './art-view.ts';
import {
  classFamily,
  disciplineFamily,
  featPathFamily,
  kitFamily,
  pathFamily,
} from './class-view.ts';
import { featFamily } from './feat-view.ts';
import { itemFamily } from './item-view.ts';
import { trapFamily } from './trap-view.ts';
import type { Linker } from './rich.ts';
import { recordUrl } from './urls.ts';

export type {
  FilterValue,
  RecordFact,
  RecordFamily,
  RecordField,
  RecordFilter,
  RecordView,
} from './record-family.ts';
import type { RecordFamily, RecordView } from './record-family.ts';

/** Every family on the site, in navigation order. */
export const RECORD_FAMILIES: readonly RecordFamily<RecordBase>[] = [
  featFamily as unknown as RecordFamily<RecordBase>,
  artFamily as unknown as RecordFamily<RecordBase>,
  itemFamily as unknown as RecordFamily<RecordBase>,
  trapFamily as unknown as RecordFamily<RecordBase>,
  speciesFamily as unknown as RecordFamily<RecordBase>,
  cruxFamily as unknown as RecordFamily<RecordBase>,
  classFamily as unknown as RecordFamily<RecordBase>,
  disciplineFamily as unknown as RecordFamily<RecordBase>,
  kitFamily as unknown as RecordFamily<RecordBase>,
  pathFamily as unknown as RecordFamily<RecordBase>,
  featPathFamily as unknown as RecordFamily<RecordBase>,
];

/** The family shown under `/<collection>/`. */
export function familyOf(collection: string): RecordFamily<RecordBase> | undefined {
  return RECORD_FAMILIES.find((family) => family.collection === collection);
}

/** The family of a record kind. */
export function familyOfKind(kind: RecordKind): RecordFamily<RecordBase> {
  return RECORD_FAMILIES.find((family) => family.kind === kind)!;
}

/** The records of a family in the data. */
export function recordsOf(family: RecordFamily<RecordBase>, data: RulebookData): RecordBase[] {
  return data[family.collection];
}

/** The families with an index page (`/<collection>/`): those with records in the data. */
export function indexedFamilies(data: RulebookData): RecordFamily<RecordBase>[] {
  return RECORD_FAMILIES.filter((family) => recordsOf(family, data).length > 0);
}

/** A record's view, its HTML linked (terms, other records) as part of its own section. */
export function recordView(
  family: RecordFamily<RecordBase>,
  record: RecordBase,
  data: RulebookData,
  linker: Linker,
): RecordView {
  const link = (html: string) => linker.link(html, record.section);
  return {
    kind: family.kind,
    id: record.id,
    name: record.name,
    url: recordUrl(family.collection, record.id),
    section: record.section,
    facts: family.facts(record, data).map((fact) => ({ ...fact, html: link(fact.html) })),
    fields: family.fields(record, data).map((field) => ({ ...field, html: link(field.html) })),
    filters: Object.fromEntries(
      family.filters.map((filter) => [filter.key, filter.values(record).map((v) => v.value)]),
    ),
  };
}
