/** The deck store: parsing and building deck links, toggling, messages, and validated storage. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DECK_EVENT,
  DECK_KEY,
  MAX_DECK,
  changeMessage,
  cleanDeck,
  deckUrl,
  loadDeck,
  parseDeckParam,
  powerCount,
  saveDeck,
  toggle,
  unknownDeckIds,
  wouldReplaceDeck,
} from '../../src/client/deck-store.ts';

const known = new Set(['grapple', 'shove', 'feint', 'basic-melee-attack']);

describe('unknownDeckIds', () => {
  it('lists the ids the rulebook has no power for, in order and once each', () => {
    expect(unknownDeckIds('shove,fireball,grapple, fireball ,Bad Id,', known)).toEqual([
      'fireball',
      'Bad Id',
    ]);
  });

  it('is empty for known ids, an empty value or none', () => {
    expect(unknownDeckIds('shove,grapple', known)).toEqual([]);
    expect(unknownDeckIds('', known)).toEqual([]);
    expect(unknownDeckIds(null, known)).toEqual([]);
  });
});

describe('parseDeckParam', () => {
  it('reads comma-separated ids in order', () => {
    expect(parseDeckParam('shove,grapple,feint', known)).toEqual(['shove', 'grapple', 'feint']);
  });
  it('drops unknown ids, duplicates, blanks and malformed parts', () => {
    expect(
      parseDeckParam(' grapple , nope,shove,grapple,,Feint,../x,basic-melee-attack', known),
    ).toEqual(['grapple', 'shove', 'basic-melee-attack']);
  });
  it('treats a missing or empty value as an empty deck', () => {
    expect(parseDeckParam(null, known)).toEqual([]);
    expect(parseDeckParam('', known)).toEqual([]);
    expect(parseDeckParam(',,', known)).toEqual([]);
  });
  it('reads what URLSearchParams decodes (commas may arrive encoded)', () => {
    const value = new URLSearchParams('powers=feint%2Cshove').get('powers');
    expect(parseDeckParam(value, known)).toEqual(['feint', 'shove']);
  });
});

describe('deckUrl', () => {
  it('builds the shareable link, which parses back to the same deck', () => {
    const url = deckUrl(['shove', 'grapple']);
    expect(url).toBe('/deck/?powers=shove,grapple');
    const value = new URL(url, 'https://example.org').searchParams.get('powers');
    expect(parseDeckParam(value, known)).toEqual(['shove', 'grapple']);
  });
  it('is the bare deck page for an empty deck and ignores invalid ids', () => {
    expect(deckUrl([])).toBe('/deck/');
    expect(deckUrl(['a&b=c', 'feint', 'feint'])).toBe('/deck/?powers=feint');
  });
});

describe('toggle', () => {
  it('adds at the end and removes in place, without mutating', () => {
    const deck = ['grapple', 'shove'];
    expect(toggle(deck, 'feint')).toEqual(['grapple', 'shove', 'feint']);
    expect(toggle(deck, 'grapple')).toEqual(['shove']);
    expect(deck).toEqual(['grapple', 'shove']);
  });
});

describe('wouldReplaceDeck', () => {
  it('is true only when a different, non-empty deck is stored', () => {
    expect(wouldReplaceDeck(['rally'], ['shove', 'rally'])).toBe(true);
    expect(wouldReplaceDeck(['shove', 'rally'], ['rally', 'shove'])).toBe(true);
    expect(wouldReplaceDeck([], ['shove'])).toBe(false);
    expect(wouldReplaceDeck(['shove', 'rally'], ['shove', 'rally'])).toBe(false);
  });
});

describe('cleanDeck', () => {
  it('keeps valid ids once, in order, at most MAX_DECK', () => {
    expect(cleanDeck(['a', 1, null, 'a', 'B', 'b-2'])).toEqual(['a', 'b-2']);
    const many = Array.from({ length: MAX_DECK + 10 }, (_, i) => `p${i}`);
    expect(cleanDeck(many)).toHaveLength(MAX_DECK);
  });
});

describe('messages', () => {
  it('announces changes with the count', () => {
    expect(changeMessage('Grapple', true, 3)).toBe('Grapple added to the deck. 3 powers.');
    expect(changeMessage('Shove', false, 1)).toBe('Shove removed from the deck. 1 power.');
    expect(changeMessage('Shove', false, 0)).toBe('Shove removed from the deck. No powers.');
    expect(powerCount(2)).toBe('2 powers');
  });
});

describe('loadDeck / saveDeck (in-memory localStorage stub)', () => {
  const store = new Map<string, string>();
  const events: string[][] = [];
  const target = new EventTarget();
  const globals = globalThis as Record<string, unknown>;

  beforeEach(() => {
    store.clear();
    events.length = 0;
    globals['localStorage'] = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, String(value)),
      removeItem: (key: string) => void store.delete(key),
    };
    globals['dispatchEvent'] = (event: Event) => target.dispatchEvent(event);
    target.addEventListener(DECK_EVENT, (event) =>
      events.push((event as CustomEvent<string[]>).detail),
    );
  });
  afterEach(() => {
    delete globals['localStorage'];
    delete globals['dispatchEvent'];
  });

  it('round-trips a deck and announces the change', () => {
    expect(loadDeck()).toEqual([]);
    expect(saveDeck(['shove', 'grapple', 'shove'])).toEqual(['shove', 'grapple']);
    expect(store.get(DECK_KEY)).toBe('["shove","grapple"]');
    expect(loadDeck()).toEqual(['shove', 'grapple']);
    expect(events.at(-1)).toEqual(['shove', 'grapple']);
  });
  it('ignores unreadable stored values', () => {
    for (const raw of ['not json', '{"a":1}', '"grapple"', 'null']) {
      store.set(DECK_KEY, raw);
      expect(loadDeck(), raw).toEqual([]);
    }
    store.set(DECK_KEY, '["grapple", 3, "<script>", "grapple", "feint"]');
    expect(loadDeck()).toEqual(['grapple', 'feint']);
  });
  it('survives storage that throws', () => {
    globals['localStorage'] = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadDeck()).toEqual([]);
    expect(saveDeck(['feint'])).toEqual(['feint']);
  });
});
