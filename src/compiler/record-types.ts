/**
 * The data model of the rulebook's records other than powers and deities:
 * feats, arts (rituals), magic items and traps. Each record is a heading of the
 * rules whose fields the compiler reads (docs/json-format.md, "Records"). The
 * shapes are the types generated from their schemas in `schemas/` (see
 * types.ts), under the names the code uses.
 */
import type * as GArt from './generated/art.ts';
import type * as GFeat from './generated/feat.ts';
import type * as GItem from './generated/item.ts';
import type * as GTrap from './generated/trap.ts';

/** Text of a field: plain for search and tools, sanitized HTML for pages. */
export type RichText = GFeat.RichText;

/** A level-scaling line of a record (`*Level 11:* …`). */
export type RecordScaling = GFeat.RecordScaling;

/** What every record has: identity, group heading, section, notes kept as written, and source. */
export type RecordBase = Pick<
  GFeat.Feat,
  'id' | 'name' | 'group' | 'section' | 'notes' | 'source' | 'alsoIn' | 'versions'
>;

/** Character tiers: adventurer (levels 1–10), prestige (11–20), epic (21–30). */
export type Tier = GFeat.Feat['tier'];

/** A reference by name that the compiler resolved to a record id where it could. */
export type NamedRef = GFeat.NamedRef;

/** A feat's prerequisite line, parsed into its parts; `raw` keeps it as written. */
export type Prerequisites = GFeat.Prerequisites;

/** A weapon a feat defines (`Name (category), **Proficiency:** +N, **Damage:** dX, **Range:** N/N`). */
export type FeatWeapon = GFeat.Weapon;

/** A feat (content-formats §2). */
export type Feat = GFeat.Feat;

/** An art: an incantation or a practice (content-formats §3). */
export type Art = GArt.Art;

/** Kinds of art. */
export type ArtKind = Art['kind'];

/** A check line of an art (`*Arcana check:* … DC 14 …`); `dc` null when none is written. */
export type ArtCheck = Art['checks'][number];

/** A magic item (content-formats §4): a boost, a slot item, a wondrous item or a consumable. */
export type MagicItem = GItem.Item;

/** Kinds of magic item. */
export type ItemKind = MagicItem['kind'];

/** An item power written inline: `**Item Power** (free, encounter) ● **Poison**` and its effect lines. */
export type ItemPower = MagicItem['itemPowers'][number];

/** A property of an item: a paragraph, a list, or a `**Name:** text` line. */
export type ItemProperty = MagicItem['properties'][number];

/** A trap or hazard (content-formats §8). */
export type Trap = GTrap.Trap;

/** Trap types (a trap's `trapType` is null when its level line names none). */
export type TrapType = NonNullable<Trap['trapType']>;

/** A trap's attack, rollable: its bonus and defense, the area, and the outcome lines. */
export type TrapAttack = GTrap.Attack;

/** What an attack symbol says about an attack: ‡ † melee, ⤢ ↗ ranged, ∢ near, ⋇ far; none written. */
export type AttackSymbolKind = TrapAttack['kind'];

/** A secondary attack line of a trap (`*Secondary Attack:* +7 vs Fortitude; …`). */
export type TrapSecondary = TrapAttack['secondary'][number];
