/**
 * Generated from schemas/section.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type DiceList = Dice[];
export type Sections = Section[];

export interface Section {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  title: string;
  level: number;
  parent: string | null;
  /**
   * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  children: string[];
  /**
   * Titles of the enclosing headings, outermost first.
   */
  path: string[];
  /**
   * The body held a table-of-contents marker (<div data-toc>).
   */
  toc: boolean;
  /**
   * The body as written, without the heading line.
   */
  markdown: string;
  /**
   * Sanitized HTML.
   */
  html: string;
  text: string;
  blocks: BlockRef[];
  dice: DiceList;
  source: Source;
}
export interface BlockRef {
  kind:
    | 'power'
    | 'deity'
    | 'table'
    | 'monster'
    | 'feat'
    | 'art'
    | 'item'
    | 'trap'
    | 'species'
    | 'crux'
    | 'class'
    | 'discipline'
    | 'kit'
    | 'path'
    | 'feat-path';
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
}
/**
 * A dice expression found in text: as written, and in canonical form.
 */
export interface Dice {
  text: string;
  formula: string;
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
