/**
 * The compiler's public data model: what `compile` returns and what the JSON
 * files contain. The JSON Schemas in `schemas/` describe the same shapes; a
 * test validates every compiled fixture and the real rulebook against them, so
 * the two cannot drift apart unnoticed.
 */
import type { Ability, SourceRange } from './base-types.ts';
import type { Diagnostic } from './diagnostics.ts';

export type { Ability, SourceRange } from './base-types.ts';
import type { LineBreaks } from './hard-wrap.ts';
import type { Art, Feat, MagicItem, Trap } from './record-types.ts';
import type { Crux, Species } from './ancestry-types.ts';
import type { CharacterClass, ClassPath, Discipline, FeatPath, Kit } from './class-types.ts';

export type * from './record-types.ts';
export type * from './ancestry-types.ts';
export type * from './class-types.ts';

/** Kinds of record read from headings of the rules (feats, …), one per data collection. */
export type RecordKind =
  | 'feat'
  | 'art'
  | 'item'
  | 'trap'
  | 'species'
  | 'crux'
  | 'class'
  | 'discipline'
  | 'kit'
  | 'path'
  | 'feat-path';

/** The data collection of each record kind. */
export type RecordCollection =
  | 'feats'
  | 'arts'
  | 'items'
  | 'traps'
  | 'species'
  | 'cruxes'
  | 'classes'
  | 'disciplines'
  | 'kits'
  | 'paths'
  | 'feat-paths';

/** One markdown input file, as read by the caller (the compiler does no I/O). */
export interface CompileInput {
  /** Path as it should appear in diagnostics and `source.file` (use forward slashes). */
  path: string;
  /**
   * The file's full text, front matter included: a string, or the file's
   * bytes (decoded as UTF-8, an invalid byte reported as `input/invalid-utf8`).
   * A BOM is dropped and CRLF or CR line endings become LF either way.
   */
  text: string | Uint8Array;
  /**
   * Set by a reader that could not read the file (why, e.g. "permission
   * denied"): the compiler reports it as `input/unreadable` and compiles the
   * other files.
   */
  unreadable?: string;
  /**
   * Which content directory the file came from (0 for the first). Files of a
   * later directory come after those of earlier ones, whatever their weights,
   * and may `replaces` their blocks. Default 0.
   */
  layer?: number;
}

/** Options of `compile`; every field is optional. */
export interface CompileOptions {
  /** Treat warnings as errors (the CLI's `--strict`). */
  strict?: boolean;
  /** Called after each file is compiled (for progress output); must not throw. */
  onProgress?: (done: number, total: number, file: string) => void;
  /** Which chapters and sections feed the terms index; defaults suit the Orcus rulebook. */
  termSources?: Partial<TermSources>;
  /**
   * How line breaks inside paragraphs render in files whose front matter has
   * no `hard_wrap`: `commonmark` (default, a space) or `hard_wrap` (a break).
   */
  lineBreaks?: LineBreaks;
}

/** Titles (case-insensitive) of the headings whose contents define terms. */
export interface TermSources {
  /** Chapter whose subheadings are conditions. */
  conditions: string[];
  /** Chapter whose subheadings are combat actions. */
  actions: string[];
  /** Section whose subheadings are power keywords. */
  keywords: string[];
  /** Chapter whose bold-labelled paragraphs are glossary entries. */
  glossary: string[];
}

/** A dice expression found in text by the dice engine. */
export interface DiceRef {
  /** The span as written, e.g. "1dW + Strength modifier". */
  text: string;
  /** Canonical written form, e.g. "1dW + {str}". */
  formula: string;
}

/** A level-scaling entry: at `level` and above, `text` replaces the line's figures. */
export interface ScalingEntry {
  level: number;
  text: string;
  html: string;
  dice: DiceRef[];
}

/** A reference from a section body to a block rendered elsewhere. */
export interface BlockRef {
  kind: BlockKind;
  id: string;
}

/** Kinds of block that sections reference by id instead of duplicating. */
export type BlockKind = 'power' | 'deity' | 'table' | 'monster' | RecordKind;

/** One heading of the rulebook with the body that follows it up to the next heading. */
export interface Section {
  id: string;
  title: string;
  level: number;
  parent: string | null;
  children: string[];
  /** Titles of the enclosing headings, outermost first (excluding this one). */
  path: string[];
  /** Whether the body held a kramdown table-of-contents marker. */
  toc: boolean;
  markdown: string;
  html: string;
  text: string;
  blocks: BlockRef[];
  dice: DiceRef[];
  source: SourceRange;
}

/** How often a power can be used. */
export type Frequency =
  'at-will' | 'encounter' | 'twice-per-encounter' | 'daily' | 'unlimited' | 'consumable';
/** Whether a power attacks. */
export type PowerCategory = 'attack' | 'utility';
/** The action types a power's header can name. */
export type ActionType =
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
/** Where a power's effect originates; `other` for any other bold phrase (kept in `label`). */
export type OriginKind =
  'melee' | 'ranged' | 'melee-or-ranged' | 'near' | 'far' | 'self' | 'special' | 'other';
/** Areas of effect named in origin lines. */
export type AreaKind = 'burst' | 'blast' | 'arc' | 'wall' | 'line' | 'zone' | 'aura';
/** The four defenses. */
export type Defense = 'AC' | 'Fortitude' | 'Reflex' | 'Will';

/** A power's origin line, e.g. "**Near** burst 5 (10 at level 11), one ally". */
export interface Origin {
  kind: OriginKind;
  /** The bold origin phrase as written, e.g. "Melee or Ranged", "Self and allies". */
  label: string;
  /** The words after the bold phrase, as written, e.g. "weapon, one creature". */
  details: string;
  /** The line as written, without markup. */
  raw: string;
  area: AreaKind | null;
  size: number | null;
  /** A number of squares, or a word such as "weapon", "touch", "eyesight". */
  range: number | string | null;
  /** Scaling of the area size, e.g. "(Level 11: 5; Level 21: 8)". */
  scaling: { level: number; text: string }[];
}

/** How the defense of an attack with several is chosen: `only` (one listed), the `higher` or `lower`, or `either` (not said). */
export type DefenseChoice = 'only' | 'higher' | 'lower' | 'either';

/** One ability an attack may use, with the condition written beside it, e.g. "ranged". */
export interface AttackAbility {
  ability: Ability;
  /** The words in parentheses after the ability, e.g. "melee"; null when none. */
  when: string | null;
}

/**
 * An attack line, e.g. "Strength or Dexterity +2 vs Fortitude or Reflex
 * (whichever is higher)" or "Bluff check vs target's passive Insight score".
 */
export interface Attack {
  /** The abilities listed before "vs" (the attacker uses the best one allowed); empty for skill checks. */
  abilities: AttackAbility[];
  /** A bonus written after the abilities, e.g. 2 for "Dexterity +2 vs Reflex"; null when none. */
  bonus: number | null;
  /** The skill of a skill-check attack, e.g. "Bluff"; null for ability attacks. */
  check: string | null;
  /** The defenses named after "vs", in order; empty when none of the four is named. */
  defenses: Defense[];
  /** How one of several defenses is chosen; null when no defense is named. */
  defenseChoice: DefenseChoice | null;
  /** The words after "vs", as written. */
  against: string;
  /** The line as written. */
  raw: string;
}

/** Known labels of a power's lines, normalised. `other` keeps an unknown label as written. */
export type LineKey =
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

/** One labelled line of a power, with the scaling entries that modify it. */
export interface PowerLine {
  key: LineKey;
  /** The label as written, without colon, e.g. "Maintain Swift", "Special—Augment", "Boost Level 17". */
  label: string;
  /** The part of a compound label after its dash, e.g. "Augment" in "Special—Augment"; else null. */
  subLabel: string | null;
  /** The level of a boost line (`**Boost Level 15**`, `**Boost** **Level 17**`); else null. */
  level: number | null;
  /**
   * Which attack the line belongs to: 0 for the power's own lines, N for the
   * Nth sub-attack (a Secondary or Tertiary Attack line and the Hit, Miss and
   * Effect lines under it).
   */
  attackGroup: number;
  /** The attack read from an Attack, Secondary Attack or Tertiary Attack line; else null. */
  attack: Attack | null;
  text: string;
  html: string;
  dice: DiceRef[];
  scaling: ScalingEntry[];
  line: number;
}

/** The second header line of the older two-line layout, e.g. "Human Utility Ancestry". */
export interface Descriptor {
  /** The line as written, without markup. */
  raw: string;
  /** The words before the category, e.g. "Human", "Crusader". */
  source: string;
  /** The word after the category, e.g. "Ancestry", "Feature", "3". */
  kind: string;
}

/** A power block, fully structured. */
export interface Power {
  id: string;
  name: string;
  flavor: string | null;
  frequency: Frequency;
  category: PowerCategory;
  /** The level, or null for a feature or a header without a level. */
  level: number | null;
  feature: boolean;
  actions: ActionType[];
  /** The action as written, e.g. "Standard and Move Action". */
  actionText: string;
  tags: string[];
  /** The header line as written, without markup. */
  headerText: string;
  /** The descriptor line of the older two-line header; null in the one-line layout. */
  descriptor: Descriptor | null;
  origin: Origin | null;
  /** The targets as written after the origin's first comma. */
  targets: string | null;
  /** Attack rolls the targets call for: 1 for "one …" or none written, N for "two …"/"up to 3 …", null when the reader must say ("each enemy"). */
  targetCount: number | null;
  /** The power's own attack (the first Attack line of attack group 0). */
  attack: Attack | null;
  lines: PowerLine[];
  /** Titles of the enclosing headings, outermost first. */
  context: string[];
  section: string;
  source: SourceRange;
}

/** A monster's rank: a rank line without one is `standard`. */
export type MonsterRank = 'standard' | 'mook' | 'elite' | 'boss';
/** Creature sizes. */
export type MonsterSize = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';
/** The six abilities, by their stat-block abbreviation. */
export type MonsterAbility = 'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha';
/** The kind of a stat-block entry, from its symbol (‡ † ⤢ ↗ ∢ ⋇), or `none`. */
export type MonsterAttackKind =
  'basic-melee' | 'melee' | 'basic-ranged' | 'ranged' | 'near' | 'far' | 'none';
/** How often a monster entry can be used; `recharge` is `refresh 5, 6`. */
export type MonsterFrequencyKind = 'at-will' | 'encounter' | 'daily' | 'recharge' | 'other';

/** An attack roll of a stat-block entry: `+10 vs AC (rider)`. */
export interface MonsterAttackRoll {
  /** The attack bonus, e.g. 10 for `+10 vs AC`. */
  bonus: number;
  defense: Defense;
  /** A parenthesised condition after the defense, e.g. "+2 against a prone target". */
  rider: string | null;
}

/** A `*Secondary Attack:*` of an entry. */
export interface MonsterSecondary {
  attack: MonsterAttackRoll | null;
  text: string;
  html: string;
  dice: DiceRef[];
  line: number;
}

/** An attack or power of a stat block: symbol, name, action, frequency, and its line. */
export interface MonsterPowerEntry {
  type: 'power';
  kind: MonsterAttackKind;
  name: string;
  /** The action as written, lowercase (`standard`, `no action`), or null. */
  action: string | null;
  frequency: { kind: MonsterFrequencyKind; text: string; recharge: number[] } | null;
  tags: string[];
  /** Range text such as `Ranged 5/10` or `Near burst 2`. */
  range: string | null;
  attack: MonsterAttackRoll | null;
  /** The effect after range and attack (the whole line when it has neither). */
  effect: { text: string; html: string };
  dice: DiceRef[];
  secondary: MonsterSecondary[];
  line: number;
}

/** A trait of a stat block: a bold name alone on its line, then its text. */
export interface MonsterTraitEntry {
  type: 'trait';
  name: string;
  text: string;
  html: string;
  dice: DiceRef[];
  line: number;
}

/** One entry of a stat block, in book order. */
export type MonsterEntry = MonsterPowerEntry | MonsterTraitEntry;

/** A damage type with an amount (`necrotic 5`); amount null when none is written. */
export interface MonsterDamageAmount {
  text: string;
  type: string;
  amount: number | null;
}

/** A monster stat block, fully structured. */
export interface Monster {
  id: string;
  name: string;
  level: number;
  rank: MonsterRank;
  role: string;
  leader: boolean;
  xp: number;
  size: MonsterSize | null;
  origin: string | null;
  type: string | null;
  tags: string[];
  alignment: string | null;
  senses: { perception: number | null; other: string[]; note: string | null };
  skills: { name: string; bonus: number | null }[];
  languages: string[] | null;
  abilities: Record<MonsterAbility, { score: number; modifier: number } | null>;
  equipment: string | null;
  initiative: number | null;
  speeds: {
    walk: number | null;
    modes: { mode: string; speed: number | null; hover: boolean; text: string }[];
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
  resistances: MonsterDamageAmount[];
  vulnerabilities: MonsterDamageAmount[];
  /** Auras and other free lines before the entries, and unknown labelled fields. */
  extras: { label: string | null; text: string; html: string; line: number }[];
  entries: MonsterEntry[];
  /** The paragraph after the block. */
  description: { text: string; html: string } | null;
  /** Titles of the enclosing headings, outermost first. */
  context: string[];
  section: string;
  source: SourceRange;
}

/** The fields of a monster that come from the block itself (ids, context and description are the caller's). */
export type MonsterBody = Omit<Monster, 'id' | 'section' | 'context' | 'source' | 'description'>;

/** A deity block. */
export interface Deity {
  id: string;
  name: string;
  epithets: string[];
  symbol: string;
  portfolio: string[];
  favoredWeapon: string;
  pronunciation: string | null;
  description: { html: string; text: string };
  section: string;
  source: SourceRange;
}

/** One table cell: its text and, where it is a plain number, range or modifier, the value. */
export interface TableCell {
  text: string;
  value: CellValue | null;
}

/** A parsed numeric cell. */
export type CellValue =
  | { kind: 'number'; value: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'modifier'; value: number };

/** A GFM table with its caption. */
export interface Table {
  id: string;
  caption: string | null;
  columns: string[];
  rows: TableCell[][];
  section: string;
  source: SourceRange;
}

/** What kind of thing a term names. */
export type TermKind = 'condition' | 'action' | 'keyword' | 'glossary' | 'monster' | RecordKind;

/** An entry of the cross-link index. */
export interface Term {
  id: string;
  name: string;
  kind: TermKind;
  /** A qualifier written after the name, e.g. "tier" in "Adventurer (tier)". */
  qualifier: string | null;
  section: string;
  summary: string;
}

/** One input file as recorded in the manifest. */
export interface ManifestFile {
  path: string;
  sha256: string;
  bytes: number;
  title: string | null;
  weight: number | null;
  meta: Record<string, unknown>;
}

/** The manifest: versions, schema ids, inputs and counts. */
export interface Manifest {
  formatVersion: string;
  schemas: Record<DataKind, string>;
  files: ManifestFile[];
  counts: Record<DataKind | 'errors' | 'warnings', number>;
}

/** The data collections the compiler emits, one JSON file each. */
export type DataKind =
  | 'sections'
  | 'powers'
  | 'deities'
  | 'monsters'
  | 'tables'
  | 'terms'
  | RecordCollection
  | 'manifest';

/** Everything compiled. */
export interface RulebookData {
  sections: Section[];
  powers: Power[];
  deities: Deity[];
  monsters: Monster[];
  tables: Table[];
  terms: Term[];
  feats: Feat[];
  arts: Art[];
  items: MagicItem[];
  traps: Trap[];
  species: Species[];
  cruxes: Crux[];
  classes: CharacterClass[];
  disciplines: Discipline[];
  kits: Kit[];
  paths: ClassPath[];
  'feat-paths': FeatPath[];
  manifest: Manifest;
}

/** What `compile` returns: the data, and every diagnostic in source order. */
export interface CompileResult {
  data: RulebookData;
  diagnostics: Diagnostic[];
}
