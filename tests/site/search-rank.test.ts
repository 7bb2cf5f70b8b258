import { describe, expect, it } from 'vitest';
import { rankHits, toHit, type PagefindResultData } from '../../src/client/search-rank.ts';
import { nameKey } from '../../src/client/search-names.ts';
import { expandQuery, searchSynonyms } from '../../src/client/search-synonyms.ts';

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

  it('puts a page the query names (its name filter) first, linked to the heading it names', () => {
    const actions: PagefindResultData = {
      ...page('/rules/actions/', 'Actions in Combat'),
      sub_results: [
        { title: 'Dash', url: '/rules/actions/#dash', excerpt: '', weighted_locations: at(50) },
        {
          title: 'Charge (standard action)',
          url: '/rules/actions/#charge',
          excerpt: 'You <mark>charge</mark>',
          weighted_locations: at(3),
        },
      ],
    };
    const hits = rankHits(
      [
        { score: 9, data: page('/powers/charging-strike/', 'Charging Strike') },
        { score: 8, data: page('/powers/bull-charge/', 'Bull Charge') },
        { score: 1, named: true, data: actions },
      ],
      ['charge'],
    );
    expect(hits.map((hit) => hit.url)).toEqual([
      '/rules/actions/#charge',
      '/powers/charging-strike/',
      '/powers/bull-charge/',
    ]);
    expect(hits[0]!.title).toBe('Actions in Combat › Charge (standard action)');
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
    const synonyms = searchSynonyms();
    for (const abbreviation of ['aoo', 'oa', 'pc', 'gm', 'hp', 'npc', 'xp'])
      expect(synonyms.has(abbreviation), abbreviation).toBe(true);
    for (const key of synonyms.keys()) expect(key).toBe(key.toLowerCase());
  });

  it('searches the game’s names for the 4e names, phrases and plurals included', () => {
    expect(expandQuery('grab')[0]).toBe('grapple');
    expect(expandQuery('Bloodied')[0]).toBe('staggered');
    expect(expandQuery('second wind')[0]).toBe('rally');
    expect(expandQuery('healing surges')[0]).toBe('recoveries');
    expect(expandQuery('immobilized')[0]).toBe('immobile');
    expect(expandQuery('ongoing damage')[0]).toBe('persistent damage');
    expect(expandQuery('minions')[0]).toBe('mook');
    expect(expandQuery('solo')[0]).toBe('boss');
    // A phrase is replaced whole, the words around it kept.
    expect(expandQuery('spend a healing surge')).toEqual([
      'spend a recoveries',
      'spend a healing surge',
    ]);
    // "healing" alone is no synonym.
    expect(expandQuery('healing word')).toEqual(['healing word']);
  });

  it('merges a site’s synonyms over the defaults: added, replaced, or removed by an empty list', () => {
    const synonyms = searchSynonyms({ 'Hit Dice': ['recoveries'], solo: ['elite'], gm: [] });
    expect(expandQuery('hit dice', synonyms)).toEqual(['recoveries']);
    expect(expandQuery('solo', synonyms)).toEqual(['elite']);
    expect(expandQuery('gm', synonyms)).toEqual(['gm']);
    expect(expandQuery('aoo', synonyms)).toEqual(['opportunity attack']);
  });
});

describe('names', () => {
  it('compares names by their words, without a qualifier, plurals folded', () => {
    expect(nameKey('Charge (standard action)')).toBe('charge');
    expect(nameKey('Critical Hits')).toBe(nameKey('critical hit'));
    expect(nameKey('Mooks’ Resolve')).toBe('mook resolve');
    expect(nameKey('(—)')).toBe('');
  });
});
