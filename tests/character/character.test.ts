/** The character panel's model: validation of what a reader types, stored values. */
import { describe, expect, it } from 'vitest';
import {
  abilityModifier,
  emptyCharacter,
  fromStored,
  isSet,
  parseField,
  parseWeaponDie,
} from '../../src/character/character.ts';

describe('abilityModifier', () => {
  it('follows the rulebook table: (score − 10) ÷ 2 rounded down', () => {
    expect([1, 2, 3, 9, 10, 11, 12, 18, 19, 30].map(abilityModifier)).toEqual([
      -5, -4, -4, -1, 0, 0, 1, 4, 4, 10,
    ]);
  });
});

describe('parseField', () => {
  it('accepts levels 1–30 and rejects 0, 31 and letters with a message', () => {
    expect(parseField('level', '5')).toEqual({ ok: true, value: 5 });
    expect(parseField('level', ' 30 ')).toEqual({ ok: true, value: 30 });
    for (const raw of ['0', '31', 'five', '2.5']) {
      const result = parseField('level', raw);
      expect(result.ok, raw).toBe(false);
      expect(result.ok ? '' : result.message).toMatch(/Level/);
    }
  });
  it('names the ability in a score’s message', () => {
    expect(parseField('str', '18')).toEqual({ ok: true, value: 18 });
    expect(parseField('str', '1e')).toEqual({
      ok: false,
      message: 'Strength score must be a whole number from 1 to 30.',
    });
  });
  it('treats an empty field as unset and accepts a leading plus on bonuses', () => {
    expect(parseField('proficiency', '')).toEqual({ ok: true, value: null });
    expect(parseField('proficiency', '+3')).toEqual({ ok: true, value: 3 });
    expect(parseField('enhancement', '11').ok).toBe(false);
  });
});

describe('parseWeaponDie', () => {
  it('accepts d4–d12 and multi-die weapons, rejects a d7', () => {
    expect(parseWeaponDie('d8')).toEqual({ ok: true, value: 'd8' });
    expect(parseWeaponDie(' 2D6 ')).toEqual({ ok: true, value: '2d6' });
    for (const raw of ['d7', '8', 'd20', 'dW', '0d6', 'd8+1'])
      expect(parseWeaponDie(raw).ok, raw).toBe(false);
  });
});

describe('fromStored', () => {
  it('keeps valid fields and drops invalid or foreign ones', () => {
    const stored = fromStored({
      level: 31,
      weaponDie: 'd10',
      proficiency: '2',
      scores: { str: 18, dex: 'x' },
      extra: 1,
    });
    expect(stored).toEqual({
      ...emptyCharacter(),
      weaponDie: 'd10',
      proficiency: 2,
      scores: { ...emptyCharacter().scores, str: 18 },
    });
    expect(fromStored('nonsense')).toEqual(emptyCharacter());
    expect(fromStored(null)).toEqual(emptyCharacter());
  });
});

describe('isSet', () => {
  it('is false for the empty default and true once anything is set', () => {
    expect(isSet(emptyCharacter())).toBe(false);
    expect(isSet({ ...emptyCharacter(), enhancement: 1 })).toBe(true);
  });
});
