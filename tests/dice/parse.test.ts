import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDice, LIMITS, parseDice, type DiceExpr } from '../../src/dice/index.ts';
import { exprArb, size } from './arbitraries.ts';

const ok = (source: string): DiceExpr => {
  const r = parseDice(source);
  if (!r.ok) throw new Error(`${source}: ${r.error.message}`);
  return r.expr;
};
const dice = (count: number, sides: number | 'W' | '%', implicitCount = false): DiceExpr => ({
  type: 'dice',
  count,
  sides,
  implicitCount,
});
const c = (value: number): DiceExpr => ({ type: 'constant', value });

describe('parseDice', () => {
  it('reads dice terms', () => {
    expect(ok('3d6')).toEqual(dice(3, 6));
    expect(ok('d20')).toEqual(dice(1, 20, true));
    expect(ok('D20')).toEqual(dice(1, 20, true));
    expect(ok('1d20')).toEqual(dice(1, 20));
    expect(ok('d%')).toEqual(dice(1, '%', true));
    expect(ok('2dW')).toEqual(dice(2, 'W'));
    expect(ok('dw')).toEqual(dice(1, 'W', true));
    expect(ok('1d7')).toEqual(dice(1, 7)); // unusual dice are legal
    expect(ok('1d1000')).toEqual(dice(1, 1000));
  });

  it('reads arithmetic with precedence, associativity and parentheses', () => {
    expect(ok('3d4+3')).toEqual({ type: 'binary', op: '+', left: dice(3, 4), right: c(3) });
    expect(ok('1 - 2 - 3')).toEqual({
      type: 'binary',
      op: '-',
      left: { type: 'binary', op: '-', left: c(1), right: c(2) },
      right: c(3),
    });
    expect(ok('1 + 2 × 3')).toEqual({
      type: 'binary',
      op: '+',
      left: c(1),
      right: { type: 'binary', op: '*', left: c(2), right: c(3) },
    });
    expect(ok('(1d6 + 2) * 2')).toEqual({
      type: 'binary',
      op: '*',
      left: { type: 'binary', op: '+', left: dice(1, 6), right: c(2) },
      right: c(2),
    });
    expect(ok('1d8 ÷ 2')).toEqual(ok('1d8 / 2'));
    expect(ok('1d8 − 1')).toEqual(ok('1d8 - 1')); // unicode minus
    expect(ok('-2 + 1d4')).toEqual({
      type: 'binary',
      op: '+',
      left: { type: 'negate', operand: c(2) },
      right: dice(1, 4),
    });
  });

  it('reads variables in braces', () => {
    expect(ok('1dW + {str}')).toEqual({
      type: 'binary',
      op: '+',
      left: dice(1, 'W'),
      right: { type: 'variable', name: 'str' },
    });
    expect(ok('{DEX}')).toEqual({ type: 'variable', name: 'dex' });
    expect(ok('2d6 + {halflevel}')).toMatchObject({ right: { name: 'halflevel' } });
  });

  it.each([
    ['', 'dice/empty', 1],
    ['   ', 'dice/empty', 4],
    ['2d', 'dice/bad-sides', 1],
    ['1d0', 'dice/bad-sides', 1],
    ['0d6', 'dice/bad-count', 1],
    ['5dX', 'dice/bad-sides', 1],
    ['1d1001', 'dice/too-many-sides', 1],
    ['1001d6', 'dice/too-many-dice', 1],
    ['600d6 + 401d6', 'dice/too-many-dice', 9],
    ['3d4++2', 'dice/unreadable', 5],
    ['1d6 +', 'dice/unreadable', 6],
    ['(1d6 + 2', 'dice/unreadable', 9],
    ['1d6 2', 'dice/unreadable', 5],
    ['1d6 + {foo}', 'dice/unknown-variable', 7],
    ['1d6 + 2000000', 'dice/number-too-large', 7],
    ['1d6 ^ 2', 'dice/unreadable', 5],
  ] as const)('rejects %j with %s at column %i', (source, code, column) => {
    const r = parseDice(source);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code, column });
      expect(r.error.message.length).toBeGreaterThan(0);
      expect(r.error.hint.length).toBeGreaterThan(0);
    }
  });

  it('enforces the length and depth limits at once', () => {
    const long = parseDice('1+'.repeat(100) + '1');
    expect(long).toMatchObject({ ok: false, error: { code: 'dice/too-long' } });
    const huge = '('.repeat(100_000) + '1' + ')'.repeat(100_000);
    expect(parseDice(huge)).toMatchObject({ ok: false, error: { code: 'dice/too-long' } });
    const deep = '('.repeat(LIMITS.maxDepth + 1) + '1' + ')'.repeat(LIMITS.maxDepth + 1);
    expect(parseDice(deep)).toMatchObject({ ok: false, error: { code: 'dice/too-deep' } });
    expect(parseDice('-'.repeat(30) + '1')).toMatchObject({
      ok: false,
      error: { code: 'dice/too-deep' },
    });
    const ok20 = '('.repeat(LIMITS.maxDepth) + '1' + ')'.repeat(LIMITS.maxDepth);
    expect(parseDice(ok20).ok).toBe(true);
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 250 }), (s) => {
        parseDice(s);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatDice', () => {
  it('prints canonical form with only the needed parentheses', () => {
    expect(formatDice(ok('3d4+3'))).toBe('3d4 + 3');
    expect(formatDice(ok('d20'))).toBe('d20');
    expect(formatDice(ok('1dW+{STR}'))).toBe('1dW + {str}');
    expect(formatDice(ok('(1d6+2)*2'))).toBe('(1d6 + 2) × 2');
    expect(formatDice(ok('1-(2-3)'))).toBe('1 - (2 - 3)');
    expect(formatDice(ok('(1-2)-3'))).toBe('1 - 2 - 3');
    expect(formatDice(ok('-(1d4+1)'))).toBe('-(1d4 + 1)');
    expect(formatDice(ok('1d8/2'))).toBe('1d8 ÷ 2');
    expect(formatDice(ok('d%'))).toBe('d%');
  });

  it('round-trips: parseDice(formatDice(x)) deep-equals x', () => {
    fc.assert(
      fc.property(
        exprArb().filter((e) => size(e) < 25),
        (e) => {
          const text = formatDice(e);
          fc.pre(text.length <= LIMITS.maxLength);
          expect(ok(text)).toEqual(e);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
