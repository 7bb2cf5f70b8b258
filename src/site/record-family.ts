/**
 * The shapes a record family gives the site (facts, fields, filters, views),
 * apart from the registry in records.ts so the family modules can import them
 * without an import cycle.
 */
import type { RecordBase, RecordCollection, RecordKind, RulebookData } from '../compiler/index.ts';

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
  /** Render as a boxed sidebar, its label (if any) as its title line. */
  sidebar?: boolean;
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
