/** Prose, tables, feats and arts for the benchmark corpus (content-formats.md §2–3). */
import { ADJECTIVES, SENTENCE_PARTS, gridName, sentence, type Random } from './random.ts';

/** `count` paragraphs of rules prose with dice, emphasis and hard-wrapped lines. */
export function prose(random: Random, count: number): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < count; p++) {
    const lines: string[] = [];
    for (let l = 0; l < 1 + random.int(3); l++) {
      const parts = Array.from({ length: 3 + random.int(4) }, () => sentence(random).slice(0, -1));
      if (random.chance(0.3))
        parts.push(`A *${random.word().toLowerCase()}* creature is **dazed**`);
      lines.push(`${parts.join('; ')}.${random.trail()}`);
    }
    if (random.chance(0.1))
      lines.push(...['- Roll a d20.  ', '- Add your modifiers.  ', '- Compare the result.  ']);
    paragraphs.push(lines.join('\n'));
  }
  return paragraphs.join('\n\n');
}

/** A captioned table (`##### Table – Name`) of 4–14 rows. */
export function table(random: Random, label: string): string {
  const rows = Array.from(
    { length: 4 + random.int(11) },
    (_, row) => `| ${row + 1} | ${random.word()} | +${row} | ${1 + row}d6 |${random.trail()}`,
  );
  return [
    `##### Table – ${random.word()} ${label}`,
    '',
    '| Level | Name | Bonus | Damage |',
    '| ----- | ---- | ----- | ------ |',
    ...rows,
  ].join('\n');
}

const FEAT_NOUNS = [
  'Training', 'Reflexes', 'Resolve', 'Expertise', 'Insight', 'Grip', 'Stride', 'Poise',
  'Vigil', 'Talent', 'Mastery', 'Instinct',
]; // prettier-ignore

/** The name of feat `i` (unique). */
export function featName(i: number): string {
  return gridName(i, ADJECTIVES, FEAT_NOUNS);
}

/** The rank qualifiers of feats by index (§2.2: four rank qualifiers and one comma-inverted name). */
export const FEAT_RANKS: Readonly<Record<number, string>> = {
  12: '(Improved)',
  30: '(Master)',
  61: '(Expert)',
  66: '(Advanced)',
  44: ', Improved',
};

/** The full title of feat `i` as its heading writes it (with its rank qualifier), for references to it. */
export function featTitle(i: number): string {
  const rank = FEAT_RANKS[i];
  return rank ? `${featName(i)}${rank.startsWith(',') ? '' : ' '}${rank}` : featName(i);
}

/** What the book fixes for one feat: its index, and the rarer variants it carries. */
export interface FeatShape {
  index: number;
  /** `(Dualclass)`, `(Improved)`… or a comma-inverted `, Improved`. */
  qualifier?: string;
  /** The label of its prerequisite line (`Prerequisite:` unless said). */
  prereqLabel?: string;
  /** The option sub-prerequisites (`*x:*` and `_x:_` lines). */
  options?: boolean;
  /** The weapon-stats line, on one line or two. */
  weapon?: 'one-line' | 'two-lines';
  /** Two spaces after `###`. */
  wideHeading?: boolean;
  /** Power blocks after the Benefit, and an uncaptioned table before them. */
  powers?: string;
  table?: boolean;
}

/** A feat: heading, optional flavor, prerequisite (with sub-lines), Benefit, scaling, Special, powers. */
export function feat(random: Random, shape: FeatShape): string {
  const t = () => random.trail();
  const name = featName(shape.index);
  const title = shape.qualifier?.startsWith(',')
    ? `${name}${shape.qualifier}`
    : `${name}${shape.qualifier ? ` ${shape.qualifier}` : ''}`;
  const lines = [`###${shape.wideHeading ? '  ' : ' '}${title}${t()}`];
  if (random.chance(0.53)) lines.push('');
  if (random.chance(0.35)) lines.push(sentence(random) + t(), '');
  const gap = () => (random.chance(0.35) ? '  ' : ' ');
  const label = shape.prereqLabel ?? 'Prerequisite:';
  if (shape.options) {
    lines.push(`**${label}**${gap()}Depends on the harpoon you wish to use:${t()}`);
    lines.push(`*Light harpoon:* Str 13${t()}`, `_Heavy harpoon:_ Str 15, ${featName(0)}${t()}`);
    lines.push(`*War harpoon:* Str 17, ${featName(1)}${t()}`, '');
  } else if (shape.prereqLabel || random.chance(0.66)) {
    const level = random.pick(['11th level, ', 'Level 15, ', '21st level, ', '', '', '', '', '']);
    const other = random.pick([`, ${featName(random.int(40))}`, '', ', *ember strike* power']);
    lines.push(`**${label}**${gap()}${level}Dex ${13 + random.int(4)}${other}${t()}`, '');
  }
  lines.push(`**Benefit:**${gap()}${sentence(random)} ${sentence(random)}${t()}`);
  if (shape.weapon === 'one-line')
    lines.push(`Tidehook (superior), **Proficiency:** +2, **Damage:** d8, **Range:** 5/10${t()}`);
  if (shape.weapon === 'two-lines')
    lines.push(`Reaper Flail (superior)${t()}`, `**Proficiency:** +3, **Damage:** 2d4${t()}`);
  if (random.chance(0.05)) lines.push(`*Level 21:* The bonus increases to +2.${t()}`);
  if (random.chance(0.05)) lines.push(`*Critical:* ${sentence(random)}${t()}`);
  if (random.chance(0.12))
    lines.push('', `**Special:**${gap()}You may select this feat more than once.${t()}`);
  if (shape.table)
    lines.push(
      '',
      '| Domain | Gods | Power |',
      '|---|---|---|',
      ...Array.from(
        { length: 19 },
        (_, i) => `| ${random.word()} | ${random.word()}, ${random.word()} | *Channel ${i + 1}* |`,
      ),
    );
  if (shape.powers) lines.push('', shape.powers);
  return lines.join('\n');
}

const INCANTATION_SCHOOLS = [
  ['Divination', 16], ['Practical', 8], ['Crafting', 4], ['Conjuration', 4], ['Illusion', 3],
  ['Transportation', 3], ['Abjuration', 2], ['Curative', 2], ['Transmutation', 1], ['Scrying', 1],
] as const; // prettier-ignore
const PRACTICE_SCHOOLS = [
  ['Trick', 13], ['Interaction', 7], ['Schema', 7], ['Treatment', 4], ['Lesson', 3],
  ['Information', 2],
] as const; // prettier-ignore

/** The 14 skill groups of the arts chapter with their sizes (80 arts). */
export const ART_SKILLS = [
  ['Arcana', 23], ['Nature', 12], ['Religion', 11], ['Bluff', 6], ['None', 6], ['Endure', 5],
  ['Streetsmarts', 5], ['Heal', 4], ['Diplomacy', 3], ['Athletics', 1], ['History', 1],
  ['Insight', 1], ['Sleight of Hand', 1], ['Stealth', 1],
] as const; // prettier-ignore

/** Expands `[value, count]` pairs into a list of `count` copies each. */
export function expand<T>(pairs: readonly (readonly [T, number])[]): T[] {
  return pairs.flatMap(([value, count]) => Array.from({ length: count }, () => value));
}

const ART_NOUNS = ['Rite', 'Lattice', 'Sigil', 'Circle', 'Litany', 'Knot', 'Mirror', 'Lantern'];

/** An art (incantation or practice) of `skill`: type line, the four fields, body, optional check line. */
export function art(
  random: Random,
  index: number,
  skill: string,
  school: string,
  incantation: boolean,
): string {
  const t = () => random.trail();
  const level = 1 + random.int(20);
  const seeBelow = index % 16 === 5;
  const cost = seeBelow ? 'See below' : `${(level * 25 + 10).toLocaleString('en-US')} gp`;
  const components = seeBelow
    ? 'See below'
    : random.pick([
        `A spool of silver thread (${level * 25} gp)`,
        `Powdered moonstone and ink (${level * 50} gp)`,
        `A sprig of mistletoe (${level * 25} gp)`,
        '1 recovery',
        `${level * 10} gp`,
      ]);
  const lines = [
    `### ${gridName(index, ADJECTIVES, ART_NOUNS)}${t()}`,
    '',
    `Level ${level} ${school} ${incantation ? 'Incantation' : 'Practice'} (${skill})${t()}`,
    '',
    `**Cost to Learn:** ${cost}${t()}`,
    `**Completion Time:** ${seeBelow ? 'See below' : random.pick(['1 minute', '10 minutes', '1 hour', '8 hours', '1 week'])}${t()}`,
    `**Components:** ${components}${t()}`,
    `**Duration:** ${random.pick(['Instantaneous', 'Permanent', '8 hours', 'One day', 'Special', 'See below'])}${t()}`,
    '',
    prose(random, 1 + random.int(2)),
  ];
  if (random.chance(0.375) && skill !== 'None')
    lines.push(
      '',
      `*${skill} check:* With a DC ${10 + level} ${skill} check, ${random.pick(SENTENCE_PARTS)}.${t()}`,
    );
  return lines.join('\n');
}

/** The schools of the 44 incantations and 36 practices, in a seeded order. */
export function artSchools(random: Random): { school: string; incantation: boolean }[] {
  const all = [
    ...expand(INCANTATION_SCHOOLS).map((school) => ({ school, incantation: true })),
    ...expand(PRACTICE_SCHOOLS).map((school) => ({ school, incantation: false })),
  ];
  for (let i = all.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}
