/**
 * Generated from schemas/monster.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export type Ability = null | {
  score: number;
  modifier: number;
};
export type Attack = null | {
  bonus: number;
  defense: 'AC' | 'Fortitude' | 'Reflex' | 'Will';
  rider: string | null;
};
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
export type Monsters = Monster[];

export interface Monster {
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  id: string;
  name: string;
  level: number;
  rank: 'standard' | 'mook' | 'elite' | 'boss';
  role: string;
  leader: boolean;
  /**
   * May be fractional (mooks: 31.25).
   */
  xp: number;
  size: 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan' | null;
  origin: string | null;
  type: string | null;
  tags: string[];
  alignment: string | null;
  senses: {
    perception: number | null;
    other: string[];
    note: string | null;
  };
  skills: {
    name: string;
    bonus: number | null;
  }[];
  languages: null | string[];
  abilities: {
    str: Ability;
    con: Ability;
    dex: Ability;
    int: Ability;
    wis: Ability;
    cha: Ability;
  };
  equipment: string | null;
  initiative: number | null;
  speeds: {
    walk: number | null;
    modes: {
      mode: string;
      speed: number | null;
      hover: boolean;
      text: string;
    }[];
  };
  actionPoints: number | null;
  defenses: {
    ac: number | null;
    fortitude: number | null;
    reflex: number | null;
    will: number | null;
  };
  savingThrows: number | null;
  hp: number | null;
  staggered: number | null;
  hpNote: string | null;
  immunities: string[];
  resistances: Amount[];
  vulnerabilities: Amount[];
  extras: {
    label: string | null;
    text: string;
    /**
     * Sanitized HTML.
     */
    html: string;
    line: number;
  }[];
  entries: (Power | Trait)[];
  description: null | {
    text: string;
    /**
     * Sanitized HTML.
     */
    html: string;
  };
  context: string[];
  /**
   * A stable slug id: lowercase letters, digits and hyphens; section ids join slugs with '/'.
   */
  section: string;
  source: Source;
  alsoIn: AlsoIn;
  versions: Versions;
}
export interface Amount {
  text: string;
  type: string;
  amount: number | null;
}
export interface Power {
  type: 'power';
  /**
   * From the symbol: ‡ basic-melee, † melee, ⤢ basic-ranged, ↗ ranged, ∢ near, ⋇ far; none without a symbol.
   */
  kind: 'basic-melee' | 'melee' | 'basic-ranged' | 'ranged' | 'near' | 'far' | 'none';
  name: string;
  action: string | null;
  frequency: null | {
    kind: 'at-will' | 'encounter' | 'daily' | 'recharge' | 'other';
    text: string;
    /**
     * d6 faces that recharge the entry (`refresh 5, 6` → [5, 6]).
     */
    recharge: number[];
  };
  tags: string[];
  range: string | null;
  attack: Attack;
  effect: {
    text: string;
    /**
     * Sanitized HTML.
     */
    html: string;
  };
  dice: DiceList;
  secondary: Secondary[];
  line: number;
}
/**
 * A dice expression found in text: as written, and in canonical form.
 */
export interface Dice {
  text: string;
  formula: string;
}
export interface Secondary {
  attack: Attack;
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
  dice: DiceList;
  line: number;
}
export interface Trait {
  type: 'trait';
  name: string;
  text: string;
  /**
   * Sanitized HTML.
   */
  html: string;
  dice: DiceList;
  line: number;
}
/**
 * Where the item is written: 1-based lines, endLine inclusive.
 */
export interface Source {
  file: string;
  line: number;
  endLine: number;
}
