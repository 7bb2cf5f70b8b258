/**
 * Generated from schemas/damage-by-level.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type DamageByLevelList = DamageTable[];

/**
 * A table captioned `Table - Damage by Level`: a Level column (single levels or ranges) and one column per kind of damage (`Low`, `Medium`, `High`, or per attack kind), cells dice expressions.
 */
export interface DamageTable {
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
  /**
   * The damage columns' names as written (every column but Level), in order.
   */
  columns: string[];
  rows: Row[];
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
 * One row: the levels it covers and a damage per column. A row that could not be read whole is kept (reported as rules/bad-damage-row): its levels or a cell null.
 */
export interface Row {
  /**
   * The levels the row covers (`1–3`: 1 to 3; `7`: 7 to 7); null when the level cell is not a level or a range.
   */
  levels: Levels | null;
  /**
   * The row as written.
   */
  text: string;
  /**
   * The damage of each column (in `columns` order): a dice expression as written and its canonical formula; null where the cell is not one.
   */
  damage: (Dice | null)[];
}
export interface Levels {
  min: number;
  max: number;
}
/**
 * A dice expression found in text: as written, and in canonical form.
 */
export interface Dice {
  text: string;
  formula: string;
}
