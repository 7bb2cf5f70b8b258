/**
 * A synthetic bestiary in the stat-block format of docs/authoring.md: every
 * rank, rank and role in both orders, leaders, fractional XP, optional lines,
 * resistances with `&nbsp;`, auras, all six symbols, recharges, secondary
 * attacks on their own line or inline, traits; arithmetic always right, so
 * it compiles with no diagnostic. Deterministic for a given size.
 */

const RANKS = ['', 'Elite ', 'Mook ', 'Boss '];
const ROLES = ['Brute', 'Soldier', 'Skirmisher', 'Artillery', 'Controller', 'Lurker'];
const SIZES = ['Small', 'Medium', 'Large', 'Huge'];
const SYMBOLS = ['‡', '†', '⤢', '↗', '∢', '⋇'];
const RANGES = [
  '',
  '',
  'Ranged 10; ',
  'Ranged 5/10; ',
  'Near burst 2; ',
  'Far burst 1 within 10; ',
];
const DEFENSES = ['AC', 'Fortitude', 'Reflex', 'Will'];

const modifier = (score: number, level: number) =>
  Math.floor((score - 10) / 2) + Math.floor(level / 2);
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** One stat block and its description paragraph, varied by its index. */
export function syntheticMonster(index: number): string {
  const level = (index % 20) + 1;
  const rank = RANKS[index % 4]!;
  const role = ROLES[index % ROLES.length]!;
  const mook = rank === 'Mook ';
  const swapped = mook && index % 8 === 2;
  const rankText = swapped ? `${role} Mook` : `${rank}${role}`;
  const leader = index % 5 === 0 ? ' (Leader)' : '';
  const xp = mook ? `${(level * 25) / 4 + 6.25}` : `${level * 100 * (rank === 'Boss ' ? 4 : 1)}`;
  const scores = [10, 12, 14, 16, 18, 8].map((s, i) => s + ((index + i) % 5));
  const hp = mook ? 1 : 20 + level * 8 + (index % 7);
  const ability = (name: string, i: number) =>
    `**${name}:**${index % 9 === 0 ? '' : ' '}${scores[i]} (${signed(modifier(scores[i]!, level))})`;
  const symbol = SYMBOLS[index % 6]!;
  const lines = [
    `> #### Creature ${index}`,
    `> **Level ${level} ${rankText}**${leader} (${xp} XP)`,
    `> ${SIZES[index % 4]} Natural Beast${index % 3 === 0 ? ' ● Swamp' : ''} (Unaligned)`,
    `> **Senses:** Perception +${level + 2}, darkvision${index % 2 ? `; **Skills:** Stealth +${level + 5}` : ''}`,
    index % 4 === 1 ? '> **Languages:** Common, Abyssal' : null,
    `> ${ability('Str', 0)}, ${ability('Con', 1)}, ${ability('Dex', 2)}`,
    `> ${ability('Int', 3)}, ${ability('Wis', 4)}, ${ability('Cha', 5)}`,
    '>',
    `> **Initiative:** +${level}; **Speed:** 6${index % 3 === 1 ? ', fly 8 (hover)' : ''}`,
    rank === 'Elite ' || rank === 'Boss ' ? '> **Action Points:** 1' : null,
    `> **AC:** ${14 + level}; **Fort:** ${12 + level}, **Ref:** ${13 + level}, **Will:** ${12 + level}`,
    mook
      ? '> **HP:** 1; a missed attack never damages a mook.'
      : `> **HP:** ${hp}, **Staggered:** ${Math.floor(hp / 2)}`,
    index % 3 === 2 ? '> **Immune:**&nbsp;disease, **Resist:**&nbsp;fire 5' : null,
    index % 6 === 0
      ? '> **Stench** (aura 1) Enemies in the aura take a −2 penalty to attack rolls.'
      : null,
    '>',
    `> ${symbol}\t**Strike ${index}** (standard, ${index % 4 === 3 ? 'refresh 5, 6' : 'at-will'}) ● **Weapon**`,
    `> ${RANGES[index % 6]}+${level + 5} vs ${DEFENSES[index % 4]}; ${(index % 3) + 1}d8+${level} damage.${index % 7 === 0 ? ' *Secondary Attack:* +5 vs Reflex; the target falls prone.' : ''}`,
    index % 7 === 1 ? '> *Secondary Attack:* +5 vs Will; the target is dazed (save ends).' : null,
    '> **Scuttle** (move, encounter)',
    `> The creature shifts ${(index % 4) + 1} squares.`,
    '> **Thick Hide**',
    '> The creature ignores the first 5 damage of each attack.',
    '',
    `Creature ${index} lives in the swamp and hunts at night.`,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

/** A bestiary of `count` stat blocks, ten per chapter. */
export function syntheticBestiary(count: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    if (index % 10 === 0) parts.push(`# Creatures ${index / 10 + 1}\n\nMonsters of the marsh.`);
    parts.push(syntheticMonster(index));
  }
  return `${parts.join('\n\n')}\n`;
}
