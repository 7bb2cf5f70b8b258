/** The attack line reader: abilities with conditions, bonus, defenses and their choice, skill checks. */
import { describe, expect, it } from 'vitest';
import { readAttack } from '../../src/compiler/extract/attack.ts';

describe('readAttack', () => {
  it('reads one ability against one defense', () => {
    expect(readAttack('Strength vs AC')).toEqual({
      abilities: [{ ability: 'strength', when: null }],
      bonus: null,
      check: null,
      defenses: ['AC'],
      defenseChoice: 'only',
      against: 'AC',
      raw: 'Strength vs AC',
    });
  });
  it('reads a bonus after the ability', () => {
    expect(readAttack('Dexterity +2 vs Reflex')).toMatchObject({
      abilities: [{ ability: 'dexterity', when: null }],
      bonus: 2,
      defenses: ['Reflex'],
    });
    expect(readAttack('Wisdom - 1 vs Will')).toMatchObject({ bonus: -1 });
  });
  it('reads several abilities and the higher of two defenses', () => {
    expect(
      readAttack('Strength or Dexterity vs Fortitude or Reflex (whichever is higher)'),
    ).toMatchObject({
      abilities: [
        { ability: 'strength', when: null },
        { ability: 'dexterity', when: null },
      ],
      defenses: ['Fortitude', 'Reflex'],
      defenseChoice: 'higher',
      against: 'Fortitude or Reflex (whichever is higher)',
    });
    expect(readAttack('Charisma vs Fortitude or Will (whichever is lower)').defenseChoice).toBe(
      'lower',
    );
    expect(readAttack('Charisma vs Fortitude or Will').defenseChoice).toBe('either');
  });
  it('reads the condition each ability applies to', () => {
    expect(readAttack('Dexterity (ranged) or Strength (melee) vs AC').abilities).toEqual([
      { ability: 'dexterity', when: 'ranged' },
      { ability: 'strength', when: 'melee' },
    ]);
  });
  it('reads skill checks, with or without the word "check"', () => {
    expect(readAttack("Bluff check vs target's passive Insight score")).toMatchObject({
      abilities: [],
      check: 'Bluff',
      defenses: [],
      defenseChoice: null,
      against: "target's passive Insight score",
    });
    expect(readAttack('Intimidate check vs Will')).toMatchObject({
      check: 'Intimidate',
      defenses: ['Will'],
    });
    expect(readAttack('Intimidate vs Will +10. Targets get a further +5 bonus.')).toMatchObject({
      check: 'Intimidate',
      defenses: ['Will'],
    });
  });
  it('reads only real skills as checks', () => {
    expect(readAttack('Sorcery check vs Will')).toMatchObject({ check: null, abilities: [] });
    expect(readAttack('Strength or Dexterity vs AC').check).toBeNull();
  });
  it('keeps an unreadable attack line as raw text', () => {
    expect(readAttack('special, see below')).toEqual({
      abilities: [],
      bonus: null,
      check: null,
      defenses: [],
      defenseChoice: null,
      against: '',
      raw: 'special, see below',
    });
  });
});
