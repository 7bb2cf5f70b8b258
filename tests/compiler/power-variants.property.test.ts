/**
 * A property test over generated power blocks that combine the variants the
 * real books use (docs/authoring.md, "Power blocks"): frequencies, headers
 * without a level, the two-line header, shared bold spans, no origin line,
 * any origin phrase, `*` for `●`, h3 names, lines without `>`, compound
 * labels, italic sub-labels, boosts with levels, attack lines, sub-attacks,
 * a labelled line above the header, and several blocks in one quote; and the
 * layouts of earlier editions (content-formats §14): descriptors without a
 * kind or without a category, frequency and action in one bold span (with a
 * space before its closing `**`), an empty action, a range word in the
 * action's place, the frequency `Mantle`, a stray `> **` line. Every
 * block is read as one power with its name, no error is raised, and no word
 * is lost (tests/compiler/power-words.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { lostWords } from './power-words.ts';

const word = fc.constantFrom(
  'Ember',
  'Gale',
  'Thorn',
  'Quiet',
  'Iron',
  'Moss',
  'Lantern',
  'Harrow',
  'Vigil',
  'Drift',
);
const sentence = fc
  .array(fc.constantFrom('the', 'target', 'glows', 'slides', 'softly', 'twice', 'until', 'dusk'), {
    minLength: 2,
    maxLength: 6,
  })
  .map((words) => `${words.join(' ')}.`);

const frequency = fc.constantFrom(
  'At-Will',
  'Encounter',
  'Daily',
  'Unlimited',
  'Consumable',
  'Twice per Encounter',
  'Mantle',
);
const category = fc.constantFrom('Attack', 'Utility');
const level = fc.oneof(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.constant('Feature'),
  fc.constant(''),
);
const action = fc.constantFrom(
  'Standard Action',
  'Move Action',
  'Swift Action',
  'No Action',
  'Free Action',
);
const tags = fc.option(fc.constantFrom('Fire', 'Martial, Weapon', 'Arcane, Implement, Zone'), {
  nil: null,
});

/** The two-line layouts of earlier editions (content-formats §14), with the warnings each raises. */
const EDITION_GROUPINGS = {
  'two-line-no-kind': [],
  'two-line-merged': [],
  'two-line-trailing-space': [],
  'two-line-no-category': ['power/missing-category'],
  'empty-action': ['power/missing-action'],
  'range-action': ['power/missing-action'],
} as const;
type EditionGrouping = keyof typeof EDITION_GROUPINGS;
const isEdition = (grouping: string): grouping is EditionGrouping => grouping in EDITION_GROUPINGS;

/**
 * A header: its lines, the warnings it raises, and whether it brings its own
 * range line (a range word in the action's place, then the range's details
 * as a bold line), so the block gets no origin line of its own.
 */
interface Header {
  lines: string[];
  warnings: readonly string[];
  ownsRange: boolean;
}

/** A header of an earlier edition's two-line layout. */
function editionHeader(
  grouping: EditionGrouping,
  f: string,
  c: string,
  l: string,
  a: string,
  tail: string,
): string[] {
  const kind = l === '' ? '' : ` ${l}`;
  switch (grouping) {
    case 'two-line-no-kind':
      return [`**${f}** **${a}**`, `**Mossfolk ${c}**${tail}`];
    case 'two-line-merged':
      return [`**${f} ${a}**`, `**Mossfolk ${c}${kind}**${tail}`];
    case 'two-line-trailing-space':
      return [`**${f} ${a} **`, `**Mossfolk ${c}${kind}**${tail}`];
    case 'two-line-no-category':
      return [`**${f}** **${a}**`, `**Strong Bidding ${l === '' ? '7' : l}**${tail}`];
    case 'empty-action':
      return [`**${f}** ** Action**`, `**Mossfolk ${c}${kind}**${tail}`];
    case 'range-action':
      return [
        `**${f}** **Near Action**`,
        `**Ironhide ${c}${kind}**${tail}`,
        '**burst 3, one ally**',
      ];
  }
}

/** A one-line header in one of the bold groupings the books use, or a two-line layout. */
const header = fc
  .record({
    frequency,
    category,
    level,
    action,
    tags,
    grouping: fc.constantFrom(
      'separate',
      'merged',
      'pair',
      'split-action',
      'two-line',
      ...(Object.keys(EDITION_GROUPINGS) as EditionGrouping[]),
    ),
    star: fc.boolean(),
    leadingSpace: fc.boolean(),
  })
  .map(
    ({
      frequency: f,
      category: c,
      level: l,
      action: a,
      tags: t,
      grouping,
      star,
      leadingSpace,
    }): Header => {
      const tail = t ? ` ${star ? '*' : '●'} **${t}**` : '';
      if (isEdition(grouping))
        return {
          lines: editionHeader(grouping, f, c, l, a, tail),
          warnings: EDITION_GROUPINGS[grouping],
          ownsRange: grouping === 'range-action',
        };
      if (grouping === 'two-line') {
        const kind = l === '' ? 'Ancestry' : l;
        return {
          lines: [`**${f}** **${a}**`, `**Mossfolk ${c} ${kind}**${tail}`],
          warnings: [],
          ownsRange: false,
        };
      }
      const lv = l === '' ? ' ' : ` **${l}** `;
      const line =
        grouping === 'merged'
          ? `**${f} ${c}${l === '' ? '' : ` ${l}`} (${a})**${tail}`
          : grouping === 'pair'
            ? `**${f} ${c}**${lv}(**${a}**)${tail}`
            : grouping === 'split-action'
              ? `**${f}** **${c}**${lv}(**${a.replace(' ', '** **')}**)${tail}`
              : `**${f}** **${c}**${lv}(**${a}**)${tail}`;
      return { lines: [`${leadingSpace ? ' ' : ''}${line}`], warnings: [], ownsRange: false };
    },
  );

const origin = fc.option(
  fc.constantFrom(
    '**Melee** weapon, one creature',
    '**Ranged** 10, one,two or three creatures',
    '**Near** burst 2 (3 at level 11), each enemy in the burst',
    '**Far** burst 1 within range 10',
    '**Self**',
    '**Self and allies**',
    '**Unlimited** one creature you have met',
  ),
  { nil: null },
);

const attackText = fc.constantFrom(
  'Strength vs AC',
  'Dexterity +2 vs Reflex',
  'Strength or Dexterity vs Fortitude or Reflex (whichever is higher)',
  'Dexterity (ranged) or Strength (melee) vs AC',
  "Bluff check vs target's passive Insight score",
  'Intimidate check vs Will',
);

/** Groups of body lines: each group is one or more lines that belong together. */
const bodyGroup = fc.oneof(
  attackText.map((text) => [`**Attack** ${text}`]),
  sentence.map((text) => [`**Hit** 1d6 damage and ${text}`]),
  sentence.map((text) => [`**Hit** 1d8 damage. *Level 21:* 2d8 damage.`, `*Level 11:* ${text}`]),
  sentence.map((text) => [`**Effect** ${text}`, `● ${text}`]),
  sentence.map((text) => [`**Special—Augment:** ${text}`]),
  fc
    .tuple(fc.integer({ min: 1, max: 30 }), sentence, fc.boolean())
    .map(([n, text, split]) => [
      split ? `**Boost** **Level ${n}** ${text}` : `**Boost Level ${n}** ${text}`,
    ]),
  fc
    .tuple(attackText, sentence)
    .map(([text, hit]) => [`*Secondary Attack:* ${text}`, `*Hit:* ${hit}`, `*Miss:* Half damage.`]),
  sentence.map((text) => [`*Aftereffect:* ${text}`]),
  sentence.map((text) => [`*Lose momentum:* ${text}`]),
  sentence.map((text) => [`**Maintain Swift** ${text}`]),
);

/** One generated block: its name and its lines (heading first, without `>` prefixes). */
const block = fc
  .record({
    name: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    h3: fc.boolean(),
    blank: fc.boolean(),
    flavor: fc.option(sentence, { nil: null }),
    misplaced: fc.option(sentence, { nil: null }),
    stray: fc.boolean(),
    header,
    origin,
    body: fc.array(bodyGroup, { maxLength: 6 }),
  })
  .map(({ name, h3, blank, flavor, misplaced, stray, header: head, origin: from, body }) => ({
    name,
    // The slips in the block, each of which must raise its warning (and nothing else may).
    warnings: [
      ...(h3 ? ['power/heading-level'] : []),
      ...(!flavor && misplaced ? ['power/misplaced-line'] : []),
      ...(head.lines.some((line) => line.includes(' * **')) ? ['power/tag-separator'] : []),
      ...head.warnings,
      ...(body.flat().some((line) => line.startsWith('*Lose momentum:*'))
        ? ['power/unknown-label']
        : []),
    ].sort(),
    lines: [
      `${h3 ? '###' : '####'} ${name}`,
      ...(blank ? [''] : []),
      ...(flavor ? [`*${flavor}*`] : misplaced ? [`**Effect** *${misplaced}*`] : []),
      // An earlier edition's stray `> **` line above the header (content-formats §14).
      ...(stray ? ['**'] : []),
      ...head.lines,
      ...(from && !head.ownsRange ? [from] : []),
      ...body.flat(),
    ],
  }));

/** How a block's body lines are prefixed: all with `>`, or some lazily without. */
const prefixes = fc.array(fc.boolean(), { minLength: 40, maxLength: 40 });
/** How consecutive blocks are joined: a blank line, directly, or a bare `>` line. */
const joiner = fc.constantFrom('\n\n', '\n', '\n>\n');

/** Renders blocks as markdown, joined and lazily prefixed as generated. */
function render(
  blocks: { name: string; lines: string[]; warnings: string[] }[],
  lazy: boolean[],
  joins: string[],
): string {
  let text = '# Generated\n\n## Powers\n\n';
  blocks.forEach((generated, index) => {
    if (index > 0) text += joins[index % joins.length] === '\n\n' ? '\n' : '';
    if (index > 0 && joins[index % joins.length] === '\n>\n') text += '>\n';
    generated.lines.forEach((line, at) => {
      // The heading keeps its `>`; any other line may be lazy, even after a bare `>` line.
      const keep = at === 0 || line === '' || !lazy[at % lazy.length];
      text += keep ? `>${line === '' ? '' : ' '}${line}\n` : `${line}\n`;
    });
  });
  return text;
}

describe('compile (generated power blocks combining the variants)', () => {
  it('reads every block as one power, warns exactly for its slips and loses no word', () => {
    fc.assert(
      fc.property(
        fc.array(block, { minLength: 1, maxLength: 4 }),
        prefixes,
        fc.array(joiner, { minLength: 4, maxLength: 4 }),
        (blocks, lazy, joins) => {
          const text = render(blocks, lazy, joins);
          const { data, diagnostics } = compile([{ path: 'gen.md', text }]);
          const errors = diagnostics.filter((d) => d.severity === 'error');
          expect(errors, text).toEqual([]);
          expect(
            data.powers.map((power) => power.name),
            text,
          ).toEqual(blocks.map((generated) => generated.name));
          data.powers.forEach((power, index) => {
            expect(lostWords(text, power, diagnostics), text).toEqual([]);
            const { line, endLine } = power.source;
            const raised = diagnostics
              .filter((d) => d.line >= line && d.line <= endLine && d.code !== 'power/duplicate-id')
              .map((d) => d.code);
            expect([...new Set(raised)].sort(), text).toEqual(blocks[index]!.warnings);
          });
        },
      ),
      { seed: 20261122, numRuns: 300 },
    );
  });
});
