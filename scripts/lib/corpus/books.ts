/**
 * A realistic synthetic corpus for benchmarks and tests: five books shaped like
 * the full Orcus SRD (as the content-formats and monster-format surveys of the
 * real books describe them), about 1.5 MB of markdown. Every entity family sits
 * where the real books put it, under the real headings and at the real counts
 * (content-formats §12.1): 852 power blocks of every variant (in combat
 * actions, feats, cruxes, species, poisons, bonds, classes, a kit, 24
 * disciplines, prestige and epic paths), 220 monster stat blocks, 138 feats, 80
 * arts, 137 magic items, 25 species, 12 cruxes and 6 heritages, 13 deities, 9
 * classes, 25 kits, 7 feat paths, 24 disciplines, 20 prestige and 6 epic paths,
 * 27 traps, and the blocks the compiler does not read yet (companions, summons,
 * vehicles, bonds, afflictions, threats, challenges), with prose and captioned
 * tables between them. The books' slips are there at their real rates (one
 * `**Sources:*` label, one flavor line behind an `**Effect**` label above a
 * header); trailing spaces follow the books. Deterministic: the same seed gives
 * the same bytes. Names and prose are invented from word lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monsterBlock } from './monsters.ts';
import { creatingMonstersChapter } from './monster-rules.ts';
import { createRandom, type Random } from './random.ts';
import {
  ART_SKILLS,
  FEAT_RANKS,
  art,
  artSchools,
  feat,
  prose,
  table,
  type FeatShape,
} from './entities.ts';
import { itemGroups } from './items.ts';
import { nextIndex, powerBlock, powerRun, type PowerIds } from './powers.ts';
import { ancestriesChapter, speciesChapter } from './ancestry.ts';
import { classesChapter, kitsChapter } from './classes.ts';
import { disciplinesChapter, pathsChapters } from './disciplines.ts';
import { afflictionsChapter, templatesChapter, threatsChapter, trapsChapter } from './hazards.ts';
import {
  bondsChapter,
  challengesChapter,
  combatActionsChapter,
  conditionsAndSkills,
  deitiesChapter,
  rulebookVehiclesChapter,
  vehiclesChapter,
} from './rules.ts';

/** One book of the corpus. */
export interface CorpusBook {
  /** File name, e.g. `orcus-monsters.md`. */
  name: string;
  text: string;
}

/** What one book holds: its chapters (in order) and its target size, reached with prose chapters between them. */
interface BookPlan {
  name: string;
  title: string;
  weight: number;
  bytes: number;
  chapters: (random: Random, ids: PowerIds) => string[];
}

/** The PO feat groups (level 2) with their sizes: 133 feats. */
const FEAT_GROUPS = [
  ['General Feats', 55], ['Martial Training Feats', 15], ['Art Feats', 3],
  ['Channel Divinity Feats', 1], ['Psi Focus Feats', 13], ['Shard Feats', 4],
  ['Aura Shard Feats', 9], ['Blast Shard Feats', 8], ['Shield Shard Feats', 6],
  ['Weapon Shard Feats', 9], ['Wild Shape Feats', 3], ['Dualclassing', 4], ['Kit Study Feats', 3],
] as const; // prettier-ignore

/** What feat `i` (0–137) carries besides the common, randomly drawn lines. */
function featShape(random: Random, ids: PowerIds, i: number, group: string): FeatShape {
  const shape: FeatShape = { index: i };
  if (group === 'Dualclassing') shape.qualifier = '(Dualclass)';
  if (FEAT_RANKS[i]) shape.qualifier = FEAT_RANKS[i];
  if (i === 20 || i === 90) shape.prereqLabel = 'Prerequisites:';
  if (i === 136 || i === 137) shape.prereqLabel = 'Requirements:';
  if (i === 7 || i === 63) shape.options = true;
  if (i === 25) shape.weapon = 'one-line';
  if (i === 58) shape.weapon = 'two-lines';
  if (i === 9) shape.wideHeading = true;
  if (group === 'Channel Divinity Feats') {
    shape.table = true;
    shape.powers = powerRun(
      random,
      Array.from({ length: 19 }, () => ({
        index: nextIndex(ids),
        level: 'Feature' as const,
        frequency: 'Encounter' as const,
        qblank: 0.3,
      })),
    );
  } else if ([15, 33, 52, 75, 88, 101, 120].includes(i))
    shape.powers = powerBlock(random, {
      index: nextIndex(ids),
      level: 1 + random.int(20),
      qblank: 0.3,
    });
  return shape;
}

/** The Feats chapter (PO): a prose-only variant section, then the 13 groups. */
function featsChapter(random: Random, ids: PowerIds): string {
  const lines = [
    '# Feats  ',
    '',
    prose(random, 2),
    '',
    '## Variant: Bonus Feats  ',
    '',
    prose(random, 2),
    '',
  ];
  let index = 0;
  for (const [group, count] of FEAT_GROUPS) {
    lines.push(`## ${group}${random.trail()}`, '');
    for (let k = 0; k < count; k++)
      lines.push(feat(random, featShape(random, ids, index++, group)), '');
  }
  return lines.join('\n');
}

/** The Combat Maneuvers chapter (AO): 9 maneuver powers and `## New Feats` (3 feats, 133–135). */
function maneuversChapter(random: Random, ids: PowerIds): string {
  const lines = ['# Combat Maneuvers  ', '', prose(random, 2), ''];
  for (let m = 0; m < 9; m++)
    lines.push(
      powerBlock(random, { index: nextIndex(ids), level: 1 + random.int(10), qblank: 0.3 }),
      '',
    );
  lines.push('## New Feats  ', '');
  for (let i = 133; i < 136; i++)
    lines.push(feat(random, featShape(random, ids, i, 'New Feats')), '');
  return lines.join('\n');
}

/** The Arts chapter (AO): rules, index tables, the gated-arts feats (136–137), then 14 skill groups of 80 arts. */
function artsChapter(random: Random): string {
  const lines = [
    '# Arts  ',
    '',
    prose(random, 2),
    '',
    '## Types of Arts  ',
    '',
    '### Incantations  ',
    '',
    prose(random, 1),
    '',
    '### Practices  ',
    '',
    prose(random, 1),
    '',
  ];
  lines.push(
    '##### Table – Incantations by Level',
    '',
    '| Name | Level | Category | Skill |',
    '|---|---|---|---|',
  );
  for (let r = 0; r < 39; r++)
    lines.push(`| ${random.word()} | ${1 + (r % 20)} | Divination | Arcana |`);
  lines.push('', '## Rules Variant: Gated Arts  ', '', prose(random, 1), '');
  for (let i = 136; i < 138; i++)
    lines.push(feat(random, { index: i, prereqLabel: 'Requirements:' }), '');
  lines.push('## Sample Arts  ', '', prose(random, 1), '');
  const schools = artSchools(random);
  let index = 0;
  for (const [skill, count] of ART_SKILLS) {
    lines.push(`## ${skill}${random.trail()}`, '');
    for (let k = 0; k < count; k++) {
      const { school, incantation } = schools[index]!;
      lines.push(art(random, index++, skill, school, incantation), '');
    }
  }
  return lines.join('\n');
}

/** The Magic Items chapter (AO): 137 items in 12 groups, then `## Poisons` (22 consumable power blocks). */
function itemsChapter(random: Random, ids: PowerIds): string {
  const poisons = Array.from({ length: 22 }, (_, i) => ({
    index: nextIndex(ids),
    level: [1, 5, 9, 15, 19, 25, 29][i % 7]!,
    frequency: 'Consumable' as const,
    category: 'Attack' as const,
    qblank: 0.3,
  }));
  return [
    '# Magic Items  ',
    '',
    prose(random, 2),
    '',
    table(random, 'Random Items'),
    '',
    itemGroups(random),
    '## Poisons  ',
    '',
    prose(random, 1),
    '',
    powerRun(random, poisons),
    '',
    '## Hirelings and Companions  ',
    '',
    prose(random, 2),
    '',
  ].join('\n');
}

/** The bestiary (MO): 220 stat blocks under level-2 groups of ten. */
function bestiaryChapter(random: Random): string {
  const lines = [creatingMonstersChapter(), '', '# Bestiary  ', '', prose(random, 2), ''];
  for (let i = 0; i < 220; i++) {
    if (i % 10 === 0)
      lines.push(
        `## ${random.word()} ${['Kin', 'Beasts', 'Spirits', 'Hordes'][(i / 10) % 4]} ${i / 10 + 1}${random.trail()}`,
        '',
        prose(random, 1),
        '',
      );
    lines.push(monsterBlock(random, i), '');
  }
  return lines.join('\n');
}

const PLANS: readonly BookPlan[] = [
  { name: 'orcus-rulebook.md', title: 'Rulebook', weight: 1, bytes: 250_000, chapters: (r, ids) => [combatActionsChapter(r, ids), conditionsAndSkills(r), rulebookVehiclesChapter(r)] },
  { name: 'orcus-player-options.md', title: 'Player Options', weight: 2, bytes: 165_000, chapters: (r, ids) => [ancestriesChapter(r, ids), deitiesChapter(r), featsChapter(r, ids)] },
  { name: 'orcus-advanced-options.md', title: 'Advanced Options', weight: 3, bytes: 235_000, chapters: (r, ids) => [speciesChapter(r, ids), maneuversChapter(r, ids), artsChapter(r), itemsChapter(r, ids), bondsChapter(r, ids), vehiclesChapter(r), challengesChapter(r)] },
  { name: 'orcus-classes-and-powers.md', title: 'Classes and Powers', weight: 4, bytes: 440_000, chapters: (r, ids) => [classesChapter(r, ids), kitsChapter(r, ids), disciplinesChapter(r, ids), pathsChapters(r, ids)] },
  { name: 'orcus-monsters.md', title: 'Monsters', weight: 5, bytes: 390_000, chapters: (r) => [bestiaryChapter(r), trapsChapter(r), afflictionsChapter(r), threatsChapter(r), templatesChapter(r)] },
]; // prettier-ignore

/** Each book's title (its front matter and first chapter), by its file name, in book order. */
export const CORPUS_BOOK_TITLES: ReadonlyMap<string, string> = new Map(
  PLANS.map((plan) => [plan.name, plan.title]),
);

/** The five books, generated from `seed` (the same seed gives the same bytes). */
export function corpusBooks(seed = 1): CorpusBook[] {
  const random = createRandom(seed);
  const ids: PowerIds = { power: 0 };
  return PLANS.map((plan) => ({
    name: plan.name,
    text: assemble(random, plan, plan.chapters(random, ids)),
  }));
}

/** Writes the books into `dir` (created if needed); returns their paths. */
export function writeCorpus(dir: string, seed = 1): string[] {
  mkdirSync(dir, { recursive: true });
  return corpusBooks(seed).map((book) => {
    const path = join(dir, book.name);
    writeFileSync(path, book.text);
    return path;
  });
}

/** Front matter, title, TOC marker; the chapters with prose chapters and tables between them up to the target size; Legal. */
function assemble(random: Random, plan: BookPlan, chapters: string[]): string {
  const head = [
    '---',
    'layout: default',
    `title: ${plan.title}`,
    `navigation_weight: ${plan.weight}`,
    'footer: ${pageNo}',
    ...(plan.weight === 3 ? [''] : []),
    '---',
    '',
    `# ${plan.title}  `,
    '',
    '1.1',
    '',
    '* TOC  ',
    '{:toc}',
    '',
  ].join('\n');
  const legal = `\n# Legal  \n\n${prose(random, 3)}\n`;
  const used =
    head.length + legal.length + chapters.reduce((sum, part) => sum + part.length + 1, 0);
  const gaps = chapters.length;
  const fillPerGap = Math.max(0, (plan.bytes - used) / gaps);
  const parts = [head];
  let chapter = 0;
  for (let gap = 0; gap < gaps; gap++) {
    const filler: string[] = [];
    let size = 0;
    while (size < fillPerGap) {
      let part: string;
      if (size === 0) {
        chapter++;
        part = `# ${random.word()} ${random.word()} ${chapter}${random.trail()}\n\n${prose(random, 2)}`;
      } else if (random.chance(0.12)) part = table(random, `${chapter}.${filler.length}`);
      else if (random.chance(0.35))
        part = `### ${random.word()} ${random.word()} ${chapter}.${filler.length}${random.trail()}\n\n${prose(random, 2)}`;
      else part = prose(random, 1 + random.int(3));
      filler.push(part, '');
      size += part.length + 1;
    }
    parts.push(filler.join('\n'), chapters[gap]!);
  }
  return `${parts.join('\n')}${legal}`;
}
