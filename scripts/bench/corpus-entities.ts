/** Feats, arts, magic items, prose and tables for the benchmark corpus (content-formats.md §2–4). */
import { ADJECTIVES, NOUNS, SENTENCE_PARTS, type Random } from './corpus-random.ts';

const sentence = (random: Random): string => {
  const text = random.pick(SENTENCE_PARTS);
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
};

/** `count` paragraphs of rules prose with dice, emphasis and hard-wrapped lines. */
export function prose(random: Random, count: number): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < count; p++) {
    const lines: string[] = [];
    for (let l = 0; l < 1 + random.int(3); l++) {
      const parts = Array.from({ length: 3 + random.int(4) }, () => sentence(random));
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

/** A feat: heading, optional flavor, prerequisite (with sub-lines), Benefit, scaling, Special. */
export function feat(random: Random, index: number): string {
  const t = () => random.trail();
  const qualifier = index % 17 === 3 ? ' (Improved)' : index % 31 === 4 ? ' (Dualclass)' : '';
  const lines = [
    `###${index === 9 ? '  ' : ' '}${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} Training ${index + 1}${qualifier}${t()}`,
  ];
  if (random.chance(0.53)) lines.push('');
  if (random.chance(0.35)) lines.push(`${sentence(random)}.${t()}`, '');
  const gap = random.chance(0.33) ? '  ' : ' ';
  if (index % 60 === 7) {
    lines.push(`**Prerequisite:**${gap}Depends on the weapon you wish to use:${t()}`);
    lines.push(
      `*Light harpoon:* Str 13${t()}`,
      `_Heavy harpoon:_ Str 15, Harpoon Training${t()}`,
      '',
    );
  } else if (random.chance(0.64)) {
    const label = random.pick([
      'Prerequisite:',
      'Prerequisite:',
      'Prerequisite:',
      'Prerequisites:',
    ]);
    lines.push(
      `**${label}**${gap}${random.pick(['11th level, ', 'Level 15, ', ''])}Dex ${13 + random.int(4)}, Keen Stance${t()}`,
      '',
    );
  }
  lines.push(`**Benefit:**${gap}${sentence(random)}; ${random.pick(SENTENCE_PARTS)}.${t()}`);
  if (random.chance(0.05)) lines.push(`*Level 21:* The bonus increases to +2.${t()}`);
  if (random.chance(0.05)) lines.push(`*Critical:* ${sentence(random)}.${t()}`);
  if (random.chance(0.12))
    lines.push('', `**Special:** You may select this feat more than once.${t()}`);
  return lines.join('\n');
}

const SCHOOLS = [
  'Divination',
  'Practical',
  'Crafting',
  'Conjuration',
  'Illusion',
  'Transportation',
];
const PRACTICES = ['Trick', 'Interaction', 'Schema', 'Treatment', 'Lesson'];
const SKILLS = ['Arcana', 'Nature', 'Religion', 'Bluff', 'None', 'Endure', 'Heal'];

/** An art (incantation or practice): type line, the four fields, body, optional check line. */
export function art(random: Random, index: number): string {
  const t = () => random.trail();
  const incantation = index < 44;
  const skill = random.pick(SKILLS);
  const level = 1 + random.int(20);
  const cost = random.chance(0.94) ? `${level * 25 + 10} gp` : 'See below';
  const components = random.pick([
    `A spool of silver thread (${level * 25} gp)`,
    '1 recovery',
    'See below',
    `${level * 10} gp`,
  ]);
  const lines = [
    `### ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} Rite ${index + 1}${t()}`,
    '',
    `Level ${level} ${incantation ? random.pick(SCHOOLS) : random.pick(PRACTICES)} ${incantation ? 'Incantation' : 'Practice'} (${skill})${t()}`,
    '',
    `**Cost to Learn:** ${cost}${t()}`,
    `**Completion Time:** ${random.pick(['1 minute', '10 minutes', '1 hour', '8 hours', '1 week'])}${t()}`,
    `**Components:** ${components}${t()}`,
    `**Duration:** ${random.pick(['Instantaneous', 'Permanent', '8 hours', 'One day', 'Special'])}${t()}`,
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

/** A magic item: a tiered boost with an Item Power, a slot/wondrous item with level lines, or a consumable. */
export function item(random: Random, index: number): string {
  const t = () => random.trail();
  const name = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${index + 1}`;
  if (index < 69) {
    const tier = index === 50 ? '' : ` (${random.pick(['I', 'II', 'III', 'IV'])})`;
    const lines = [`### ${name}${tier}${t()}`, ''];
    if (random.chance(0.13)) lines.push(`*Spears and polearms only*${t()}`, '');
    if (random.chance(0.07)) lines.push(`*Minimum Enchantment:* +3${t()}`, '');
    lines.push(
      `Creatures you hit with this weapon take +Xd4 extra damage if they moved this turn.${t()}`,
      '',
    );
    if (random.chance(0.6)) {
      lines.push(
        `**Item Power** (${random.pick(['free, encounter', 'swift, daily', 'standard, daily', 'counter, daily'])})${random.chance(0.4) ? ' ● **Poison**' : ''}`,
      );
      lines.push(`When you hit a charging creature: ${sentence(random)}.${t()}`);
    }
    if (random.chance(0.13)) lines.push('', table(random, `${index}`));
    return lines.join('\n');
  }
  if (index < 121) {
    const levels = random.chance(0.9) ? `*Level ${1 + random.int(29)}*` : `*Level 4, 14 or 24*`;
    const lines = [`### ${name}${t()}`, '', `${levels}${t()}`, '', `${sentence(random)}.${t()}`];
    if (levels.includes(','))
      lines.push(`*Level 14:* +3 bonus.${t()}`, `*Level 24:* +4 bonus.${t()}`);
    if (random.chance(0.4))
      lines.push(
        '',
        `**Hush** (standard, daily) ● **Zone**`,
        `Near burst 2; Wisdom vs Will; ${random.pick(SENTENCE_PARTS)}.${t()}`,
      );
    return lines.join('\n');
  }
  return [
    `### ${name}${t()}`,
    '',
    ...(random.chance(0.4)
      ? [
          `*Level 1:* +1, *Level 6:* +2, *Level 11:* +3${t()}`,
          `*Level 16:* +4, *Level 21:* +5, *Level 26:* +6${t()}`,
        ]
      : [`*Level ${1 + random.int(29)}*${t()}`]),
    '',
    `Drinking the draught is a swift action; ${random.pick(SENTENCE_PARTS)}.${t()}`,
  ].join('\n');
}
