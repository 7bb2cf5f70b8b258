/**
 * The record families on the site (feats, …): one generic view per record —
 * facts, fields, filter values — so one card component, one index page and
 * one record page serve every family. Each family says how its records look
 * in a `RecordFamily`; `recordView` links their HTML through the page's Linker.
 */
import type { RecordBase, RecordCollection, RecordKind, RulebookData } from '../compiler/index.ts';
import { artFamily } from './art-view.ts';
import { featFamily } from './feat-view.ts';
import { itemFamily } from './item-view.ts';
import { trapFamily } from './trap-view.ts';
import type { Linker } from './rich.ts';
import { recordUrl } from './urls.ts';

/** A short labelled fact shown in a card's header list (HTML, linked). */
export interface RecordFact {
  label: string;
  html: string;
}

/** A field of a card's body: an optional label and its HTML (linked). */
export interface RecordField {
  label: string | null;
  html: string;
  /** Render as the italic flavor line. */
  flavor?: boolean;
}

/** One value of a filter: its URL value and what the reader sees. */
export interface FilterValue {
  value: string;
  label: string;
}

/** A filter of a family's index, kept in the URL as `?<key>=<value>`. */
export interface RecordFilter<T> {
  key: string;
  label: string;
  values(record: T): FilterValue[];
}

/** How a family of records shows on the site. */
export interface RecordFamily<T extends RecordBase> {
  kind: RecordKind;
  collection: RecordCollection;
  /** Title of its index page, e.g. "Feats". */
  title: string;
  /** One record, e.g. "feat". */
  singular: string;
  /** One sentence for the index page's description. */
  description: string;
  facts(record: T, data: RulebookData): RecordFact[];
  fields(record: T, data: RulebookData): RecordField[];
  filters: RecordFilter<T>[];
}

/** A record ready to render: linked HTML, its page URL and its filter values. */
export interface RecordView {
  kind: RecordKind;
  id: string;
  name: string;
  url: string;
  section: string;
  facts: RecordFact[];
  fields: RecordField[];
  filters: Record<string, string[]>;
}

/** Every family on the site, in navigation order. */
export const RECORD_FAMILIES: readonly RecordFamily<RecordBase>[] = [
  featFamily as unknown as RecordFamily<RecordBase>,
  artFamily as unknown as RecordFamily<RecordBase>,
  itemFamily as unknown as RecordFamily<RecordBase>,
  trapFamily as unknown as RecordFamily<RecordBase>,
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
