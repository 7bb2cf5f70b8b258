/** The origin line reader: kinds, ranges, areas, scaling, targets as written and their count. */
import { describe, expect, it } from 'vitest';
import {
  readOrigin,
  readParenScaling,
  targetCount,
  topLevelIndex,
} from '../../src/compiler/extract/origin.ts';

const origin = (label: string, details = '') => readOrigin(label, details);

describe('readOrigin', () => {
  it('reads melee, ranged and self', () => {
    expect(origin('Melee', 'weapon, one creature')).toMatchObject({
      origin: { kind: 'melee', label: 'Melee', range: 'weapon', area: null },
      targets: 'one creature',
      targetCount: 1,
    });
    expect(origin('Ranged', '10, one target')).toMatchObject({
      origin: { kind: 'ranged', range: 10, raw: 'Ranged 10, one target' },
      targets: 'one target',
    });
    expect(origin('Self')).toMatchObject({
      origin: { kind: 'self', range: null, raw: 'Self' },
      targets: null,
    });
    expect(origin('Melee or Ranged', 'weapon, one target').origin.kind).toBe('melee-or-ranged');
  });
  it('reads areas, ranges and scaling in parentheses', () => {
    expect(origin('Near', 'burst 5 (10 at level 11, 15 at level 21), one ally')).toMatchObject({
      origin: {
        kind: 'near',
        area: 'burst',
        size: 5,
        range: null,
        scaling: [
          { level: 11, text: '10' },
          { level: 21, text: '15' },
        ],
      },
      targets: 'one ally',
    });
    expect(origin('Far', 'burst 1 within range 10')).toMatchObject({
      origin: { kind: 'far', area: 'burst', size: 1, range: 10 },
      targets: null,
    });
    expect(origin('Near', 'eyesight or earshot, one enemy').origin.range).toBe(
      'eyesight or earshot',
    );
  });
  it('keeps any other bold phrase with its words', () => {
    expect(origin('Unlimited', 'one unconscious creature you have met').origin).toMatchObject({
      kind: 'other',
      label: 'Unlimited',
      details: 'one unconscious creature you have met',
    });
    expect(origin('Self and allies').origin).toMatchObject({
      kind: 'other',
      label: 'Self and allies',
    });
  });
  it('keeps the targets exactly as written', () => {
    expect(origin('Near', 'burst 1, one,two or three creatures').targets).toBe(
      'one,two or three creatures',
    );
    expect(origin('Near', 'burst 1, one, two, or three creatures').targets).toBe(
      'one, two, or three creatures',
    );
  });
});

describe('targetCount', () => {
  it('counts one, written numbers and "up to"; asks for everything else', () => {
    expect(targetCount('one creature')).toBe(1);
    expect(targetCount('up to two creatures')).toBe(2);
    expect(targetCount('3 allies')).toBe(3);
    expect(targetCount('all enemies')).toBeNull();
    expect(targetCount('each enemy in the burst')).toBeNull();
    expect(targetCount('0 creatures')).toBeNull();
    expect(targetCount('one,two or three creatures')).toBeNull();
    expect(targetCount('one or two creatures')).toBeNull();
    expect(targetCount(null)).toBe(1);
  });
});

describe('readParenScaling', () => {
  it('reads both written forms, ordered by level', () => {
    expect(readParenScaling('burst 2 (Level 11: 5; Level 21: 8)')).toEqual([
      { level: 11, text: '5' },
      { level: 21, text: '8' },
    ]);
    expect(readParenScaling('burst 5 (15 at level 21, 10 at level 11)')).toEqual([
      { level: 11, text: '10' },
      { level: 21, text: '15' },
    ]);
  });
});

describe('topLevelIndex', () => {
  it('ignores separators inside parentheses', () => {
    expect(topLevelIndex('burst 5 (10 at level 11, 15 at level 21), one ally', ',')).toBe(40);
    expect(topLevelIndex('Self', ',')).toBe(-1);
  });
});
