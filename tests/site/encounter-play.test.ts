// The encounter's pure parts: the party of a link and its budget from the book's tables,
// the initiative order and turns, copies' labels, a stored fight read back (and forgotten when
// the encounter is cleared), a built monster's id read back.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_KEY, loadPlay, savePlay } from '../../src/client/encounter-play.ts';
import { choiceFromBuiltId } from '../../src/site/built-choice.ts';
import {
  budgetVerdict,
  cleanParty,
  partyFromQuery,
  withParty,
} from '../../src/site/encounter-party.ts';
import { trapEntryId, trapIdOf } from '../../src/site/encounter-entries.ts';
import {
  EMPTY_PLAY,
  cleanPlay,
  copyKey,
  copyLabel,
  heroKey,
  initiativeOrder,
  nextTurn,
  type Combatant,
} from '../../src/site/initiative.ts';
import { builtId } from '../../src/site/monster-builder.ts';
import type { RulesData } from '../../src/site/monster-math.ts';

const source = { file: 'monsters.md', line: 1, endLine: 1 };
/** An invented XP table (levels 1–3) and the rule "four characters, four Standard monsters". */
const rules = {
  'monster-xp': [
    {
      id: 'table-monster-xp',
      caption: 'Monster XP',
      section: 'level',
      source,
      rows: [
        { level: 1, mook: 25, standard: 100, elite: 200, boss: 500 },
        { level: 2, mook: 31, standard: 125, elite: 250, boss: 625 },
        { level: 3, mook: 38, standard: 150, elite: 300, boss: 750 },
      ],
    },
  ],
  'encounter-rules': [
    {
      id: 'level',
      section: 'level',
      source,
      partySize: 4,
      standardMonsters: 4,
      rankWeights: {
        mook: { min: 0.25, max: 0.25 },
        elite: { min: 2, max: 2 },
        boss: { min: 4, max: 5 },
      },
      text: '',
    },
  ],
} as unknown as Pick<RulesData, 'monster-xp' | 'encounter-rules'>;

describe('partyFromQuery', () => {
  it('reads the party of a shared link, and none from a link without one or a wrong one', () => {
    expect(partyFromQuery(new URLSearchParams('monsters=a&party=4&level=5'))).toEqual({
      size: 4,
      level: 5,
    });
    expect(partyFromQuery(new URLSearchParams('monsters=a'))).toBeNull();
    expect(partyFromQuery(new URLSearchParams('party=4&level=31'))).toBeNull();
    expect(partyFromQuery(new URLSearchParams('party=0&level=2'))).toBeNull();
  });
});

describe('withParty', () => {
  it('adds the party to an encounter link, with or without monsters', () => {
    expect(withParty('/encounter/?monsters=a*2', { size: 5, level: 3 })).toBe(
      '/encounter/?monsters=a*2&party=5&level=3',
    );
    expect(withParty('/encounter/', { size: 4, level: 1 })).toBe('/encounter/?party=4&level=1');
  });
});

describe('cleanParty', () => {
  it('keeps whole numbers in range only', () => {
    expect(cleanParty({ size: 3, level: 30 })).toEqual({ size: 3, level: 30 });
    expect(cleanParty({ size: 2.5, level: 3 })).toBeNull();
    expect(cleanParty('4x5')).toBeNull();
  });
});

describe('budgetVerdict', () => {
  it('gives the party size × a Standard monster of its level, and names the difficulty', () => {
    const verdict = budgetVerdict({ size: 4, level: 2 }, 500, rules);
    expect(verdict).toMatchObject({ kind: 'budget', budget: 500, difficulty: 'standard' });
    expect(verdict.text).toContain('500 XP');
    expect(budgetVerdict({ size: 4, level: 2 }, 1_000, rules)).toMatchObject({
      difficulty: 'deadly',
    });
  });

  it('says what the book lacks instead of a number', () => {
    const verdict = budgetVerdict({ size: 4, level: 2 }, 0, {
      'monster-xp': [],
      'encounter-rules': [],
    });
    expect(verdict.kind).toBe('missing');
    expect(verdict.text).toContain('Monster XP');
    expect(budgetVerdict({ size: 4, level: 9 }, 0, rules).text).toContain('level 9');
  });
});

const combatant = (key: string, initiative: number | null, bonus = 0, kind = 'monster') =>
  ({ key, name: key, kind, bonus, initiative }) as Combatant;

describe('initiativeOrder', () => {
  it('puts the highest first, a tie to the higher bonus then to heroes, the unrolled last', () => {
    const order = initiativeOrder([
      combatant('a#1', 12, 2),
      combatant('b#1', null, 9),
      combatant('c#1', 18, 1),
      combatant('d#1', 12, 5),
      combatant('hero-1', 12, 5, 'hero'),
    ]);
    expect(order.map((c) => c.key)).toEqual(['c#1', 'hero-1', 'd#1', 'a#1', 'b#1']);
  });
});

describe('nextTurn', () => {
  it('starts round 1 with the first, moves on, and starts the next round after the last', () => {
    const order = ['a', 'b'];
    const first = nextTurn(order, { turn: null, round: 0 });
    expect(first).toEqual({ turn: 'a', round: 1 });
    const second = nextTurn(order, first);
    expect(second).toEqual({ turn: 'b', round: 1 });
    expect(nextTurn(order, second)).toEqual({ turn: 'a', round: 2 });
  });

  it('goes to the first when the current one left the fight, and to none in an empty one', () => {
    expect(nextTurn(['a'], { turn: 'gone', round: 3 })).toEqual({ turn: 'a', round: 3 });
    expect(nextTurn([], { turn: null, round: 0 })).toEqual({ turn: null, round: 0 });
  });
});

describe('copyKey', () => {
  it('numbers copies from 1', () => {
    expect(copyKey('bog-lantern', 1)).toBe('bog-lantern#2');
  });
});

describe('copyLabel', () => {
  it('keeps the copy number apart from a name that ends in a number', () => {
    expect(copyLabel('Ashen Blessing 4', 0)).toBe('Ashen Blessing 4 #1');
    expect(copyLabel('Goblin', 2)).toBe('Goblin #3');
  });
});

/** A localStorage of one page, kept across a "reload" (a new read of it). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('savePlay', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const fight = {
    rolls: { 'goblin#1': 14 },
    heroes: [{ key: 'hero-1', name: 'Ana', initiative: 15 }],
    turn: 'goblin#1',
    round: 3,
    conditions: { 'goblin#1': ['Dazed'] },
  };

  it('keeps a fight for the next load (a reload)', () => {
    savePlay(fight);
    expect(loadPlay()).toEqual(fight);
  });

  it('forgets the fight when it is cleared: a reload shows no order, no round, no conditions', () => {
    savePlay(fight);
    savePlay(EMPTY_PLAY);
    expect(localStorage.getItem(PLAY_KEY)).toBeNull();
    expect(loadPlay()).toEqual(EMPTY_PLAY);
  });
});

describe('loadPlay', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('gives a fight not yet started without storage or with nonsense stored', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(loadPlay()).toEqual(EMPTY_PLAY);
    const storage = memoryStorage();
    storage.setItem(PLAY_KEY, '{not json');
    vi.stubGlobal('localStorage', storage);
    expect(loadPlay()).toEqual(EMPTY_PLAY);
  });
});

describe('heroKey', () => {
  it('gives an unused key', () => {
    expect(heroKey([{ key: 'hero-1', name: 'Ana', initiative: 3 }])).toBe('hero-2');
  });
});

describe('cleanPlay', () => {
  it('keeps what is valid of a stored fight and drops the rest', () => {
    const play = cleanPlay({
      rolls: { 'a#1': 14, 'b#1': 'x', '<bad>': 3 },
      heroes: [
        { key: 'hero-1', name: ' Ana ', initiative: 15 },
        { key: 'hero-2', name: '' },
      ],
      turn: 'a#1',
      round: 2,
      conditions: { 'a#1': ['Dazed', 4] },
    });
    expect(play).toEqual({
      rolls: { 'a#1': 14 },
      heroes: [{ key: 'hero-1', name: 'Ana', initiative: 15 }],
      turn: 'a#1',
      round: 2,
      conditions: { 'a#1': ['Dazed'] },
    });
    expect(cleanPlay('nonsense')).toEqual(EMPTY_PLAY);
  });
});

describe('trapEntryId', () => {
  it('prefixes a trap id so it cannot clash with a monster id, and reads it back', () => {
    expect(trapEntryId('brisk-needle')).toBe('trap--brisk-needle');
    expect(trapIdOf('trap--brisk-needle')).toBe('brisk-needle');
    expect(trapIdOf('bog-lantern')).toBeNull();
  });
});

describe('choiceFromBuiltId', () => {
  it('reads back the level, rank, role and name a built id was made from', () => {
    const choice = { level: 7, rank: 'elite', role: 'Heavy Striker', name: 'Bog Hound' } as const;
    const id = builtId(choice);
    expect(choiceFromBuiltId(id, ['Striker', 'Heavy Striker'])).toEqual(choice);
    expect(choiceFromBuiltId(id, ['Brute'])).toBeNull();
    expect(choiceFromBuiltId('bog-lantern', ['Brute'])).toBeNull();
  });
});
