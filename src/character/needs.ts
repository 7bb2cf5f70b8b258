/**
 * What the reader must still set in the Character panel before a formula or
 * an attack can be rolled. The one place that decides it: formulas are read
 * from their parsed dice expression, never by matching their text.
 */
import type { Power } from '../compiler/index.ts';
import type { Ability, DiceContext, DiceExpr, VariableName } from '../dice/browser.ts';
import { ABILITIES, type Character } from './character.ts';
import { abilityKey, bestAbility, diceContext, isWeaponPower } from './resolve.ts';

const ABILITY_LABELS = Object.fromEntries(
  ABILITIES.map(({ key, name }) => [key, `${name} score`]),
) as Record<Ability, string>;

/** The panel field each dice variable (and the weapon die `W`) reads, as the reader names it. */
export const NEED_LABELS: Readonly<Record<VariableName | 'W', string>> = {
  ...ABILITY_LABELS,
  W: 'weapon die',
  level: 'level',
  halflevel: 'level',
  twicelevel: 'level',
  prof: 'proficiency bonus',
  enh: 'enhancement bonus',
} satisfies Record<VariableName | 'W', string>;

function hasValue(name: VariableName, ctx: DiceContext): boolean {
  switch (name) {
    case 'prof':
      return ctx.proficiency !== undefined;
    case 'enh':
      return ctx.enhancement !== undefined;
    case 'level':
    case 'halflevel':
    case 'twicelevel':
      return ctx.level !== undefined;
    default:
      return ctx.abilities?.[name] !== undefined;
  }
}

/** The values a formula needs that the context lacks, in formula order, without repeats. */
export function missingValues(expr: DiceExpr, ctx: DiceContext): string[] {
  const out = new Set<string>();
  const walk = (node: DiceExpr): void => {
    if (node.type === 'binary') {
      walk(node.left);
      walk(node.right);
    } else if (node.type === 'negate') walk(node.operand);
    else if (node.type === 'dice' && node.sides === 'W' && ctx.weaponDie === undefined)
      out.add(NEED_LABELS.W);
    else if (node.type === 'variable' && !hasValue(node.name, ctx)) out.add(NEED_LABELS[node.name]);
  };
  walk(expr);
  return [...out];
}

/**
 * The values an attack with this power needs that the character lacks: the
 * level, a score of one of the abilities the attack lists (any one will do:
 * the best one set is used), and the proficiency bonus for Weapon powers
 * (what {@link attackBonus} reads).
 */
export function attackNeeds(power: Pick<Power, 'attack' | 'tags'>, character: Character): string[] {
  const needs: string[] = [];
  if (character.level === null) needs.push(NEED_LABELS.level);
  const attack = power.attack;
  if (attack && attack.abilities.length > 0 && bestAbility(attack, character) === null) {
    const names = attack.abilities.map(({ ability }) => NEED_LABELS[abilityKey(ability)]);
    needs.push([...new Set(names)].join(' or '));
  }
  if (isWeaponPower(power) && character.proficiency === null) needs.push(NEED_LABELS.prof);
  return needs;
}

/** {@link missingValues} for a character; a formula that does not parse needs nothing (it cannot be rolled). */
export function formulaNeeds(formula: DiceExpr, character: Character): string[] {
  return missingValues(formula, diceContext(character));
}
