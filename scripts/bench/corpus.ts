/**
 * A realistic synthetic corpus for benchmarks: five books shaped like the full
 * Orcus SRD (../shared/docs/content-formats.md and monster-format.md) — about
 * 1.5 MB of markdown with about 850 power blocks of every variant (blank
 * quote line, flavor, missing level, `Feature`, tags or none, lazy
 * continuation lines, own-line and inline level scaling, option bullets,
 * secondary attacks, Maintain and Boost lines, merged-token and one-span
 * headers, the older two-line layout, two blocks in one quote span), about
 * 220 monster stat blocks, feats, arts (rituals), magic items and prose
 * with captioned tables, at the real books' proportions. Trailing spaces
 * follow the books (more than half the lines end in two). Deterministic:
 * the same seed gives the same bytes. Names are invented.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { powerBlock, type PowerShape } from './corpus-powers.ts';
import { monsterBlock } from './corpus-monsters.ts';
import { createRandom, type Random } from './corpus-random.ts';
import { art, feat, item, prose, table } from './corpus-entities.ts';

/** One book of the corpus. */
export interface CorpusBook {
  /** File name, e.g. `orcus-monsters.md`. */
  name: string;
  text: string;
}

/** What one book holds; proportions from content-formats.md §12.1. */
interface BookPlan {
  name: string;
  title: string;
  weight: number;
  /** Target size in bytes, reached with prose between the entities. */
  bytes: number;
  powers: number;
  monsters: number;
  feats: number;
  arts: number;
  items: number;
  /** Power blocks of this book that are poisons (frequency Consumable). */
  poisons: number;
}

const PLANS: readonly BookPlan[] = [
  {
    name: 'orcus-rulebook.md',
    title: 'Rulebook',
    weight: 1,
    bytes: 250_000,
    powers: 9,
    monsters: 0,
    feats: 0,
    arts: 0,
    items: 4,
    poisons: 0,
  },
  {
    name: 'orcus-player-options.md',
    title: 'Player Options',
    weight: 2,
    bytes: 165_000,
    powers: 38,
    monsters: 0,
    feats: 133,
    arts: 0,
    items: 0,
    poisons: 0,
  },
  {
    name: 'orcus-advanced-options.md',
    title: 'Advanced Options',
    weight: 3,
    bytes: 235_000,
    powers: 64,
    monsters: 0,
    feats: 5,
    arts: 80,
    items: 137,
    poisons: 22,
  },
  {
    name: 'orcus-classes-and-powers.md',
    title: 'Classes and Powers',
    weight: 4,
    bytes: 440_000,
    powers: 741,
    monsters: 0,
    feats: 0,
    arts: 0,
    items: 0,
    poisons: 0,
  },
  {
    name: 'orcus-monsters.md',
    title: 'Monsters',
    weight: 5,
    bytes: 390_000,
    powers: 0,
    monsters: 220,
    feats: 0,
    arts: 0,
    items: 0,
    poisons: 0,
  },
];

/** The five books, generated from `seed` (the same seed gives the same bytes). */
export function corpusBooks(seed = 1): CorpusBook[] {
  const random = createRandom(seed);
  let powerIndex = 0;
  return PLANS.map((plan) => {
    const entities: string[][] = [];
    const shapes: PowerShape[] = [];
    for (let i = 0; i < plan.powers; i++)
      shapes.push({ index: powerIndex++, poison: i < plan.poisons });
    entities.push(...chapters(random, 'Powers', shapes, (s) => powerBlock(random, s), 20));
    entities.push(...chapters(random, 'Feats', range(plan.feats), (i) => feat(random, i), 12));
    entities.push(...chapters(random, 'Arts', range(plan.arts), (i) => art(random, i), 10));
    entities.push(
      ...chapters(random, 'Magic Items', range(plan.items), (i) => item(random, i), 15),
    );
    entities.push(
      ...chapters(random, 'Bestiary', range(plan.monsters), (i) => monsterBlock(random, i), 10),
    );
    return { name: plan.name, text: assemble(random, plan, entities) };
  });
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

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/** Groups entities under level-1 chapters and level-2 groups; returns one line list per group. */
function chapters<T>(
  random: Random,
  title: string,
  items: readonly T[],
  render: (item: T) => string,
  perGroup: number,
): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < items.length; start += perGroup) {
    const group = [`## ${title} ${random.word()} ${groups.length + 1}${random.trail()}`, ''];
    if (start === 0) group.unshift(`# ${title}${random.trail()}`, '', prose(random, 2), '');
    for (const item of items.slice(start, start + perGroup)) group.push(render(item), '');
    groups.push(group);
  }
  return groups;
}

/** Front matter, title, TOC marker; the groups with prose and tables between them up to the target size; Legal. */
function assemble(random: Random, plan: BookPlan, groups: string[][]): string {
  const head = [
    '---',
    'layout: default',
    `title: ${plan.title}`,
    `navigation_weight: ${plan.weight}`,
    'footer: ${pageNo}',
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
  const body = groups.map((group) => group.join('\n'));
  const used = head.length + legal.length + body.reduce((sum, part) => sum + part.length, 0);
  const gaps = Math.max(1, body.length);
  const fillPerGap = Math.max(0, (plan.bytes - used) / gaps);
  const parts = [head];
  let chapter = 0;
  for (let gap = 0; gap < gaps; gap++) {
    const filler: string[] = [];
    let size = 0;
    while (size < fillPerGap) {
      let part: string;
      if (size === 0 && (body.length === 0 || random.chance(0.5))) {
        chapter++;
        part = `# ${random.word()} ${random.word()} ${chapter}${random.trail()}\n\n${prose(random, 2)}`;
      } else if (random.chance(0.12)) part = table(random, `${chapter}.${filler.length}`);
      else if (random.chance(0.35))
        part = `### ${random.word()} ${random.word()} ${chapter}.${filler.length}${random.trail()}\n\n${prose(random, 2)}`;
      else part = prose(random, 1 + random.int(3));
      filler.push(part, '');
      size += part.length + 1;
    }
    parts.push(filler.join('\n'));
    if (body[gap] !== undefined) parts.push(body[gap]!);
  }
  return `${parts.join('\n')}${legal}`;
}
