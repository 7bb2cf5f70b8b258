/**
 * The smallest shared shapes of the data model, imported by types.ts (which
 * re-exports them) and record-types.ts alike, so neither imports the other.
 * Both come from the generated schema types (see types.ts).
 */
import type * as GPower from './generated/power.ts';

/** Where something came from: 1-based lines, `endLine` inclusive. */
export type SourceRange = GPower.Source;

/** Another place a reprinted block is printed (`alsoIn`): its section and lines. */
export type Placement = GPower.AlsoIn[number];

/** Ability names used in attack lines and formulas. */
export type Ability = GPower.Attack['abilities'][number]['ability'];

/**
 * `true` when the values of a lookup table (spelling → member) cover every
 * member of `Union`; otherwise the members no spelling leads to, so that
 * `true satisfies Covers<typeof TABLE, Union>` fails to type-check naming them.
 */
export type Covers<Table extends Record<string, Union>, Union extends string> = [
  Exclude<Union, Table[keyof Table]>,
] extends [never]
  ? true
  : Exclude<Union, Table[keyof Table]>;
