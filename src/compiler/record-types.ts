/**
 * The data model of the rulebook's records other than powers and deities:
 * feats, arts (rituals), magic items and traps. Each record is a heading of the
 * rules whose fields the compiler reads (docs/json-format.md, "Records"); the
 * schemas in `schemas/` describe the same shapes.
 */
import type { Ability, SourceRange } from './base-types.ts';

/** Text of a field: plain for search and tools, sanitized HTML for pages. */
export interface RichText {
  text: string;
  html: string;
}

/** A level-scaling line of a record (`*Level 11:* …`). */
export interface RecordScaling {
  level: number;
  text: string;
}

/** What every record has: identity, place in the rules and source. */
export interface RecordBase {
  id: string;
  name: string;
  /** Title of the heading that groups it (e.g. "General Feats", "Arcana"), or null. */
  group: string | null;
  /** Id of the record's own section (its heading). */
  section: string;
  /** Lines the compiler could not place in a field, kept as written (each has a warning). */
  notes: string[];
  source: SourceRange;
}

/** Character tiers: adventurer (levels 1–10), prestige (11–20), epic (21–30). */
export type Tier = 'adventurer' | 'prestige' | 'epic';

/** A reference by name that the compiler resolved to a record id where it could. */
export interface NamedRef {
  name: string;
  /** The id of the record (feat, power) it names, or null when none has that name. */
  id: string | null;
}

/** A feat's prerequisite line, parsed into its parts; `raw` keeps it as written. */
export interface Prerequisites {
  raw: string;
  minLevel: number | null;
  abilities: { ability: Ability; min: number }[];
  feats: NamedRef[];
  powers: NamedRef[];
  other: string[];
  options: { option: string; requirement: string }[];
}

/** A weapon a feat defines (`Name (category), **Proficiency:** +N, **Damage:** dX, **Range:** N/N`). */
export interface FeatWeapon {
  name: string;
  category: string;
  proficiency: number | null;
  damage: string | null;
  range: string | null;
}

/** A feat (content-formats §2). */
export interface Feat extends RecordBase {
  /** The name without its qualifier: "Harpoon Training" for "Harpoon Training (Improved)". */
  baseName: string;
  qualifier: string | null;
  flavor: string | null;
  prerequisites: Prerequisites | null;
  benefit: RichText;
  levelScaling: RecordScaling[];
  critical: RichText | null;
  special: RichText | null;
  /** Whether the Special line lets a character take the feat more than once. */
  repeatable: boolean;
  weapon: FeatWeapon | null;
  tier: Tier;
  /** Ids of the power blocks written under the feat. */
  powers: string[];
}

/** Kinds of art. */
export type ArtKind = 'incantation' | 'practice';

/** A check line of an art (`*Arcana check:* … DC 14 …`). */
export interface ArtCheck {
  skill: string;
  /** The first DC the line names, or null (`moderate DC`, implicit). */
  dc: number | null;
  text: string;
}

/** An art: an incantation or a practice (content-formats §3). */
export interface Art extends RecordBase {
  /** The type line as written: `Level 3 Divination Incantation (Arcana)`. */
  typeLine: string;
  kind: ArtKind;
  level: number;
  school: string;
  /** The key skill; null for the skill-less group (`(None)`). */
  skill: string | null;
  costToLearn: string | null;
  costToLearnGp: number | null;
  completionTime: string | null;
  /** The completion time in minutes, when it is a plain duration ("10 minutes", "8 hours"). */
  completionTimeMinutes: number | null;
  components: string | null;
  componentCostGp: number | null;
  /** Whether the components cost a recovery. */
  componentRecovery: boolean;
  duration: string | null;
  body: RichText;
  checks: ArtCheck[];
  tier: Tier;
}

/** Kinds of magic item. */
export type ItemKind = 'boost' | 'slot' | 'wondrous' | 'consumable';

/** An item power written inline: `**Item Power** (free, encounter) ● **Poison**` and its effect lines. */
export interface ItemPower {
  name: string;
  action: string;
  frequency: string;
  tags: string[];
  /** The words before the effect's first colon when they are a trigger ("When you hit…"), else null. */
  trigger: string | null;
  effect: RichText;
  /** The header line as written. */
  raw: string;
}

/** A property of an item: a paragraph, a list, or a `**Name:** text` line. */
export interface ItemProperty {
  name: string | null;
  text: string;
  html: string;
}

/** A magic item (content-formats §4): a boost, a slot item, a wondrous item or a consumable. */
export interface MagicItem extends RecordBase {
  /** The name without a boost's tier marker: "Thornwake" for "Thornwake (III)". */
  baseName: string;
  kind: ItemKind;
  /** The body slot, from the group heading (`Head Items` → head, `Cloak Boosts` → neck); null for wondrous and consumable items. */
  slot: string | null;
  /** A boost's tier marker I–IV as 1–4, or null. */
  boostTier: number | null;
  /** The italic level line as written (`Level 4, 14 or 24`), or null. */
  levelLine: string | null;
  levels: number[];
  /** `Level X`: the level is another thing's (a summoned creature's). */
  levelIsVariable: boolean;
  /** A consumable's price ladder: the bonus at each item level. */
  bonusByLevel: { level: number; bonus: number }[];
  /** An italic restriction line such as "Spears and polearms only". */
  restriction: string | null;
  minimumEnchantment: number | null;
  properties: ItemProperty[];
  itemPowers: ItemPower[];
  scaling: RecordScaling[];
  curse: RichText | null;
}

/** Trap types. */
export type TrapType = 'one-off' | 'hazard' | 'recurring';

/** What an attack symbol says about an attack: ‡ † melee, ⤢ ↗ ranged, ∢ near, ⋇ far; none written. */
export type AttackSymbolKind = 'melee' | 'ranged' | 'near' | 'far' | 'none';

/** A secondary attack line of a trap (`*Secondary Attack:* +7 vs Fortitude; …`). */
export interface TrapSecondary {
  bonus: number | null;
  defense: string | null;
  text: string;
}

/** A trap's attack, rollable: its bonus and defense, the area, and the outcome lines. */
export interface TrapAttack {
  kind: AttackSymbolKind;
  /** The symbol as written (`∢`), or null. */
  symbol: string | null;
  tags: string[];
  /** The range words before the bonus (`Near burst 2`), or null. */
  rangeText: string | null;
  area: { shape: string; size: number } | null;
  bonus: number | null;
  defense: string | null;
  hit: string | null;
  miss: string | null;
  effect: string | null;
  secondary: TrapSecondary[];
  aftereffect: string | null;
}

/** A trap or hazard (content-formats §8). */
export interface Trap extends RecordBase {
  /** The italic one-sentence description. */
  description: string | null;
  /** Caption text of artwork between the heading and the description, or null. */
  artwork: string | null;
  /** The level line as written: `Level 4 Recurring Shooter (175 XP Trap)`. */
  levelLine: string;
  level: number;
  trapType: TrapType;
  elite: boolean;
  role: string;
  xp: number;
  detection: { skill: string | null; dc: number; text: string }[];
  trigger: string | null;
  target: string | null;
  attack: TrapAttack | null;
  special: string | null;
  countermeasures: string[];
}
