/**
 * Generated from schemas/monster-xp.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Xp = number | null;
export type MonsterXpList = XpTable[];

/**
 * A table captioned `Table - Monster XP` with the columns Level, Mook, Standard, Elite and Boss, read into numbers.
 */
export interface XpTable {
  /**
   * The id of the table in tables.json.
   */
  id: string;
  caption: string;
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
  rows: Row[];
  /**
   * Rows whose level could not be read, as written (each reported as rules/bad-xp-row).
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
 * The XP of one monster of this level and rank; null where the cell is not a number (reported).
 */
export interface Row {
  level: number;
  mook: Xp;
  standard: Xp;
  elite: Xp;
  boss: Xp;
}
