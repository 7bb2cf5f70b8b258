/**
 * Classes, animal companions, kits and feat paths for the benchmark corpus
 * (content-formats.md §6, §7.1–7.2, §9.1): the classes-and-powers book's
 * front half. Disciplines and paths are in disciplines.ts.
 */
import { PLACES, sentence, type Random } from './random.ts';
import { featTitle, prose } from './entities.ts';
import { nextIndex, powerBlock, type PowerIds } from './powers.ts';

/** The nine classes: name, tradition, role, their two disciplines (by index into DISCIPLINES). */
export const CLASSES = [
  ['Wardsinger', 'Divine', 'Defender'], ['Ashblade', 'Martial', 'Striker'],
  ['Lorekeeper', 'Arcane', 'Controller'], ['Thornwarden', 'Spirit', 'Striker'],
  ['Banneret', 'Martial', 'Leader'], ['Hexweaver', 'Arcane', 'Striker'],
  ['Moonbinder', 'Spirit', 'Controller'], ['Shieldbearer', 'Martial', 'Defender'],
  ['Skyrunner', 'Martial', 'Leader'],
] as const; // prettier-ignore

/** Discipline names (24: the last is the cantrip collection). */
export const DISCIPLINES = Array.from({ length: 24 }, (_, i) =>
  i === 23 ? 'Minor Cantrips' : `${['Path', 'Oath', 'Way', 'Art'][i % 4]} of the ${PLACES[i]}`,
);

const ABILITIES = ['Strength', 'Constitution', 'Dexterity', 'Intelligence', 'Wisdom', 'Charisma'];
const CLASS_POWERS = [4, 3, 3, 2, 3, 2, 2, 0, 0]; // 19 power blocks across 7 classes

/** One class (a level-1 heading), with an Animal Companions section when `companions` is given. */
function characterClass(
  random: Random,
  ids: PowerIds,
  i: number,
  companions: string | null,
): string {
  const t = () => random.trail();
  const [name, tradition, role] = CLASSES[i]!;
  const key = ABILITIES[i % 6]!;
  const named = i === 0 || i === 4;
  const talents = [0, 1].map((k) =>
    named ? `${PLACES[i + k]} Ward` : ABILITIES[(i + k + 2) % 6]!,
  );
  const lines = [
    `# ${name}${t()}`,
    '',
    `**${tradition} ${role}**${t()}`,
    '',
    `**Key Ability:** ${key}. Powers taken from your class disciplines may use ${key} wherever they name their own key ability.${t()}`,
    `**Talents and Secondary Abilities:** ${named ? talents.map((n, k) => `${n} (${ABILITIES[(i + k + 2) % 6]})`).join(', ') : talents.join(', ')}.${t()}`,
    '',
    `Likewise, your talent’s ability may stand in for a discipline’s secondary ability.${t()}`,
    '',
    `## Stats${t()}`,
    '',
    `**Hit Points at 1st Level:** ${12 + (i % 4) * 2} plus your Constitution score.${t()}`,
    `**Additional Hit Points at Higher Levels:** ${5 + (i % 3)} per level above first level.${t()}`,
    `**Recoveries per Long Rest:** ${6 + (i % 4)} plus your Constitution modifier.${t()}`,
    `**Defenses:** +1 ${['AC', 'Fortitude', 'Reflex', 'Will'][i % 4]}, +1 ${['Will', 'Reflex'][i % 2]}.${t()}`,
    '',
    `## Proficiency and Training${t()}`,
    '',
    `**Armor Proficiencies:** Cloth, leather${i % 2 ? ', hide' : ''}; light shield.${t()}`,
    `**Weapon Proficiencies:** Simple melee, martial melee; simple ranged.${t()}`,
    ...(i % 3 !== 2
      ? [
          `**Focus Proficiencies:** ${random.pick(['Holy symbol', 'Wand, orb', 'See Totems feature'])}.${t()}`,
        ]
      : []),
    `**Trained Skills:** You are trained in ${i % 2 ? 'Religion and ' : ''}${3 + (i % 2)} ${i % 2 ? 'other ' : ''}skills from your class skills.${t()}`,
    `**Class Skills:**  Athletics, Endure, ${i === 6 ? 'Spot, ' : ''}Insight, Nature, Perception.${t()}`,
    '',
    `## Features${t()}`,
    '',
    `### Powers${t()}`,
    '',
    `Your class powers come from the disciplines listed here.${t()}`,
    '',
    `**Class Disciplines:** ${DISCIPLINES[i * 2]}, ${DISCIPLINES[i * 2 + 1]}${i === 2 ? `, ${DISCIPLINES[23]}` : ''}.${t()}`,
    '',
    `### Talents${t()}`,
    '',
    `Choose one at character creation.${t()}`,
    '',
    ...talents.map(
      (talent, k) =>
        `* **${talent}:** ${sentence(random)} Your secondary ability is ${ABILITIES[(i + k + 2) % 6]}${k === 1 && i === 3 ? ` OR ${ABILITIES[(i + 4) % 6]} (your choice)` : ''}.${t()}`,
    ),
    '',
  ];
  const features = 2 + (i % 3);
  let powers = CLASS_POWERS[i]!;
  for (let f = 0; f < features; f++) {
    lines.push(
      `### ${PLACES[(i * 3 + f) % PLACES.length]} ${['Guard', 'Focus', 'Surge', 'Rhythm'][f]}${t()}`,
      '',
      prose(random, 1),
    );
    if (f % 2 === 0)
      lines.push(`*Level 11:* ${sentence(random)}${t()}`, `*Level 21:* ${sentence(random)}${t()}`);
    if (f === 1)
      lines.push('', `**Option:** ${sentence(random)}${t()}`, '', `* ${sentence(random)}${t()}`);
    lines.push('');
    const here = f === features - 1 ? powers : Math.min(powers, 1 + random.int(2));
    for (let p = 0; p < here; p++)
      lines.push(
        powerBlock(random, { index: nextIndex(ids), level: 1 + random.int(20), qblank: 0.4 }),
        '',
      );
    powers -= here;
  }
  lines.push(
    `### Dualclass${t()}`,
    '',
    `A hero who picks this class as a secondary class through the dualclass feat gains this:${t()}`,
    '',
    `**Benefit:** You count as a ${name} in addition to your other classes, and:`,
    '',
    `* ${sentence(random)}${t()}`,
    '',
  );
  if (companions) lines.push(companions);
  return lines.join('\n');
}

/** The 13 animal companions (not blockquoted; numbers relative to the owner). */
function companions(random: Random): string {
  const t = () => random.trail();
  const out = [
    '## Animal Companions  ',
    '',
    'Each companion below can stand for several animals.  ',
    '',
  ];
  for (let i = 0; i < 13; i++) {
    const senses =
      i === 4
        ? `**Skills:** Athletics +5 + half your level`
        : i === 9
          ? `**Senses:** low-light vision`
          : `**Senses:** low-light vision; **Skills:** Perception +${4 + (i % 4)} + half your level`;
    out.push(
      `### ${PLACES[(i + 7) % PLACES.length]} ${['Hound', 'Heron', 'Boar', 'Lynx', 'Hawk'][i % 5]}${t()}`,
      '',
      `**Animal Companion**${t()}`,
      `${i % 3 ? 'Medium' : 'Large'} Natural Beast (Unaligned)${t()}`,
      `${senses}${t()}`,
      `**Str:** ${12 + (i % 6)}, **Con:** 14, **Dex:** ${13 + (i % 5)}${t()}`,
      `**Int:** 2, **Wis:** 12, **Cha:** 6${t()}`,
      '',
      `**Speed:** ${5 + (i % 3)}${i % 5 === 4 ? ', fly 8' : ''}${t()}`,
      `**AC:** ${12 + (i % 3)} + your level; **Fort:** 12 + your level, **Ref:** 13 + your level, **Will:** 11 + your level${t()}`,
      `**HP:** your staggered value; can use your recoveries${t()}`,
      '',
      `${i === 6 ? '⤢' : '‡'}\t**${['Bite', 'Beak', 'Tusk', 'Claw', 'Talon'][i % 5]}** (standard, at-will)${t()}`,
      `Your level +4 vs AC; 1d8 + your level damage.${t()}`,
    );
    if (i % 6 === 1)
      out.push(
        `†\t**Spearing Lunge** (standard, encounter)${t()}`,
        `Reach 2; your level +3 vs Reflex; 1d10 + your level and the target is slowed (save ends).${t()}`,
      );
    if (i % 2 === 0 && i < 12) out.push(`**Patient Stalker**${t()}`, `${sentence(random)}${t()}`);
    out.push('');
    if (i < 11)
      out.push(
        `A ${random.word().toLowerCase()}, ${random.word().toLowerCase()} or other wild animal.${t()}`,
        '',
      );
  }
  return out.join('\n');
}

/** The Classes chapter intro and the nine classes (19 power blocks; companions inside the fourth). */
export function classesChapter(random: Random, ids: PowerIds): string {
  const intro = [
    '# Classes  ',
    '',
    prose(random, 2),
    '',
    '## Reading Class Descriptions  ',
    '',
    '### Key Ability  ',
    '',
    prose(random, 1),
    '',
    '### Talents  ',
    '',
    prose(random, 1),
    '',
  ];
  const classes = CLASSES.map((_, i) =>
    characterClass(random, ids, i, i === 3 ? companions(random) : null),
  );
  return [...intro, ...classes].join('\n');
}

const KIT_VERBS = [
  'Studies',
  'Guards',
  'Hunts',
  'Walks',
  'Sings',
  'Keeps',
  'Tends',
  'Reads',
  'Rides',
  'Carves',
  'Bears',
  'Follows',
];

/** The 25 kit names: 12 verb-phrase kits, 9 "Dabbles in …", 4 "Worships the God of …". */
export function kitNames(): string[] {
  return Array.from({ length: 25 }, (_, i) =>
    i < 12
      ? `${KIT_VERBS[i]} the ${PLACES[(i + 2) % PLACES.length]}`
      : i < 21
        ? `Dabbles in ${CLASSES[i - 12]![0]}craft`
        : `Worships the God of ${['Storms', 'Harvests', 'Bells', 'Roads'][i - 21]}`,
  );
}

/** One kit: opener, requirements, three levelled features, the associated discipline(s). */
function kit(random: Random, ids: PowerIds, i: number, name: string): string {
  const t = () => random.trail();
  const multiclass = i >= 12 && i < 21;
  const lines = [`## ${name}${t()}`, ''];
  if (multiclass) lines.push(`${CLASSES[i - 12]![0]} multiclass.${t()}`, '');
  else if (![4, 9, 11, 22, 23].includes(i)) lines.push(`${sentence(random)}${t()}`, '');
  if (multiclass)
    lines.push(
      `**Requirements:** Not available to ${CLASSES[i - 12]![0]}s, nor to heroes who already have a secondary class.${t()}`,
      '',
    );
  const bare = i === 6;
  [1, 5, 10].forEach((level, k) => {
    const label =
      bare && level > 1
        ? `Level ${level}`
        : `${i >= 21 && k === 0 ? `Channel Divinity – ${random.word()}` : `${random.word()} ${['Start', 'Skills', 'Echo'][k]}`} (Level ${level})`;
    lines.push(`**${label}:** ${sentence(random)}${t()}`, '');
    if (k === 0 && random.chance(0.4))
      lines.push(
        `* ${sentence(random)}${t()}`,
        `* ${sentence(random)}${t()}`,
        ...(i === 2 ? ['   '] : []),
        '',
      );
    if (k === 1 && i === 14)
      lines.push(powerBlock(random, { index: nextIndex(ids), level: 5, qblank: 0.3 }), '');
    if (k === 1 && i === 8)
      lines.push(
        '> **FIELD NOTES**  ',
        `> **Tracking:** ${sentence(random)}  `,
        `> **Camping:** ${sentence(random)}  `,
        '',
      );
  });
  const choice = [1, 3, 5, 9, 13, 17, 21].includes(i);
  if (choice)
    lines.push(
      `**Associated Discipline:** Choose one of the following disciplines:${t()}`,
      '',
      `* ${DISCIPLINES[i % 23]}.${t()}`,
      `* ${DISCIPLINES[(i + 5) % 23]}.${t()}`,
      '',
    );
  else lines.push(`**Associated Discipline:** ${DISCIPLINES[i % 23]}.${t()}`, '');
  if (i === 10) {
    lines.push(
      '**Table – Familiars**',
      '',
      '| Name | Senses | Speed | Constant Benefits | While Called |',
      '|---|---|---|---|---|',
    );
    for (let r = 0; r < 24; r++)
      lines.push(
        `| ${random.word()} | low-light vision | ${4 + (r % 4)} | ${sentence(random)} | *${random.word()}:* ${sentence(random)} |`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

/** The Kits chapter (25 kits, one power block) and its Feat Paths section (7 paths). */
export function kitsChapter(random: Random, ids: PowerIds): string {
  const names = kitNames();
  const lines = [
    '# Kits  ',
    '',
    prose(random, 2),
    '',
    '### Choosing a Kit  ',
    '',
    prose(random, 1),
    '',
    '**Table – List of Kits**',
    '',
    '| Name | Short Description |',
    '|---|---|',
  ];
  for (const name of names) lines.push(`| ${name} | ${sentence(random)} |`);
  lines.push('');
  names.forEach((name, i) => lines.push(kit(random, ids, i, name), ''));
  lines.push('## Feat Paths  ', '', prose(random, 1), '');
  for (let p = 0; p < 7; p++) {
    const steps = [1, 2, 4, 6, 8, 10].map(
      (level, k) =>
        `${p === 3 && k === 0 ? `*Level ${level}*:` : `*Level ${level}:*`} ${featTitle(p * 6 + k)}`,
    );
    lines.push(
      `**${KIT_VERBS[p]} the ${PLACES[(p + 9) % PLACES.length]} Path:** ${steps.join(', ')}.${random.trail()}`,
      '',
    );
  }
  return lines.join('\n');
}
