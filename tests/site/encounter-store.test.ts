/** The encounter's list logic: URL parameter, counts, XP total, HP per copy, shared links. */
import { describe, expect, it } from 'vitest';
import {
  addOne,
  cleanEncounter,
  cleanGroups,
  currentHp,
  encounterUrl,
  hpState,
  parseEncounterParam,
  setCount,
  totalXp,
  wouldReplaceEncounter,
} from '../../src/client/encounter-store.ts';

const known = new Set(['bog-lantern', 'peat-golem', 'reedling-cutter']);

describe('parseEncounterParam', () => {
  it('reads ids with counts, drops unknown ids and bad counts, merges repeats', () => {
    expect(
      parseEncounterParam('bog-lantern*2,peat-golem,nope*3,reedling-cutter*x,bog-lantern', known),
    ).toEqual([
      { id: 'bog-lantern', count: 3 },
      { id: 'peat-golem', count: 1 },
    ]);
    expect(parseEncounterParam(null, known)).toEqual([]);
    expect(parseEncounterParam('peat-golem*1000', known)).toEqual([]);
    expect(parseEncounterParam('peat-golem*99', known)).toEqual([{ id: 'peat-golem', count: 40 }]);
  });
});

describe('encounterUrl', () => {
  it('writes counts above one and round-trips through the parameter', () => {
    const groups = [
      { id: 'bog-lantern', count: 2 },
      { id: 'peat-golem', count: 1 },
    ];
    const url = encounterUrl(groups);
    expect(url).toBe('/encounter/?monsters=bog-lantern*2,peat-golem');
    expect(
      parseEncounterParam(new URL(url, 'http://x').searchParams.get('monsters'), known),
    ).toEqual(groups);
    expect(encounterUrl([])).toBe('/encounter/');
  });
});

describe('setCount and addOne', () => {
  it('adds, counts up, sets and removes', () => {
    let groups = addOne([], 'peat-golem');
    groups = addOne(groups, 'bog-lantern');
    groups = addOne(groups, 'peat-golem');
    expect(groups).toEqual([
      { id: 'peat-golem', count: 2 },
      { id: 'bog-lantern', count: 1 },
    ]);
    expect(setCount(groups, 'peat-golem', 0)).toEqual([{ id: 'bog-lantern', count: 1 }]);
    expect(setCount(groups, 'bog-lantern', 500)[1]).toEqual({ id: 'bog-lantern', count: 40 });
  });
});

describe('totalXp', () => {
  it('sums XP times counts, fractions included', () => {
    const xp: Record<string, number> = { 'reedling-cutter': 31.25, 'peat-golem': 800 };
    expect(
      totalXp(
        [
          { id: 'reedling-cutter', count: 3 },
          { id: 'peat-golem', count: 1 },
        ],
        (id) => xp[id],
      ),
    ).toBe(893.75);
  });
});

describe('currentHp and hpState', () => {
  it('keeps stored values within 0..max and fills new copies with max', () => {
    expect(currentHp([19, 'x', -4, 99], 5, 38)).toEqual([19, 38, 0, 38, 38]);
    expect(currentHp(undefined, 2, 1)).toEqual([1, 1]);
  });
  it('is staggered at or below Staggered and down at 0', () => {
    expect(hpState(20, 19)).toBe('healthy');
    expect(hpState(19, 19)).toBe('staggered');
    expect(hpState(0, 19)).toBe('down');
    expect(hpState(1, null)).toBe('healthy');
  });
});

describe('wouldReplaceEncounter and cleanGroups', () => {
  it('protects a different stored encounter, not an empty or equal one', () => {
    const mine = [{ id: 'peat-golem', count: 1 }];
    expect(wouldReplaceEncounter([], mine)).toBe(false);
    expect(wouldReplaceEncounter(mine, [{ id: 'peat-golem', count: 1 }])).toBe(false);
    expect(wouldReplaceEncounter(mine, [{ id: 'peat-golem', count: 2 }])).toBe(true);
  });
  it('drops anything that is not a group', () => {
    expect(cleanGroups([null, 'x', { id: 'A!', count: 1 }, { id: 'ok', count: 1.5 }])).toEqual([]);
  });
});

describe('cleanEncounter', () => {
  it('reads anything storage may hold as an encounter, dropping what is not one', () => {
    for (const value of [null, [null], [{}], 'x', 7, {}, { groups: 'x', hp: 'y' }])
      expect(cleanEncounter(value)).toEqual({ groups: [], hp: {} });
  });
  it('keeps valid groups and each copy’s HP in its place, unset where not an integer', () => {
    const stored = {
      groups: [
        null,
        {},
        { id: 'peat-golem', count: '2' },
        { id: 'peat-golem', count: 2, at: 'yesterday' },
        { id: 'bog-lantern', count: Number.NaN },
      ],
      hp: { 'peat-golem': [null, 7, '8', 12.5], 'bog-lantern': [1] },
    };
    expect(cleanEncounter(stored)).toEqual({
      groups: [{ id: 'peat-golem', count: 2 }],
      hp: { 'peat-golem': [null, 7, null, null] },
    });
    expect(currentHp(cleanEncounter(stored).hp['peat-golem'], 2, 232)).toEqual([232, 7]);
  });
});
