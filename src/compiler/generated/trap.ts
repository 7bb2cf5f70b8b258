/**
 * Generated from schemas/trap.schema.json by `npm run gen:types` (json-schema-to-typescript).
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
/**
 * The dice expressions of the trap's text (its attack's Hit, Miss and Effect lines, …), in order: the fields keep plain text, the site marks the same expressions rollable.
 */
export type DiceList = Dice[];
export type Traps = Trap[];

export interface Trap {
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
  description: string | null;
  artwork: string | null;
  levelLine: string;
  level: number;
  /**
   * The kind the level line names; null when it names none (an earlier edition's `Level 10 Lurker (500 XP Trap)`), with the warning trap/missing-field.
   */
  trapType: 'one-off' | 'hazard' | 'recurring' | null;
  elite: boolean;
  role: string;
  xp: number;
  detection: {
    skill: string | null;
    dc: number;
    text: string;
  }[];
  trigger: string | null;
  target: string | null;
  attack: Attack | null;
  special: string | null;
  countermeasures: string[];
  dice: DiceList;
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
export interface Attack {
  kind: 'melee' | 'ranged' | 'near' | 'far' | 'none';
  symbol: string | null;
  tags: string[];
  rangeText: string | null;
  area: {
    shape: string;
    size: number;
  } | null;
  bonus: number | null;
  defense: ('AC' | 'Fortitude' | 'Reflex' | 'Will') | null;
  hit: string | null;
  miss: string | null;
  effect: string | null;
  secondary: {
    bonus: number | null;
    defense: ('AC' | 'Fortitude' | 'Reflex' | 'Will') | null;
    text: string;
  }[];
  aftereffect: string | null;
}
/**
 * A dice expression found in text: as written, and in canonical form.
 */
export interface Dice {
  text: string;
  formula: string;
}
