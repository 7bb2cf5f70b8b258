/**
 * Power cards resolved against a character: the attack bonus, the dice with
 * the rulebook's variables substituted, and the level-scaling entry that
 * applies at the character's level. Pure functions over the compiler's types.
 */
import type { Ability, Attack, Power, PowerLine, ScalingEntry } from '../compiler/index.ts';
import {
  ABILITY_KEYS,
  abilityModifier,
  formatDice,
  parseDice,
  resolveDice,
  type DiceContext,
  type DiceExpr,
} from '../dice/browser.ts';
import type { AbilityKey, Character } from './character.ts';

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

const hasTag = (power: Pick<Power, 'tags'>, tag: 'weapon' | 'implement') =>
  power.tags.some((written) => written.trim().toLowerCase() === tag);

/** Whether a power is a Weapon power (its tags name Weapon), so proficiency applies. */
export function isWeaponPower(power: Pick<Power, 'tags'>): boolean {
  return hasTag(power, 'weapon');
}

/**
 * Whether a power's damage takes the character's enhancement bonus: Weapon
 * and Implement powers, made with the item whose bonus it is.
 */
export function takesEnhancement(power: Pick<Power, 'tags'>): boolean {
  return isWeaponPower(power) || hasTag(power, 'implement');
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
 * writes + proficiency (Weapon powers) + enhancement (Weapon and Implement
 * powers, as for damage: {@link takesEnhancement}). Null when the power
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
  if (takesEnhancement(power) && character.enhancement !== null && character.enhancement !== 0) {
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

/** A power's damage roll for a character: what its card shows and its attack roller rolls. */
export interface DamageRoll {
  /** The formula with the character's values in and the enhancement bonus added (`1d8 + 5`). */
  expr: DiceExpr;
  /** The enhancement bonus added to the roll (0 when none is). */
  enhancement: number;
  /** Extra dice a critical hit adds (1d6 per point of enhancement), rolled, never maximized. */
  critDice: DiceExpr | null;
}

const usesEnhancement = (node: DiceExpr): boolean =>
  node.type === 'variable'
    ? node.name === 'enh'
    : node.type === 'binary'
      ? usesEnhancement(node.left) || usesEnhancement(node.right)
      : node.type === 'negate' && usesEnhancement(node.operand);

/** `expr + value`, folded into the formula's last constant (`1d8 + 4` + 1 → `1d8 + 5`). */
function addConstant(expr: DiceExpr, value: number): DiceExpr {
  if (expr.type === 'constant') return { type: 'constant', value: expr.value + value };
  if (expr.type === 'binary' && (expr.op === '+' || expr.op === '-')) {
    if (expr.right.type === 'constant') {
      const net = (expr.op === '+' ? expr.right.value : -expr.right.value) + value;
      if (net === 0) return expr.left;
      const right = { type: 'constant', value: Math.abs(net) } as const;
      return { type: 'binary', op: net > 0 ? '+' : '-', left: expr.left, right };
    }
  }
  return { type: 'binary', op: '+', left: expr, right: { type: 'constant', value } };
}

/**
 * The damage roll of a formula from a power's Hit line, by the rulebook's
 * enhancement rule: a Weapon or Implement power adds the character's
 * enhancement bonus to the damage (unless the formula already names it) and,
 * on a critical hit, 1d6 per point of it, rolled while the rest is
 * maximized. Null when the formula does not parse or the character lacks a
 * value it needs.
 */
export function damageRoll(
  formula: string,
  power: Pick<Power, 'tags'>,
  character: Character,
): DamageRoll | null {
  const parsed = parseDice(formula);
  if (!parsed.ok) return null;
  let expr: DiceExpr;
  try {
    expr = resolveDice(parsed.expr, diceContext(character));
  } catch {
    return null;
  }
  const bonus = takesEnhancement(power) ? (character.enhancement ?? 0) : 0;
  if (bonus <= 0) return { expr, enhancement: 0, critDice: null };
  const critDice: DiceExpr = { type: 'dice', count: bonus, sides: 6, implicitCount: false };
  return usesEnhancement(parsed.expr)
    ? { expr, enhancement: 0, critDice }
    : { expr: addConstant(expr, bonus), enhancement: bonus, critDice };
}

/** What the enhancement bonus adds to a damage roll: "enhancement +1, critical hit +1d6". */
export function enhancementNote(damage: DamageRoll): string {
  const parts = damage.enhancement > 0 ? [`enhancement ${signed(damage.enhancement)}`] : [];
  if (damage.critDice) parts.push(`critical hit +${formatDice(damage.critDice)}`);
  return parts.join(', ');
}
