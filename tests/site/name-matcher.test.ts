/**
 * The name matcher behind term links (src/site/name-matcher.ts) finds what one
 * regular expression alternating every name would, longest name first, at word
 * boundaries: checked against that expression (the site's matcher before the
 * trie) on generated names and texts, and on the cases an author writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNameTrie, matchNames, normaliseName } from '../../src/site/name-matcher.ts';

/** The reference: one alternation of the normalised names, longest first, with word boundaries. */
function byRegExp(text: string, names: readonly string[]): [number, number, string][] {
  const keys = [...new Set(names.map(normaliseName).filter((key) => key !== ''))];
  if (keys.length === 0) return [];
  const word = String.raw`[\p{L}\p{M}\p{N}'’\-]`;
  const alternatives = keys
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((key) =>
      key
        .split(' ')
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"))
        .join(String.raw`\s+`),
    );
  const pattern = new RegExp(`(?<!${word})(?:${alternatives.join('|')})(?!${word})`, 'giu');
  return [...text.matchAll(pattern)].map((m) => [
    m.index,
    m.index + m[0].length,
    normaliseName(m[0]),
  ]);
}

function byTrie(text: string, names: readonly string[]): [number, number, string][] {
  return matchNames(text, buildNameTrie(names)).map((m) => [m.index, m.end, normaliseName(m.name)]);
}

/** Pieces texts and names are made of: words that share prefixes, word characters, spaces, punctuation. */
const PIECES = [
  'dazed',
  'Dazed',
  'daze',
  'grab',
  'grabbed',
  'opportunity',
  'attack',
  'Attack',
  'ATTACK',
  'attacks',
  'élan',
  'Élan',
  'e',
  'a',
  "'",
  '’',
  '-',
  '(',
  ')',
  ',',
  '.',
  '1',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '<b>',
  '😀',
  '𝐀',
  // Characters whose lowercase is not their case folding, or that have none: the long s,
  // the final and capital sigma, the micro sign, the Kelvin sign, the dotted and dotless i,
  // the sharp s and its capital; and a lone surrogate.
  'ſ',
  's',
  'ς',
  'Σ',
  'σ',
  'µ',
  'μ',
  'K',
  'k',
  'İ',
  'ı',
  'i',
  'ß',
  'ẞ',
  '\uDC00',
];

const piece = fc.constantFrom(...PIECES);
/** Names of one to three pieces joined by nothing or by whitespace: many share a prefix. */
const name = fc
  .array(fc.tuple(piece, fc.constantFrom('', ' ', '  ', '\n')), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([part, gap], i) => (i === 0 ? part : gap + part)).join(''))
  .filter((n) => normaliseName(n) !== '');
/** Names, and texts made of pieces and of those names (so that longer and shorter names compete). */
const namesAndText = fc.array(name, { minLength: 1, maxLength: 12 }).chain((names) =>
  fc.tuple(
    fc.constant(names),
    fc
      .array(fc.oneof(piece, fc.constantFrom(...names)), { maxLength: 30 })
      .map((parts) => parts.join('')),
  ),
);

describe('matchNames', () => {
  it('finds what the alternation of every name, longest first, finds', () => {
    fc.assert(
      fc.property(namesAndText, ([names, value]) => {
        expect(byTrie(value, names)).toEqual(byRegExp(value, names));
      }),
      { numRuns: 600 },
    );
  });

  it('takes the longest name, ignores case and runs of whitespace, and keeps to word boundaries', () => {
    const trie = buildNameTrie(['Opportunity Attack', 'Attack', 'Dazed', 'Élan', "Giant's Grip"]);
    const found = (value: string) =>
      matchNames(value, trie).map((m) => [value.slice(m.index, m.end), m.name]);
    expect(found('An OPPORTUNITY\n  attack, then an attack.')).toEqual([
      ['OPPORTUNITY\n  attack', 'Opportunity Attack'],
      ['attack', 'Attack'],
    ]);
    expect(found('undazed, dazed-ish, Dazed’s, (dazed)')).toEqual([['dazed', 'Dazed']]);
    expect(found('with élan and ÉLAN; giant’s grip')).toEqual([
      ['élan', 'Élan'],
      ['ÉLAN', 'Élan'],
      ['giant’s grip', "Giant's Grip"],
    ]);
  });

  it('stops after `limit` mentions', () => {
    const trie = buildNameTrie(['attack']);
    expect(matchNames('attack attack attack', trie, 1)).toEqual([
      { index: 0, end: 6, name: 'attack' },
    ]);
  });
});

describe('buildNameTrie', () => {
  it('leaves out names that are empty once normalised, and keeps the first of names that normalise alike', () => {
    const trie = buildNameTrie(['  ', 'Dazed', 'DAZED']);
    expect(matchNames('dazed', trie)).toEqual([{ index: 0, end: 5, name: 'Dazed' }]);
    expect(matchNames('  ', trie)).toEqual([]);
  });
});

describe('normaliseName', () => {
  it('lowercases, straightens apostrophes and collapses whitespace', () => {
    expect(normaliseName('  Giant’s\n\tGRIP ')).toBe("giant's grip");
  });
});
