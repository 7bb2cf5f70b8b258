/**
 * The game master's arithmetic from the book's own rules tables (the data
 * of monster-xp.json, encounter-rules.json and monster-roles.json): a
 * monster's XP and an encounter's XP budget and difficulty (a role's numbers
 * at a level and rank, and how a stat block differs from them, are the
 * compiler's role math: src/compiler/role-math.ts). Pure, for the pages and
 * the browser; where the book lacks a table, the result says what is missing
 * instead of inventing a number.
 */
import type {
  EncounterRule,
  MonsterRank,
  MonsterXpTable,
  RulebookData,
} from '../compiler/index.ts';

/** The rules tables of compiled data (each a list: the last one of each is the one used). */
export type RulesData = Pick<RulebookData, 'monster-xp' | 'encounter-rules' | 'monster-roles'>;

/** How hard an encounter is for its party, from its XP against the budget. */
export type Difficulty = 'easy' | 'standard' | 'hard' | 'deadly';

/**
 * The difficulty thresholds, as ratios of the encounter's XP to its budget:
 * below `easy` is easy, up to `standard` standard, up to `hard` hard, above
 * deadly. docs/authoring.md › Rules tables states them (a test holds the two equal).
 */
export const DIFFICULTY_THRESHOLDS = { easy: 0.75, standard: 1.25, hard: 1.75 } as const;

/** An encounter's XP budget, or what the book lacks to give one. */
export type EncounterBudget =
  | {
      kind: 'budget';
      /** The XP the party is well matched by. */
      xp: number;
      /** A Standard monster's XP at the party's level. */
      standardXp: number;
      /** How many Standard monsters of its level match the party. */
      standardMonsters: number;
    }
  | { kind: 'missing'; missing: string };

/** The XP of one monster of `level` and `rank` from the book's table; null where the table has none. */
export function xpFor(level: number, rank: MonsterRank, table: MonsterXpTable): number | null {
  return table.rows.find((row) => row.level === level)?.[rank] ?? null;
}

/** What the encounter and builder pages say when the books have no monster XP table (shown to readers: no markdown). */
export const NO_XP_TABLE =
  'The books have no monster XP table (a table titled “Table - Monster XP”).';

/**
 * The XP budget of an encounter for `partySize` characters of `partyLevel`:
 * the party size × the Standard monsters that match one character (the
 * encounter rule's ratio) × a Standard monster's XP at the party's level.
 */
export function encounterBudget(
  partySize: number,
  partyLevel: number,
  rules: Pick<RulesData, 'monster-xp' | 'encounter-rules'>,
): EncounterBudget {
  const table: MonsterXpTable | undefined = rules['monster-xp'].at(-1);
  const rule: EncounterRule | undefined = rules['encounter-rules'].at(-1);
  if (!table)
    return {
      kind: 'missing',
      missing: NO_XP_TABLE,
    };
  if (!rule)
    return {
      kind: 'missing',
      missing:
        'The books state no encounter-size rule (a party of N characters matched by N Standard monsters, under a section titled “Level”).',
    };
  const standardXp = xpFor(partyLevel, 'standard', table);
  if (standardXp === null)
    return {
      kind: 'missing',
      missing: `The monster XP table gives no Standard XP for level ${partyLevel}.`,
    };
  const standardMonsters = (partySize * rule.standardMonsters) / rule.partySize;
  return { kind: 'budget', xp: standardMonsters * standardXp, standardXp, standardMonsters };
}

/** The difficulty of an encounter worth `total` XP against `budget` XP (DIFFICULTY_THRESHOLDS). */
export function difficulty(total: number, budget: number): Difficulty {
  const ratio = budget > 0 ? total / budget : total > 0 ? Number.POSITIVE_INFINITY : 0;
  if (ratio < DIFFICULTY_THRESHOLDS.easy) return 'easy';
  if (ratio <= DIFFICULTY_THRESHOLDS.standard) return 'standard';
  if (ratio <= DIFFICULTY_THRESHOLDS.hard) return 'hard';
  return 'deadly';
}
