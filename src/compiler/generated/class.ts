/**
 * Generated from schemas/class.schema.json by `npm run gen:types` (json-schema-to-typescript).
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
export type Classes = Class[];

export interface Class {
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
  roleLine: string;
  tradition: string;
  roles: string[];
  keyAbility:
    'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma' | null;
  keyAbilityText: string | null;
  talentsLine: string | null;
  description: string | null;
  hitPointsFirstLevel: {
    base: number | null;
    text: string;
  } | null;
  hitPointsPerLevel: {
    base: number | null;
    text: string;
  } | null;
  recoveries: {
    base: number | null;
    text: string;
  } | null;
  defenses: {
    defense: string;
    bonus: number;
  }[];
  armorProficiencies: string[];
  shieldProficiencies: string[];
  weaponProficiencies: string[];
  focusProficiencies: string[];
  trainedSkills: string | null;
  classSkills: string[];
  /**
   * The class disciplines, resolved to discipline ids.
   */
  disciplines: NamedRef[];
  talents: {
    name: string;
    text: string;
    secondaryAbilities: (
      'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma'
    )[];
  }[];
  features: {
    name: string;
    /**
     * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
     */
    section: string;
    text: string;
    levelScaling: RecordScaling[];
    /**
     * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
     */
    powers: string[];
  }[];
  dualclass: string | null;
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
 * A reference by name, resolved to the id of the record it names (null when none has that name).
 */
export interface NamedRef {
  name: string;
  id: string | null;
}
export interface RecordScaling {
  level: number;
  text: string;
}
