import { describe, expect, it } from 'vitest';
import {
  cryptoRng,
  rngFromUint32,
  rollDie,
  roll,
  seededRng,
  type Rng,
} from '../../src/dice/index.ts';

/** Pearson chi-square statistic of observed counts against a uniform expectation. */
const chiSquare = (counts: number[]): number => {
  const n = counts.reduce((a, b) => a + b, 0);
  const expected = n / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
};
const faceCounts = (rng: Rng, sides: number, n: number): number[] => {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < n; i++) counts[rollDie(rng, sides) - 1]!++;
  return counts;
};
// Critical values of chi-square at p = 0.001.
const CHI2_P001 = { 11: 31.26, 19: 43.82, 99: 148.23 } as const;

describe('seededRng', () => {
  it('is deterministic per seed', () => {
    const a = seededRng(123);
    const b = seededRng(123);
    const c = seededRng(124);
    const xs = Array.from({ length: 10 }, () => a.int(1000));
    expect(Array.from({ length: 10 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 10 }, () => c.int(1000))).not.toEqual(xs);
  });

  it('puts each d6 face within 1% (relative) of 1/6 over 600,000 rolls', () => {
    // Relative tolerance: |frequency - 1/6| < 0.01 × 1/6 ≈ 0.00167 (about 3.5 standard errors).
    const n = 600_000;
    const counts = faceCounts(seededRng(20240601), 6, n);
    for (const c of counts) expect(Math.abs(c / n - 1 / 6)).toBeLessThan(0.01 / 6);
  });

  it('d% covers 1..100 uniformly (chi-square, 99 degrees of freedom)', () => {
    const rng = seededRng(99);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 200_000; i++) counts[roll('d%', {}, { rng }).total - 1]!++;
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[99]);
  });
});

describe('cryptoRng', () => {
  it('is unbiased for d20 and d12 (chi-square at p = 0.001)', () => {
    expect(chiSquare(faceCounts(cryptoRng, 20, 200_000))).toBeLessThan(CHI2_P001[19]);
    expect(chiSquare(faceCounts(cryptoRng, 12, 120_000))).toBeLessThan(CHI2_P001[11]);
  });

  it('returns integers in range, including the largest range', () => {
    for (let i = 0; i < 1000; i++) {
      const v = cryptoRng.int(7);
      expect(Number.isInteger(v) && v >= 0 && v < 7).toBe(true);
    }
    const big = cryptoRng.int(2 ** 32);
    expect(big >= 0 && big < 2 ** 32).toBe(true);
  });
});

describe('rngFromUint32', () => {
  it('rejects the biased tail instead of taking a modulo of it', () => {
    // For max 3 the limit is 2^32 - 1 (2^32 mod 3 = 1): the value 2^32 - 1 must be redrawn.
    const draws = [2 ** 32 - 1, 5];
    const rng = rngFromUint32(() => draws.shift()!);
    expect(rng.int(3)).toBe(2);
    expect(draws).toEqual([]);
  });
});

describe('rollDie', () => {
  it('gives 1..sides', () => {
    expect(rollDie({ int: () => 0 }, 6)).toBe(1);
    expect(rollDie({ int: (n) => n - 1 }, 6)).toBe(6);
  });
});
