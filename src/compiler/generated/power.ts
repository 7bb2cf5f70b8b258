/**
 * Generated from schemas/power.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Action =
  | 'standard'
  | 'move'
  | 'swift'
  | 'free'
  | 'counter'
  | 'reaction'
  | 'immediate'
  | 'opportunity'
  | 'no-action'
  | 'special';
export type DiceList = Dice[];
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
export type Powers = Power[];

export interface Power {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  flavor: string | null;
  frequency:
    | 'at-will'
    | 'encounter'
    | 'twice-per-encounter'
    | 'daily'
    | 'unlimited'
    | 'consumable'
    | 'mantle';
  category: 'attack' | 'utility';
  /**
   * The level; null for a feature or a header written without a level.
   */
  level: number | null;
  feature: boolean;
  /**
   * The actions the header names; empty when it names none (an earlier edition's `** Action**`, or a range word in the action's place), with the warning power/missing-action.
   */
  actions: Action[];
  actionText: string;
  tags: string[];
  /**
   * The header line as written, without markup.
   */
  headerText: string;
  /**
   * The descriptor line of the older two-line header (`Human Utility Ancestry`); null in the one-line layout.
   */
  descriptor: Descriptor | null;
  origin: Origin | null;
  /**
   * The targets as written after the origin's first comma.
   */
  targets: string | null;
  /**
   * Attack rolls the targets call for: 1 for 'one …' or none written, N for 'two …' or 'up to 3 …', null when the reader must say ('each enemy').
   */
  targetCount: number | null;
  attack: Attack | null;
  lines: Line[];
  /**
   * Titles of the enclosing headings, outermost first.
   */
  context: string[];
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
  alsoIn: AlsoIn;
  versions: Versions;
}
export interface Descriptor {
  raw: string;
  /**
   * The words before the category, e.g. 'Human'.
   */
  source: string;
  /**
   * The word after the category, e.g. 'Ancestry', 'Feature', '3'.
   */
  kind: string;
}
export interface Origin {
  /**
   * The known origins typed; `other` for any other bold phrase (see `label`).
   */
  kind: 'melee' | 'ranged' | 'melee-or-ranged' | 'near' | 'far' | 'self' | 'special' | 'other';
  /**
   * The bold origin phrase as written, e.g. 'Melee or Ranged', 'Self and allies'.
   */
  label: string;
  /**
   * The words after the bold phrase, as written.
   */
  details: string;
  raw: string;
  area: 'burst' | 'blast' | 'arc' | 'wall' | 'line' | 'zone' | 'aura' | null;
  size: number | null;
  range: number | string | null;
  scaling: {
    level: number;
    text: string;
  }[];
}
export interface Attack {
  /**
   * The abilities listed before 'vs' (the attacker uses the best one allowed); empty for skill checks.
   */
  abilities: {
    ability: 'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma';
    /**
     * The condition written in parentheses after the ability, e.g. 'ranged'.
     */
    when: string | null;
  }[];
  /**
   * A bonus written after the abilities ('Dexterity +2 vs Reflex').
   */
  bonus: number | null;
  /**
   * The skill of a skill-check attack, e.g. 'Bluff'.
   */
  check: string | null;
  defenses: ('AC' | 'Fortitude' | 'Reflex' | 'Will')[];
  /**
   * How one of several defenses is chosen: only (one listed), higher, lower, or either (not said); null when none is named.
   */
  defenseChoice: 'only' | 'higher' | 'lower' | 'either' | null;
  /**
   * The words after 'vs', as written.
   */
  against: string;
  /**
   * The line as written.
   */
  raw: string;
}
export interface Line {
  key:
    | 'requirements'
    | 'trigger'
    | 'target'
    | 'attack'
    | 'hit'
    | 'miss'
    | 'effect'
    | 'special'
    | 'maintain'
    | 'sustain'
    | 'boost'
    | 'augment'
    | 'form-attack'
    | 'secondary-attack'
    | 'secondary-hit'
    | 'secondary-miss'
    | 'secondary-effect'
    | 'tertiary-attack'
    | 'tertiary-effect'
    | 'aftereffect'
    | 'cost'
    | 'crit'
    | 'other';
  /**
   * The label as written, without colon; empty for a line that had none.
   */
  label: string;
  /**
   * The part of a compound label after its dash ('Augment' in 'Special—Augment').
   */
  subLabel: string | null;
  /**
   * The level of a boost line ('Boost Level 15').
   */
  level: number | null;
  /**
   * 0 for the power's own lines; N for the Nth sub-attack (a Secondary or Tertiary Attack line and the lines under it).
   */
  attackGroup: number;
  /**
   * The attack of an Attack, Secondary Attack or Tertiary Attack line.
   */
  attack: Attack | null;
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
  dice: DiceList;
  scaling: Scaling[];
  line: number;
}
/**
 * A dice expression found in text: as written, and in canonical form.
 */
export interface Dice {
  text: string;
  formula: string;
}
/**
 * A level-scaling entry: from this level on, the text replaces the line's figures.
 */
export interface Scaling {
  level: number;
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
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
