/** Cards resolved against characters, by the rulebook's attack and damage rules. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyCharacter, type Character } from '../../src/character/character.ts';
import {
  activeScaling,
  attackBonus,
  bestAbility,
  damageRoll,
  diceContext,
  enhancementNote,
  isWeaponPower,
  resolveFormula,
  signed,
} from '../../src/character/resolve.ts';
import { compile } from '../../src/compiler/index.ts';
import { formatDice } from '../../src/dice/format.ts';
import { roll } from '../../src/dice/evaluate.ts';
import { seededRng } from '../../src/dice/rng.ts';
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
  it('adds enhancement only to Weapon and Implement powers', () => {
    const armed = { ...fighter, enhancement: 2 };
    const untagged = { ...power('grapple'), tags: [] };
    const implement = { ...untagged, tags: ['Implement'] };
    expect(attackBonus(untagged, armed)?.parts.map((p) => p.label)).not.toContain('enhancement');
    expect(attackBonus(implement, armed)?.parts).toContainEqual({ label: 'enhancement', value: 2 });
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

describe('damageRoll', () => {
  const plusOne = { ...fighter, enhancement: 1 };
  const hitDice = (id: string) =>
    power(id)
      .lines.find((line) => line.key === 'hit')
      ?.dice.map((dice) => dice.formula) ?? [];
  const shown = (formula: string, tags: string[], who: Character) => {
    const damage = damageRoll(formula, { tags }, who);
    return damage && formatDice(damage.expr);
  };

  it('adds a +1 weapon to Basic Melee Attack: level 5, Str 18, d8 shows 1d8 + 5', () => {
    const [formula] = hitDice('basic-melee-attack');
    expect(formula).toBe('1dW + {str}');
    const damage = damageRoll(formula!, power('basic-melee-attack'), plusOne)!;
    expect(formatDice(damage.expr)).toBe('1d8 + 5');
    expect(damage.enhancement).toBe(1);
    expect(formatDice(damage.critDice!)).toBe('1d6');
    expect(enhancementNote(damage)).toBe('enhancement +1, critical hit +1d6');
  });
  it('maximizes the weapon and rolls the enhancement’s 1d6 on a critical hit', () => {
    const damage = damageRoll('1dW + {str}', power('basic-melee-attack'), plusOne)!;
    const options = { mode: 'critical', extraCritDice: damage.critDice! } as const;
    const crit = roll(damage.expr, {}, { ...options, rng: seededRng(7) });
    const [extra] = crit.dice.filter((die) => die.extra);
    expect(extra, 'one extra die, rolled').toMatchObject({ sides: 6, maximized: false });
    expect(crit.dice.filter((die) => !die.extra)).toMatchObject([{ sides: 8, value: 8 }]);
    expect(crit.total).toBe(8 + 5 + extra!.value);
    expect(crit.breakdown).toBe(`1d8[8] + 5 + 1d6[${extra!.value}] = ${crit.total}`);
  });
  it('gives a +3 bonus 3d6 on a critical hit and folds into a negative modifier', () => {
    const weak = character({ level: 1, scores: { str: 8 }, weaponDie: 'd6', enhancement: 3 });
    const damage = damageRoll('1dW + {str}', { tags: ['Weapon'] }, weak)!;
    expect(formatDice(damage.expr)).toBe('1d6 + 2');
    expect(formatDice(damage.critDice!)).toBe('3d6');
    expect(shown('1dW + {str}', ['Weapon'], { ...weak, enhancement: 1 })).toBe('1d6');
  });
  it('adds an implement’s bonus to an Implement power’s damage', () => {
    const wizard = character({ level: 3, scores: { int: 16 }, enhancement: 2 });
    expect(shown('2d6 + {int}', ['Arcane', 'Fire', 'Implement'], wizard)).toBe('2d6 + 5');
    expect(shown('1d10', ['Implement'], wizard)).toBe('1d10 + 2');
  });
  it('leaves other powers, an unset or zero bonus and a formula naming it unchanged', () => {
    expect(shown('1dW + {str}', ['Divine'], plusOne)).toBe('1d8 + 4');
    expect(shown('1dW + {str}', ['Weapon'], fighter)).toBe('1d8 + 4');
    expect(damageRoll('1dW + {str}', { tags: ['Weapon'] }, fighter)?.critDice).toBeNull();
    expect(shown('1dW + {str}', ['Weapon'], { ...fighter, enhancement: 0 })).toBe('1d8 + 4');
    const named = damageRoll('1dW + {enh}', { tags: ['Weapon'] }, plusOne)!;
    expect(formatDice(named.expr), 'not added twice').toBe('1d8 + 1');
    expect(formatDice(named.critDice!)).toBe('1d6');
  });
  it('is null when the character lacks a value the formula needs', () => {
    expect(damageRoll('1dW + {cha}', { tags: ['Weapon'] }, plusOne)).toBeNull();
    expect(damageRoll('1d8 +', { tags: ['Weapon'] }, plusOne)).toBeNull();
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
