/**
 * Records (feats, arts, items, traps) beyond the golden fixtures: the same
 * records under CRLF line ends, items under a group that names no kind,
 * disciplines only under their chapter, earlier editions' records, and the
 * parts of a prerequisite line.
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

describe('compile (items under a group that names no kind)', () => {
  const text = [
    '# Magic Items',
    '',
    '### 2. Hoards',
    '',
    'The party finds a hoard after every third encounter.',
    '',
    '### Boosted Enchanted Items',
    '',
    '**Boost tiers:** Tier I adds one level.',
    '',
    '### Tidewatch Lens',
    '',
    '**Glimpse** (standard, daily)',
    'You see through water as if it were air.',
    '',
    '### Empty Rules Heading',
    '',
    '| d6 | Hoard |',
    '|---|---|',
    '| 1 | coins |',
  ].join('\n');

  it('reads only a heading with an item’s own line as an item; the rest stay sections', () => {
    const { data, diagnostics } = compile([{ path: 'i.md', text }]);
    expect(diagnostics).toEqual([]);
    expect(data.items.map((i) => i.name)).toEqual(['Tidewatch Lens']);
    expect(data.sections.map((s) => s.title)).toEqual([
      'Magic Items',
      '2. Hoards',
      'Boosted Enchanted Items',
      'Tidewatch Lens',
      'Empty Rules Heading',
    ]);
    const rules = data.sections.find((s) => s.title === 'Boosted Enchanted Items')!;
    expect(rules.text).toBe('Boost tiers: Tier I adds one level.');
  });
});

describe('compile (disciplines only under the Disciplines chapter)', () => {
  const powers = [
    '**Key Ability:** Wisdom, **Secondary:** Constitution',
    '**Disciplines:** Chiming Oath (class), Bellcraft (kit)',
    '',
    '> #### Toll of Warning',
    '> **At-Will** **Standard Action**',
    '> **Wardsinger Attack 1** ● **Divine**',
    '> **Effect:** The target is deafened.',
  ];
  it("does not read an example character's `## Powers` section as a discipline", () => {
    const text = ['# Wren Halloway, Lamp of the Lowroad', '', '## Powers', '', ...powers].join(
      '\n',
    );
    const { data, diagnostics } = compile([{ path: 'c.md', text }]);
    expect(diagnostics).toEqual([]);
    expect(data.disciplines).toEqual([]);
    expect(data.powers.map((p) => p.name)).toEqual(['Toll of Warning']);
  });
  it('reads the same lines under `# Disciplines` as a discipline', () => {
    const text = ['# Disciplines', '', '## Chiming Oath', ...powers].join('\n');
    const { data } = compile([{ path: 'd.md', text }]);
    expect(data.disciplines.map((d) => [d.name, d.keyAbility, d.powers])).toEqual([
      ['Chiming Oath', 'wisdom', ['toll-of-warning']],
    ]);
  });
});

describe("compile (earlier editions' records, content-formats §14)", () => {
  it('reads a trap level line in plain text with no kind, with a warning naming the line', () => {
    const text = [
      '# Traps',
      '',
      '### Hissing Vent',
      '',
      'Level 10 Elite Lurker (1,000 XP Trap)',
      '',
      '**Trigger** A creature enters the square.',
      '',
      '**Countermeasures** ',
      'A DC 20 Thievery check plugs the vent.',
    ].join('\n');
    const { data, diagnostics } = compile([{ path: 't.md', text }]);
    expect(data.traps).toMatchObject([
      { level: 10, trapType: null, elite: true, role: 'Lurker', xp: 1000 },
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'trap/missing-field', 5],
    ]);
    expect(diagnostics[0]!.message).toContain('`**Level 10 One-Off Elite Lurker** (1000 XP Trap)`');
  });
  it('reads an entry with `**_Requirements:_**` and no Benefit as a feat with an empty benefit', () => {
    const text = [
      '# Paragon Paths',
      '',
      '## Lord of Lanterns',
      '**_Requirements:_** Your base class has the Leader role.',
      '',
      'Allies who see your lantern gain a +1 bonus to saving throws.',
    ].join('\n');
    const { data, diagnostics } = compile([{ path: 'f.md', text }]);
    expect(data.feats).toMatchObject([
      {
        name: 'Lord of Lanterns',
        prerequisites: { raw: 'Your base class has the Leader role.' },
        benefit: { text: '' },
        notes: ['Allies who see your lantern gain a +1 bonus to saving throws.'],
      },
    ]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'feat/missing-benefit', 4],
    ]);
  });
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
