/**
 * The links a record's page shows around the record (RecordPage.astro):
 * where it is printed, its other versions, and its previous and next record
 * in its index's order. One function, so every record page (power, monster,
 * deity, feat…) computes them alike.
 */
import type { RulebookData } from '../compiler/index.ts';
import { neighbours, type Neighbours } from './pager.ts';
import { otherVersions, printedPlaces, type PlaceLink, type Placed } from './record-places.ts';

/** The links of a record's page: RecordPage.astro's `places`, `versions` and `pager`. */
export interface RecordPageLinks {
  places: PlaceLink[];
  versions: PlaceLink[];
  pager: Neighbours;
}

/**
 * The links of `record`'s page: its printed places, its other versions among
 * `ordered` (its collection, in its index's order) and its neighbours there,
 * each page's address given by `url`.
 */
export function recordPageLinks<T extends Placed & { id: string }>(
  data: RulebookData,
  record: T,
  ordered: readonly T[],
  url: (id: string) => string,
): RecordPageLinks {
  return {
    places: printedPlaces(data, record),
    versions: otherVersions(data, record, ordered, url),
    pager: neighbours(ordered, record.id, (r) => ({ href: url(r.id), name: r.name })),
  };
}
