/**
 * The dnd4e system's vocabulary, pinned to the version the module is made
 * for: the top-level keys of its `CONFIG.DND4E` tables (module/config.mjs)
 * and its document types, copied once here. The mapping, the documents'
 * schema and the module manifest all read these lists: a new system version
 * is one edit of this file.
 */

/** The system the documents are for, its version, and the Foundry versions it runs on. */
export const DND4E_SYSTEM = {
  id: 'dnd4e',
  version: '0.9.2',
  /** The system versions the module declares it works with (`relationships.systems`). */
  compatibility: { minimum: '0.9.2', verified: '0.9.2' },
  /** Foundry core versions the system runs on (its own `compatibility`). */
  foundry: { minimum: '14', verified: '14.367', maximum: '14' },
} as const;

/** Actor document types. */
export const ACTOR_TYPES = ['Player Character', 'NPC', 'Hazard'] as const;
/** Item document types. */
export const ITEM_TYPES = [
  'power',
  'feature',
  'ritual',
  'equipment',
  'weapon',
  'consumable',
  'loot',
  'backpack',
  'tool',
] as const;
/** A feature Item's `featureType`. */
export const FEATURE_TYPES = ['feat', 'race', 'class', 'path', 'destiny', 'other'] as const;
/** A power's `useType`. */
export const USE_TYPES = ['atwill', 'encounter', 'daily', 'recharge', 'item', 'other'] as const;
/** A power's `actionType` and `sustain.actionType`. */
export const ACTION_TYPES = [
  'none',
  'standard',
  'move',
  'minor',
  'free',
  'reaction',
  'interrupt',
  'opportunity',
] as const;
/** An attack's `def`. */
export const DEFENSES = ['ac', 'fort', 'ref', 'wil'] as const;
/** A power's `powerType`. */
export const POWER_TYPES = [
  'inherent',
  'class',
  'race',
  'paragon',
  'epic',
  'theme',
  'item',
  'feat',
  'skill',
  'other',
  'utility',
] as const;
/** A power's `powerSubtype`. */
export const POWER_SUBTYPES = ['attack', 'utility', 'feature', 'other'] as const;
/** A power's `powersource`. */
export const POWER_SOURCES = [
  'arcane',
  'divine',
  'martial',
  'Elemental',
  'ki',
  'primal',
  'psionic',
  'shadow',
] as const;
/** A power's `weaponType`. */
export const WEAPON_TYPES = ['melee', 'meleeRanged', 'ranged', 'implement', 'none', 'any'] as const;
/** A power's `rangeType`. */
export const RANGE_TYPES = [
  'weapon',
  'melee',
  'touch',
  'reach',
  'range',
  'closeBurst',
  'closeBlast',
  'rangeBurst',
  'rangeBlast',
  'wall',
  'personal',
  'special',
] as const;
/** An NPC's `details.role.primary`. */
export const ROLES = [
  'artillery',
  'brute',
  'controller',
  'lurker',
  'skirmisher',
  'soldier',
  'defender',
  'leader',
  'striker',
] as const;
/** An NPC's `details.role.secondary` (its rank). */
export const RANKS = ['standard', 'elite', 'solo', 'minion', 'companion', 'other'] as const;
/** An NPC's `details.size`. */
export const SIZES = ['tiny', 'sm', 'med', 'lg', 'huge', 'grg'] as const;
/** An NPC's `details.origin`. */
export const ORIGINS = ['aberrant', 'elemental', 'fey', 'immortal', 'natural', 'shadow'] as const;
/** An NPC's `details.type`. */
export const CREATURE_TYPES = ['animate', 'beast', 'humanoid', 'magical'] as const;
/** The keys of a power's `damageType` (booleans). */
export const DAMAGE_TYPES = [
  'damage',
  'ongoing',
  'acid',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'physical',
  'poison',
  'psychic',
  'radiant',
  'thunder',
] as const;
/** The keys of a power's `effectType` (booleans). */
export const EFFECT_TYPES = [
  'augmentable',
  'aura',
  'beast',
  'beastForm',
  'channelDiv',
  'charm',
  'conjuration',
  'disease',
  'elemental',
  'enchantment',
  'evocation',
  'fear',
  'fullDis',
  'gaze',
  'healing',
  'illusion',
  'invigorating',
  'mount',
  'necro',
  'nether',
  'poison',
  'polymorph',
  'rage',
  'rattling',
  'reliable',
  'runic',
  'shadow',
  'sleep',
  'spirit',
  'stance',
  'summoning',
  'teleportation',
  'transmutation',
  'zone',
] as const;
/** The roll-data variables a formula may use (`@name`); `@atkMod` and `@dmgMod` are legacy and left out. */
export const FORMULA_VARIABLES = [
  'wepAttack',
  'impAttack',
  'powerMod',
  'lvhalf',
  'lv',
  'tier',
  'heroic',
  'paragon',
  'epic',
  'strMod',
  'conMod',
  'dexMod',
  'intMod',
  'wisMod',
  'chaMod',
  'powBase',
  'powMax',
  'wepDamage',
  'wepDice',
  'wepMax',
  'wepCritBonus',
  'enhance',
  'profBonus',
  'impDamage',
  'impCritBonus',
  'itemLevel',
  'bonus',
] as const;

/** Actor document type. */
export type ActorType = (typeof ACTOR_TYPES)[number];
/** Item document type. */
export type ItemType = (typeof ITEM_TYPES)[number];
/** Feature type. */
export type FeatureType = (typeof FEATURE_TYPES)[number];
/** Use type. */
export type UseType = (typeof USE_TYPES)[number];
/** Action type. */
export type ActionType = (typeof ACTION_TYPES)[number];
/** Defense key. */
export type DefenseKey = (typeof DEFENSES)[number];
/** Power type. */
export type PowerType = (typeof POWER_TYPES)[number];
/** Power subtype. */
export type PowerSubtype = (typeof POWER_SUBTYPES)[number];
/** Power source. */
export type PowerSource = (typeof POWER_SOURCES)[number];
/** Weapon type of a power. */
export type WeaponType = (typeof WEAPON_TYPES)[number];
/** Range type of a power. */
export type RangeType = (typeof RANGE_TYPES)[number];
/** NPC role. */
export type Role = (typeof ROLES)[number];
/** NPC rank. */
export type Rank = (typeof RANKS)[number];
/** Creature size key. */
export type SizeKey = (typeof SIZES)[number];
/** Creature origin. */
export type OriginKey = (typeof ORIGINS)[number];
/** Creature type. */
export type CreatureType = (typeof CREATURE_TYPES)[number];
/** Damage type key. */
export type DamageType = (typeof DAMAGE_TYPES)[number];
/** Effect type key. */
export type EffectType = (typeof EFFECT_TYPES)[number];
