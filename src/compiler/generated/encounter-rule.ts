/**
 * Generated from schemas/encounter-rule.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type EncounterRules = EncounterRule[];

/**
 * A party of `partySize` characters is well matched by `standardMonsters` Standard monsters of its level: an encounter's XP budget is the party size × standardMonsters ÷ partySize × a Standard monster's XP at the party's level.
 */
export interface EncounterRule {
  /**
   * The id of the section the rule is written in.
   */
  id: string;
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
  partySize: number;
  standardMonsters: number;
  /**
   * How many Standard monsters one monster of a rank counts as, where the prose says (`Boss as four or five`: min 4, max 5).
   */
  rankWeights: {
    mook?: Weight;
    elite?: Weight;
    boss?: Weight;
  };
  /**
   * The paragraph as plain text.
   */
  text: string;
}
/**
 * The paragraph the numbers were read from.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
export interface Weight {
  min: number;
  max: number;
}
