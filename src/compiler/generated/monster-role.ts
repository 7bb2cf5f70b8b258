/**
 * Generated from schemas/monster-role.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type MaybeFormula = null | Formula;
export type MonsterRoles = Role[];

/**
 * A `### Role` heading under `## Role` with italic-labelled lines (`*AC:* 13 + level.`).
 */
export interface Role {
  /**
   * The id of the role's section.
   */
  id: string;
  name: string;
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
  defenses: {
    ac: MaybeFormula;
    fortitude: MaybeFormula;
    reflex: MaybeFormula;
    will: MaybeFormula;
  };
  hp: null | {
    base: number;
    perLevel: number;
    /**
     * What a rank multiplies the hit points by, where the line says (`double for Elite`: elite 2).
     */
    rankMultiplier: {
      elite?: number;
      boss?: number;
    };
  };
  /**
   * Attack bonuses, each against the defenses it names (`+4 + level vs Fortitude, Reflex or Will`).
   */
  attacks: {
    base: number;
    perLevel: number;
    /**
     * The defenses the bonus is against; never empty.
     */
    defenses: ('AC' | 'Fortitude' | 'Reflex' | 'Will')[];
  }[];
  /**
   * Italic-labelled lines with other labels (`*Tactics:* …`), kept as written.
   */
  other: {
    label: string;
    text: string;
  }[];
  /**
   * Labelled values that could not be read, as written (each reported as rules/bad-role-line).
   */
  unread: string[];
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
/**
 * base + perLevel × level.
 */
export interface Formula {
  base: number;
  perLevel: number;
}
