/**
 * The smallest shared shapes of the data model, imported by types.ts (which
 * re-exports them) and record-types.ts alike, so neither imports the other.
 */

/** Where something came from: 1-based lines, `endLine` inclusive. */
export interface SourceRange {
  file: string;
  line: number;
  endLine: number;
}

/** Ability names used in attack lines and formulas. */
export type Ability =
  'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma';
