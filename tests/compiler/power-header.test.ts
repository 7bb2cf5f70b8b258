/** The power header, origin and attack line readers. */
import { describe, expect, it } from 'vitest';
import {
  readActions,
  readAttack,
  readHeader,
  readOrigin,
  readParenScaling,
  splitTopLevel,
} from '../../src/compiler/extract/power-header.ts';

describe('readHeader', () => {
  it('reads a feature power with one tag', () => {
    expect(readHeader('At-Will Attack Feature (Standard Action) ● Weapon')).toEqual({
      ok: true,
      value: {
        frequency: 'at-will',
        category: 'attack',
        level: null,
        feature: true,
        actions: ['standard'],
        actionText: 'Standard Action',
        tags: ['Weapon'],
      },
    });
  });
  it('reads a level, several tags and a tag with "or"', () => {
    const read = readHeader('Daily Utility 22 (Free Action) ● Arcane, Weapon or Focus');
    expect(read).toMatchObject({
      ok: true,
      value: {
        frequency: 'daily',
        category: 'utility',
        level: 22,
        tags: ['Arcane', 'Weapon or Focus'],
      },
    });
  });
  it('reads Unlimited and a header without tags', () => {
    expect(readHeader('Unlimited Attack 1 (Move Action)')).toMatchObject({
      ok: true,
      value: { frequency: 'unlimited', tags: [] },
    });
  });
  it('explains what it expected when the header cannot be read', () => {
    const read = readHeader('Sometimes Attack 1 (Standard Action)');
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.reason).toContain('expected frequency');
  });
});

describe('readActions', () => {
  it('reads combined and split actions', () => {
    expect(readActions('Standard and Move Action')).toEqual({
      ok: true,
      value: ['standard', 'move'],
    });
    expect(readActions('Swift Action')).toEqual({ ok: true, value: ['swift'] });
    expect(readActions('No Action')).toEqual({ ok: true, value: ['no-action'] });
    expect(readActions('Counter')).toEqual({ ok: true, value: ['counter'] });
  });
  it('rejects an unknown action', () => {
    expect(readActions('Sideways Action')).toMatchObject({ ok: false, code: 'action' });
    expect(readActions('')).toMatchObject({ ok: false, code: 'action' });
  });
});

describe('readOrigin', () => {
  const origin = (text: string) => {
    const read = readOrigin(text);
    if (!read.ok) throw new Error(read.reason);
    return read.value;
  };
  it('reads melee, ranged and self', () => {
    expect(origin('Melee weapon, one creature')).toMatchObject({
      origin: { kind: 'melee', range: 'weapon', area: null },
      targets: 'one creature',
    });
    expect(origin('Ranged 10, one target')).toMatchObject({
      origin: { kind: 'ranged', range: 10 },
      targets: 'one target',
    });
    expect(origin('Self')).toMatchObject({ origin: { kind: 'self', range: null }, targets: null });
    expect(origin('Melee or Ranged weapon, one target').origin.kind).toBe('melee-or-ranged');
  });
  it('reads areas, ranges and scaling in parentheses', () => {
    expect(origin('Near burst 5 (10 at level 11, 15 at level 21), one ally')).toMatchObject({
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
    expect(origin('Far burst 1 within range 10')).toMatchObject({
      origin: { kind: 'far', area: 'burst', size: 1, range: 10 },
      targets: null,
    });
    expect(origin('Near eyesight or earshot, one enemy').origin.range).toBe('eyesight or earshot');
    expect(origin('Special range, one creature').origin).toMatchObject({
      kind: 'special',
      range: null,
    });
  });
  it('rejects a line that names no origin', () => {
    expect(readOrigin('Sideways 5, one creature').ok).toBe(false);
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

describe('readAttack', () => {
  it('reads ability attacks and skill checks', () => {
    expect(readAttack('Strength vs AC')).toEqual({
      ability: 'strength',
      check: null,
      defense: 'AC',
      raw: 'Strength vs AC',
    });
    expect(readAttack("Bluff check vs target's passive Insight score")).toMatchObject({
      ability: null,
      check: 'Bluff',
      defense: null,
    });
    expect(readAttack('Intimidate vs Will +10.')).toMatchObject({
      check: 'Intimidate',
      defense: 'Will',
    });
  });
  it('keeps an unreadable attack line as raw text', () => {
    expect(readAttack('special, see below')).toEqual({
      ability: null,
      check: null,
      defense: null,
      raw: 'special, see below',
    });
  });
});

describe('splitTopLevel', () => {
  it('ignores separators inside parentheses', () => {
    expect(splitTopLevel('burst 5 (10 at level 11, 15 at level 21), one ally', ',')).toEqual([
      'burst 5 (10 at level 11, 15 at level 21)',
      'one ally',
    ]);
  });
});
