/** Traps, afflictions, threat terrains and monster templates for the benchmark corpus (content-formats.md §8, §10). */
import { PLACES, sentence, type Random } from './random.ts';
import { expand, prose } from './entities.ts';

const TRAP_TYPES = expand([['One-Off', 8], ['One-Off Elite', 5], ['Hazard', 6], ['Recurring', 5], ['Recurring Elite', 3]] as const); // prettier-ignore
const TRAP_ROLES = expand([['Warning', 13], ['Shooter', 6], ['Blocker', 5], ['Assassin', 3]] as const); // prettier-ignore
const TRAP_LEVELS = expand([[1, 6], [2, 8], [3, 2], [5, 2], [6, 1], [7, 1], [8, 3], [9, 1], [10, 3]] as const); // prettier-ignore

/** One trap (`i` 0–26): description, level line, detection, trigger/target, attack, countermeasures. */
function trap(random: Random, i: number): string {
  const t = () => random.trail();
  const level = TRAP_LEVELS[i]!;
  const type = TRAP_TYPES[(i * 7) % 27]!;
  const xp = level * 25 * (type.includes('Elite') ? 2 : 1) * (type === 'One-Off' ? 1 : 2);
  const lines = [
    `### ${PLACES[i % PLACES.length]} ${['Bellows', 'Pit', 'Needle', 'Runestone'][i % 4]}${i >= 25 ? ' 2' : ''}${t()}`,
    '',
  ];
  if (i === 5)
    lines.push(
      '<figure><img src="art/trap.png" alt=""><figcaption>Art by an invented engraver</figcaption></figure>',
      '',
    );
  lines.push(
    `*${sentence(random)}*${t()}`,
    '',
    `**Level ${level} ${type} ${TRAP_ROLES[(i * 5) % 27]}** (${xp} XP Trap)${t()}`,
    '',
  );
  lines.push(
    `${i % 9 === 4 ? random.pick(['Nature', 'Religion', 'Arcana or Religion']) : 'Perception'} DC ${12 + level}: ${sentence(random)}${t()}`,
  );
  if (i % 5 === 1) lines.push(`DC ${18 + level}: ${sentence(random)}${t()}`);
  lines.push('', `**Trigger** ${sentence(random)}${t()}`);
  const effectOnly = i === 8 || i === 20;
  if (!effectOnly)
    lines.push(
      `**Target** ${random.pick(['All creatures in the burst.', 'The triggering creature.', 'Each creature in the area.'])}${t()}`,
    );
  lines.push('');
  if (effectOnly) lines.push(`**Attack**${t()}`, '', `*Effect* ${sentence(random)}${t()}`);
  else {
    const symbol = i % 13 === 6 ? '' : `${random.pick(['†', '†', '∢', '↗'])}\t`;
    lines.push(`${symbol}**Attack**${random.chance(0.5) ? ' ● **Fire**' : ''}${t()}`);
    lines.push(
      `${random.pick(['', 'Near burst 2; ', 'Near arc 3; ', 'Ranged 10; '])}+${level + 5} ${i === 11 ? 'vs.' : 'vs'} ${random.pick(['AC', 'Reflex', 'Fortitude'])}${t()}`,
    );
    lines.push(`*Hit* ${1 + (level % 3)}d6+${level} damage.${t()}`);
    if (random.chance(0.5)) lines.push(`*Miss* Half damage.${t()}`);
    if (random.chance(0.3)) lines.push(`*Effect* ${sentence(random)}${t()}`);
    if (i % 9 === 2)
      lines.push(`*Secondary Attack:* +${level + 3} vs Fortitude; the target falls prone.${t()}`);
    if (i === 14) lines.push(`*Aftereffect:* ${sentence(random)}${t()}`);
  }
  lines.push('');
  if (i === 17) lines.push(`**Special** ${sentence(random)}${t()}`, '');
  lines.push('**Countermeasures** ');
  const counters = i === 3 ? 5 : i % 4 === 0 ? 1 : i % 3 === 0 ? 3 : 2;
  for (let c = 0; c < counters; c++) lines.push(`${sentence(random)}${t()}`);
  return lines.join('\n');
}

/** The Traps chapter: rules, then `## Sample Traps` with 27 traps. */
export function trapsChapter(random: Random): string {
  const rules = ['How to Use Traps', 'Detection', 'Trap Types', 'Trap Roles'];
  return [
    '# Traps  ',
    '',
    prose(random, 1),
    '',
    ...rules.flatMap((title) => [
      `## ${title}  `,
      '',
      prose(random, 1),
      '',
      '* One-Off  ',
      '* Hazard  ',
      '* Recurring  ',
      '',
    ]),
    '## Sample Traps  ',
    '',
    ...Array.from({ length: 27 }, (_, i) => [trap(random, i), '']).flat(),
  ].join('\n');
}

/** The Afflictions chapter: transmission rules, then 4 diseases, 1 poison, 1 curse. */
export function afflictionsChapter(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Afflictions  ', '', '## Transmission  ', ''];
  for (const way of ['Contact', 'Ingested', 'Inhaled', 'Injury'])
    lines.push(`### ${way}  `, '', prose(random, 1), '');
  ['Disease', 'Disease', 'Disease', 'Disease', 'Poison', 'Curse'].forEach((kind, i) => {
    lines.push(
      `## ${PLACES[(i + 6) % PLACES.length]} ${['Ague', 'Rot', 'Fever', 'Cough', 'Venom', 'Doom'][i]} (${kind})${t()}`,
      '',
    );
    lines.push(
      i === 5 ? '*Level X (the level of the one who laid the curse).*' : `*Level ${3 + i * 3}*`,
      '',
      `${sentence(random)}${t()}`,
      '',
    );
    lines.push(
      `**Infection:** Breathing the dust provokes a +${8 + i} attack vs Fortitude.${t()}`,
      '',
    );
    lines.push(
      `**Progression:** Symptoms appear after 1d4 hours.${t()}`,
      '',
      `After every long rest the sufferer rolls an Endure check (DC ${15 + i}).${t()}`,
      '',
    );
    const stages = i === 2 ? 5 : 3;
    for (let s = 1; s <= stages; s++)
      lines.push(`* *Stage ${s}:* ${sentence(random)}${t()}`, ...(i === 2 ? [''] : []));
    if (i === 4) lines.push('', `**Cost:** 50 gp per dose${t()}`);
    if (i === 1) lines.push('', `**Treatment:** ${sentence(random)}${t()}`);
    lines.push('');
  });
  return lines.join('\n');
}

/** The Threats chapter: 8 level-4 threat terrains directly under the chapter, 58 features. */
export function threatsChapter(random: Random): string {
  const t = () => random.trail();
  const glyphs = ['✪', '☁', '△', '☼', '☒', '≈', '║', '░', '⦷', '◒', '⟍'];
  const lines = ['# Threats  ', '', prose(random, 2), ''];
  for (let i = 0; i < 8; i++) {
    lines.push(
      `#### ${PLACES[(i + 15) % PLACES.length]} ${['Archive', 'Quarry', 'Mill', 'Crypt'][i % 4]}${t()}`,
      '',
    );
    lines.push(
      i < 5
        ? `*Level ${2 + i}.* Stone walls; tiled floor; 15-foot ceiling${t()}`
        : `*Level ${2 + i}*${t()}`,
      '',
    );
    if (i < 6) lines.push(`*Light:* ${sentence(random)}${t()}`, '');
    const features = i < 2 ? 6 : i < 6 ? 7 : 9;
    for (let f = 0; f < features; f++) {
      const glyph = glyphs[(i + f) % glyphs.length]!;
      const name = `${random.word()} ${['Shelf', 'Water', 'Pit', 'Lever'][f % 4]}`;
      const tags = random.pick([
        'Cover',
        'Difficult Terrain',
        'Lightly Obscuring',
        'Zone, Hazard',
        'Impassible',
      ]);
      const form = f % 8;
      lines.push(
        form < 5
          ? `**${glyph} ${name} ● ${tags}**${t()}`
          : form < 7
            ? `${glyph} **${name} ● ${tags}**${t()}`
            : `**${glyph}** **${name} ● ${tags}**${t()}`,
      );
      if (f % 3 === 1)
        lines.push(`${f === 4 ? ' ' : ''}Large. AC/Ref 5, Fortitude 12, 40 HP${t()}`);
      else if (f % 3 === 2) lines.push(`+${6 + i} vs Reflex; 2d6 damage.${t()}`);
      else lines.push(`${sentence(random)}${t()}`);
      lines.push('');
    }
    if (i % 2 === 0)
      lines.push(
        `**Events (roll each round; on a 1):**`,
        `* ${sentence(random)}`,
        `* ${sentence(random)}`,
        '',
      );
  }
  return lines.join('\n');
}

/** The 4 monster templates (level-2 headings, not blockquoted, stat deltas). */
export function templatesChapter(random: Random): string {
  const t = () => random.trail();
  const lines = ['# Monster Templates  ', '', prose(random, 1), ''];
  for (let i = 0; i < 4; i++) {
    lines.push(
      `## ${['Ghostly', 'Frenzied', 'Crowned', 'Hollow'][i]} Template${t()}`,
      '',
      prose(random, 1),
      '',
    );
    lines.push(
      `**Speed:** +2${t()}`,
      `**Defenses:** +2 Fortitude, +2 Will${t()}`,
      `**Resist:** necrotic 10${t()}`,
      '',
    );
    lines.push(
      `${i === 2 ? '🏹' : '‡'}\t**${random.word()} Touch** (standard, at-will)${t()}`,
      `Level +5 vs Reflex; 2d8 damage.${t()}`,
      '',
    );
  }
  return lines.join('\n');
}
