/**
 * Generated from schemas/feat.schema.json by `npm run gen:types` (json-schema-to-typescript).
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
export type Feats = Feat[];

export interface Feat {
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
  baseName: string;
  qualifier: string | null;
  flavor: string | null;
  prerequisites: Prerequisites | null;
  benefit: RichText;
  levelScaling: RecordScaling[];
  critical: RichText | null;
  special: RichText | null;
  repeatable: boolean;
  weapon: Weapon | null;
  /**
   * Character tier: adventurer (levels 1-10), prestige (11-20), epic (21-30).
   */
  tier: 'adventurer' | 'prestige' | 'epic';
  /**
   * Ids of the power blocks written under the feat.
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
export interface Prerequisites {
  raw: string;
  minLevel: number | null;
  abilities: {
    ability: 'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma';
    min: number;
  }[];
  feats: NamedRef[];
  powers: NamedRef[];
  other: string[];
  options: {
    option: string;
    requirement: string;
  }[];
}
/**
 * A reference by name, resolved to the id of the record it names (null when none has that name).
 */
export interface NamedRef {
  name: string;
  id: string | null;
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
export interface RecordScaling {
  level: number;
  text: string;
}
export interface Weapon {
  name: string;
  category: string;
  proficiency: number | null;
  damage: string | null;
  range: string | null;
}
