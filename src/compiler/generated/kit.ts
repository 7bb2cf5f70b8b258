/**
 * Generated from schemas/kit.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

/**
 * The other places the same block is printed (a reprint in another book of the library), in library order; empty when it is printed once.
 */
export type AlsoIn = {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
}[];
/**
 * The ids of the other versions of this name (revisions: another book of the library prints different text under it), in library order; empty when there is one version.
 *
 * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
 */
export type Versions = string[];
export type Kits = Kit[];

export interface Kit {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  group: string | null;
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  /**
   * Lines the compiler could not place in a field, as written (each named by a warning).
   */
  notes: string[];
  source: Source;
  alsoIn: AlsoIn;
  versions: Versions;
  flavor: RichText | null;
  multiclass: string | null;
  requirements: string | null;
  features: LevelFeature[];
  /**
   * The associated disciplines, resolved to discipline ids (choose one when there are several).
   */
  disciplines: NamedRef[];
  /**
   * The associated-discipline line as written, or null.
   */
  associationText: string | null;
  /**
   * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  powers: string[];
  /**
   * Quoted sidebars of the kit (`> **THE OLD TOWERS**`, then bold-labelled lines; no power block, stat block or kit label in them), in order.
   */
  sidebars: Sidebar[];
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
 * A field's text: plain for search and tools, sanitized HTML for pages.
 */
export interface RichText {
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
}
/**
 * A levelled feature of a kit or a path: `**Name (Level 5):** text`.
 */
export interface LevelFeature {
  /**
   * The label as written: `Bell Skills (Level 5)`.
   */
  label: string;
  level: number;
  name: string | null;
  text: RichText;
}
/**
 * A reference by name, resolved to the id of the record it names (null when none has that name).
 */
export interface NamedRef {
  name: string;
  id: string | null;
}
export interface Sidebar {
  /**
   * The sidebar's first line, all bold, as written.
   */
  title: string;
  text: RichText;
}
