/**
 * Monster math from the book's own role lines: the numbers a role gives a
 * monster of a level and rank, and how a stat block differs from them. Pure
 * and light (no parser), so the site and the browser compute with the same
 * functions the compiler's `monster/role-deviation` notes use.
 */
import type { Defense, LevelFormula, Monster, MonsterRank, MonsterRole } from './types.ts';

/** What a role gives a monster of a level and rank; null where the book's lines do not say. */
export interface RoleNumbers {
  defenses: Record<'ac' | 'fortitude' | 'reflex' | 'will', number | null>;
  /** Mooks have 1; an Elite or Boss without a multiplier in the book: null. */
  hp: number | null;
  attacks: { bonus: number; defenses: Defense[] }[];
}

/** A stat the deviations compare. */
export type DeviationStat = 'ac' | 'fortitude' | 'reflex' | 'will' | 'hp' | 'attack';

/** One number of a stat block that differs from its role's. */
export interface Deviation {
  stat: DeviationStat;
  /** The role's number at the monster's level and rank. */
  expected: number;
  /** The stat block's number. */
  actual: number;
  /** For an attack: the entry's name and the defense it targets. */
  entry?: { name: string; defense: Defense };
}

/** `base + perLevel × level`. */
export function atLevel(formula: LevelFormula, level: number): number {
  return formula.base + formula.perLevel * level;
}

/** The role named `name` (case and spaces do not matter); the last one when several books define it. */
export function findRole(name: string, roles: readonly MonsterRole[]): MonsterRole | null {
  const key = name.trim().toLowerCase();
  return [...roles].reverse().find((role) => role.name.trim().toLowerCase() === key) ?? null;
}

/** A role's defenses, hit points and attack bonuses for a monster of `level` and `rank`. */
export function roleNumbers(level: number, role: MonsterRole, rank: MonsterRank): RoleNumbers {
  const defense = (formula: LevelFormula | null) => (formula ? atLevel(formula, level) : null);
  const { ac, fortitude, reflex, will } = role.defenses;
  let hp: number | null = null;
  if (rank === 'mook') hp = 1;
  else if (role.hp) {
    const multiplier = rank === 'standard' ? 1 : role.hp.rankMultiplier[rank];
    hp = multiplier === undefined ? null : atLevel(role.hp, level) * multiplier;
  }
  return {
    defenses: {
      ac: defense(ac),
      fortitude: defense(fortitude),
      reflex: defense(reflex),
      will: defense(will),
    },
    hp,
    attacks: role.attacks.map((a) => ({ bonus: atLevel(a, level), defenses: [...a.defenses] })),
  };
}

/**
 * How a stat block differs from its role's numbers at its level and rank:
 * defenses, hit points (not a mook's) and each attack's bonus against its
 * defense. Null when no role of that name has lines (nothing to compare).
 */
export function monsterDeviations(
  monster: Pick<Monster, 'level' | 'rank' | 'role' | 'defenses' | 'hp' | 'entries'>,
  roles: readonly MonsterRole[],
): Deviation[] | null {
  const role = findRole(monster.role, roles);
  if (!role) return null;
  const numbers = roleNumbers(monster.level, role, monster.rank);
  const deviations: Deviation[] = [];
  const compare = (stat: DeviationStat, expected: number | null, actual: number | null) => {
    if (expected !== null && actual !== null && expected !== actual)
      deviations.push({ stat, expected, actual });
  };
  for (const stat of ['ac', 'fortitude', 'reflex', 'will'] as const)
    compare(stat, numbers.defenses[stat], monster.defenses[stat]);
  if (monster.rank !== 'mook') compare('hp', numbers.hp, monster.hp);
  for (const entry of monster.entries) {
    if (entry.type !== 'power' || !entry.attack) continue;
    const { bonus, defense } = entry.attack;
    const expected = numbers.attacks.find((a) => a.defenses.includes(defense))?.bonus;
    if (expected !== undefined && expected !== bonus)
      deviations.push({
        stat: 'attack',
        expected,
        actual: bonus,
        entry: { name: entry.name, defense },
      });
  }
  return deviations;
}

const STAT_NAMES: Record<DeviationStat, string> = {
  ac: 'AC',
  fortitude: 'Fort',
  reflex: 'Ref',
  will: 'Will',
  hp: 'HP',
  attack: 'attack',
};

/** A deviation in words: `AC 21 (2 above the role's 19)`, `HP 52 (half the role's 104)`. */
export function describeDeviation(deviation: Deviation): string {
  const { stat, expected, actual, entry } = deviation;
  const what = entry
    ? `${entry.name} +${actual} vs ${entry.defense}`
    : `${STAT_NAMES[stat]} ${actual}`;
  const ratio = expected === 0 ? null : actual / expected;
  const by =
    stat === 'hp' && ratio === 0.5
      ? 'half'
      : stat === 'hp' && ratio === 2
        ? 'double'
        : `${Math.abs(actual - expected)} ${actual > expected ? 'above' : 'below'}`;
  return `${what} (${by} the role's ${stat === 'attack' ? `+${expected}` : expected})`;
}
