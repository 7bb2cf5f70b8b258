/**
 * The reader's character, as the character panel edits it: level, the six
 * ability scores, weapon die, proficiency and enhancement bonuses. Pure: no
 * DOM, no storage; every field is validated from what a reader types, and an
 * unreadable value yields a message instead of a value.
 */
import { abilityModifier, parseDice, type Ability } from '../dice/browser.ts';

/** Ability abbreviations, as the dice engine names their modifiers. */
export type AbilityKey = Ability;

/** The rulebook's ability modifier: (score − 10) ÷ 2, rounded down (the dice engine's rule). */
export { abilityModifier };

/** The six abilities in the rulebook's order, with their names. */
export const ABILITIES: readonly { key: AbilityKey; name: string }[] = [
  { key: 'str', name: 'Strength' },
  { key: 'con', name: 'Constitution' },
  { key: 'dex', name: 'Dexterity' },
  { key: 'int', name: 'Intelligence' },
  { key: 'wis', name: 'Wisdom' },
  { key: 'cha', name: 'Charisma' },
];

/** A character; `null` fields are not set (cards then show the rulebook's words for them). */
export interface Character {
  level: number | null;
  scores: Record<AbilityKey, number | null>;
  /** The weapon die as written: `d8`, `2d6`. */
  weaponDie: string | null;
  proficiency: number | null;
  enhancement: number | null;
}

/** The fields of the panel's form. */
export type CharacterField = 'level' | AbilityKey | 'weaponDie' | 'proficiency' | 'enhancement';

/** A field's parsed value, or why it cannot be used. */
export type FieldResult<T> = { ok: true; value: T | null } | { ok: false; message: string };

/** An empty character: the panel's default. */
export function emptyCharacter(): Character {
  return {
    level: null,
    scores: { str: null, con: null, dex: null, int: null, wis: null, cha: null },
    weaponDie: null,
    proficiency: null,
    enhancement: null,
  };
}

/** Whether any field of the character is set. */
export function isSet(character: Character): boolean {
  return (
    character.level !== null ||
    character.weaponDie !== null ||
    character.proficiency !== null ||
    character.enhancement !== null ||
    Object.values(character.scores).some((score) => score !== null)
  );
}

function integerIn(raw: string, min: number, max: number, what: string): FieldResult<number> {
  const text = raw.trim().replace(/^\+/, '');
  if (text === '') return { ok: true, value: null };
  if (!/^-?\d+$/.test(text))
    return { ok: false, message: `${what} must be a whole number from ${min} to ${max}.` };
  const value = Number(text);
  if (value < min || value > max)
    return { ok: false, message: `${what} must be from ${min} to ${max}.` };
  return { ok: true, value };
}

const WEAPON_DIE = /^([1-9]\d?)?d(4|6|8|10|12)$/;

/** Reads a weapon die such as `d8` or `2d6` (d4–d12, up to 99 dice). */
export function parseWeaponDie(raw: string): FieldResult<string> {
  const text = raw.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return { ok: true, value: null };
  if (!WEAPON_DIE.test(text) || !parseDice(text).ok) {
    return {
      ok: false,
      message: 'Weapon die must be d4, d6, d8, d10 or d12, or several such as 2d6.',
    };
  }
  return { ok: true, value: text };
}

/** Reads one field of the panel from what the reader typed. */
export function parseField(field: CharacterField, raw: string): FieldResult<number | string> {
  switch (field) {
    case 'level':
      return integerIn(raw, 1, 30, 'Level');
    case 'weaponDie':
      return parseWeaponDie(raw);
    case 'proficiency':
      return integerIn(raw, 0, 10, 'Proficiency bonus');
    case 'enhancement':
      return integerIn(raw, 0, 10, 'Enhancement bonus');
    default: {
      const name = ABILITIES.find((a) => a.key === field)?.name ?? field;
      return integerIn(raw, 1, 30, `${name} score`);
    }
  }
}

/** Reads a stored character (any JSON), keeping only the fields that validate. */
export function fromStored(value: unknown): Character {
  const character = emptyCharacter();
  if (typeof value !== 'object' || value === null) return character;
  const record = value as Record<string, unknown>;
  const read = (field: CharacterField, raw: unknown) => {
    const result = parseField(field, raw === null || raw === undefined ? '' : String(raw));
    return result.ok ? result.value : null;
  };
  character.level = read('level', record['level']) as number | null;
  character.weaponDie = read('weaponDie', record['weaponDie']) as string | null;
  character.proficiency = read('proficiency', record['proficiency']) as number | null;
  character.enhancement = read('enhancement', record['enhancement']) as number | null;
  const scores = (record['scores'] ?? {}) as Record<string, unknown>;
  for (const { key } of ABILITIES) character.scores[key] = read(key, scores[key]) as number | null;
  return character;
}
