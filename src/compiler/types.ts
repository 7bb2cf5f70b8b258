/**
 * The compiler's public data model: what `compile` returns and what the JSON
 * files contain. The output shapes are the types generated from the JSON
 * Schemas in `schemas/` (src/compiler/generated/, `npm run gen:types`),
 * given the names the code uses here: the schema is the one source of truth,
 * so a shape cannot change in one and not the other. Only the compiler's own
 * inputs and options (not written to JSON) are declared by hand.
 * tests/compiler/generated-types.test.ts checks the generated modules are
 * current and every collection the manifest lists has its type here.
 */
import type { Diagnostic } from './diagnostics.ts';
import type * as GDeity from './generated/deity.ts';
import type * as GManifest from './generated/manifest.ts';
import type * as GMonster from './generated/monster.ts';
import type * as GPower from './generated/power.ts';
import type * as GSection from './generated/section.ts';
import type * as GTable from './generated/table.ts';
import type * as GTerm from './generated/term.ts';
import type { LineBreaks } from './hard-wrap.ts';
import type { Art, Feat, MagicItem, Trap } from './record-types.ts';
import type { Crux, Species } from './ancestry-types.ts';
import type { CharacterClass, ClassPath, Discipline, FeatPath, Kit } from './class-types.ts';
import type { DamageTable, EncounterRule, MonsterRole, MonsterXpTable } from './rules-types.ts';

export type { Ability, Placement, SourceRange } from './base-types.ts';
export type * from './record-types.ts';
export type * from './ancestry-types.ts';
export type * from './class-types.ts';
export type * from './rules-types.ts';

/** Kinds of block that sections reference by id instead of duplicating (schema: section `blocks[].kind`). */
export type BlockKind = GSection.BlockRef['kind'];

/**
 * The keys of a block record that say where it stands in the library, set
 * when it is placed (its id, section and source; the reprints and versions
 * of its name, shared-names.ts), not by the reader of its block.
 */
export type PlacementKey = 'id' | 'section' | 'source' | 'alsoIn' | 'versions';

/** The kinds of block that are not records: read from blocks of their own, not from headings. */
type BlockOnlyKind = 'power' | 'deity' | 'table' | 'monster';

/** Kinds of record read from headings of the rules (feats, …), one per data collection. */
export type RecordKind = Exclude<BlockKind, BlockOnlyKind>;

/** The data collections the compiler emits, one JSON file each (schema: the manifest's `schemas`). */
export type DataKind = keyof GManifest.Manifest['schemas'];

/** The data collection of each record kind. */
export type RecordCollection = Exclude<
  DataKind,
  'sections' | 'powers' | 'deities' | 'monsters' | 'tables' | 'terms' | RulesTableKind | 'manifest'
>;

/** The data collections of the rules tables tools compute with (rules-types.ts). */
export type RulesTableKind = 'monster-xp' | 'encounter-rules' | 'monster-roles' | 'damage-by-level';

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
   * With `unreadable`: the reader left the file out on purpose (a symbolic
   * link out of the content directories, a name starting with a dot), and the
   * compiler reports this warning instead of `input/unreadable`.
   */
  skipped?: 'input/symlink-outside' | 'input/dot-file';
  /**
   * Which content directory the file came from (0 for the first). Files of a
   * later directory come after those of earlier ones, whatever their weights,
   * and may `replaces` their blocks. Default 0.
   */
  layer?: number;
}

/** A content directory as the caller read it (the compiler does no I/O). */
export interface ContentDirInput {
  /** The directory as its files' paths start with it (`content`; `` for the working directory). */
  path: string;
  /** The text of its `_config.yml` (Jekyll's site configuration), when it has one. */
  siteConfig?: string;
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
  /**
   * The content directories, by `layer`: where each one's home page
   * (`index.md`, home.ts) is, and its Jekyll `_config.yml`, whose kramdown
   * `hard_wrap` is the line-break default of its files when `lineBreaks` is
   * not given (site-config.ts). Without it, a top-level `index.md` path is
   * the home page and no `_config.yml` is read.
   */
  contentDirs?: readonly ContentDirInput[];
  /**
   * The SHA-256 (hex) of a file's text as the manifest records it; default a
   * pure-JS hash (the compiler runs in browsers too). Node callers pass
   * node:crypto's: the same digest, several times faster.
   */
  sha256?: (text: string) => string;
  /**
   * Parse the subset of markdown the books use with the fast parser
   * (src/compiler/fast-markdown/; default true), or every file with remark
   * (false): the same output, slower; rulebook.config.json's
   * `markdown.fastPath`.
   */
  fastMarkdown?: boolean;
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

/** A dice expression found in text by the dice engine: as written, and canonical (`1dW + {str}`). */
export type DiceRef = GSection.Dice;

/** A level-scaling entry: at `level` and above, `text` replaces the line's figures. */
export type ScalingEntry = GPower.Scaling;

/** A reference from a section body to a block rendered elsewhere. */
export type BlockRef = GSection.BlockRef;

/** One heading of the rulebook with the body that follows it up to the next heading. */
export type Section = GSection.Section;

/** A power block, fully structured. */
export type Power = GPower.Power;
/** How often a power can be used. */
export type Frequency = Power['frequency'];
/** Whether a power attacks. */
export type PowerCategory = Power['category'];
/** The action types a power's header can name. */
export type ActionType = GPower.Action;
/** A power's origin line, e.g. "**Near** burst 5 (10 at level 11), one ally". */
export type Origin = GPower.Origin;
/** Where a power's effect originates; `other` for any other bold phrase (kept in `label`). */
export type OriginKind = Origin['kind'];
/** Areas of effect named in origin lines. */
export type AreaKind = NonNullable<Origin['area']>;
/**
 * An attack line, e.g. "Strength or Dexterity +2 vs Fortitude or Reflex
 * (whichever is higher)" or "Bluff check vs target's passive Insight score".
 */
export type Attack = GPower.Attack;
/** One ability an attack may use, with the condition written beside it, e.g. "ranged". */
export type AttackAbility = Attack['abilities'][number];
/** The four defenses. */
export type Defense = Attack['defenses'][number];
/** How the defense of an attack with several is chosen: `only` (one listed), the `higher` or `lower`, or `either` (not said). */
export type DefenseChoice = NonNullable<Attack['defenseChoice']>;
/** One labelled line of a power, with the scaling entries that modify it. */
export type PowerLine = GPower.Line;
/** Known labels of a power's lines, normalised. `other` keeps an unknown label as written. */
export type LineKey = PowerLine['key'];
/** The second header line of the older two-line layout, e.g. "Human Utility Ancestry". */
export type Descriptor = GPower.Descriptor;

/** A monster stat block, fully structured. */
export type Monster = GMonster.Monster;
/** A monster's rank: a rank line without one is `standard`. */
export type MonsterRank = Monster['rank'];
/** Creature sizes. */
export type MonsterSize = NonNullable<Monster['size']>;
/** The six abilities, by their stat-block abbreviation. */
export type MonsterAbility = keyof Monster['abilities'];
/** An attack or power of a stat block: symbol, name, action, frequency, and its line. */
export type MonsterPowerEntry = GMonster.Power;
/** A trait of a stat block: a bold name alone on its line, then its text. */
export type MonsterTraitEntry = GMonster.Trait;
/** One entry of a stat block, in book order. */
export type MonsterEntry = Monster['entries'][number];
/** The kind of a stat-block entry, from its symbol (‡ † ⤢ ↗ ∢ ⋇), or `none`. */
export type MonsterAttackKind = MonsterPowerEntry['kind'];
/** How often a monster entry can be used; `recharge` is `refresh 5, 6`. */
export type MonsterFrequencyKind = NonNullable<MonsterPowerEntry['frequency']>['kind'];
/** An attack roll of a stat-block entry: `+10 vs AC (rider)`. */
export type MonsterAttackRoll = NonNullable<GMonster.Attack>;
/** A `*Secondary Attack:*` of an entry. */
export type MonsterSecondary = GMonster.Secondary;
/** A damage type with an amount (`necrotic 5`); amount null when none is written. */
export type MonsterDamageAmount = GMonster.Amount;
/** The fields of a monster that come from the block itself (ids, context and description are the caller's). */
export type MonsterBody = Omit<Monster, PlacementKey | 'context' | 'description'>;

/** A deity block. */
export type Deity = GDeity.Deity;

/** A GFM table with its caption. */
export type Table = GTable.Table;
/** One table cell: its text and, where it is a plain number, range or modifier, the value. */
export type TableCell = GTable.Cell;
/** A parsed numeric cell. */
export type CellValue = GTable.Value;

/** An entry of the cross-link index. */
export type Term = GTerm.Term;
/** What kind of thing a term names. */
export type TermKind = Term['kind'];

/** The manifest: versions, schema ids, inputs and counts. */
export type Manifest = Omit<GManifest.Manifest, 'files'> & { files: ManifestFile[] };
/**
 * One input file as recorded in the manifest; `meta` (the front matter, any
 * mapping) narrowed from the generated `{}` so its values can be read.
 */
export type ManifestFile = Omit<GManifest.Manifest['files'][number], 'meta'> & {
  meta: Record<string, unknown>;
};

/** Everything compiled: one array per data collection, and the manifest. */
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
  'monster-xp': MonsterXpTable[];
  'encounter-rules': EncounterRule[];
  'monster-roles': MonsterRole[];
  'damage-by-level': DamageTable[];
  manifest: Manifest;
}

/** What `compile` returns: the data, and every diagnostic in source order. */
export interface CompileResult {
  data: RulebookData;
  diagnostics: Diagnostic[];
}

/**
 * How a call was served: `incremental` merged per-file results (each changed
 * file compiled alone); `full` compiled every file together (a first call,
 * a call with no incremental state, or files that interact, such as an id
 * two files define or `replaces`, where the merge falls back); `cached` read
 * the whole result back from the persistent cache.
 */
export type ServedBy = 'incremental' | 'full' | 'cached';

/** How a call was served and what it did afresh (for tests, benchmarks and the dev log). */
export interface CompileStats {
  mode: ServedBy;
  /** Files compiled afresh (the others came from a cache); null when the layer does not count them. */
  compiled: number | null;
  /** Markdown chunks parsed afresh (incremental only; else null). */
  parsedChunks: number | null;
  /** Files whose extraction was replayed instead of walked (incremental only; else null). */
  replayed: number | null;
}
