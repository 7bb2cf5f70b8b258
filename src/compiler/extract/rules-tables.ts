/**
 * The rules tables tools compute with (content-formats §15), read after the
 * walk from the compiled sections and tables: the monster XP table, the
 * encounter-size rule, the monster roles and the damage-by-level table. A book without them gives
 * empty lists (no invented numbers); `roleDeviationNotes` then tells authors
 * how each stat block differs from its role's numbers.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { describeDeviation, monsterDeviations } from '../role-math.ts';
import type { DamageTable, EncounterRule, Monster, MonsterRole, MonsterXpTable } from '../types.ts';
import { readDamageByLevel } from './damage-by-level.ts';
import { readEncounterRules } from './encounter-rule.ts';
import { readMonsterRoles } from './monster-roles.ts';
import { readMonsterXp } from './monster-xp.ts';
import type { RulesSource } from './rules-source.ts';

export type { RulesSource } from './rules-source.ts';

/** The rules tables of the compiled data, one collection each. */
export interface RulesTables {
  'monster-xp': MonsterXpTable[];
  'encounter-rules': EncounterRule[];
  'monster-roles': MonsterRole[];
  'damage-by-level': DamageTable[];
}

/** Reads the four rules tables; what could not be read is reported, with its text kept. */
export function readRulesTables(source: RulesSource): {
  data: RulesTables;
  diagnostics: Diagnostic[];
} {
  const xp = readMonsterXp(source);
  const encounter = readEncounterRules(source);
  const roles = readMonsterRoles(source);
  const damage = readDamageByLevel(source);
  return {
    data: {
      'monster-xp': xp.tables,
      'encounter-rules': encounter.rules,
      'monster-roles': roles.roles,
      'damage-by-level': damage.tables,
    },
    diagnostics: [
      ...xp.diagnostics,
      ...encounter.diagnostics,
      ...roles.diagnostics,
      ...damage.diagnostics,
    ],
  };
}

/** One `monster/role-deviation` note per stat block that differs from its role's numbers. */
export function roleDeviationNotes(
  monsters: readonly Monster[],
  roles: readonly MonsterRole[],
): Diagnostic[] {
  if (roles.length === 0) return [];
  return monsters.flatMap((monster) => {
    const deviations = monsterDeviations(monster, roles);
    if (!deviations || deviations.length === 0) return [];
    const rank =
      monster.rank === 'standard'
        ? ''
        : ` ${monster.rank[0]!.toUpperCase()}${monster.rank.slice(1)}`;
    const list = deviations.map(describeDeviation).join(', ');
    return [
      diagnostic(
        'monster/role-deviation',
        monster.source.file,
        { line: monster.source.line, column: 1 },
        `${monster.name} (level ${monster.level}${rank} ${monster.role}) differs from the ${monster.role} role's numbers: ${list}.`,
      ),
    ];
  });
}
