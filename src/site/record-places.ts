/**
 * Where a block record stands in the library, for its page: every place it
 * is printed (a reprint lists each, `alsoIn`) and its other versions (a
 * revision in another book, `versions`), each named with its book.
 */
import type { Placement, RulebookData, Section } from '../compiler/index.ts';
import { bookTitle } from './books.ts';
import { oncePer } from './once-per.ts';
import { sectionUrl } from './urls.ts';

/** A link to a place or a version, with the words that name it. */
export interface PlaceLink {
  href: string;
  label: string;
}

/** What a record says about where it stands. */
export interface Placed {
  name: string;
  section: string;
  source: Placement['source'];
  alsoIn: Placement[];
  versions: string[];
}

/** The sections of a data set by id (every record page looks its places up). */
const sectionsById = oncePer(
  (data: RulebookData): ReadonlyMap<string, Section> =>
    new Map(data.sections.map((section) => [section.id, section])),
);

/** The words naming a place: its book, then the headings down to its section. */
function placeLabel(data: RulebookData, place: Placement): string {
  const section = sectionsById(data).get(place.section);
  const path = section ? [...section.path, section.title] : [];
  return [bookTitle(data, place.source.file), ...path].join(' › ');
}

/** Every place `record` is printed, its own first; one entry for a record printed once. */
export function printedPlaces(data: RulebookData, record: Placed): PlaceLink[] {
  return [record, ...record.alsoIn].map((place) => ({
    href: sectionUrl(place.section),
    label: placeLabel(data, place),
  }));
}

/** `record`'s other versions among `list` (its collection), each named with its book; `url` gives a record's page. */
export function otherVersions<T extends Placed & { id: string }>(
  data: RulebookData,
  record: T,
  list: readonly T[],
  url: (id: string) => string,
): PlaceLink[] {
  return record.versions.flatMap((id) => {
    const version = list.find((r) => r.id === id);
    if (!version) return [];
    return [{ href: url(id), label: `${version.name} (${bookTitle(data, version.source.file)})` }];
  });
}
