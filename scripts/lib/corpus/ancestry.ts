/** Species, cruxes, heritages and the humanity baseline for the benchmark corpus (content-formats.md §5). */
import { PLACES, sentence, type Random } from './random.ts';
import { prose } from './entities.ts';
import { nextIndex, powerBlock, powerName, type PowerIds } from './powers.ts';

const SOURCES = ['natural', 'natural', 'elemental', 'shadow', 'fey', 'cosmic'];
const ABILITY_NAMES = [
  'Strength',
  'Constitution',
  'Dexterity',
  'Intelligence',
  'Wisdom',
  'Charisma',
];
const SKILLS = [
  'Athletics',
  'Endure',
  'Nature',
  'Stealth',
  'Insight',
  'Arcana',
  'History',
  'Perception',
  'Religion',
  'Bluff',
];
const TRAIT_NAMES = [
  'Natural Weapon – Spines', 'Nature Guidance', 'Martial Weapon Proficiency', 'Resistance to Cold',
  'Minor Magics', 'Dabbler', 'Stubborn', 'Quick Recovery', 'Deep Lungs', 'Tunnel Sense',
]; // prettier-ignore

/** The name of species `i` (unique). */
const speciesName = (i: number) =>
  `${PLACES[i % PLACES.length]}${['ling', 'kin', 'folk'][Math.floor(i / PLACES.length) % 3]}`;

/** One species (a level-2 heading, its `<Name> Traits` child, powers) — `i` picks its variants. */
function species(random: Random, ids: PowerIds, i: number): string {
  const t = () => random.trail();
  const name = speciesName(i);
  const size = i % 4 === 1 && i < 24 ? 'Small' : 'Medium';
  const tags = random.chance(0.4)
    ? ` (${random.pick(['construct', 'amphibian', 'air, cold, earth, fire', 'plant'])})`
    : '';
  const type = i === 7 ? 'automaton' : 'humanoid';
  const [a, b, c] = [0, 1, 2].map((k) => ABILITY_NAMES[(i + k * 2) % 6]!);
  const vision = i < 10 ? 'low' : i < 14 ? 'dark' : null;
  const languages =
    i < 15
      ? `You can speak, read and write Common and ${PLACES[(i + 3) % PLACES.length]}ish.`
      : `You can speak, read and write Common and one other language of your choice.${i < 24 ? '.' : ''}`;
  const core = [
    i === 20
      ? `**Ability Score Increases:** Increase any one ability score by two.${t()}`
      : `**Ability Score Increases:** Pick two of +2 ${a}, +2 ${b} and +2 ${c}.${t()}`,
    i === 11
      ? `**Speed:** 6 squares, but you are slowed in heavy armor squares.${t()}`
      : i % 8 === 3
        ? `**Speed:** 5 squares, ${random.pick(['swim', 'climb', 'fly'])} 5 squares.${t()}`
        : `**Speed:** ${random.pick([5, 6, 6, 7])} squares.${t()}`,
    `**Languages:** ${languages}${t()}`,
    ...(i === 17
      ? []
      : [`**Skill Bonuses:** +2 ${SKILLS[i % 10]}, +2 ${SKILLS[(i + 4) % 10]}.${t()}`]),
    ...(vision === 'low'
      ? [`**Low-Light Vision:** Dim light counts as bright light for you.${t()}`]
      : []),
    ...(vision === 'dark'
      ? [`**Darkvision:** You see in darkness as if it were dim light.${t()}`]
      : []),
  ];
  const powers = i === 24 || i === 9 ? 0 : i % 6 === 2 ? 2 : 1;
  const shapes = Array.from({ length: powers }, () => ({
    index: nextIndex(ids),
    level: i === 13 ? null : ('Feature' as const),
    qblank: 0.1,
  }));
  const blocks = shapes.map((shape) => powerBlock(random, shape));
  const featureCount = 1 + random.int(3);
  const features = Array.from(
    { length: featureCount },
    (_, k) => `**${TRAIT_NAMES[(i + k) % TRAIT_NAMES.length]}:** ${sentence(random)}${t()}`,
  );
  const grant =
    powers === 2
      ? `**${name} Gifts:** Every ${name.toLowerCase()} knows either *${powerName(shapes[0]!.index).toLowerCase()}* or *${powerName(shapes[1]!.index).toLowerCase()}* (pick one).${t()}`
      : powers === 1
        ? `**${name} Power${i === 5 ? '' : ''}:** You have the *${powerName(shapes[0]!.index).toLowerCase()}* power.${t()}`
        : i === 9
          ? `**${name} Power:** You have the *${powerName(3).toLowerCase()}* power of the first discipline.${t()}`
          : null;
  if (i === 4) features.splice(1, 0, `This trait works only while you are conscious.${t()}`);
  const lines = [
    `## ${name}${t()}`,
    '',
    `**${size} ${SOURCES[i % 6]} ${type}${tags}**${t()}`,
    '',
    prose(random, 1 + random.int(2)),
    '',
  ];
  if (i === 3)
    lines.push(
      '<figure><img src="art/species.png" alt=""><figcaption>Art by an invented painter</figcaption></figure>',
      '',
    );
  lines.push(`### ${name} Traits${t()}`, '', ...core);
  if (i !== 6) lines.push('');
  if (i === 10 && blocks.length === 1) {
    // A power block between two feature lines: the trait that grants it, then the power, then the next trait.
    lines.push(grant!, '', blocks[0]!, '', ...features);
    return lines.join('\n');
  }
  lines.push(...features);
  if (i === 12) lines.push('', `The effect lasts until the end of your next turn.${t()}`);
  if (grant) lines.push(grant);
  for (const block of blocks) lines.push('', block);
  if (i === 24) {
    const index = nextIndex(ids);
    lines.push('', `### Variant: Deep ${name}${t()}`, '', prose(random, 1), '');
    lines.push(
      `**Deep ${name} Power:** You have the *${powerName(index).toLowerCase()}* power.${t()}`,
      '',
    );
    lines.push(powerBlock(random, { index, older: name, qblank: 0 }));
  }
  return lines.join('\n');
}

/** The Species chapter (AO): the trait explanations, then 25 species (28 power blocks). */
export function speciesChapter(random: Random, ids: PowerIds): string {
  const keys = ['Size', 'Source and Type', 'Speed', 'Languages', 'Other Features and Powers'];
  return [
    '# Species  ',
    '',
    prose(random, 2),
    '',
    '## Ancestry Traits  ',
    '',
    ...keys.flatMap((key) => [`### ${key}`, '', prose(random, 1), '']),
    ...Array.from({ length: 25 }, (_, i) => [species(random, ids, i), '']).flat(),
  ].join('\n');
}

/** A crux or heritage: flavor, the `+2 <Skill>` bullet, trait bullets, an optional power. */
function crux(
  random: Random,
  ids: PowerIds,
  name: string,
  traits: number,
  power: boolean,
  dot: boolean,
): string {
  const t = () => random.trail();
  const index = power ? nextIndex(ids) : -1;
  const bullets = [`* +2 ${random.pick(SKILLS)}${t()}`];
  for (let k = 0; k < traits; k++) {
    const last = k === traits - 1 && power;
    const text = last
      ? `You have the *${powerName(index).toLowerCase()}* power.`
      : `${dot && k === 0 ? '·   ' : ''}${sentence(random)}`;
    bullets.push(`* **${random.word()}${last ? ' Gift' : ''}:** ${text}${t()}`);
  }
  const lines = [`### ${name}${t()}`, '', `${sentence(random)}${t()}`, '', ...bullets];
  if (power) lines.push('', powerBlock(random, { index, level: 'Feature', qblank: 1 }));
  return lines.join('\n');
}

/** The Ancestries chapter (PO): humanity baseline, setting prose, 12 cruxes (11 powers), 6 heritages (1 power). */
export function ancestriesChapter(random: Random, ids: PowerIds): string {
  const cruxes = Array.from({ length: 12 }, (_, i) =>
    crux(random, ids, `${PLACES[(i + 5) % PLACES.length]}born`, 2 + (i % 2), i !== 7, i === 2),
  );
  const heritages = Array.from({ length: 6 }, (_, i) =>
    crux(random, ids, `Heir of ${PLACES[(i + 11) % PLACES.length]}`, 1, i === 4, false),
  );
  return [
    '# Ancestries  ',
    '',
    prose(random, 1),
    '',
    '## Humanity  ',
    '',
    '**Size:** Medium  ',
    '**Ability Scores:** +2 to one ability score of your choice.  ',
    '**Speed:** 6 squares  ',
    '**Languages:** Common and one other.  ',
    '',
    '## A World of Many Peoples  ',
    '',
    prose(random, 3),
    '',
    '## Cruxes  ',
    '',
    ...cruxes.flatMap((text) => [text, '']),
    '## Heritage  ',
    '',
    ...heritages.flatMap((text) => [text, '']),
  ].join('\n');
}
