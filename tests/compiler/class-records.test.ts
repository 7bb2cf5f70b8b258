/**
 * Ancestry and class records beyond the golden fixtures: the same records
 * under CRLF line ends, and the value readers (lists of names, discipline
 * sources, feature labels, ability score and speed lines).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { splitList, splitNames } from '../../src/compiler/extract/classes.ts';
import { parseSources } from '../../src/compiler/extract/disciplines.ts';
import { featureLabel } from '../../src/compiler/extract/level-features.ts';
import { abilityScores, languagesOf, speedOf } from '../../src/compiler/extract/species.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

describe('compile (ancestry and class records under CRLF)', () => {
  for (const name of ['species-variants', 'crux-variants', 'class-variants']) {
    it(`${name}: reads the same records with CRLF line ends`, () => {
      const text = readFileSync(join(fixtures, name, 'input.md'), 'utf8');
      const lf = compile([{ path: 'i.md', text }]);
      const crlf = compile([{ path: 'i.md', text: text.replace(/\n/g, '\r\n') }]);
      const records = (d: typeof lf.data) => [
        d.species,
        d.cruxes,
        d.classes,
        d.disciplines,
        d.kits,
        d.paths,
      ];
      expect(records(lf.data).flat().length).toBeGreaterThan(0);
      expect(records(crlf.data)).toEqual(records(lf.data));
      expect(crlf.diagnostics).toEqual(lf.diagnostics);
    });
  }
});

describe('compile (a kit’s quoted sidebar)', () => {
  const kit = (quote: string, after = '') =>
    compile([
      {
        path: 'kits.md',
        text: `# Kits\n\n## Rings the Bell\n\n**Tolling Start (Level 1):** One.\n\n**Bell Skills (Level 5):** Two.\n\n${quote}\n${after}\n**Associated Discipline:** Chiming Oath.\n`,
      },
    ]);
  const bell = '**Long Echo (Level 10):** Three.\n';

  it('reads a quote with a bold title line as the kit’s sidebar, and out of the section', () => {
    const { data } = kit(
      '> **THE OLD TOWERS**\n> **Origins:** River folk built them.\n',
      `\n${bell}`,
    );
    expect(data.kits[0]!.sidebars).toEqual([
      {
        title: 'THE OLD TOWERS',
        text: {
          text: 'Origins: River folk built them.',
          html: '<strong>Origins:</strong> River folk built them.',
        },
      },
    ]);
    expect(data.kits[0]!.features).toHaveLength(3);
    expect(data.sections.find((s) => s.id === 'kits/rings-the-bell')!.html).not.toContain('TOWERS');
  });

  it('leaves in the section a quote that is no sidebar: untitled, a feature run into it, a power or a stat block', () => {
    const quotes = [
      '> Old towers still stand by the river.\n',
      // The level-10 feature joined to the quote by its lazy continuation.
      `> **THE OLD TOWERS**\n> **Origins:** River folk.\n${bell}`,
      '> **Bell Blessing**\n> **Daily** **Utility** **5** (**Minor Action**)\n> **Self**\n> **Effect** You gain 5 temporary hit points.\n',
      '> **Ash Hound**\n> Level 3 Skirmisher (75 XP)\n> **HP** 40; **AC** 17\n',
    ];
    for (const quote of quotes) {
      const { data } = kit(quote, `\n${bell}`);
      expect(data.kits[0]!.sidebars, quote).toEqual([]);
    }
  });
});

describe('splitNames', () => {
  it('keeps "and" inside a name and drops the final conjunction', () => {
    expect(splitNames('Wick and Flame, Quiet Bastion, and Chiming Oath.')).toEqual([
      'Wick and Flame',
      'Quiet Bastion',
      'Chiming Oath',
    ]);
  });
});

describe('splitList', () => {
  it('splits proficiencies at commas, semicolons and a final "and"', () => {
    expect(splitList('Simple melee, martial melee; simple ranged and thrown.')).toEqual([
      'Simple melee',
      'martial melee',
      'simple ranged',
      'thrown',
    ]);
  });
});

describe('parseSources', () => {
  it('gives a plural kind to every name before it, in the singular', () => {
    expect(
      parseSources('Wardsinger (class), Dabbles in Bellcraft, Worships the Bell (kits)'),
    ).toEqual([
      { name: 'Wardsinger', kind: 'class' },
      { name: 'Dabbles in Bellcraft', kind: 'kit' },
      { name: 'Worships the Bell', kind: 'kit' },
    ]);
    expect(parseSources('Stormborn (cruxes), Lonely Name')).toEqual([
      { name: 'Stormborn', kind: 'crux' },
      { name: 'Lonely Name', kind: null },
    ]);
  });
});

describe('featureLabel', () => {
  it('reads the three spellings of a levelled feature label', () => {
    expect(featureLabel('Bell Skills (Level 5)')).toEqual({ level: 5, name: 'Bell Skills' });
    expect(featureLabel('Bronze Skin (11th level)')).toEqual({ level: 11, name: 'Bronze Skin' });
    expect(featureLabel('Level 10')).toEqual({ level: 10, name: null });
    expect(featureLabel('Requirements')).toBeNull();
  });
});

describe('abilityScores, speedOf, languagesOf', () => {
  it('read a choice of abilities, a single bonus in words, speeds and extra languages', () => {
    expect(abilityScores('Pick two of +2 Dexterity, +2 Wisdom and +2 Charisma.')).toMatchObject({
      choose: 2,
      bonus: 2,
      options: ['dexterity', 'wisdom', 'charisma'],
    });
    expect(abilityScores('Increase any one ability score by 2.')).toMatchObject({
      choose: 1,
      bonus: 2,
      options: [],
    });
    expect(speedOf('5 squares, swim 5 squares.')).toMatchObject({
      walk: 5,
      other: [{ mode: 'swim', squares: 5 }],
    });
    expect(languagesOf('Common and one other language of your choice..')).toMatchObject({
      fixed: ['Common'],
      extraChoices: 1,
    });
  });
});
