/** The index filters' word matching (src/site/filter-fields.ts) and the text it searches (src/site/deity-text.ts). */
import { describe, expect, it } from 'vitest';
import type { Deity } from '../../src/compiler/index.ts';
import { deitySearchText } from '../../src/site/deity-text.ts';
import { fold, matchesAll, queryWords } from '../../src/site/filter-fields.ts';

const luna: Deity = {
  id: 'luna',
  name: 'Luna',
  epithets: ['the Moon Goddess'],
  symbol: 'Three crescent moons arranged in a line',
  portfolio: ['The moon', 'feminine power'],
  favoredWeapon: 'Sickle',
  pronunciation: 'LOO-nah',
  description: { html: '<p>A very old goddess.</p>', text: 'A very old goddess.' },
  section: 'deities/luna',
  source: { file: 'rulebook.md', line: 455, endLine: 461 },
  alsoIn: [],
  versions: [],
};

describe('deitySearchText', () => {
  it('holds every field a reader may look a deity up by', () => {
    const text = deitySearchText(luna);
    for (const part of [
      'Luna',
      'Moon Goddess',
      'crescent',
      'feminine power',
      'Sickle',
      'LOO-nah',
      'old goddess',
    ])
      expect(text).toContain(part);
  });
});

describe('queryWords and matchesAll', () => {
  it('splits on spaces and commas, folds case and accents', () => {
    expect(queryWords(' Crescent,  MOONS ')).toEqual(['crescent', 'moons']);
    expect(fold('Thalandér')).toBe('thalander');
  });

  it('needs every word, anywhere in the text', () => {
    const text = fold(deitySearchText(luna));
    expect(matchesAll(text, queryWords('crescent sickle'))).toBe(true);
    expect(matchesAll(text, queryWords('crescent war'))).toBe(false);
    expect(matchesAll(text, [])).toBe(true);
  });
});
