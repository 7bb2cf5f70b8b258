/**
 * The headings that misled readers of the whole library (content-formats
 * §13.4), added to the books' lines in place: numbered treasure headings and
 * a rules heading under the magic-items chapter, and `##### Variants`
 * followed by variant headings of the same level in the bestiary.
 */
import { prose, table } from './entities.ts';
import { powerSpans } from './blocks.ts';
import type { Random } from './random.ts';

/** How many `##### Variants` headings the bestiary gets (§13.4). */
export const VARIANT_SECTIONS = 16;

const TREASURE = ['Steady Progression', 'Random Hoards', 'Wish Lists', 'Narrative Play'];

/** The advanced options' lines with `### 1. Steady Progression` … `### 4. Narrative Play`, a table and `### Boosted Enchanted Items` before the first item group. */
export function treasureHeadings(random: Random, lines: readonly string[]): string[] {
  const chapter = lines.findIndex((line) => line.trimEnd() === '# Magic Items');
  const group = lines.findIndex((line, i) => i > chapter && line.startsWith('## '));
  const added = [
    ...TREASURE.flatMap((name, i) => [`### ${i + 1}. ${name}  `, '', prose(random, 1), '']),
    table(random, 'Treasure per Level'),
    '',
    '### Boosted Enchanted Items  ',
    '',
    prose(random, 2),
    '',
  ];
  return [...lines.slice(0, group), ...added, ...lines.slice(group)];
}

/** The monsters' lines with `##### Variants` and two variant headings after 16 stat blocks of the bestiary. */
export function variantHeadings(random: Random, lines: readonly string[]): string[] {
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '# Traps');
  const blocks = powerSpans(lines).filter((span) => span.start < end);
  const step = Math.floor(blocks.length / VARIANT_SECTIONS);
  const after = new Set(
    Array.from({ length: VARIANT_SECTIONS }, (_, i) => blocks[i * step + 3]!.end),
  );
  return lines.flatMap((line, i) => {
    if (!after.has(i)) return [line];
    const name = blocks.find((span) => span.end === i)!.name;
    return [
      '',
      '##### Variants  ',
      '',
      ...['Grim', 'Pale'].flatMap((kind) => [`##### ${kind} ${name}  `, '', prose(random, 1), '']),
      line,
    ];
  });
}
