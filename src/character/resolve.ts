/**
 * Power cards resolved against a character: the attack bonus, the dice with
 * the rulebook's variables substituted, and the level-scaling entry that
 * applies at the character's level. Pure functions over the compiler's types.
 */
import type { Ability, Attack, Power, PowerLine, ScalingEntry } from '../compiler/types.ts';
import {
  abilityModifier,
  formatDice,
  parseDice,
  resolveDice,
  type DiceContext,
} from '../dice/browser.ts';
import type { AbilityKey, Character } from './character.ts';

const ABILITY_KEYS = {
  strength: 'str',
  constitution: 'con',
  dexterity: 'dex',
  intelligence: 'int',
  wisdom: 'wis',
  charisma: 'cha',
} as const satisfies Record<Ability, AbilityKey>;

/** The character's ability key for a power's attacking ability (`strength` → `str`). */
export function abilityKey(ability: Ability): AbilityKey {
  return ABILITY_KEYS[ability];
}

/** The dice engine's context for a character (unset fields stay unset). */
export function diceContext(character: Character): DiceContext {
  const abilities: Partial<Record<AbilityKey, number>> = {};
  for (const [key, score] of Object.entries(character.scores) as [AbilityKey, number | null][]) {
    if (score !== null) abilities[key] = abilityModifier(score);
  }
  const context: DiceContext = { abilities };
  if (character.level !== null) context.level = character.level;
  if (character.weaponDie !== null) context.weaponDie = character.weaponDie;
  if (character.proficiency !== null) context.proficiency = character.proficiency;
  if (character.enhancement !== null) context.enhancement = character.enhancement;
  return context;
}

/** One addend of an attack bonus, for the breakdown shown beside it. */
export interface BonusPart {
  label: string;
  value: number;
}

/** Whether a power is a Weapon power (its tags name Weapon), so proficiency applies. */
export function isWeaponPower(power: Pick<Power, 'tags'>): boolean {
  return power.tags.some((tag) => /^weapon$/i.test(tag.trim()));
}

/**
 * The ability an attack uses for a character: of the abilities the attack
 * line lists (`Strength or Dexterity vs AC`), the one with the highest score
 * the character has set; null when it lists none or none is set.
 */
export function bestAbility(
  attack: Pick<Attack, 'abilities'> | null,
  character: Character,
): Ability | null {
  let best: Ability | null = null;
  let bestScore = -Infinity;
  for (const { ability } of attack?.abilities ?? []) {
    const score = character.scores[ABILITY_KEYS[ability]];
    if (score !== null && score > bestScore) {
      best = ability;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The attack bonus by the rulebook's attack rules: the modifier of the best
 * ability the power lists + half the level + the bonus the attack line
 * writes + proficiency (Weapon powers) + enhancement. Null when the power
 * makes no ability attack or the character lacks a needed value.
 */
export function attackBonus(
  power: Pick<Power, 'attack' | 'tags'>,
  character: Character,
): { total: number; parts: BonusPart[] } | null {
  const ability = bestAbility(power.attack, character);
  const score = ability ? character.scores[ABILITY_KEYS[ability]] : null;
  if (!ability || score === null || character.level === null) return null;
  const parts: BonusPart[] = [
    {
      label: `${ability[0]!.toUpperCase()}${ability.slice(1)} modifier`,
      value: abilityModifier(score),
    },
    { label: 'half level', value: Math.floor(character.level / 2) },
  ];
  const written = power.attack?.bonus ?? null;
  if (written !== null && written !== 0) parts.push({ label: 'power bonus', value: written });
  if (isWeaponPower(power)) {
    if (character.proficiency === null) return null;
    parts.push({ label: 'proficiency', value: character.proficiency });
  }
  if (character.enhancement !== null && character.enhancement !== 0) {
    parts.push({ label: 'enhancement', value: character.enhancement });
  }
  return { total: parts.reduce((sum, part) => sum + part.value, 0), parts };
}

/** Formats a bonus the way cards print it: `+9`, `-1`, `+0`. */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/**
 * A formula with the character's values substituted (`1dW + {str}` → `1d8 + 4`),
 * or null when the character lacks a value the formula needs.
 */
export function resolveFormula(formula: string, character: Character): string | null {
  const parsed = parseDice(formula);
  if (!parsed.ok) return null;
  try {
    return formatDice(resolveDice(parsed.expr, diceContext(character)));
  } catch {
    return null;
  }
}

/** The scaling entry of a line that applies at `level`: the highest "Level N" at or below it. */
export function activeScaling(
  line: Pick<PowerLine, 'scaling'>,
  level: number | null,
): ScalingEntry | null {
  if (level === null) return null;
  let active: ScalingEntry | null = null;
  for (const entry of line.scaling)
    if (entry.level <= level && (!active || entry.level > active.level)) active = entry;
  return active;
}
