/**
 * The orders the index pages list records in, and a record's previous and next
 * in that order (the pager at the bottom of a power, deity, monster or record
 * page, RecordPager.astro). One place, so index and pager always agree.
 */

/** Alphabetical by name (English collation): deities and the record families. */
export function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}

/** By level, then name: the bestiary. */
export function byLevelThenName(
  a: { level: number; name: string },
  b: { level: number; name: string },
): number {
  return a.level - b.level || byName(a, b);
}

/** A link of the pager: where it goes and the record's name. */
export interface PagerLink {
  href: string;
  name: string;
}

/** The pager of one record: the one before and the one after it, when they exist. */
export interface Neighbours {
  previous?: PagerLink;
  next?: PagerLink;
}

/**
 * The records before and after the one with `id` in `ordered` (as the index
 * lists them), as links made by `link`; none at the ends or for an unknown id.
 */
export function neighbours<T extends { id: string }>(
  ordered: readonly T[],
  id: string,
  link: (item: T) => PagerLink,
): Neighbours {
  const index = ordered.findIndex((item) => item.id === id);
  if (index < 0) return {};
  const previous = ordered[index - 1];
  const next = ordered[index + 1];
  return {
    ...(previous ? { previous: link(previous) } : {}),
    ...(next ? { next: link(next) } : {}),
  };
}
