/**
 * Generated from schemas/species.schema.json by `npm run gen:types` (json-schema-to-typescript).
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
export type SpeciesList = Species[];

export interface Species {
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
  /**
   * The bold type line as written, or null when missing.
   */
  typeLine: string | null;
  size: string | null;
  /**
   * The species' source, lower case (natural, elemental, shadow, fey, cosmic).
   */
  origin: string | null;
  creatureType: string | null;
  tags: string[];
  flavor: RichText | null;
  /**
   * Caption text of artwork figures before the traits, or null.
   */
  artwork: string | null;
  abilityScores: {
    text: string;
    choose: number | null;
    bonus: number | null;
    /**
     * The abilities to pick from; empty when any ability may be picked.
     */
    options: ('strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma')[];
  } | null;
  speed: {
    text: string;
    walk: number | null;
    other: {
      mode: string;
      squares: number;
    }[];
  } | null;
  languages: {
    text: string;
    fixed: string[];
    extraChoices: number;
  } | null;
  skillBonuses: SkillBonus[];
  vision: 'low-light' | 'darkvision' | null;
  traits: AncestryTrait[];
  /**
   * Ids of the power blocks of the species' traits section.
   *
   * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  powers: string[];
  powerChoice: boolean;
  variants: {
    name: string;
    /**
     * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
     */
    section: string;
    /**
     * Items: A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
     */
    powers: string[];
  }[];
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
