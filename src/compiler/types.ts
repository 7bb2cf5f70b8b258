/**
 * The compiler's public data model: what `compile` returns and what the JSON
 * files contain. The JSON Schemas in `schemas/` describe the same shapes; a
 * test validates every compiled fixture and the real rulebook against them, so
 * the two cannot drift apart unnoticed.
 */
import type { Diagnostic } from './diagnostics.ts';

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

/** Where something came from: 1-based lines, `endLine` inclusive. */
export interface SourceRange {
  file: string;
  line: number;
  endLine: number;
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
export type BlockKind = 'power' | 'deity' | 'table';

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
export type Frequency = 'at-will' | 'encounter' | 'daily' | 'unlimited';
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
/** Where a power's effect originates. */
export type OriginKind =
  'melee' | 'ranged' | 'melee-or-ranged' | 'near' | 'far' | 'self' | 'special';
/** Areas of effect named in origin lines. */
export type AreaKind = 'burst' | 'blast' | 'arc' | 'wall' | 'line' | 'zone' | 'aura';
/** Ability names used in attack lines and formulas. */
export type Ability =
  'strength' | 'constitution' | 'dexterity' | 'intelligence' | 'wisdom' | 'charisma';
/** The four defenses. */
export type Defense = 'AC' | 'Fortitude' | 'Reflex' | 'Will';

/** A power's origin line, e.g. "**Near** burst 5 (10 at level 11), one ally". */
export interface Origin {
  kind: OriginKind;
  /** The line as written, without markup. */
  raw: string;
  area: AreaKind | null;
  size: number | null;
  /** A number of squares, or a word such as "weapon", "touch", "eyesight". */
  range: number | string | null;
  /** Scaling of the area size, e.g. "(Level 11: 5; Level 21: 8)". */
  scaling: { level: number; text: string }[];
}

/** A power's attack line, e.g. "Strength vs AC". */
export interface Attack {
  ability: Ability | null;
  /** A skill named instead of an ability, e.g. "Bluff". */
  check: string | null;
  defense: Defense | null;
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
  | 'aftereffect'
  | 'cost'
  | 'crit'
  | 'other';

/** One labelled line of a power, with the scaling entries that modify it. */
export interface PowerLine {
  key: LineKey;
  /** The label as written, without colon, e.g. "Maintain Swift". */
  label: string;
  text: string;
  html: string;
  dice: DiceRef[];
  scaling: ScalingEntry[];
  line: number;
}

/** A power block, fully structured. */
export interface Power {
  id: string;
  name: string;
  flavor: string | null;
  frequency: Frequency;
  category: PowerCategory;
  level: number | null;
  feature: boolean;
  actions: ActionType[];
  /** The action as written, e.g. "Standard and Move Action". */
  actionText: string;
  tags: string[];
  origin: Origin | null;
  targets: string | null;
  attack: Attack | null;
  lines: PowerLine[];
  /** Titles of the enclosing headings, outermost first. */
  context: string[];
  section: string;
  source: SourceRange;
}

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
export type TermKind = 'condition' | 'action' | 'keyword' | 'glossary';

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
export type DataKind = 'sections' | 'powers' | 'deities' | 'tables' | 'terms' | 'manifest';

/** Everything compiled. */
export interface RulebookData {
  sections: Section[];
  powers: Power[];
  deities: Deity[];
  tables: Table[];
  terms: Term[];
  manifest: Manifest;
}

/** What `compile` returns: the data, and every diagnostic in source order. */
export interface CompileResult {
  data: RulebookData;
  diagnostics: Diagnostic[];
}
