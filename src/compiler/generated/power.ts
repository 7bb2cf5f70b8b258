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
export type Powers = Power[];

export interface Power {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  flavor: string | null;
  frequency: 'at-will' | 'encounter' | 'daily' | 'unlimited';
  category: 'attack' | 'utility';
  level: number | null;
  feature: boolean;
  /**
   * @minItems 1
   */
  actions: [Action, ...Action[]];
  actionText: string;
  tags: string[];
  origin: Origin | null;
  targets: string | null;
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
}
export interface Origin {
  kind: 'melee' | 'ranged' | 'melee-or-ranged' | 'near' | 'far' | 'self' | 'special';
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
  ability:
    'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma' | null;
  check: string | null;
  defense: 'AC' | 'Fortitude' | 'Reflex' | 'Will' | null;
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
    | 'aftereffect'
    | 'cost'
    | 'crit'
    | 'other';
  /**
   * The label as written, without colon; empty for a line that had none.
   */
  label: string;
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
