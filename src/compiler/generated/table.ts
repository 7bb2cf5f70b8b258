/**
 * Generated from schemas/table.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Value =
  | {
      kind: 'number';
      value: number;
    }
  | {
      kind: 'modifier';
      value: number;
    }
  | {
      kind: 'range';
      min: number;
      max: number;
    };
export type Tables = Table[];

export interface Table {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  caption: string | null;
  columns: string[];
  rows: Cell[][];
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
}
export interface Cell {
  text: string;
  value: Value | null;
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
