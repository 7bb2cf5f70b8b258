/** Magic items and poisons for the benchmark corpus (content-formats.md §4). */
import { ADJECTIVES, SENTENCE_PARTS, gridName, sentence, type Random } from './random.ts';
import { expand } from './entities.ts';

/** The item groups of the Magic Items chapter, in the books' order, with their sizes (137 items). */
export const ITEM_GROUPS = [
  ['Focus Boosts', 17], ['Weapon Boosts', 17], ['Cloak Boosts', 18], ['Armor Boosts', 17],
  ['Head Items', 4], ['Waist Items', 4], ['Arms Items', 1], ['Hands Items', 2], ['Ring Items', 9],
  ['Feet Items', 6], ['Wondrous Items', 26], ['Consumable Items', 16],
] as const; // prettier-ignore

const ITEM_NOUNS = [
  'Circlet',
  'Band',
  'Cloak',
  'Sash',
  'Glove',
  'Boot',
  'Lens',
  'Phial',
  'Charm',
  'Orb',
];
const BOOST_WORDS = [
  'Keen',
  'Thornwake',
  'Gleaming',
  'Warding',
  'Fleet',
  'Sable',
  'Tidal',
  'Rimed',
];
const USAGES = [
  ['free, encounter', 10], ['swift, daily', 8], ['standard, daily', 6], ['swift, encounter', 4],
  ['counter, daily', 3], ['free, daily', 3], ['standard, at-will', 1], ['counter or swift, daily', 1],
  ['counter, encounter', 1], ['immediate, encounter', 1], ['move, encounter', 1],
  ['reaction, encounter', 1],
] as const; // prettier-ignore

/** Per-chapter state: which rare variants are still to be written (each at its real count). */
interface ItemPlan {
  tiers: string[];
  levelLines: string[];
  usages: string[];
}

/** A fresh plan: the tier markers (I 16, II 16, III 14, IV 22), slot/wondrous/consumable level lines, item-power usages. */
export function itemPlan(random: Random): ItemPlan {
  const shuffle = <T>(list: T[]): T[] => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return {
    tiers: shuffle(
      expand([
        ['I', 16],
        ['II', 16],
        ['III', 14],
        ['IV', 22],
      ] as const),
    ),
    levelLines: shuffle(
      expand([
        ['single', 53],
        ['three', 3],
        ['levels', 1],
        ['level-level', 2],
        ['x', 1],
        ['ladder', 6],
        ['none', 2],
      ] as const),
    ),
    usages: shuffle(expand(USAGES)),
  };
}

function itemPower(random: Random, plan: ItemPlan, custom: boolean): string[] {
  const usage = plan.usages.pop() ?? 'free, encounter';
  const tags = random.chance(0.42)
    ? ` ● **${random.pick(['Poison', 'Fire', 'Zone', 'Teleportation'])}**`
    : '';
  const name = custom ? random.pick(['Hush', 'Flare', 'Undertow', 'Gale Step']) : 'Item Power';
  const lead = random.chance(0.1) ? ' ' : '';
  const effect = random.pick([
    `When you hit a charging creature: ${sentence(random)}`,
    `Whenever an ally falls; ${sentence(random)}`,
    `Near burst 2; Wisdom vs Will; ${random.pick(SENTENCE_PARTS)}.`,
    sentence(random),
  ]);
  const lines = [
    `**${name}** (${usage})${tags}${random.trail()}`,
    `${lead}${effect}${random.trail()}`,
  ];
  if (random.chance(0.15)) lines.push(`*Level 21:* ${sentence(random)}`);
  return lines;
}

/** One item of `group` (its `index` within the chapter makes the name unique). */
export function item(random: Random, plan: ItemPlan, group: string, index: number): string {
  const t = () => random.trail();
  const boost = group.endsWith('Boosts');
  const lines: string[] = [];
  if (boost) {
    const tier = group === 'Cloak Boosts' && index === 45 ? null : (plan.tiers.pop() ?? 'II');
    const name = gridName(index, BOOST_WORDS, ADJECTIVES);
    lines.push(`### ${name}${tier ? ` (${tier})` : ''}${t()}`, '');
    if (index % 8 === 3) lines.push(`*Spears and polearms only*${t()}`, '');
    if (index % 14 === 6) lines.push(`*Minimum Enchantment:* +${2 + random.int(3)}${t()}`, '');
    lines.push(
      `Creatures you hit with this item take +Xd4 extra damage if they moved this turn.${t()}`,
    );
    if (index % 7 === 2) lines.push(`*Level 16:* The extra damage becomes +Xd6.${t()}`);
    if (index === 11) lines.push('', `**Curse:** ${sentence(random)}${t()}`);
    if (random.chance(0.6)) lines.push('', ...itemPower(random, plan, index % 13 === 4));
    if (index % 8 === 5) {
      lines.push('', `##### Table – ${name}`, '', '| d6 | Effect |', '|---|---|');
      for (let r = 1; r <= 6; r++) lines.push(`| ${r} | ${sentence(random)} |`);
    }
    if (index === 40)
      lines.push('', ...Array.from({ length: 20 }, (_, i) => `${i + 1}. ${random.word()}`));
    return lines.join('\n');
  }
  const name = gridName(index, ADJECTIVES, ITEM_NOUNS);
  lines.push(`### ${name}${t()}`, '');
  const level = 1 + random.int(25);
  const shape = plan.levelLines.pop() ?? 'single';
  const upgrades: string[] = [];
  if (shape === 'single') lines.push(`*Level ${level}*${t()}`, '');
  else if (shape === 'three' || shape === 'levels' || shape === 'level-level') {
    const [a, b, c] = [level % 10 || 4, (level % 10 || 4) + 10, (level % 10 || 4) + 20];
    lines.push(
      shape === 'three'
        ? `*Level ${a}, ${b} or ${c}*${t()}`
        : shape === 'levels'
          ? `*Levels ${a}, ${b}, ${c}*${t()}`
          : `*Level ${a}, Level ${b} or Level ${c}*${t()}`,
      '',
    );
    upgrades.push(`*Level ${b}:* +3 bonus.${t()}`, `*Level ${c}:* +4 bonus.${t()}`);
  } else if (shape === 'x') lines.push(`*Level X*${t()}`, '');
  else if (shape === 'ladder')
    lines.push(
      `*Level 1:* +1, *Level 6:* +2, *Level 11:* +3${t()}`,
      `*Level 16:* +4, *Level 21:* +5, *Level 26:* +6${t()}`,
      '',
    );
  if (group === 'Consumable Items')
    lines.push(
      `Drinking the draught is a ${random.pick(['swift', 'standard'])} action; ${random.pick(SENTENCE_PARTS)}.${t()}`,
    );
  else
    lines.push(
      `You gain a +2 item bonus to ${random.pick(['Stealth', 'Perception', 'Athletics'])} checks.${t()}`,
    );
  lines.push(...upgrades);
  const extra = random.next();
  if (extra < 0.3) lines.push('', ...itemPower(random, plan, random.chance(0.5)));
  else if (extra < 0.4) lines.push('', `- ${sentence(random)}`, `- ${sentence(random)}`);
  else if (extra < 0.45) lines.push('', `*Warding aura 2.* ${sentence(random)}${t()}`);
  else if (extra < 0.5) lines.push('', `**Resistance to fire 5**${t()}`);
  if (index === 120) lines.push('', `**Glint**: ${sentence(random)}${t()}`);
  if (index === 110) lines.push('', '*Instinct*', `${sentence(random)}${t()}`);
  return lines.join('\n');
}

/** The Magic Items chapter: intro prose is the caller's; the twelve groups and their items. */
export function itemGroups(random: Random): string {
  const plan = itemPlan(random);
  let index = 0;
  return ITEM_GROUPS.map(([group, count]) => {
    const items = Array.from({ length: count }, () => item(random, plan, group, index++));
    return [`## ${group}${random.trail()}`, '', ...items.flatMap((text) => [text, ''])].join('\n');
  }).join('\n');
}
