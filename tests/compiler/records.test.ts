/**
 * Records (feats, arts, items, traps) beyond the golden fixtures: the same
 * records under CRLF line ends, and the parts of a prerequisite line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { parsePrerequisites, splitQualifier, tierOf } from '../../src/compiler/extract/feats.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

describe('compile (records under CRLF)', () => {
  for (const name of ['feat-variants', 'art-variants', 'item-variants', 'trap-variants']) {
    it(`${name}: reads the same records with CRLF line ends`, () => {
      const text = readFileSync(join(fixtures, name, 'input.md'), 'utf8');
      const lf = compile([{ path: 'i.md', text }]);
      const crlf = compile([{ path: 'i.md', text: text.replace(/\n/g, '\r\n') }]);
      const records = (d: typeof lf.data) => [d.feats, d.arts, d.items, d.traps];
      expect(records(lf.data).flat().length).toBeGreaterThan(0);
      expect(records(crlf.data)).toEqual(records(lf.data));
      expect(crlf.diagnostics).toEqual(lf.diagnostics);
    });
  }
});

describe('parsePrerequisites', () => {
  it('splits level, abilities, italic powers and the rest, not inside parentheses', () => {
    const parsed = parsePrerequisites(
      'Level 15, Charisma 16, Str 13, Stalwart Ward power, Shield proficiency (heavy, tower).',
      ['Stalwart Ward'],
    );
    expect(parsed.minLevel).toBe(15);
    expect(parsed.abilities).toEqual([
      { ability: 'charisma', min: 16 },
      { ability: 'strength', min: 13 },
    ]);
    expect(parsed.powers).toEqual([{ name: 'Stalwart Ward', id: null }]);
    expect(parsed.other).toEqual(['Shield proficiency (heavy, tower)']);
  });
  it('reads "1st level" and "21st-level" and keeps an unknown word as other', () => {
    expect(parsePrerequisites('1st level').minLevel).toBe(1);
    expect(parsePrerequisites('21st-level, Luck 12').other).toEqual(['Luck 12']);
  });
});

describe('splitQualifier', () => {
  it('reads a parenthesised or comma-inverted rank and leaves other names whole', () => {
    expect(splitQualifier('Harpoon Training (Improved)')).toEqual({
      baseName: 'Harpoon Training',
      qualifier: 'Improved',
    });
    expect(splitQualifier('Deepwater Lunge, Improved').qualifier).toBe('Improved');
    expect(splitQualifier('Salt, Sea and Sky')).toEqual({
      baseName: 'Salt, Sea and Sky',
      qualifier: null,
    });
  });
});

describe('tierOf', () => {
  it('puts levels 1–10 (or none) in adventurer, 11–20 in prestige, 21+ in epic', () => {
    expect([null, 10, 11, 20, 21].map(tierOf)).toEqual([
      'adventurer',
      'adventurer',
      'prestige',
      'prestige',
      'epic',
    ]);
  });
});
