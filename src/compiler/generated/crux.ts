/**
 * Generated from schemas/crux.schema.json by `npm run gen:types` (json-schema-to-typescript).
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
export type Cruxes = Crux[];

export interface Crux {
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
  type: 'crux' | 'heritage';
  flavor: RichText | null;
  skillBonus: SkillBonus | null;
  traits: AncestryTrait[];
  /**
   * Ids of the power blocks written under it.
   *
   * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  powers: string[];
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
 * A skill bonus: `+2 Nature`.
 */
export interface SkillBonus {
  skill: string;
  bonus: number;
}
/**
 * A trait of a species, crux or heritage (`**Name:** text`) and the powers its text names in italics.
 */
export interface AncestryTrait {
  name: string;
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
  powers: NamedRef[];
}
/**
 * A reference by name, resolved to the id of the record it names (null when none has that name).
 */
export interface NamedRef {
  name: string;
  id: string | null;
}
