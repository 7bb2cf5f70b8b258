/** Monster math from invented rules tables: XP, encounter budget, difficulty, role numbers, deviations. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Monster, MonsterRole, MonsterXpTable } from '../../src/compiler/index.ts';
import { describeDeviation, monsterDeviations, roleNumbers } from '../../src/compiler/helpers.ts';
import {
  DIFFICULTY_THRESHOLDS,
  difficulty,
  encounterBudget,
  xpFor,
} from '../../src/site/monster-math.ts';

const source = { file: 'm.md', line: 1, endLine: 1 };
const table: MonsterXpTable = {
  id: 'table-monster-xp',
  caption: 'Monster XP',
  section: 'creating/level',
  source,
  rows: [
    { level: 3, mook: 40, standard: 160, elite: 320, boss: 800 },
    { level: 7, mook: 75, standard: 300, elite: 600, boss: 1500 },
  ],
  unread: [],
};
const rule = {
  id: 'creating/level',
  section: 'creating/level',
  source,
  partySize: 4,
  standardMonsters: 4,
  rankWeights: { elite: { min: 2, max: 2 } },
  text: 'A party of four characters …',
};
const harrier: MonsterRole = {
  id: 'creating/role/harrier',
  name: 'Harrier',
  section: 'creating/role/harrier',
  source,
  defenses: {
    ac: { base: 13, perLevel: 1 },
    fortitude: { base: 12, perLevel: 1 },
    reflex: { base: 14, perLevel: 1 },
    will: { base: 11, perLevel: 1 },
  },
  hp: { base: 22, perLevel: 4, rankMultiplier: { elite: 2, boss: 4 } },
  attacks: [
    { base: 6, perLevel: 1, defenses: ['AC'] },
    { base: 4, perLevel: 1, defenses: ['Fortitude', 'Reflex', 'Will'] },
  ],
  other: [],
  unread: [],
};

describe('xpFor', () => {
  it('reads the XP of a level and rank from the table', () => {
    expect(xpFor(7, 'standard', table)).toBe(300);
    expect(xpFor(7, 'boss', table)).toBe(1500);
    expect(xpFor(3, 'mook', table)).toBe(40);
  });
  it('gives null for a level the table does not list', () => {
    expect(xpFor(12, 'elite', table)).toBeNull();
  });
});

describe('encounterBudget', () => {
  it('is the party size times a Standard monster of the party level', () => {
    const rules = { 'monster-xp': [table], 'encounter-rules': [rule] };
    expect(encounterBudget(5, 7, rules)).toEqual({
      kind: 'budget',
      xp: 1500,
      standardXp: 300,
      standardMonsters: 5,
    });
  });
  it('follows a homebrew ratio (a party of four matched by three Standard monsters)', () => {
    const rules = { 'monster-xp': [table], 'encounter-rules': [{ ...rule, standardMonsters: 3 }] };
    expect(encounterBudget(4, 3, rules)).toMatchObject({ kind: 'budget', xp: 480 });
  });
  it('says what is missing instead of inventing numbers', () => {
    expect(encounterBudget(4, 7, { 'monster-xp': [], 'encounter-rules': [rule] })).toEqual({
      kind: 'missing',
      missing: expect.stringContaining('no monster XP table'),
    });
    expect(encounterBudget(4, 7, { 'monster-xp': [table], 'encounter-rules': [] })).toEqual({
      kind: 'missing',
      missing: expect.stringContaining('no encounter-size rule'),
    });
    expect(
      encounterBudget(4, 12, { 'monster-xp': [table], 'encounter-rules': [rule] }),
    ).toMatchObject({ kind: 'missing', missing: expect.stringContaining('level 12') });
  });
  it('says it in words a reader sees as written: the page shows the text, so no markdown', () => {
    for (const rules of [
      { 'monster-xp': [], 'encounter-rules': [rule] },
      { 'monster-xp': [table], 'encounter-rules': [] },
    ]) {
      const budget = encounterBudget(4, 7, rules);
      expect(budget.kind === 'missing' && budget.missing).toMatch(/^[^`]+$/);
    }
  });
});

describe('difficulty', () => {
  it('names the difficulty by the documented thresholds', () => {
    expect(difficulty(700, 1000)).toBe('easy');
    expect(difficulty(750, 1000)).toBe('standard');
    expect(difficulty(1250, 1000)).toBe('standard');
    expect(difficulty(1500, 1000)).toBe('hard');
    expect(difficulty(1800, 1000)).toBe('deadly');
    expect(difficulty(0, 0)).toBe('easy');
  });
  it('uses the thresholds docs/authoring.md tables', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/authoring.md'), 'utf8');
    const rows = [
      ...doc.matchAll(/^\| (easy|standard|hard)\s+\| (?:below|up to) ([\d.]+)\s+\|$/gm),
    ];
    expect(Object.fromEntries(rows.map((m) => [m[1], Number(m[2])]))).toEqual(
      DIFFICULTY_THRESHOLDS,
    );
  });
});

describe('roleNumbers', () => {
  it('computes defenses, HP and attack bonuses at a level and rank', () => {
    expect(roleNumbers(6, harrier, 'standard')).toEqual({
      defenses: { ac: 19, fortitude: 18, reflex: 20, will: 17 },
      hp: 46,
      attacks: [
        { bonus: 12, defenses: ['AC'] },
        { bonus: 10, defenses: ['Fortitude', 'Reflex', 'Will'] },
      ],
    });
    expect(roleNumbers(6, harrier, 'elite').hp).toBe(92);
    expect(roleNumbers(6, harrier, 'boss').hp).toBe(184);
    expect(roleNumbers(6, harrier, 'mook').hp).toBe(1);
  });
  it('leaves unknown what the book does not say', () => {
    const bare = { ...harrier, hp: { base: 20, perLevel: 5, rankMultiplier: {} } };
    expect(roleNumbers(2, bare, 'elite').hp).toBeNull();
    expect(
      roleNumbers(2, { ...harrier, defenses: { ...harrier.defenses, ac: null } }, 'standard')
        .defenses.ac,
    ).toBeNull();
  });
});

type Compared = Parameters<typeof monsterDeviations>[0];
const attack = (name: string, bonus: number, defense: 'AC' | 'Reflex') =>
  ({ type: 'power', name, attack: { bonus, defense, rider: null } }) as Monster['entries'][number];

describe('monsterDeviations', () => {
  const monster: Compared = {
    level: 6,
    rank: 'elite',
    role: 'harrier',
    defenses: { ac: 21, fortitude: 18, reflex: 20, will: 17 },
    hp: 46,
    entries: [attack('Claw', 12, 'AC'), attack('Spit', 9, 'Reflex')],
  };
  it('lists each number that differs from the role (AC 2 above it, HP half of it)', () => {
    const deviations = monsterDeviations(monster, [harrier])!;
    expect(deviations).toEqual([
      { stat: 'ac', expected: 19, actual: 21 },
      { stat: 'hp', expected: 92, actual: 46 },
      { stat: 'attack', expected: 10, actual: 9, entry: { name: 'Spit', defense: 'Reflex' } },
    ]);
    expect(deviations.map(describeDeviation)).toEqual([
      "AC 21 (2 above the role's 19)",
      "HP 46 (half the role's 92)",
      "Spit +9 vs Reflex (1 below the role's +10)",
    ]);
  });
  it('is empty for a stat block on its role, and ignores a mook’s 1 HP', () => {
    const onRole = {
      ...monster,
      rank: 'mook' as const,
      defenses: { ...monster.defenses, ac: 19 },
      hp: 1,
      entries: [],
    };
    expect(monsterDeviations(onRole, [harrier])).toEqual([]);
  });
  it('is null when the role has no lines in the book', () => {
    expect(monsterDeviations({ ...monster, role: 'Lurker' }, [harrier])).toBeNull();
  });
});
