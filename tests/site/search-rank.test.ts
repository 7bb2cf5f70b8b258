import { describe, expect, it } from 'vitest';
import { rankHits, toHit, type PagefindResultData } from '../../src/client/search-rank.ts';
import { expandQuery, SEARCH_SYNONYMS } from '../../src/client/search-synonyms.ts';

const at = (...scores: number[]) => scores.map((balanced_score) => ({ balanced_score }));

const combat: PagefindResultData = {
  url: '/rules/combat/',
  meta: { title: 'Combat' },
  excerpt: 'page excerpt',
  filters: { kind: ['rule'] },
  sub_results: [
    { title: 'Combat', url: '/rules/combat/#top', excerpt: 'intro', weighted_locations: at(900) },
    { title: 'Surprise', url: '/rules/combat/#surprise', excerpt: 's', weighted_locations: at(10) },
    { title: 'Surprise', url: '/rules/combat/#surprise', excerpt: 's', weighted_locations: at(10) },
    {
      title: 'Opportunity Attacks',
      url: '/rules/combat/#opportunity-attacks',
      excerpt: '<mark>Opportunity</mark> Attacks',
      weighted_locations: at(400, 600),
    },
    {
      title: 'Your Turn',
      url: '/rules/combat/#your-turn',
      excerpt: 't',
      weighted_locations: at(20),
    },
    { title: 'Flanking', url: '/rules/combat/#flanking', excerpt: 'f', weighted_locations: at(5) },
  ],
};

describe('toHit', () => {
  it('links the best-weighted heading with its excerpt, then the next two, without the page itself or duplicates', () => {
    expect(toHit(combat)).toEqual({
      url: '/rules/combat/#opportunity-attacks',
      title: 'Combat › Opportunity Attacks',
      excerpt: '<mark>Opportunity</mark> Attacks',
      kind: 'rule',
      more: [
        { title: 'Your Turn', url: '/rules/combat/#your-turn' },
        { title: 'Surprise', url: '/rules/combat/#surprise' },
      ],
    });
  });

  it('links the page itself when its best match is above every heading', () => {
    const power: PagefindResultData = {
      url: '/powers/grapple/',
      meta: { title: 'Grapple' },
      excerpt: 'Grapple',
      filters: { kind: ['power'] },
      sub_results: [
        {
          title: 'Grapple',
          url: '/powers/grapple/',
          excerpt: 'the card',
          weighted_locations: at(50),
        },
      ],
    };
    expect(toHit(power)).toEqual({
      url: '/powers/grapple/',
      title: 'Grapple',
      excerpt: 'the card',
      kind: 'power',
      more: [],
    });
  });

  it('ignores an unknown kind', () => {
    expect(toHit({ ...combat, filters: { kind: ['spell'] } }).kind).toBeUndefined();
  });
});

describe('rankHits', () => {
  const page = (url: string, title: string, heading?: string): PagefindResultData => ({
    url,
    meta: { title },
    excerpt: '',
    filters: { kind: ['rule'] },
    sub_results: heading
      ? [{ title: heading, url: `${url}#h`, excerpt: '', weighted_locations: at(1) }]
      : [],
  });

  it('orders by score, but puts a hit named exactly by the query (or a plural of it) first', () => {
    const hits = rankHits(
      [
        { score: 9, data: page('/rules/movement/', 'Movement', 'Being Prone') },
        { score: 2, data: page('/rules/conditions/', 'Conditions', 'Prone') },
        { score: 5, data: page('/rules/combat/', 'Combat', 'Falling') },
      ],
      ['prone'],
    );
    expect(hits.map((hit) => hit.title)).toEqual([
      'Conditions › Prone',
      'Movement › Being Prone',
      'Combat › Falling',
    ]);
    const plural = rankHits(
      [
        { score: 9, data: page('/a/', 'A', 'Basic Attack') },
        { score: 1, data: page('/b/', 'B', 'Opportunity Attacks') },
      ],
      ['opportunity attack'],
    );
    expect(plural[0]?.title).toBe('B › Opportunity Attacks');
  });
});

describe('expandQuery', () => {
  it('keeps a query without abbreviations as it is', () => {
    expect(expandQuery('  grapple  ')).toEqual(['grapple']);
    expect(expandQuery('   ')).toEqual([]);
  });

  it('replaces an abbreviation by each of its alternatives, whatever its case', () => {
    expect(expandQuery('AoO')).toEqual(['opportunity attack']);
    expect(expandQuery('gm decides')).toEqual(['GM decides', 'Game Master decides']);
    expect(expandQuery('PC hp')).toEqual([
      'PC HP',
      'PC hit points',
      'player character HP',
      'player character hit points',
    ]);
  });

  it('does not read inherited object keys as abbreviations', () => {
    expect(expandQuery('constructor')).toEqual(['constructor']);
  });

  it('caps the combinations', () => {
    expect(expandQuery('hp hp hp hp hp').length).toBeLessThanOrEqual(8);
  });

  it('lists every required abbreviation with keys in lowercase', () => {
    for (const abbreviation of ['aoo', 'oa', 'pc', 'gm', 'hp', 'npc', 'xp'])
      expect(SEARCH_SYNONYMS.has(abbreviation), abbreviation).toBe(true);
    for (const key of SEARCH_SYNONYMS.keys()) expect(key).toBe(key.toLowerCase());
  });
});
