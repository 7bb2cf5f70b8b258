/**
 * The monster builder on the generated library's rules tables (invented numbers,
 * scripts/lib/corpus/monster-rules.ts): the choice kept in the address, the built
 * monster's numbers from its role lines, the XP table and the damage table, and
 * what a book without them is told.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS_ROLES, corpusDamage, corpusXp } from '../../scripts/lib/corpus/monster-rules.ts';
import { creatingMonstersChapter } from '../../scripts/lib/corpus/monster-rules.ts';
import { compile } from '../../src/compiler/index.ts';
import { BUILT_DAMAGE_COLUMN, damageOfLevel } from '../../src/site/built-damage.ts';
import {
  buildMonster,
  builtId,
  choiceFromQuery,
  choiceQuery,
  type BuilderChoice,
} from '../../src/site/monster-builder.ts';

const rules = compile([{ path: 'creating.md', text: creatingMonstersChapter() }], {
  lineBreaks: 'hard_wrap',
}).data;
const roleNames = rules['monster-roles'].map((role) => role.name);

describe('choiceFromQuery', () => {
  it('reads level, role (any case), rank and name from the address', () => {
    const params = new URLSearchParams('level=7&role=striker&rank=elite&name=Bog+Hound');
    expect(choiceFromQuery(params, roleNames)).toEqual({
      level: 7,
      role: 'Striker',
      rank: 'elite',
      name: 'Bog Hound',
    });
  });

  it('takes the first offer for what is absent or out of range', () => {
    const params = new URLSearchParams('level=31&role=Nobody&rank=legend');
    expect(choiceFromQuery(params, roleNames)).toEqual({
      level: 1,
      role: roleNames[0],
      rank: 'standard',
      name: '',
    });
  });
});

describe('choiceQuery', () => {
  it('gives back the choice it was read from', () => {
    const choice: BuilderChoice = { level: 12, role: 'Wrecker', rank: 'boss', name: 'Mire Queen' };
    const query = choiceQuery(choice);
    expect(query).toBe('?level=12&role=Wrecker&rank=boss&name=Mire+Queen');
    expect(choiceFromQuery(new URLSearchParams(query), roleNames)).toEqual(choice);
  });
});

describe('builtId', () => {
  it('is a valid encounter id that no book monster has', () => {
    const id = builtId({ level: 7, role: 'Striker', rank: 'elite', name: 'Bog Hound!' });
    expect(id).toBe('built-7-elite-striker-bog-hound');
    expect(builtId({ level: 30, role: 'Striker', rank: 'boss', name: 'x'.repeat(200) })).toMatch(
      /^built-[a-z0-9-]{1,94}$/,
    );
  });
});

describe('buildMonster', () => {
  it('gives an Elite Striker of level 7 its role’s numbers and the table’s XP', () => {
    const result = buildMonster({ level: 7, role: 'Striker', rank: 'elite', name: '' }, rules);
    if (result.kind !== 'monster') throw new Error(result.missing);
    const role = CORPUS_ROLES['Striker']!;
    const { monster } = result;
    expect(monster.name).toBe('New Monster');
    expect(monster.defenses).toEqual({
      ac: role.ac + 7,
      fortitude: role.fort + 7,
      reflex: role.ref + 7,
      will: role.will + 7,
    });
    expect(monster.hp).toBe((role.hp.base + role.hp.perLevel * 7) * 2);
    expect(monster.staggered).toBe(monster.hp! / 2);
    expect(monster.xp).toBe(corpusXp(7, 'elite'));
    const attacks = monster.entries.flatMap((e) =>
      e.type === 'power' && e.attack ? [e.attack] : [],
    );
    expect(attacks.map((a) => [a.bonus, a.defense])).toEqual([
      [role.vsAc + 7, 'AC'],
      [role.vsOther + 7, 'Fortitude'],
    ]);
  });

  it('gives its attacks the damage of its level, rollable: Medium for the basic attack, High for the others', () => {
    const result = buildMonster({ level: 7, role: 'Striker', rank: 'elite', name: '' }, rules);
    if (result.kind !== 'monster') throw new Error(result.missing);
    const [basic, other] = result.monster.entries.flatMap((e) => (e.type === 'power' ? [e] : []));
    expect(basic!.effect.text).toBe(`${corpusDamage(7, 'Medium')} damage.`);
    expect(basic!.dice).toEqual([
      { text: corpusDamage(7, 'Medium'), formula: corpusDamage(7, 'Medium') },
    ]);
    expect(basic!.effect.html).toBe(
      `<span class="dice" data-dice="${corpusDamage(7, 'Medium')}">${corpusDamage(7, 'Medium')}</span> damage.`,
    );
    expect(other!.effect.text).toBe(`${corpusDamage(7, 'High')} damage.`);
  });

  it('says to take the damage from the book where the book has no damage table', () => {
    const result = buildMonster(
      { level: 7, role: 'Striker', rank: 'standard', name: '' },
      { ...rules, 'damage-by-level': [] },
    );
    if (result.kind !== 'monster') throw new Error(result.missing);
    const attacks = result.monster.entries.flatMap((e) => (e.type === 'power' ? [e] : []));
    expect(attacks.map((e) => [e.effect.text, e.dice])).toEqual([
      ['damage of its level (see the book).', []],
      ['damage of its level (see the book).', []],
    ]);
  });

  it('gives a mook 1 HP and no Staggered', () => {
    const result = buildMonster({ level: 3, role: 'Blocker', rank: 'mook', name: 'Grub' }, rules);
    expect(result).toMatchObject({ kind: 'monster', monster: { hp: 1, staggered: null } });
  });

  it('says what is missing for a book without role lines or XP table', () => {
    const choice: BuilderChoice = { level: 7, role: 'Striker', rank: 'elite', name: '' };
    const none = buildMonster(choice, { 'monster-roles': [], 'monster-xp': [] });
    expect(none).toMatchObject({
      kind: 'missing',
      missing: expect.stringContaining('no monster role lines'),
    });
    // The page shows these as text: written in words, with no markdown.
    expect(none.kind === 'missing' && none.missing).toMatch(/^[^`]+$/);
    const noXp = buildMonster(choice, { ...rules, 'monster-xp': [] });
    expect(noXp).toMatchObject({
      kind: 'missing',
      missing: expect.stringContaining('no monster XP table'),
    });
    const unknown = buildMonster({ ...choice, role: 'Lurker' }, rules);
    expect(unknown).toMatchObject({
      kind: 'missing',
      missing: expect.stringContaining('"Lurker"'),
    });
  });

  it('says so when a role gives no multiplier for Boss hit points', () => {
    const roles = rules['monster-roles'].map((role) => ({
      ...role,
      hp: role.hp && { ...role.hp, rankMultiplier: {} },
    }));
    const result = buildMonster(
      { level: 7, role: 'Striker', rank: 'boss', name: '' },
      { ...rules, 'monster-roles': roles },
    );
    expect(result).toMatchObject({
      kind: 'missing',
      missing: expect.stringContaining('HP for Boss'),
    });
  });
});

describe('damageOfLevel', () => {
  const tables = rules['damage-by-level'];
  it('finds the row whose levels hold the level, in the named column (any case)', () => {
    expect(damageOfLevel(1, 'Medium', tables)?.formula).toBe(corpusDamage(1, 'Medium'));
    expect(damageOfLevel(30, 'high', tables)?.formula).toBe(corpusDamage(30, 'High'));
    expect(damageOfLevel(12, BUILT_DAMAGE_COLUMN.basic, tables)?.text).toBe(
      corpusDamage(12, 'Medium'),
    );
  });
  it('is null without a table, a column or a row of that level', () => {
    expect(damageOfLevel(7, 'Medium', [])).toBeNull();
    expect(damageOfLevel(7, 'Brutal', tables)).toBeNull();
    expect(damageOfLevel(31, 'Medium', tables)).toBeNull();
    const unread = tables.map((t) => ({ ...t, rows: t.rows.map((r) => ({ ...r, levels: null })) }));
    expect(damageOfLevel(7, 'Medium', unread)).toBeNull();
  });
});
