/** What the Character panel must still set before a formula or an attack can be rolled. */
import { describe, expect, it } from 'vitest';
import { emptyCharacter, type Character } from '../../src/character/character.ts';
import { attackNeeds, formulaNeeds, missingValues } from '../../src/character/needs.ts';
import type { Ability, Attack } from '../../src/compiler/types.ts';
import { parseDice, type DiceExpr } from '../../src/dice/browser.ts';

const expr = (formula: string): DiceExpr => {
  const parsed = parseDice(formula);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.expr;
};

function character(fields: Partial<Character>): Character {
  return { ...emptyCharacter(), ...fields };
}

describe('missingValues', () => {
  it('names each unset value once, in formula order', () => {
    expect(missingValues(expr('2dW + {str} + {halflevel} + {level} + {enh}'), {})).toEqual([
      'weapon die',
      'Strength score',
      'level',
      'enhancement bonus',
    ]);
  });

  it('finds variables inside negations and products, and nothing once all are set', () => {
    expect(missingValues(expr('-({dex} * 2) + {prof}'), {})).toEqual([
      'Dexterity score',
      'proficiency bonus',
    ]);
    expect(
      missingValues(expr('1dW + {dex} + {prof}'), {
        weaponDie: 'd8',
        abilities: { dex: 2 },
        proficiency: 0,
      }),
    ).toEqual([]);
  });

  it('needs nothing for plain dice', () => {
    expect(missingValues(expr('3d6 + 2'), {})).toEqual([]);
  });
});

describe('formulaNeeds', () => {
  it('reads the character as the dice engine does (scores become modifiers)', () => {
    const who = character({ level: 3, scores: { ...emptyCharacter().scores, str: 16 } });
    expect(formulaNeeds(expr('1dW + {str} + {halflevel}'), who)).toEqual(['weapon die']);
  });
});

describe('attackNeeds', () => {
  const attack = (...abilities: Ability[]): Attack => ({
    abilities: abilities.map((ability) => ({ ability, when: null })),
    bonus: null,
    check: null,
    defenses: ['AC'],
    defenseChoice: 'only',
    against: 'AC',
    raw: '',
  });
  const weapon = { attack: attack('strength'), tags: ['Weapon'] };
  it('asks for the level, the attacking score and, for Weapon powers, proficiency', () => {
    expect(attackNeeds(weapon, emptyCharacter())).toEqual([
      'level',
      'Strength score',
      'proficiency bonus',
    ]);
    expect(attackNeeds({ ...weapon, tags: ['Implement'] }, emptyCharacter())).toEqual([
      'level',
      'Strength score',
    ]);
  });

  it('asks for nothing once they are set', () => {
    const who = character({
      level: 1,
      proficiency: 2,
      scores: { ...emptyCharacter().scores, str: 14 },
    });
    expect(attackNeeds(weapon, who)).toEqual([]);
  });

  it('asks for any one of the listed abilities, and is satisfied by whichever is set', () => {
    const either = { attack: attack('strength', 'dexterity'), tags: [] };
    expect(attackNeeds(either, character({ level: 1 }))).toEqual([
      'Strength score or Dexterity score',
    ]);
    const dexOnly = character({ level: 1, scores: { ...emptyCharacter().scores, dex: 16 } });
    expect(attackNeeds(either, dexOnly)).toEqual([]);
  });
});
