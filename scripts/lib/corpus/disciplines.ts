/**
 * Disciplines (658 sorted power blocks), the summons appendix, prestige paths
 * and epic paths for the benchmark corpus (content-formats.md §7.3–7.5, §9.2).
 */
import { PLACES, sentence, type Random } from './random.ts';
import { prose } from './entities.ts';
import { CLASSES, DISCIPLINES, kitNames } from './classes.ts';
import {
  drawFrequency,
  nextIndex,
  powerBlock,
  sharedQuote,
  type Anomaly,
  type PowerIds,
  type PowerShape,
} from './powers.ts';

const ABILITIES = ['Strength', 'Constitution', 'Dexterity', 'Intelligence', 'Wisdom', 'Charisma'];
const ORDER = { 'At-Will': 0, Encounter: 1, Daily: 2, Consumable: 3 } as const;

/** Sizes of the 23 leveled disciplines (11–71 powers, 634 in all) and the cantrip list (24). */
function disciplineSizes(random: Random): number[] {
  const sizes = Array.from({ length: 23 }, () => 11);
  let left = 634 - 11 * 23;
  while (left > 0) {
    const i = random.int(23);
    if (sizes[i]! < 71) {
      sizes[i]!++;
      left--;
    }
  }
  return [...sizes, 24];
}

/** The shapes of one discipline's powers, sorted as the books sort them: level, then frequency, then Attack before Utility. */
function disciplineShapes(
  random: Random,
  ids: PowerIds,
  count: number,
  cantrips: boolean,
): PowerShape[] {
  const drawn = Array.from({ length: count }, () => {
    const level = cantrips ? 0 : 1 + random.int(30);
    const frequency = cantrips ? 'At-Will' : drawFrequency(random);
    const category = random.chance(0.62) ? 'Attack' : 'Utility';
    return { level, frequency, category } as const;
  });
  drawn.sort(
    (a, b) =>
      a.level - b.level ||
      ORDER[a.frequency] - ORDER[b.frequency] ||
      (a.category === b.category ? 0 : a.category === 'Attack' ? -1 : 1),
  );
  return drawn.map((d) => ({
    index: nextIndex(ids),
    level: cantrips ? 'Feature' : random.chance(0.025) ? null : d.level,
    frequency: d.frequency,
    category: d.category,
    qblank: 0.3,
  }));
}

const ANOMALIES: Record<number, Anomaly> = {
  3: 'one-span',
  9: 'merged',
  14: 'one-span',
  19: 'split-action',
};

/** One discipline: header lines, flavor, notes, the powers (two disciplines hold a shared quote span). */
function discipline(random: Random, ids: PowerIds, i: number, size: number): string {
  const t = () => random.trail();
  const name = DISCIPLINES[i]!;
  const cantrips = i === 23;
  const owner = CLASSES[Math.floor(i / 2) % 9]![0];
  const kits = kitNames();
  const plural = i % 12 >= 7;
  const sourceLabel =
    i === 17 ? '**Sources:*' : plural || cantrips ? '**Sources:**' : '**Source:**';
  const sources =
    plural || cantrips
      ? `${owner} (class), ${kits[i % 25]}, ${kits[(i + 7) % 25]} (kits)`
      : `${owner} (class)`;
  const lines = [`## ${name}${t()}`];
  if (!cantrips)
    lines.push(
      `**Key Ability:** ${ABILITIES[i % 6]}${t()}`,
      `**Secondary Ability:** ${ABILITIES[(i + 3) % 6]}${t()}`,
    );
  lines.push(`${sourceLabel} ${sources}${t()}`, '', `${sentence(random)}${t()}`, '');
  if (i % 4 === 2 && i < 23)
    lines.push(`**Note:** ${sentence(random)}${t()}`, '', prose(random, 1), '');
  const shapes = disciplineShapes(random, ids, size, cantrips);
  const anomaly = ANOMALIES[i];
  if (anomaly) shapes[Math.floor(size / 2)]!.anomaly = anomaly;
  for (let p = 0; p < shapes.length; p++) {
    if ((i === 5 || i === 12) && p === 4) {
      lines.push(sharedQuote(random, shapes[p]!, shapes[p + 1]!, i === 12), '');
      p++;
    } else lines.push(powerBlock(random, shapes[p]!), '');
  }
  return lines.join('\n');
}

/** The 14 summoned creatures of the summoner discipline (not blockquoted, owner-relative). */
function summons(random: Random): string {
  const t = () => random.trail();
  const out = [
    `## ${DISCIPLINES[10]} Summons  `,
    '',
    'Your summoning powers call these creatures.  ',
    '',
  ];
  [1, 1, 5, 5, 9, 9, 15, 15, 19, 19, 25, 25, 29, 29].forEach((level, i) => {
    out.push(
      `### ${PLACES[(i + 4) % PLACES.length]} ${['Gnat Swarm', 'Hound', 'Wisp', 'Golem'][i % 4]}${t()}`,
      '',
      `**Level ${level} Summoned Creature**${t()}`,
      `${i % 2 ? 'Small' : 'Medium'} Elemental Beast ● ${random.pick(['Fire', 'Demon, Swarm', 'Air'])} (${random.pick(['Unaligned', 'Chaotic Evil'])})${t()}`,
      `**Senses:** darkvision${t()}`,
      `**Languages:** Primordial${t()}`,
      '',
      `**Speed:** ${random.pick(['6', 'fly 6 (hover)', '5, see also *drift*'])}${t()}`,
      `**Defenses:** your defenses${i % 7 === 3 ? ' +2' : ''}${t()}`,
      `**HP:** your ${level === 1 ? 'recovery' : 'staggered'} value; can use your recoveries${t()}`,
    );
    if (i % 3 === 0) out.push(`**Resist:**&nbsp;fire 10, **Vulnerable:**&nbsp;cold 10${t()}`);
    if (i % 2 === 0) out.push(`*Stinging Cloud aura 1:* ${sentence(random)}${t()}`);
    out.push(
      '',
      `${random.pick(['‡', '∢', '†', '⋇'])}\t**${random.word()} Strike** (standard, at-will)${t()}`,
      `Your level +4 vs Reflex; 1d6 + Charisma modifier fire damage.${t()}`,
    );
    if (i % 2) out.push(`**Scatter** (move, encounter)${t()}`, `${sentence(random)}${t()}`);
    out.push(`**Instinct**${t()}`, `${sentence(random)}${t()}`, '');
  });
  return out.join('\n');
}

/** The Disciplines chapter: table, 24 disciplines (658 powers), the summons appendix after the summoner. */
export function disciplinesChapter(random: Random, ids: PowerIds): string {
  const lines = [
    '# Disciplines  ',
    '',
    prose(random, 2),
    '',
    '**Table – Disciplines**',
    '',
    '| Name | Key Ability | Secondary Ability | Tradition |',
    '|---|---|---|---|',
  ];
  DISCIPLINES.forEach((name, i) =>
    lines.push(
      i === 23
        ? `| ${name} | | | Arcane |`
        : `| ${name} | ${ABILITIES[i % 6]} | ${ABILITIES[(i + 3) % 6]} | ${CLASSES[Math.floor(i / 2) % 9]![1]} |`,
    ),
  );
  lines.push('');
  disciplineSizes(random).forEach((size, i) => {
    lines.push(discipline(random, ids, i, size));
    if (i === 10) lines.push(summons(random));
  });
  return lines.join('\n');
}

const PATH_ANOMALIES: Record<number, Anomaly> = {
  1: 'one-span',
  4: 'merged',
  8: 'misplaced-flavor',
  11: 'one-span',
  15: 'merged',
  18: 'split-action',
};

/** One prestige path (`i` 0–19): flavor, requirements, Class Features, three powers; path 13 has no subsections. */
function prestigePath(random: Random, ids: PowerIds, i: number, name: string): string {
  const t = () => random.trail();
  const lines = [`## ${name}${t()}`, '', `${sentence(random)}${t()}`, ''];
  if (i < 12)
    lines.push(`**Requirements:** ${CLASSES[i % 9]![0]} class, ${sentence(random)}${t()}`, '');
  else if (i === 12) lines.push(`**Prerequisite:** ${sentence(random)}${t()}`, '');
  if (i === 13) {
    for (const level of ['11th', '11th', '11th', '12th', '20th'])
      lines.push(
        `**${random.word()} Gift (${level} level):** Choose any one power of your level from your class disciplines.${t()}`,
        '',
      );
    return lines.join('\n');
  }
  const levels = i === 6 ? ['11th', '16th', '16th'] : ['11th', '11th', '16th'];
  lines.push(`### Class Features${i % 5 === 0 ? ' ' : ''}`, '');
  levels.forEach((level) =>
    lines.push(
      `**${random.word()} ${random.pick(['Action', 'Resolve', 'Edge'])} (${level} level):** ${sentence(random)}${t()}`,
      '',
    ),
  );
  lines.push(`### Powers${i % 5 === 0 ? ' ' : ''}`, '');
  const plan = [
    [11, 'Encounter', 'Attack'],
    [i === 9 ? 16 : 12, 'Encounter', 'Utility'],
    [20, 'Daily', 'Attack'],
  ] as const;
  plan.forEach(([level, frequency, category], k) => {
    const shape: PowerShape = {
      index: nextIndex(ids),
      level,
      frequency,
      category,
      flavor: 0.74,
      qblank: 0.3,
    };
    if (k === 1 && PATH_ANOMALIES[i]) shape.anomaly = PATH_ANOMALIES[i];
    lines.push(powerBlock(random, shape), '');
  });
  return lines.join('\n');
}

/** One epic path: flavor, optional requirements and immortality, three features, one level-26 power. */
function epicPath(random: Random, ids: PowerIds, i: number, name: string): string {
  const t = () => random.trail();
  const lines = [`## ${name}${t()}`, '', `${sentence(random)}${t()}`, ''];
  if (i === 2) lines.push(`**Requirements:** ${sentence(random)}${t()}`, '');
  if (i === 2)
    lines.push(
      `### Immortality${t()}`,
      '',
      prose(random, 1),
      '',
      `**The Unquenched ${random.word()}:** ${sentence(random)}${t()}`,
      '',
    );
  lines.push(`### Class Features${t()}`, '');
  const labels =
    i === 2 ? ['Level 21', 'Level 24', 'Level 30'] : ['21st level', '24th level', '30th level'];
  for (const label of labels)
    lines.push(
      `**${random.word()} ${random.pick(['Glow', 'Kindling', 'Beacon'])} (${label}):** ${sentence(random)}${t()}`,
      '',
    );
  lines.push(
    `### Power${t()}`,
    '',
    powerBlock(random, {
      index: nextIndex(ids),
      level: 26,
      frequency: i === 4 ? 'Encounter' : 'Daily',
      category: 'Utility',
      qblank: 0.3,
    }),
    '',
  );
  return lines.join('\n');
}

/** The Prestige Paths (20, 57 powers) and Epic Paths (6, 6 powers) chapters with their requirement tables. */
export function pathsChapters(random: Random, ids: PowerIds): string {
  const prestige = Array.from(
    { length: 20 },
    (_, i) =>
      `${PLACES[(i + 3) % PLACES.length]} ${['Sentinel', 'Seer', 'Reaver', 'Warden'][i % 4]}`,
  );
  const epic = Array.from(
    { length: 6 },
    (_, i) =>
      `Last ${PLACES[(i + 13) % PLACES.length]} ${['Lamplighter', 'Sovereign', 'Wanderer'][i % 3]}`,
  );
  const lines = [
    '# Prestige Paths  ',
    '',
    prose(random, 2),
    '',
    '**Table – Prestige Paths and Their Requirements**',
    '',
    '| Name | Requirements |',
    '|---|---|',
  ];
  prestige.forEach((name, i) => {
    if (i === 2 || i === 7 || i === 16) return; // three paths have no row
    lines.push(`| ${name} | ${i % 3 === 0 ? '' : sentence(random)} |`);
  });
  lines.push('');
  prestige.forEach((name, i) => lines.push(prestigePath(random, ids, i, name)));
  lines.push(
    '# Epic Paths  ',
    '',
    prose(random, 1),
    '',
    '**Table – Epic Paths and Their Requirements**',
    '',
    '| Name | Description |',
    '|---|---|',
  );
  epic.forEach((name) => lines.push(`| ${name} | ${sentence(random)} |`));
  lines.push('');
  epic.forEach((name, i) => lines.push(epicPath(random, ids, i, name)));
  return lines.join('\n');
}
