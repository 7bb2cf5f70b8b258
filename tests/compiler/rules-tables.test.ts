/**
 * The rules tables on the generated library (its monsters book carries the
 * XP table, the encounter rule and six role lines with invented numbers,
 * scripts/lib/corpus/monster-rules.ts), and on books without them.
 */
import { describe, expect, it } from 'vitest';
import { libraryTexts } from '../../scripts/lib/corpus/library.ts';
import { CORPUS_ROLES, corpusXp } from '../../scripts/lib/corpus/monster-rules.ts';
import { compile, validateData } from '../../src/compiler/index.ts';
import { readRulesTables, roleDeviationNotes } from '../../src/compiler/extract/rules-tables.ts';

const inputs = libraryTexts()
  .filter((t) => t.path.endsWith('.md'))
  .map((t) => ({ path: `library/${t.path}`, text: t.text }));
const library = compile(inputs, { lineBreaks: 'hard_wrap' });

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
    expect([data['monster-xp'], data['encounter-rules'], data['monster-roles']]).toEqual([
      [],
      [],
      [],
    ]);
    expect(diagnostics).toEqual([]);
  });
});

describe('roleDeviationNotes', () => {
  it('stays a note under --strict (it fails nothing)', () => {
    const strict = compile(inputs, { lineBreaks: 'hard_wrap', strict: true });
    const notes = strict.diagnostics.filter((d) => d.code === 'monster/role-deviation');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((d) => d.severity === 'info')).toBe(true);
  });
  it('is empty without roles', () => {
    expect(roleDeviationNotes(library.data.monsters, [])).toEqual([]);
    expect(readRulesTables({ sections: [], tables: [], lines: new Map() }).diagnostics).toEqual([]);
  });
});
