/** Cards resolved against characters, by the rulebook's attack and damage rules. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyCharacter, type Character } from '../../src/character/character.ts';
import {
  activeScaling,
  attackBonus,
  bestAbility,
  diceContext,
  isWeaponPower,
  resolveFormula,
  signed,
} from '../../src/character/resolve.ts';
import { compile } from '../../src/compiler/index.ts';
import { readAttack } from '../../src/compiler/extract/attack.ts';

const text = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
const { data } = compile([{ path: 'rulebook.md', text }]);
const power = (id: string) => data.powers.find((p) => p.id === id)!;

function character(
  fields: Partial<Omit<Character, 'scores'>> & { scores?: Partial<Character['scores']> },
): Character {
  const base = emptyCharacter();
  return { ...base, ...fields, scores: { ...base.scores, ...fields.scores } };
}

const fighter = character({
  level: 5,
  scores: { str: 18, dex: 12 },
  weaponDie: 'd8',
  proficiency: 3,
});

describe('attackBonus', () => {
  it('adds the ability modifier, half the level and proficiency for a Weapon power', () => {
    expect(attackBonus(power('basic-melee-attack'), fighter)).toEqual({
      total: 9,
      parts: [
        { label: 'Strength modifier', value: 4 },
        { label: 'half level', value: 2 },
        { label: 'proficiency', value: 3 },
      ],
    });
  });
  it('uses the ability the power names and adds enhancement', () => {
    const archer = { ...fighter, enhancement: 2 };
    expect(attackBonus(power('basic-ranged-attack'), archer)?.total).toBe(1 + 2 + 3 + 2);
  });
  it('leaves out proficiency for non-Weapon powers and rounds half level down', () => {
    const grapplerPower = { ...power('grapple'), tags: [] };
    const odd = character({ level: 7, scores: { str: 15 }, proficiency: 2 });
    expect(attackBonus(grapplerPower, odd)).toEqual({
      total: 2 + 3,
      parts: [
        { label: 'Strength modifier', value: 2 },
        { label: 'half level', value: 3 },
      ],
    });
  });
  it('gives negative modifiers for low scores (rounded down)', () => {
    const weak = character({ level: 1, scores: { str: 7 }, proficiency: 2 });
    expect(attackBonus(power('basic-melee-attack'), weak)?.total).toBe(-2 + 0 + 2);
  });
  it('uses the best listed ability the character has, and the bonus the line writes', () => {
    const either = {
      tags: [],
      attack: readAttack('Strength or Dexterity +2 vs Fortitude or Reflex (whichever is higher)'),
    };
    const nimble = character({ level: 4, scores: { str: 12, dex: 16 } });
    expect(bestAbility(either.attack, nimble)).toBe('dexterity');
    expect(attackBonus(either, nimble)).toEqual({
      total: 3 + 2 + 2,
      parts: [
        { label: 'Dexterity modifier', value: 3 },
        { label: 'half level', value: 2 },
        { label: 'power bonus', value: 2 },
      ],
    });
    const strongOnly = character({ level: 4, scores: { str: 14 } });
    expect(bestAbility(either.attack, strongOnly)).toBe('strength');
    expect(attackBonus(either, strongOnly)?.total).toBe(2 + 2 + 2);
    expect(bestAbility(either.attack, character({ level: 4 }))).toBeNull();
  });
  it('is null for skill-check attacks and for characters missing a needed value', () => {
    expect(attackBonus(power('feint'), fighter)).toBeNull();
    expect(attackBonus(power('basic-melee-attack'), character({ level: 5 }))).toBeNull();
    expect(attackBonus(power('basic-melee-attack'), { ...fighter, proficiency: null })).toBeNull();
  });
});

describe('resolveFormula', () => {
  it('substitutes the weapon die and ability modifier', () => {
    expect(resolveFormula('1dW + {str}', fighter)).toBe('1d8 + 4');
    expect(resolveFormula('2dW + {dex}', fighter)).toBe('2d8 + 1');
  });
  it('multiplies multi-die weapons', () => {
    expect(resolveFormula('2dW + {str}', { ...fighter, weaponDie: '2d6' })).toBe('4d6 + 4');
  });
  it('resolves level terms and leaves plain dice alone', () => {
    expect(resolveFormula('1d6 + {halflevel}', fighter)).toBe('1d6 + 2');
    expect(resolveFormula('3d4 + 3', emptyCharacter())).toBe('3d4 + 3');
  });
  it('is null when the character lacks a value the formula needs', () => {
    expect(resolveFormula('1dW + {str}', character({ scores: { str: 18 } }))).toBeNull();
    expect(resolveFormula('1dW + {cha}', fighter)).toBeNull();
  });
});

describe('activeScaling', () => {
  const hit = power('basic-melee-attack').lines.find((l) => l.key === 'hit')!;
  it('picks the highest Level N at or below the character’s level', () => {
    expect(activeScaling(hit, 20)).toBeNull();
    expect(activeScaling(hit, 21)?.text).toBe('2dW + Strength modifier damage.');
    expect(activeScaling(hit, 30)?.level).toBe(21);
    const tiered = {
      scaling: [11, 21].map((level) => ({ level, text: `L${level}`, html: '', dice: [] })),
    };
    expect(activeScaling(tiered, 15)?.text).toBe('L11');
    expect(activeScaling(tiered, null)).toBeNull();
  });
  it('gives the level-21 line as "2d8 + 4" for a level-21 fighter', () => {
    const entry = activeScaling(hit, 21)!;
    expect(resolveFormula(entry.dice[0]!.formula, { ...fighter, level: 21 })).toBe('2d8 + 4');
  });
});

describe('diceContext', () => {
  it('turns scores into modifiers and keeps unset values unset', () => {
    expect(diceContext(fighter)).toEqual({
      abilities: { str: 4, dex: 1 },
      level: 5,
      weaponDie: 'd8',
      proficiency: 3,
    });
  });
});

describe('isWeaponPower', () => {
  it('recognises the Weapon tag only', () => {
    expect(isWeaponPower(power('basic-melee-attack'))).toBe(true);
    expect(isWeaponPower({ tags: ['Weapon or Focus'] })).toBe(false);
    expect(isWeaponPower(power('feint'))).toBe(false);
  });
});

describe('signed', () => {
  it('prints bonuses with their sign', () => {
    expect([9, 0, -1].map(signed)).toEqual(['+9', '+0', '−1']);
  });
});
