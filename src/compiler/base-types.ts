/**
 * The smallest shared shapes of the data model, imported by types.ts (which
 * re-exports them) and record-types.ts alike, so neither imports the other.
 * Both come from the generated schema types (see types.ts).
 */
import type * as GPower from './generated/power.ts';

/** Where something came from: 1-based lines, `endLine` inclusive. */
export type SourceRange = GPower.Source;

/** Ability names used in attack lines and formulas. */
export type Ability = GPower.Attack['abilities'][number]['ability'];
