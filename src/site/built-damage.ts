/**
 * A built monster's damage, from the book's damage-by-level table
 * (`damage-by-level.json`): which column each kind of attack takes, and the
 * dice of a level in that column. Pure; where the book has no table (or no
 * such column or level) the answer is null and the builder says to take the
 * damage from the book instead of inventing one.
 */
import type { DamageTable, DiceRef } from '../compiler/index.ts';

/** The kinds of attack a built monster makes: its at-will basic attack and its encounter attacks. */
export type BuiltAttackKind = 'basic' | 'encounter';

/**
 * The column of the damage table each attack takes: Medium for the at-will
 * basic attack (the damage a monster deals round after round), High for an
 * encounter attack (once a fight, so it hits harder).
 */
export const BUILT_DAMAGE_COLUMN: Readonly<Record<BuiltAttackKind, string>> = {
  basic: 'Medium',
  encounter: 'High',
};

/** The dice of `level` in `column` of the last damage table (the books' compile order), or null. */
export function damageOfLevel(
  level: number,
  column: string,
  tables: readonly DamageTable[],
): DiceRef | null {
  const table = tables.at(-1);
  if (!table) return null;
  const index = table.columns.findIndex((name) => name.toLowerCase() === column.toLowerCase());
  if (index < 0) return null;
  const row = table.rows.find(
    ({ levels }) => levels !== null && levels.min <= level && level <= levels.max,
  );
  return row?.damage[index] ?? null;
}
