/**
 * `Variants` groups (content-formats §13.4): the bestiary writes
 * `##### Variants` and then each variant as a heading of the same level
 * (`##### Elder Ashfen`), meaning the variants belong under it. The section
 * tree nests them one step deeper than written; a heading keeps the level it
 * was written with, only its parent (and so its id and path) changes.
 *
 * A group opens at a heading named `Variants` whose next heading has the same
 * level (prose may stand between them; a `Variants` heading whose next heading
 * is deeper already holds its variants). It holds every following heading of
 * that level, and the headings under them, until a heading of a higher level,
 * another `Variants` heading (which may open a group of its own) or a table
 * caption of that level (`##### Table – …`): those are not variants.
 */

/** Matches a heading that may open a group: `Variants`, with an optional colon. */
const VARIANTS = /^variants:?$/i;

/** What the tracker needs to know of a heading. */
export interface GroupHeading {
  /** The heading's depth as written (1–6). */
  depth: number;
  /** Its plain title. */
  title: string;
  /** True for a table caption (`##### Table – …`). */
  caption: boolean;
}

/** Tracks the open `Variants` group of one file's walk and gives each heading its nesting depth. */
export class VariantGroups {
  /** The depth of the open group's `Variants` heading, or null when none is open. */
  #level: number | null = null;

  /**
   * The depth a heading nests at: its own depth, plus one inside an open group
   * (a variant of the group's level, or a heading under one). Call once per
   * heading (table captions too), in document order; `next` is the next
   * section-opening heading after it, if any.
   */
  nestingDepth(heading: GroupHeading, next: GroupHeading | undefined): number {
    const level = this.#level;
    const ends =
      level !== null &&
      (heading.depth < level ||
        (heading.depth === level && (heading.caption || VARIANTS.test(heading.title.trim()))));
    if (ends) this.#level = null;
    const depth = this.#level !== null ? heading.depth + 1 : heading.depth;
    if (this.#level === null && opensGroup(heading, next)) this.#level = heading.depth;
    return depth;
  }
}

/** True for a `Variants` heading whose next heading is a variant of the same level. */
function opensGroup(heading: GroupHeading, next: GroupHeading | undefined): boolean {
  return (
    !heading.caption &&
    VARIANTS.test(heading.title.trim()) &&
    next !== undefined &&
    next.depth === heading.depth &&
    !next.caption &&
    !VARIANTS.test(next.title.trim())
  );
}
