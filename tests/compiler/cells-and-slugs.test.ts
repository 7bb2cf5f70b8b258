/** Small pure helpers: table cell values, slugs and id registries, pronunciation, qualifiers. */
import { describe, expect, it } from 'vitest';
import { findPronunciation } from '../../src/compiler/extract/deities.ts';
import { parseCell } from '../../src/compiler/extract/tables.ts';
import { splitQualifier } from '../../src/compiler/extract/terms.ts';
import { IdRegistry, slugify } from '../../src/compiler/slug.ts';
import { summarize } from '../../src/compiler/text.ts';

describe('parseCell', () => {
  it('parses numbers, thousands, ranges and signed modifiers', () => {
    expect(parseCell('12')).toEqual({ kind: 'number', value: 12 });
    expect(parseCell('826,500')).toEqual({ kind: 'number', value: 826500 });
    expect(parseCell('2-3')).toEqual({ kind: 'range', min: 2, max: 3 });
    expect(parseCell('+4')).toEqual({ kind: 'modifier', value: 4 });
    expect(parseCell('-5')).toEqual({ kind: 'modifier', value: -5 });
    expect(parseCell('−1')).toEqual({ kind: 'modifier', value: -1 });
  });
  it('leaves text, dashes and N/A without a value', () => {
    for (const text of ['-', 'N/A', 'Increase two by +1', '', '1,00', '3d6'])
      expect(parseCell(text)).toBeNull();
  });
});

describe('slugify', () => {
  it('makes GitHub-style slugs and never an empty one', () => {
    expect(slugify('Basic Attack (standard action)')).toBe('basic-attack-standard-action');
    expect(slugify('Roll ’em')).toBe('roll-em');
    expect(slugify('“dW”')).toBe('dw');
    expect(slugify('%')).toBe('untitled');
  });
});

describe('IdRegistry', () => {
  it('numbers repeated ids in claim order', () => {
    const ids = new IdRegistry();
    expect(['a', 'a', 'a-2', 'a'].map((base) => ids.claim(base))).toEqual([
      { id: 'a', duplicate: false },
      { id: 'a-2', duplicate: true },
      { id: 'a-2-2', duplicate: true },
      { id: 'a-3', duplicate: true },
    ]);
  });
});

describe('findPronunciation', () => {
  it('finds syllable guides and ignores ordinary parentheses', () => {
    expect(findPronunciation('Chalavar (CHAL-uh-var) is a god (of food).')).toBe('CHAL-uh-var');
    expect(findPronunciation('Kain (KAYN) is')).toBe('KAYN');
    expect(findPronunciation('a god (such as an execution) here')).toBeNull();
  });
});

describe('splitQualifier', () => {
  it('splits a trailing parenthesised qualifier', () => {
    expect(splitQualifier('Aid Another (standard action)')).toEqual({
      name: 'Aid Another',
      qualifier: 'standard action',
    });
    expect(splitQualifier('Prone')).toEqual({ name: 'Prone', qualifier: null });
  });
});

describe('summarize', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(200);
    const summary = summarize(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('word…')).toBe(true);
    expect(summarize(' short  text ')).toBe('short text');
  });
});

describe('slugify (unusual titles)', () => {
  it('keeps ids to lowercase ASCII letters, digits and hyphens', () => {
    expect(slugify('navigation_weight: 1')).toBe('navigation-weight-1');
    expect(slugify('Über Élan')).toBe('uber-elan');
    expect(slugify('${pageNo}')).toBe('pageno');
  });
});
