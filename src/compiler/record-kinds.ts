/** The collection of each record kind: one table shared by the compiler and the site. */
import type { RecordCollection, RecordKind } from './types.ts';

/** Record kind → its data collection (and the site's URL segment): `feat` → `feats`. */
export const RECORD_COLLECTIONS: Record<RecordKind, RecordCollection> = {
  feat: 'feats',
  art: 'arts',
  item: 'items',
  trap: 'traps',
  species: 'species',
  crux: 'cruxes',
  class: 'classes',
  discipline: 'disciplines',
  kit: 'kits',
  path: 'paths',
  'feat-path': 'feat-paths',
};
