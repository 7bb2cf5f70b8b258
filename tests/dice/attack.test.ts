import { describe, expect, it } from 'vitest';
import {
  attackRoll,
  escalationDie,
  judgeAttack,
  rechargeRoll,
  RULESETS,
  savingThrow,
  seededRng,
  skillCheck,
  type Rng,
} from '../../src/dice/index.ts';

/** An RNG whose next d-rolls are the given naturals. */
const fixed = (...naturals: number[]): Rng => ({ int: () => naturals.shift()! - 1 });

describe('attackRoll', () => {
  it('hits when d20 + bonus meets the defense', () => {
    expect(attackRoll(5, 15, { rng: fixed(10) })).toEqual({
      natural: 10,
      bonus: 5,
      escalation: 0,
      total: 15,
      defense: 15,
      hit: true,
      critical: false,
      fumble: false,
      automatic: null,
    });
    expect(attackRoll(5, 16, { rng: fixed(10) }).hit).toBe(false);
  });

  it('natural 20 always hits, but is critical only if it would hit anyway (Orcus)', () => {
    expect(attackRoll(0, 25, { rng: fixed(20) })).toMatchObject({
      hit: true,
      critical: false,
      automatic: 'hit',
    });
    expect(attackRoll(5, 25, { rng: fixed(20) })).toMatchObject({
      hit: true,
      critical: true,
      automatic: null,
    });
  });

  it('natural 20 is always a crit under 13th Age, Five Gods and the 4e summary', () => {
    for (const id of ['13th-age', 'five-gods', '4e-summary'] as const)
      expect(attackRoll(0, 30, { rng: fixed(20), ruleset: RULESETS[id] }).critical).toBe(true);
  });

  it('natural 1 always misses', () => {
    expect(attackRoll(30, 10, { rng: fixed(1) })).toMatchObject({
      hit: false,
      fumble: true,
      automatic: 'miss',
    });
  });

  it('adds the 13th Age escalation die from round two', () => {
    const ruleset = RULESETS['13th-age'];
    expect(attackRoll(2, 20, { rng: fixed(10), ruleset, round: 1 }).total).toBe(12);
    expect(attackRoll(2, 20, { rng: fixed(10), ruleset, round: 4 }).total).toBe(15);
    expect(attackRoll(2, 20, { rng: fixed(10), ruleset, escalation: 6 }).total).toBe(18);
    expect(attackRoll(2, 20, { rng: fixed(10), round: 4 }).escalation).toBe(0); // Orcus: none
  });
});

describe('judgeAttack', () => {
  it('with a known defense: natural 20 hits, crits only if the total would hit (Orcus)', () => {
    expect(judgeAttack(20, 25, 18)).toEqual({ hit: true, critical: true, automatic: null });
    expect(judgeAttack(20, 22, 30)).toEqual({ hit: true, critical: false, automatic: 'hit' });
    expect(judgeAttack(1, 19, 15)).toEqual({ hit: false, critical: false, automatic: 'miss' });
    expect(judgeAttack(1, 5, 15)).toEqual({ hit: false, critical: false, automatic: null });
    expect(judgeAttack(12, 17, 17)).toEqual({ hit: true, critical: false, automatic: null });
    expect(judgeAttack(12, 16, 17)).toEqual({ hit: false, critical: false, automatic: null });
  });

  it('with the defense unknown: only the natural 1/20 outcomes are decided', () => {
    expect(judgeAttack(20, 26, null)).toEqual({ hit: true, critical: null, automatic: 'hit' });
    expect(judgeAttack(1, 7, null)).toEqual({ hit: false, critical: false, automatic: 'miss' });
    expect(judgeAttack(11, 17, null)).toEqual({ hit: null, critical: false, automatic: null });
  });

  it('natural 20 is a critical hit whatever the defense under always-crit rulesets', () => {
    for (const ruleset of [RULESETS['13th-age'], RULESETS['five-gods']]) {
      expect(judgeAttack(20, 22, 30, ruleset.naturalTwenty).critical).toBe(true);
      expect(judgeAttack(20, 22, null, ruleset.naturalTwenty).critical).toBe(true);
    }
  });
});

describe('escalationDie', () => {
  it('is 0 in round one, +1 per round, at most +6', () => {
    expect([1, 2, 3, 7, 8, 20].map(escalationDie)).toEqual([0, 1, 2, 6, 6, 6]);
  });
});

describe('savingThrow', () => {
  it('succeeds on 10+ (Orcus) and 11+ (13th Age)', () => {
    expect(savingThrow(fixed(10)).success).toBe(true);
    expect(savingThrow(fixed(9)).success).toBe(false);
    expect(savingThrow(fixed(10), RULESETS['13th-age'])).toMatchObject({
      success: false,
      target: 11,
    });
    expect(savingThrow(fixed(9), RULESETS.orcus, 1).success).toBe(true);
  });
});

describe('rechargeRoll', () => {
  it('recharges only on rolling the value on a die of that size', () => {
    expect(rechargeRoll(8, fixed(8))).toEqual({ roll: 8, recharged: true });
    expect(rechargeRoll(8, fixed(7))).toEqual({ roll: 7, recharged: false });
    expect(() => rechargeRoll(0)).toThrow(RangeError);
    const rng = seededRng(11);
    let hits = 0;
    for (let i = 0; i < 8000; i++) hits += rechargeRoll(8, rng).recharged ? 1 : 0;
    expect(hits / 8000).toBeCloseTo(1 / 8, 1);
  });
});

describe('skillCheck', () => {
  it('rolls 2d20 + two skill modifiers under Five Gods, 1d20 otherwise', () => {
    expect(skillCheck([3, 2], { rng: fixed(10, 15), ruleset: RULESETS['five-gods'] })).toEqual({
      naturals: [10, 15],
      total: 30,
    });
    expect(skillCheck([4], { rng: fixed(12) })).toEqual({ naturals: [12], total: 16 });
  });
});
