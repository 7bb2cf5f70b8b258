import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abilityModifier,
  bounds,
  DiceRollError,
  formatDice,
  LIMITS,
  roll,
  RULESETS,
  seededRng,
  type DiceContext,
  type DiceExpr,
} from '../../src/dice/index.ts';
import { exprArb, size } from './arbitraries.ts';

const CTX: DiceContext = {
  level: 7,
  abilities: { str: 4, dex: -1 },
  weaponDie: '2d6',
  proficiency: 3,
  enhancement: 2,
};
const small = exprArb().filter((e) => size(e) < 16 && formatDice(e).length <= LIMITS.maxLength);

describe('roll', () => {
  it('rolls with a seeded RNG reproducibly', () => {
    const a = roll('3d6 + 4', {}, { rng: seededRng(7) });
    const b = roll('3d6 + 4', {}, { rng: seededRng(7) });
    expect(a).toEqual(b);
    expect(a.dice).toHaveLength(3);
    expect(a.total).toBe(a.dice.reduce((s, d) => s + d.value, 0) + 4);
    expect(a.formula).toBe('3d6 + 4');
    expect(a.breakdown).toBe(`3d6[${a.dice.map((d) => d.value).join(', ')}] + 4 = ${a.total}`);
  });

  it('resolves variables and the weapon die (2dW with a 2d6 weapon is 4d6)', () => {
    const r = roll('2dW + {str}', CTX, { rng: seededRng(1) });
    expect(r.resolved).toBe('4d6 + 4');
    expect(r.formula).toBe('2dW + {str}');
    expect(r.dice).toHaveLength(4);
    expect(
      r.dice.map((d) => d.sides),
      'sides of each die',
    ).toEqual([6, 6, 6, 6]);
    expect(
      r.dice.map((d) => d.term),
      'term of each die',
    ).toEqual([0, 0, 0, 0]);
    expect(roll('3dW + {str}', { weaponDie: 'd10', abilities: { str: 2 } }).resolved).toBe(
      '3d10 + 2',
    );
    expect(roll('1dW + {dex}', CTX).resolved).toBe('2d6 - 1');
    expect(roll('{level} + {halflevel} + {twicelevel} + {prof} + {enh}', CTX).total).toBe(
      7 + 3 + 14 + 3 + 2,
    );
  });

  it('throws clear errors for missing context, bad formulas and division by zero', () => {
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(DiceRollError);
        return (e as DiceRollError).code;
      }
      return 'no error';
    };
    expect(code(() => roll('1d6 + {str}'))).toBe('dice/unresolved-variable');
    expect(code(() => roll('1dW'))).toBe('dice/bad-weapon-die');
    expect(code(() => roll('1dW', { weaponDie: 'd%' }))).toBe('dice/bad-weapon-die');
    expect(code(() => roll('3d4++2'))).toBe('dice/unreadable');
    expect(code(() => roll('600dW', { weaponDie: '2d6' }))).toBe('dice/too-many-dice');
    expect(code(() => roll('1d6 / (1d2 - 1)', {}, { rng: { int: () => 0 } }))).toBe(
      'dice/division-by-zero',
    );
    expect(code(() => roll('600d6', {}, { mode: 'critical', ruleset: RULESETS['13th-age'] }))).toBe(
      'no error',
    );
  });

  it('rolls d% from two d10s, with two 0s meaning 100', () => {
    expect(roll('d%', {}, { rng: { int: () => 0 } }).total).toBe(100);
    const seq = [4, 2];
    expect(roll('d%', {}, { rng: { int: () => seq.shift()! } }).total).toBe(42);
  });

  it('critical (Orcus) deals maximum damage and rolls extra crit dice', () => {
    const r = roll('1dW + {str}', CTX, {
      rng: seededRng(3),
      mode: 'critical',
      extraCritDice: '1d6',
    });
    const main = r.dice.filter((d) => !d.extra);
    expect(
      main.filter((d) => !d.maximized),
      'main dice not maximized',
    ).toEqual([]);
    expect(
      main.filter((d) => d.value !== 6),
      'main dice not showing 6',
    ).toEqual([]);
    const extra = r.dice.filter((d) => d.extra);
    expect(extra).toHaveLength(1);
    expect(extra[0]!.maximized).toBe(false);
    expect(r.total).toBe(12 + 4 + extra[0]!.value);
    // Subtracted dice are set to 1 so the total is the true maximum.
    expect(roll('1d6 - 1d4', {}, { mode: 'critical' }).total).toBe(5);
    expect(roll('-1d4 × 2', {}, { mode: 'critical' }).total).toBe(-2);
  });

  it('critical under 13th Age doubles the damage; double-dice rolls twice the dice', () => {
    const r = roll(
      '2d6 + 3',
      {},
      { rng: seededRng(9), mode: 'critical', ruleset: RULESETS['13th-age'] },
    );
    expect(r.total).toBe(2 * (r.dice[0]!.value + r.dice[1]!.value + 3));
    expect(r.breakdown).toMatch(/^\(2d6\[\d, \d\] \+ 3\) × 2 = \d+$/);
    const d = roll(
      '2d6',
      {},
      {
        mode: 'critical',
        ruleset: { ...RULESETS.orcus, crit: 'double-dice' },
      },
    );
    expect(d.dice).toHaveLength(4);
  });

  it('half mode halves, rounding down', () => {
    const r = roll('3d6 + 1', {}, { rng: seededRng(5), mode: 'half' });
    const full = roll('3d6 + 1', {}, { rng: seededRng(5) });
    expect(r.total).toBe(Math.floor(full.total / 2));
    expect(roll('7', {}, { mode: 'half' }).total).toBe(3);
    expect(roll('-7', {}, { mode: 'half' }).total).toBe(-4);
  });

  it('every roll lies within bounds, and a critical hit equals the maximum', () => {
    fc.assert(
      fc.property(small, fc.integer(), (e: DiceExpr, seed) => {
        const b = bounds(e, CTX);
        const r = roll(e, CTX, { rng: seededRng(seed) });
        expect(r.total).toBeGreaterThanOrEqual(b.min);
        expect(r.total).toBeLessThanOrEqual(b.max);
        expect(b.average).toBeGreaterThanOrEqual(b.min - 1e-9);
        expect(b.average).toBeLessThanOrEqual(b.max + 1e-9);
        const crit = roll(e, CTX, { rng: seededRng(seed), mode: 'critical', extraCritDice: '1d4' });
        const extra = crit.dice.filter((d) => d.extra).reduce((s, d) => s + d.value, 0);
        expect(crit.total - extra).toBe(b.max);
      }),
      { numRuns: 500 },
    );
  });
});

describe('bounds', () => {
  it('matches the rulebook: 3d4+3 ranges 6 to 15; falling damage tops out at 50d10', () => {
    expect(bounds('3d4+3')).toEqual({ min: 6, max: 15, average: 10.5 });
    expect(bounds('50d10')).toEqual({ min: 50, max: 500, average: 275 });
    expect(bounds('d%')).toEqual({ min: 1, max: 100, average: 50.5 });
  });

  it('resolves context and handles negatives and division exactly', () => {
    expect(bounds('1dW + {str}', CTX)).toEqual({ min: 6, max: 16, average: 11 });
    expect(bounds('1d6 - 1d4')).toEqual({ min: -3, max: 5, average: 1 });
    expect(bounds('1d6 ÷ 2')).toEqual({ min: 0, max: 3, average: 1.5 });
    expect(bounds('-1d4 × 2')).toEqual({ min: -8, max: -2, average: -5 });
  });

  it('throws for missing variables and divisors that can be zero', () => {
    expect(() => bounds('1d6 + {level}')).toThrow(DiceRollError);
    expect(() => bounds('1d6 ÷ (1d3 - 2)')).toThrow(/Division by zero/);
  });
});

describe('abilityModifier', () => {
  it('is floor((score - 10) / 2), per the rulebook table', () => {
    expect([1, 8, 9, 10, 11, 12, 18, 30].map(abilityModifier)).toEqual([
      -5, -1, -1, 0, 0, 1, 4, 10,
    ]);
  });
});
