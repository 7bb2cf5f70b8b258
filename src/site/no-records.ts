/**
 * What an index page says when the rulebook has none of its records (no
 * empty filter, no empty list): the sentence and the authoring guide's
 * section on writing one. One table for every such index (NoRecords.astro).
 */

/** The indexes that are built even when the rulebook has none of their records. */
export type EmptyFamily = 'monsters' | 'deities';

/** Per index: what it lists (plural), how to name one, and the guide's section (its id) that shows how. */
export const NO_RECORDS: Readonly<
  Record<EmptyFamily, { plural: string; one: string; guide: string }>
> = {
  monsters: { plural: 'monster stat blocks', one: 'one', guide: 'monster-stat-blocks' },
  deities: { plural: 'deities', one: 'a deity block', guide: 'deity-blocks' },
};
