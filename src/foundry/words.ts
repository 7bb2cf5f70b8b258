/**
 * The mapping table: Orcus's words → the dnd4e system's, where they differ.
 * A word with no counterpart maps to null and the caller keeps it as text.
 * docs/foundry.md tables the same mapping for game masters.
 */
import type { Defense, Monster, MonsterRank, MonsterSize, Power } from '../compiler/index.ts';
import {
  CREATURE_TYPES,
  DAMAGE_TYPES,
  EFFECT_TYPES,
  ORIGINS,
  ROLES,
  type ActionType,
  type CreatureType,
  type DamageType,
  type DefenseKey,
  type EffectType,
  type OriginKey,
  type Rank,
  type Role,
  type SizeKey,
  type UseType,
} from './vocabulary.ts';

/** A power's action (Orcus) → its action type (dnd4e); swift is minor, immediate an interrupt. */
export const ACTION_OF: Record<Power['actions'][number], ActionType | null> = {
  standard: 'standard',
  move: 'move',
  swift: 'minor',
  free: 'free',
  counter: 'interrupt',
  reaction: 'reaction',
  immediate: 'interrupt',
  opportunity: 'opportunity',
  'no-action': 'none',
  special: null,
};

/** An action written in a stat block or an item power ("swift", "immediate reaction") → its action type. */
export function actionOfText(text: string | null): ActionType | null {
  const words = (text ?? '').toLowerCase();
  if (/\bimmediate\b|\binterrupt\b|\bcounter\b/.test(words))
    return /\breaction\b/.test(words) ? 'reaction' : 'interrupt';
  if (/\breaction\b/.test(words)) return 'reaction';
  if (/\bswift\b|\bminor\b/.test(words)) return 'minor';
  for (const action of ['standard', 'move', 'free', 'opportunity'] as const)
    if (words.includes(action)) return action;
  if (/\bno action\b/.test(words)) return 'none';
  return null;
}

/** A power's frequency → its use type; a mantle or a consumable has none that fits. */
export const USE_OF: Record<Power['frequency'], UseType> = {
  'at-will': 'atwill',
  unlimited: 'atwill',
  encounter: 'encounter',
  'twice-per-encounter': 'encounter',
  daily: 'daily',
  consumable: 'item',
  mantle: 'other',
};

/** A stat block entry's frequency → its use type; refresh is recharge. */
export const MONSTER_USE_OF: Record<
  'at-will' | 'encounter' | 'daily' | 'recharge' | 'other',
  UseType
> = {
  'at-will': 'atwill',
  encounter: 'encounter',
  daily: 'daily',
  recharge: 'recharge',
  other: 'other',
};

/** A monster's rank → the NPC's secondary role; a mook is a minion, a boss a solo. */
export const RANK_OF: Record<MonsterRank, Rank> = {
  standard: 'standard',
  mook: 'minion',
  elite: 'elite',
  boss: 'solo',
};

/** A creature size → its key. */
export const SIZE_OF: Record<MonsterSize, SizeKey> = {
  tiny: 'tiny',
  small: 'sm',
  medium: 'med',
  large: 'lg',
  huge: 'huge',
  gargantuan: 'grg',
};

/** A defense as the books write it → its key. */
export const DEFENSE_OF: Record<Defense, DefenseKey> = {
  AC: 'ac',
  Fortitude: 'fort',
  Reflex: 'ref',
  Will: 'wil',
};

/** A monster's defenses field → the defense key. */
export const MONSTER_DEFENSE_OF: Record<keyof Monster['defenses'], DefenseKey> = {
  ac: 'ac',
  fortitude: 'fort',
  reflex: 'ref',
  will: 'wil',
};

/** A word of `words` that is one of `list` (case-insensitive), or null. */
function oneOf<T extends string>(list: readonly T[], words: string | null): T | null {
  for (const word of (words ?? '').toLowerCase().split(/[^a-z]+/))
    for (const value of list) if (value.toLowerCase() === word) return value;
  return null;
}

/** A role as written ("Soldier", "Elite Brute") → the NPC's primary role, or null. */
export const roleOf = (role: string | null): Role | null => oneOf(ROLES, role);

/** An origin as written → its key, or null (kept as text). */
export const originOf = (origin: string | null): OriginKey | null => oneOf(ORIGINS, origin);

/** A creature type as written → its key, or null (kept as text). */
export const creatureTypeOf = (type: string | null): CreatureType | null =>
  oneOf(CREATURE_TYPES, type);

/** The damage types a text names ("fire and radiant damage"): each a key of `damageType`. */
export function damageTypesIn(text: string): DamageType[] {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/));
  return DAMAGE_TYPES.filter((type) => type !== 'damage' && type !== 'physical' && words.has(type));
}

/** The power keywords among `tags` that are effect types (`Fear`, `Healing`, `Zone`…). */
export function effectTypesIn(tags: readonly string[]): EffectType[] {
  const words = new Set(tags.map((tag) => tag.toLowerCase()));
  return EFFECT_TYPES.filter((type) => words.has(type.toLowerCase()));
}
