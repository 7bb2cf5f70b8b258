/**
 * The dice's random sources. Every statistical test draws from a seeded
 * source, so it gives the same statistic on every run: it fails when the
 * sampling code is biased, never by chance. Each statistic is also shown
 * above its critical value for a deliberately loaded source, so the test can
 * fail at all.
 */
import { describe, expect, it, vi } from 'vitest';
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
/** The faces (1-based) that never came up. */
const unrolled = (counts: number[]): number[] =>
  counts.flatMap((count, index) => (count === 0 ? [index + 1] : []));
// Critical values of chi-square at p = 0.001.
const CHI2_P001 = { 11: 31.26, 19: 43.82, 99: 148.23 } as const;

/** A range as wide as a 32-bit word: `int` then returns the word itself, with no redraw. */
const WORD = 2 ** 32;

/** `rng` loaded towards `face`: one roll in `oneIn` shows it whatever the draw. */
const loaded = (rng: Rng, face: number, oneIn: number): Rng => ({
  int: (max) => (rng.int(oneIn) === 0 ? face - 1 : rng.int(max)),
});

/**
 * Makes `crypto.getRandomValues` fill its arrays from the seeded generator
 * `seed` (restored after the test), and `cryptoRng` draw from that from now
 * on: words it had buffered before are drawn off until it refills.
 */
function seedCrypto(seed: number): void {
  const words = seededRng(seed);
  const fill = vi.spyOn(globalThis.crypto, 'getRandomValues');
  const refills = fill.mock.calls.length; // a spy of the same test's earlier call: the same one
  fill.mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    const view = array as unknown as Uint32Array;
    for (let i = 0; i < view.length; i++) view[i] = words.int(WORD);
    return array;
  });
  while (fill.mock.calls.length === refills) cryptoRng.int(WORD);
}

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
    for (const [index, c] of counts.entries())
      expect(Math.abs(c / n - 1 / 6), `face ${index + 1}: ${c} of ${n}`).toBeLessThan(0.01 / 6);
  });

  it('d% covers 1..100 uniformly (chi-square, 99 degrees of freedom)', () => {
    const rng = seededRng(99);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 200_000; i++) counts[roll('d%', {}, { rng }).total - 1]!++;
    expect(unrolled(counts), 'faces never rolled').toEqual([]);
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[99]);
  });
});

describe('cryptoRng', () => {
  it('is unbiased for d20 and d12 (chi-square at p = 0.001) on seeded random values', () => {
    seedCrypto(20240602);
    expect(chiSquare(faceCounts(cryptoRng, 20, 200_000)), 'd20').toBeLessThan(CHI2_P001[19]);
    expect(chiSquare(faceCounts(cryptoRng, 12, 120_000)), 'd12').toBeLessThan(CHI2_P001[11]);
    expect(globalThis.crypto.getRandomValues, 'drawn from crypto').toHaveBeenCalled();
  });

  it('gives the same rolls from the same random values', () => {
    seedCrypto(7);
    const first = Array.from({ length: 100 }, () => rollDie(cryptoRng, 20));
    seedCrypto(7);
    expect(Array.from({ length: 100 }, () => rollDie(cryptoRng, 20))).toEqual(first);
  });

  it('returns integers in range, including the largest range', () => {
    const values = Array.from({ length: 1000 }, () => cryptoRng.int(7));
    const outside = values.filter((v) => !Number.isInteger(v) || v < 0 || v >= 7);
    expect(outside, 'values that are no integer in 0..6').toEqual([]);
    const big = cryptoRng.int(WORD);
    expect(big).toBeGreaterThanOrEqual(0);
    expect(big).toBeLessThan(WORD);
  });
});

describe('the chi-square test finds a loaded die', () => {
  // A 20 on 5.5% of rolls instead of 5%: about 950 extra in 200,000, a statistic near 110.
  it('from seededRng', () => {
    const counts = faceCounts(loaded(seededRng(20240601), 20, 200), 20, 200_000);
    expect(chiSquare(counts)).toBeGreaterThan(CHI2_P001[19]);
  });

  it('from cryptoRng on seeded random values', () => {
    seedCrypto(20240602);
    const counts = faceCounts(loaded(cryptoRng, 20, 200), 20, 200_000);
    expect(chiSquare(counts)).toBeGreaterThan(CHI2_P001[19]);
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
