/**
 * Generated from schemas/deity.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Deities = Deity[];

export interface Deity {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  epithets: string[];
  symbol: string;
  portfolio: string[];
  favoredWeapon: string;
  pronunciation: string | null;
  description: {
    /**
     * Sanitized HTML.
     */
    html: string;
    text: string;
  };
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
