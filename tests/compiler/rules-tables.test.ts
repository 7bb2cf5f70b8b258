/**
 * The rules tables on the generated library (its monsters book carries the
 * XP table, the encounter rule, six role lines and the damage-by-level
 * table with invented numbers,
 * scripts/lib/corpus/monster-rules.ts), and on books without them.
 */
import { describe, expect, it } from 'vitest';
import {
  CORPUS_ROLES,
  DAMAGE_COLUMNS,
  DAMAGE_TIERS,
  corpusDamage,
  corpusXp,
} from '../../scripts/lib/corpus/monster-rules.ts';
import { compile, validateData } from '../../src/compiler/index.ts';
import {
  cellDamage,
  levelRange,
  readDamageByLevel,
} from '../../src/compiler/extract/damage-by-level.ts';
import { readRulesTables, roleDeviationNotes } from '../../src/compiler/extract/rules-tables.ts';
import { compiledLibrary, compiledOnce, libraryInputs } from '../setup/compiled-once.ts';

const library = compiledLibrary();

describe('readRulesTables', () => {
  it('reads the generated library’s XP table, encounter rule and six roles', () => {
    const { data } = library;
    expect(validateData(data)).toEqual([]);
    expect(data['monster-xp']).toHaveLength(1);
    const rows = data['monster-xp'][0]!.rows;
    expect(rows).toHaveLength(30);
    expect(rows[11]).toEqual({ level: 12, mook: 300, standard: 1200, elite: 2400, boss: 4800 });
    expect(data['encounter-rules']).toMatchObject([
      {
        partySize: 4,
        standardMonsters: 4,
        rankWeights: {
          elite: { min: 2, max: 2 },
          boss: { min: 4, max: 5 },
          mook: { min: 0.25, max: 0.25 },
        },
      },
    ]);
    expect(data['monster-roles'].map((role) => role.name)).toEqual(Object.keys(CORPUS_ROLES));
    expect(data['monster-roles'][0]).toMatchObject({
      defenses: { ac: { base: 16, perLevel: 1 } },
      hp: { base: 26, perLevel: 5, rankMultiplier: { elite: 2, boss: 4 } },
      unread: [],
    });
    expect(library.diagnostics.filter((d) => d.code.startsWith('rules/'))).toEqual([]);
  });

  it('finds the bestiary’s deliberate deviations, and monsters on their role otherwise', () => {
    const notes = library.diagnostics.filter((d) => d.code === 'monster/role-deviation');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((d) => d.severity === 'info')).toBe(true);
    expect(notes.some((d) => /AC \d+ \(2 above the role's \d+\)/.test(d.message))).toBe(true);
    expect(notes.some((d) => /HP \d+ \(half the role's \d+\)/.test(d.message))).toBe(true);
    const compared = library.data.monsters.filter((m) => m.role in CORPUS_ROLES);
    expect(notes.length).toBeLessThan(compared.length / 5);
    // The stat blocks' XP is the table's.
    const off = library.data.monsters.filter((m) => m.xp !== corpusXp(m.level, m.rank));
    expect(off.map((m) => m.name)).toEqual([]);
  });

  it('gives empty lists and no diagnostics for a book without them', () => {
    const { data, diagnostics } = compile([
      {
        path: 'a.md',
        text: '# Level\n\nMonsters have levels.\n\n## Role\n\nRoles are prose here.\n',
      },
    ]);
    expect([
      data['monster-xp'],
      data['encounter-rules'],
      data['monster-roles'],
      data['damage-by-level'],
    ]).toEqual([[], [], [], []]);
    expect(diagnostics).toEqual([]);
  });
});

/** A book of one damage table, compiled: its rows and the diagnostics. */
function damageBook(rows: string[], header = '| Level | Low | Medium | High |') {
  const text = [
    '# Designing Powers',
    '',
    '##### Table - Damage by Level',
    '',
    header,
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  const { data, diagnostics } = compile([{ path: 'powers.md', text }]);
  return { tables: data['damage-by-level'], diagnostics, data };
}

describe('readDamageByLevel', () => {
  it('reads the generated library’s damage table: ten tiers of Low, Medium and High dice', () => {
    const [table, ...others] = library.data['damage-by-level'];
    expect(others).toEqual([]);
    expect(table!.columns).toEqual([...DAMAGE_COLUMNS]);
    expect(table!.rows.map((row) => row.levels)).toEqual(DAMAGE_TIERS);
    expect(table!.rows[3]).toEqual({
      levels: { min: 10, max: 12 },
      text: `| 10–12 | ${DAMAGE_COLUMNS.map((c) => corpusDamage(10, c)).join(' | ')} |`,
      damage: DAMAGE_COLUMNS.map((c) => ({
        text: corpusDamage(10, c),
        formula: corpusDamage(10, c),
      })),
    });
  });

  it('reads single levels, ranges with a dash, an en dash or “to”, ordinals and thousands', () => {
    const { tables, diagnostics } = damageBook([
      '| 1 | 1d6 + 3 | 1d8 + 4 | 2d6+5 |',
      '| 2–3 | 1d6 + 3 | 1d8 + 4 | 2d6 + 5 |',
      '| 4th-6th | 1d6 + 4 | 1d10 + 5 | 2d8 + 6 |',
      '| Levels 7 to 9 | 2d4 + 5 | 1,200 | 2d8 + 7 damage |',
    ]);
    expect(diagnostics).toEqual([]);
    const rows = tables[0]!.rows;
    expect(rows.map((row) => row.levels)).toEqual([
      { min: 1, max: 1 },
      { min: 2, max: 3 },
      { min: 4, max: 6 },
      { min: 7, max: 9 },
    ]);
    expect(rows[0]!.damage[2]).toEqual({ text: '2d6+5', formula: '2d6 + 5' });
    expect(rows[3]!.damage.map((d) => d?.formula)).toEqual(['2d4 + 5', '1200', '2d8 + 7']);
  });

  it('keeps a bad row with a warning naming its line and the fix', () => {
    const { tables, diagnostics } = damageBook([
      '| 1–3 | 1d6 + 3 | 1d8 + 4 | 2d6 + 5 |',
      '| 4+ | 1d6 + 4 | lots | 2d8 + 6 |',
    ]);
    expect(tables[0]!.rows[1]).toEqual({
      levels: null,
      text: '| 4+ | 1d6 + 4 | lots | 2d8 + 6 |',
      damage: [
        { text: '1d6 + 4', formula: '1d6 + 4' },
        null,
        { text: '2d8 + 6', formula: '2d8 + 6' },
      ],
    });
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['rules/bad-damage-row', 'warning', 8, 3],
      ['rules/bad-damage-row', 'warning', 8, 18],
    ]);
    expect(diagnostics[0]!.message).toContain('the level "4+" is not a level or a range');
    expect(diagnostics[1]!.message).toContain('the Medium damage "lots" is not a dice expression');
    expect(diagnostics[0]!.hint).toContain('| 1–3 | 1d6 + 3 | 1d8 + 4 | 2d6 + 5 |');
  });

  it('reports a table without a Level column and does not read it', () => {
    const { tables, diagnostics } = damageBook(
      ['| 1 | 1d6 | 1d8 | 2d6 |'],
      '| Tier | Low | Medium | High |',
    );
    expect(tables).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['rules/bad-damage-row']);
  });

  it('is empty, with no diagnostic, for a book without the table', () => {
    expect(readDamageByLevel({ sections: [], tables: [], lines: new Map() })).toEqual({
      tables: [],
      diagnostics: [],
    });
  });
});

describe('levelRange', () => {
  it('reads a level or a range, and nothing else', () => {
    expect(levelRange('7')).toEqual({ min: 7, max: 7 });
    expect(levelRange('1st–3rd')).toEqual({ min: 1, max: 3 });
    expect(levelRange('21 — 30')).toEqual({ min: 21, max: 30 });
    expect(levelRange('Level 12')).toEqual({ min: 12, max: 12 });
    expect(levelRange('5–3')).toBeNull();
    expect(levelRange('11+')).toBeNull();
    expect(levelRange('')).toBeNull();
  });
});

describe('cellDamage', () => {
  it('reads one dice expression or a flat number, and nothing else', () => {
    expect(cellDamage(' 2d6+5 ')).toEqual({ text: '2d6+5', formula: '2d6 + 5' });
    expect(cellDamage('3d8 + 10 damage.')).toEqual({ text: '3d8 + 10', formula: '3d8 + 10' });
    expect(cellDamage('1,500')).toEqual({ text: '1,500', formula: '1500' });
    expect(cellDamage('1d6 or 2d6')).toBeNull();
    expect(cellDamage('about 2d6')).toBeNull();
    expect(cellDamage('')).toBeNull();
  });
});

describe('roleDeviationNotes', () => {
  // A whole compile of its own (once a run): longer than a test's default on a busy machine.
  it('stays a note under --strict (it fails nothing)', { timeout: 120_000 }, () => {
    const strict = compiledOnce(libraryInputs(), { lineBreaks: 'hard_wrap', strict: true });
    const notes = strict.diagnostics.filter((d) => d.code === 'monster/role-deviation');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((d) => d.severity === 'info')).toBe(true);
  });
  it('is empty without roles', () => {
    expect(roleDeviationNotes(library.data.monsters, [])).toEqual([]);
    expect(readRulesTables({ sections: [], tables: [], lines: new Map() }).diagnostics).toEqual([]);
  });
});
