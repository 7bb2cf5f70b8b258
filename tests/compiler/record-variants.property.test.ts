/**
 * A property test over generated records (feats, species, cruxes, kits,
 * items) that combine the variants the real books use (content-formats §2,
 * §5, §7.1; an item after rules headings under the magic-items chapter, §13.4):
 * label spellings (Prerequisite / Prerequisites / Requirements, Ability Score
 * Increases / Ability Scores, Skill Bonuses / Skill Bonus), the colon inside
 * or outside the bold, two spaces after a label, trailing spaces, no blank
 * line after a heading or between a species' core lines and its traits,
 * `&nbsp;` for a space, and typographic apostrophes and dashes — plus, now
 * and then, one slip each family reports. Every record is read once with its
 * name, no word is lost (tests/compiler/power-words.ts), and exactly the
 * expected warnings are raised.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, type RecordBase } from '../../src/compiler/index.ts';
import { lostWords } from './power-words.ts';

const name = fc
  .tuple(
    fc.constantFrom('Ember', 'Gale', 'Thorn', 'Moss', 'Harrow', 'Vigil'),
    fc.constantFrom('wood', 'crest', 'mark', 'veil'),
    fc.boolean(),
  )
  .map(([a, b, curly]) => (curly ? `${a}’s ${a}${b}` : `${a}${b}`));
const sentence = fc
  .array(fc.constantFrom('the', 'hero', 'glows', 'slides', 'softly', 'twice', 'until', 'dusk'), {
    minLength: 2,
    maxLength: 6,
  })
  .map((words) => `${words.join(' ')}.`);

/** How one bold label is written: colon inside or outside, one or two spaces after, trailing spaces. */
const style = fc.record({
  outside: fc.boolean(),
  twoSpaces: fc.boolean(),
  trailing: fc.constantFrom('', '  ', ' '),
  nbsp: fc.boolean(),
});
type Style = { outside: boolean; twoSpaces: boolean; trailing: string; nbsp: boolean };

function field(label: string, value: string, s: Style): string {
  const bold = s.outside ? `**${label}**:` : `**${label}:**`;
  const text = s.nbsp ? value.replace(' ', '&nbsp;') : value;
  return `${bold}${s.twoSpaces ? '  ' : ' '}${text}${s.trailing}`;
}

const feat = fc
  .record({
    name,
    prereq: fc.constantFrom('Prerequisite', 'Prerequisites', 'Requirements'),
    benefit: sentence,
    s1: style,
    s2: style,
    blank: fc.boolean(),
  })
  .map(({ name: n, prereq, benefit, s1, s2, blank }) => ({
    name: n,
    lines: [
      `### ${n}`,
      ...(blank ? [''] : []),
      field(prereq, 'Dexterity 13, 4th level', s1),
      field('Benefit', benefit, s2),
    ],
    warnings: [] as string[],
  }));

const species = fc
  .record({
    name,
    scores: fc.constantFrom('Ability Score Increases', 'Ability Scores'),
    skills: fc.constantFrom('Skill Bonuses', 'Skill Bonus'),
    styles: fc.array(style, { minLength: 6, maxLength: 6 }),
    gap: fc.boolean(),
    trait: sentence,
    slip: fc.constantFrom('none', 'misplaced', 'no-speed'),
  })
  .map(({ name: n, scores, skills, styles, gap, trait, slip }) => {
    const warnings: string[] = [];
    if (slip === 'misplaced') warnings.push('species/misplaced-line');
    if (slip === 'no-speed') warnings.push('species/missing-field');
    return {
      name: n,
      lines: [
        `## ${n}`,
        '',
        '**Medium fey humanoid (wisp)**',
        '',
        `The ${n} folk drift.`,
        '',
        `### ${n} Traits`,
        '',
        ...(slip === 'misplaced' ? ['An unlabelled line comes first.'] : []),
        field(scores, 'Pick two of +2 Dexterity, +2 Wisdom and +2 Charisma.', styles[0]!),
        ...(slip === 'no-speed' ? [] : [field('Speed', '6 squares, fly 4 squares.', styles[1]!)]),
        field('Languages', 'Common and one other language of your choice..', styles[2]!),
        field(skills, '+2 Nature, +2 Stealth.', styles[3]!),
        ...(gap ? [''] : []),
        field('Natural Weapon – Spines', trait, styles[4]!),
        field('Wisp Gifts', trait, styles[5]!),
      ],
      warnings,
    };
  });

const crux = fc
  .record({ name, s: style, trait: sentence, slip: fc.boolean() })
  .map(({ name: n, s, trait, slip }) => ({
    name: n,
    lines: [
      `### ${n}`,
      '',
      `You were born near ${n}.`,
      '',
      ...(slip ? [] : ['* +2 Endure']),
      `* ${field('Weathered', trait, s)}`,
    ],
    warnings: slip ? ['crux/missing-skill-bonus'] : [],
  }));

const kit = fc
  .record({ name, s: fc.array(style, { minLength: 4, maxLength: 4 }), bare: fc.boolean() })
  .map(({ name: n, s, bare }) => ({
    name: n,
    lines: [
      `## ${n}`,
      '',
      field('First Step (Level 1)', 'You learn the basics.', s[0]!),
      '',
      field(bare ? 'Level 5' : 'Second Step (Level 5)', 'You learn more.', s[1]!),
      field(bare ? 'Level 10' : 'Last Step (10th level)', 'You master it.', s[2]!),
      '',
      field('Associated Discipline', 'Chiming Oath.', s[3]!),
    ],
    warnings: [] as string[],
  }));

/** A rules heading under the magic-items chapter (§13.4): numbered or not, rules prose, lists, tables. */
const rules = fc
  .record({
    title: fc.constantFrom('Steady Progression', 'Hoards', 'Boosted Enchanted Items', 'Wish Lists'),
    number: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    prose: sentence,
    label: fc.option(style, { nil: undefined }),
    list: fc.boolean(),
    table: fc.boolean(),
    trailing: fc.constantFrom('', '  '),
  })
  .map(({ title, number, prose, label, list, table, trailing }) => [
    `### ${number === undefined ? '' : `${number}. `}${title}${trailing}`,
    '',
    `${prose}${trailing}`,
    ...(label ? ['', field('Boost tiers', prose, label)] : []),
    ...(list ? ['', '- A weapon carries one boost.', '- A cloak carries one boost.'] : []),
    ...(table ? ['', '| d6 | Hoard |', '|---|---|', '| 1–3 | coins |', '| 4–6 | one item |'] : []),
  ]);

const item = fc
  .record({
    name,
    rules: fc.uniqueArray(rules, { minLength: 1, maxLength: 3, selector: (r) => r[0]!.trim() }),
    group: fc.constantFrom('', '## Enchanted Items'),
    text: sentence,
  })
  .map(({ name: n, rules: headings, group, text }) => ({
    name: n,
    lines: [
      ...(group ? [group, ''] : []),
      ...headings.flatMap((lines) => [...lines, '']),
      '## Ring Items',
      '',
      `### ${n}`,
      '',
      '*Level 5*',
      '',
      text,
    ],
    warnings: [] as string[],
    rulesTitles: headings.map((lines) => lines[0]!.replace(/^###/, '').trim()),
  }));

describe('compile (generated record variants)', () => {
  it('reads every record once, warns exactly for its slips and loses no word', () => {
    fc.assert(
      fc.property(feat, species, crux, kit, item, (f, sp, cr, k, it) => {
        const text = [
          '# Feats',
          '',
          '## General Feats',
          '',
          ...f.lines,
          '',
          '# Species',
          '',
          ...sp.lines,
          '',
          '# Ancestries',
          '',
          '## Cruxes',
          '',
          ...cr.lines,
          '',
          '# Kits',
          '',
          ...k.lines,
          '',
          '# Magic Items',
          '',
          ...it.lines,
          '',
        ].join('\n');
        const { data, diagnostics } = compile([{ path: 'r.md', text }]);
        const families: [RecordBase[], { name: string; warnings: string[] }, string][] = [
          [data.feats, f, 'feat'],
          [data.species, sp, 'species'],
          [data.cruxes, cr, 'crux'],
          [data.kits, k, 'kit'],
          [data.items, it, 'item'],
        ];
        for (const [list, expected, kind] of families) {
          expect(
            list.map((r) => r.name),
            text,
          ).toEqual([expected.name]);
          const raised = diagnostics
            .filter((d) => d.code.startsWith(`${kind}/`))
            .map((d) => d.code);
          expect(raised, text).toEqual(expected.warnings);
          expect(lostWords(text, list[0]!, diagnostics, true), text).toEqual([]);
        }
        // Treasure methods and rules headings stay sections, never items (§13.4).
        const titles = data.sections.map((section) => section.title);
        for (const title of it.rulesTitles) expect(titles, text).toContain(title);
        expect(
          diagnostics.filter((d) => !/^(feat|species|crux|kit|item)\//.test(d.code)),
          text,
        ).toEqual([]);
      }),
      { seed: 20261122, numRuns: 200 },
    );
  });
});
