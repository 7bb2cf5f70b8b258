/**
 * The party an encounter is built for (how many characters, of which level)
 * and what the book's rules tables make of it: the XP budget
 * (`encounterBudget`) and the difficulty of the encounter's total against it
 * (`difficulty`, thresholds documented in docs/authoring.md). The party goes
 * in the encounter's shared link (`&party=4&level=5`) and in storage. Pure,
 * for the encounter page and its tests.
 */
import { BUILDER_LEVELS } from './monster-builder.ts';
import { difficulty, encounterBudget, type Difficulty, type RulesData } from './monster-math.ts';
import { xpText } from './xp-text.ts';

/** The characters an encounter is for. */
export interface Party {
  size: number;
  level: number;
}

/** The query parameters of the party on the encounter page. */
export const PARTY_PARAMS = { size: 'party', level: 'level' } as const;

/** The most characters a party may have; its levels are the monster XP table's. */
export const PARTY_LIMITS = {
  size: { min: 1, max: 12 },
  level: BUILDER_LEVELS,
} as const;

/** The party a new encounter starts with (the encounter rule's usual four, at level 1). */
export const DEFAULT_PARTY: Party = { size: 4, level: 1 };

const within = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A party read from anything (storage, a form): null unless both numbers are whole and in range. */
export function cleanParty(value: unknown): Party | null {
  if (typeof value !== 'object' || value === null) return null;
  const { size, level } = value as Partial<Party>;
  return within(size, PARTY_LIMITS.size) && within(level, PARTY_LIMITS.level)
    ? { size: size!, level: level! }
    : null;
}

/** The party of a page's query (`?party=4&level=5`), or null when it names none (or an invalid one). */
export function partyFromQuery(params: URLSearchParams): Party | null {
  const size = params.get(PARTY_PARAMS.size);
  const level = params.get(PARTY_PARAMS.level);
  if (size === null || level === null) return null;
  return cleanParty({ size: Number(size), level: Number(level) });
}

/** An encounter link with the party added to its query (`/encounter/?monsters=a&party=4&level=5`). */
export function withParty(url: string, party: Party): string {
  const query = `${PARTY_PARAMS.size}=${party.size}&${PARTY_PARAMS.level}=${party.level}`;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** What the encounter page says of an encounter's XP for its party. */
export type BudgetVerdict =
  | {
      kind: 'budget';
      budget: number;
      total: number;
      difficulty: Difficulty;
      /** One sentence: the budget, how it is reached and the total against it. */
      text: string;
    }
  | { kind: 'missing'; text: string };

const xpLabel = (xp: number) => `${xpText(xp)} XP`;

/** The budget of `party` from the book's tables, the encounter's `total` against it and its difficulty. */
export function budgetVerdict(
  party: Party,
  total: number,
  rules: Pick<RulesData, 'monster-xp' | 'encounter-rules'>,
): BudgetVerdict {
  const budget = encounterBudget(party.size, party.level, rules);
  if (budget.kind === 'missing')
    return { kind: 'missing', text: `No XP budget: ${budget.missing}` };
  const named = difficulty(total, budget.xp);
  const characters = `${party.size} character${party.size === 1 ? '' : 's'}`;
  const standard = `${budget.standardMonsters} Standard monster${budget.standardMonsters === 1 ? '' : 's'}`;
  return {
    kind: 'budget',
    budget: budget.xp,
    total,
    difficulty: named,
    text: `Budget for ${characters} of level ${party.level}: ${xpLabel(budget.xp)} (${standard} of level ${party.level} at ${xpLabel(budget.standardXp)} each). This encounter: ${xpLabel(total)}, ${named}.`,
  };
}

/** The budget line's data attributes (`data-difficulty`, `data-budget`) for a verdict. */
export function verdictData(verdict: BudgetVerdict): { difficulty: string; budget: string } {
  return verdict.kind === 'budget'
    ? { difficulty: verdict.difficulty, budget: String(verdict.budget) }
    : { difficulty: 'unknown', budget: '' };
}
