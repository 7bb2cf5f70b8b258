/**
 * Deities, combat actions, conditions, skills, bonds, vehicles and extended
 * challenges for the benchmark corpus (content-formats.md §10.2, §11).
 */
import { PLACES, sentence, type Random } from './random.ts';
import { prose } from './entities.ts';
import { nextIndex, powerBlock, type PowerIds } from './powers.ts';

/** The Deities chapter (PO): 13 level-3 deities, fields led by one space. */
export function deitiesChapter(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Deities  ', '', prose(random, 2), ''];
  for (let i = 0; i < 13; i++) {
    const name = `${PLACES[(i + 8) % PLACES.length]}a`;
    lines.push(
      `### ${name}${t()}`,
      '',
      `The ${random.word()} ${random.pick(['Tide', 'Flame', 'Watcher'])}${i % 3 ? `, Keeper of ${random.word()}` : ''}  `,
      ` **Symbol:** ${sentence(random)}${t()}`,
      ` **Portfolio:** ${random.pick(['Sea, patience, safe return', 'Fire, forges, oaths', 'Night, secrets'])}${t()}`,
      ` **Favored Weapon:** ${random.pick(['Trident', 'Warhammer', 'Dagger', 'Longbow'])}${t()}`,
      '',
      `${name} (${name.toUpperCase().slice(0, 3)}-ah) ${sentence(random).toLowerCase()}${t()}`,
      '',
      prose(random, 1 + (i % 3)),
      '',
    );
  }
  return lines.join('\n');
}

const ACTION_TYPES = [
  ...Array(14).fill('standard action'),
  ...Array(6).fill('move action'),
  'N/A',
  'N/A',
  'special',
  'various actions',
];

/** The Actions in Combat chapter (RB): 24 actions, 8 of them with 9 Feature power blocks. */
export function combatActionsChapter(random: Random, ids: PowerIds): string {
  const t = () => random.trail();
  const lines = ['# Actions in Combat  ', '', prose(random, 2), ''];
  ACTION_TYPES.forEach((type, i) => {
    lines.push(
      `### ${random.word()} ${['Charge', 'Guard', 'Dash', 'Rally'][i % 4]} (${type})${t()}`,
      '',
      prose(random, 1),
      '',
    );
    const powers = i === 2 ? 2 : i % 3 === 0 && i < 21 ? 1 : 0;
    for (let p = 0; p < powers; p++)
      lines.push(
        powerBlock(random, {
          index: nextIndex(ids),
          level: 'Feature',
          frequency: 'At-Will',
          qblank: 0.2,
        }),
        '',
      );
  });
  return lines.join('\n');
}

/** The Conditions (17) and Skills (17, with uses) chapters (RB). */
export function conditionsAndSkills(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Conditions  ', '', prose(random, 1), ''];
  for (let i = 0; i < 17; i++) {
    lines.push(`### ${random.word()}ed${t()}`);
    if (i % 3) lines.push('');
    const bullet = i < 15 ? '-' : '*';
    lines.push(`${bullet} ${sentence(random)}${t()}`, `${bullet} ${sentence(random)}${t()}`, '');
    if (i % 6 === 0) lines.push(prose(random, 1), '');
  }
  lines.push('# Skills  ', '', prose(random, 1), '');
  const abilities = ['Str', 'Con', 'Dex', 'Int', 'Wis', 'Cha'];
  for (let i = 0; i < 17; i++) {
    lines.push(`## ${random.word()}craft (${abilities[i % 6]})${t()}`, '', prose(random, 1), '');
    for (let u = 0; u < i % 4; u++)
      lines.push(
        `### ${random.word()} Use${u === 1 && i === 5 ? ' (Trained Only)' : ''}${t()}`,
        '',
        prose(random, 1),
        '',
      );
  }
  return lines.join('\n');
}

/** The Bonds chapter (AO): favor table, 5 bonds with favor events, attitudes and 5 power blocks. */
export function bondsChapter(random: Random, ids: PowerIds): string {
  const t = () => random.trail();
  const lines = [
    '# Bonds  ',
    '',
    prose(random, 1),
    '',
    '##### Table – Favor and Attitude',
    '',
    '| Favor | Attitude |',
    '|---|---|',
  ];
  ['Hostile', 'Unfriendly', 'Neutral', 'Friendly', 'Helpful'].forEach((a, i) =>
    lines.push(`| ${i * 10}–${i * 10 + 9} | ${a} |`),
  );
  lines.push('');
  for (let i = 0; i < 5; i++) {
    const name = `${PLACES[(i + 19) % PLACES.length]} ${['Guild', 'Circle', 'Lodge'][i % 3]}`;
    lines.push(
      `## ${name}${t()}`,
      '',
      `${['Prestige', 'Prestige', 'Prestige', 'Adventurer', 'Heroic'][i]}-tier bond${t()}`,
      '',
      `${sentence(random)}${t()}`,
      '',
    );
    if (i === 2) lines.push('### Requirements', '', prose(random, 1), '');
    lines.push('### Favor', '', `Typical ways to raise or lower ${name} Favor:${t()}`, '');
    for (let e = 0; e < 4 + (i % 4); e++)
      lines.push(
        `*Character ${random.word().toLowerCase()}s a ${random.word().toLowerCase()}* ${random.pick(['+1d10', '+2', '-1 per day', '-1d6'])}${t()}`,
        '',
      );
    lines.push('### Properties', '', `**Guild Key:** ${sentence(random)}${t()}`, '');
    for (const attitude of ['Hostile', 'Unfriendly', 'Neutral', 'Friendly', 'Helpful']) {
      lines.push(
        `### ${attitude}${t()}`,
        '',
        attitude === 'Hostile'
          ? `**Marked Shirker:** ${sentence(random)}${t()}`
          : `**Guild Key**${t()}`,
        '',
      );
      if (attitude === 'Helpful')
        lines.push(
          `**Streetwise +4**${t()}`,
          '',
          powerBlock(random, { index: nextIndex(ids), level: 'Feature', qblank: 0.3 }),
          '',
        );
    }
    lines.push('### Moving On', '', prose(random, 1), '');
  }
  return lines.join('\n');
}

/** The Vehicles chapter (AO): 9 level-3 vehicle stat blocks. */
export function vehiclesChapter(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Vehicles  ', '', prose(random, 1), ''];
  for (let i = 0; i < 9; i++) {
    const size = i < 4 ? 'Large' : i < 7 ? 'Huge' : 'Gargantuan';
    lines.push(
      `### ${random.word()} ${['Sledge', 'Barge', 'Wagon'][i % 3]}${t()}`,
      '',
      `**Level ${4 + i * 2} ${size} vehicle${i >= 7 ? ' ' : ''}**${t()}`,
      `**Capacity:** 1+${2 + i}; **Cargo:** ${(i + 1) * 400} pounds${t()}`,
      `**HP:** ${60 + i * 15}; **AC:** ${18 + i}, **Fortitude:** ${20 + i}; **Reflex:** ${15 + i}; **Will:** N/A; **Resistance** hardness ${5 + i}${t()}`,
      `**Speed:** ${i < 5 ? 6 + (i % 3) : i < 8 ? `swim ${5 + i}` : 'As fast as its sail allows; see below.'}${t()}`,
      `**Driver Skill:** ${['Athletics', 'Nature', 'Arcana', 'Perception'][i % 4]}`,
      '',
      prose(random, 1),
      '',
    );
    if (i % 4 === 1) lines.push(`**Sail Trim:** ${sentence(random)}${t()}`, '');
    lines.push(`**Careen:** ${sentence(random)}${t()}`, '');
  }
  return lines.join('\n');
}

/** The Extended Challenges chapter (AO): 17 level-3 challenges. */
export function challengesChapter(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Extended Challenges  ', '', prose(random, 1), ''];
  for (let i = 0; i < 17; i++) {
    lines.push(
      `### ${random.word()} ${['Before Dawn', 'at Sea', 'in the Mire'][i % 3]}${t()}`,
      '',
      `**Setup:** ${sentence(random)}${t()}`,
      '',
    );
    if (i % 8 === 3) lines.push(`**Setting:** ${sentence(random)}${t()}`, '');
    lines.push(
      `**Level:** ${2 + i}.${t()}`,
      '',
      `**Frequency:** Every hero may attempt one check per 10 minutes.${t()}`,
      '',
    );
    lines.push(
      `**${i % 3 ? 'Successes Required' : 'Check Successes Required'}:** ${4 + (i % 4)} before 3 failures.${t()}`,
      '',
    );
    lines.push(
      `**Primary Skills:** Athletics (moderate, DC ${12 + i}), History (hard, DC ${18 + i}), Religion (easy, DC ${8 + i})${t()}`,
      '',
    );
    lines.push(
      `**Success:** ${sentence(random)}${t()}`,
      '',
      `**Failure:** ${sentence(random)}${t()}`,
      '',
    );
    if (i % 5 === 0)
      lines.push(
        `*Attack:* Near burst 3, +${6 + i} vs Will; the target is dazed (save ends).${t()}`,
        '',
      );
  }
  return lines.join('\n');
}

/**
 * The rulebook's Vehicles chapter: rules, the 2-row price table, and `## New
 * Actions` (5 actions; one holds the books' only heading-less power block, one
 * has bold/italic attack labels outside any quote).
 */
export function rulebookVehiclesChapter(random: Random): string {
  const t = () => random.trail();
  const lines = [
    '# Vehicles  ',
    '',
    prose(random, 3),
    '',
    '| Vehicle | Price |',
    '|---|---|',
    '| Cart | 20 gp |',
    '| Barge | 500 gp |',
    '',
    '## New Actions  ',
    '',
  ];
  ['standard action', 'move action', 'standard action', 'move action', 'N/A'].forEach((type, i) => {
    lines.push(
      `### ${['Ram', 'Brace', 'Sideswipe', 'Bail Out', 'Take the Reins'][i]} (${type})${t()}`,
      '',
      prose(random, 1),
      '',
    );
    if (i === 0)
      lines.push(
        `> **At-Will** **Attack** **Feature** (**Standard Action**) ● **Vehicle**${t()}`,
        `> **Melee** one creature adjacent to the vehicle${t()}`,
        `> **Attack** Driver skill vs Reflex${t()}`,
        `> **Hit** 2d10 damage, and the target is knocked prone.${t()}`,
        '',
      );
    if (i === 2)
      lines.push(
        `**Attack:** Strength vs Fortitude${t()}`,
        `*Hit:* ${sentence(random)}${t()}`,
        `*Miss:* ${sentence(random)}${t()}`,
        `*Huge or larger:* ${sentence(random)}${t()}`,
        '',
      );
  });
  return lines.join('\n');
}
