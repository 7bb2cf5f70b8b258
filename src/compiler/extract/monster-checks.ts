/**
 * The arithmetic a stat block follows, checked at build time: Staggered is
 * half the HP rounded down, each printed ability modifier is (score − 10) ÷ 2
 * down plus level ÷ 2 down, a mook has 1 HP. Each slip is a warning at the
 * line and column of the printed number; missing core fields are one warning.
 */
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import type { MonsterBody } from '../types.ts';
import { ABILITY_ORDER, expectedModifier, expectedStaggered } from './monster-format.ts';
import type { StatPositions } from './monster-stats.ts';

const signed = (value: number) => (value < 0 ? `−${-value}` : `+${value}`);

/** The arithmetic and completeness warnings of one monster. */
export function checkMonster(
  file: string,
  monster: MonsterBody,
  positions: StatPositions,
  rankAt: Point,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const who = `Monster "${monster.name}"`;
  const { hp, staggered } = monster;
  if (hp !== null && staggered !== null && staggered !== expectedStaggered(hp)) {
    out.push(
      diagnostic(
        'monster/staggered-mismatch',
        file,
        positions.staggered ?? rankAt,
        `${who}: Staggered ${staggered} is not half of HP ${hp} rounded down (${expectedStaggered(hp)}).`,
      ),
    );
  }
  if (monster.rank === 'mook' && hp !== null && hp !== 1) {
    out.push(
      diagnostic(
        'monster/mook-hp',
        file,
        positions.hp ?? rankAt,
        `${who} is a mook but has ${hp} HP; mooks have 1 HP.`,
      ),
    );
  }
  for (const key of ABILITY_ORDER) {
    const ability = monster.abilities[key];
    if (!ability) continue;
    const expected = expectedModifier(ability.score, monster.level);
    if (ability.modifier === expected) continue;
    out.push(
      diagnostic(
        'monster/modifier-mismatch',
        file,
        positions.modifiers[key] ?? rankAt,
        `${who}: ${key[0]!.toUpperCase()}${key.slice(1)} ${ability.score} at level ${monster.level} gives ${signed(expected)}, not ${signed(ability.modifier)}.`,
      ),
    );
  }
  const missing = [
    ...(monster.size === null && positions.typeLine === undefined ? ['type line'] : []),
    ...(hp === null ? ['HP'] : []),
    ...(['ac', 'fortitude', 'reflex', 'will'] as const)
      .filter((key) => monster.defenses[key] === null)
      .map((key) => (key === 'ac' ? 'AC' : `${key[0]!.toUpperCase()}${key.slice(1)}`)),
    ...ABILITY_ORDER.filter((key) => monster.abilities[key] === null).map(
      (key) => `${key[0]!.toUpperCase()}${key.slice(1)}`,
    ),
  ];
  if (missing.length > 0) {
    out.push(
      diagnostic('monster/missing-field', file, rankAt, `${who} has no ${missing.join(', ')}.`),
    );
  }
  return out;
}
