/**
 * Monster stat blocks: a blockquote whose h4 is followed by a rank line
 * (see monster-format.ts). The reader walks the block's lines: rank line,
 * type line, stat lines (monster-stats.ts), auras and other extra lines, then
 * the entries (monster-entries.ts); then checks the stat block's arithmetic
 * (monster-checks.ts). Every line ends up in the monster or in a diagnostic.
 */
import type { Blockquote, PhrasingContent, RootContent } from 'mdast';
import { markDice } from '../dice-marks.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { renderHtml, renderInline } from '../render.ts';
import { blockText } from '../text.ts';
import type { MonsterBody } from '../types.ts';
import { repairLiteralLabels } from './inline-fields.ts';
import { checkMonster } from './monster-checks.ts';
import { readEntries, type EntryLine } from './monster-entries.ts';
import { readRankLine, SYMBOL_LINE } from './monster-format.ts';
import {
  emptyStats,
  isStatLine,
  readStatLine,
  readTypeLine,
  type StatPositions,
} from './monster-stats.ts';

export type { MonsterBody } from '../types.ts';

/** A line of the block with the index of the paragraph it is in (a `>` line separates paragraphs). */
interface BlockLine extends EntryLine {
  paragraph: number;
  /** Block nodes (lists, tables) that stand in the quote instead of a line. */
  block: RootContent | null;
}

/** Reads a stat block; `monster` is null when its rank line cannot be read. */
export function readMonster(
  file: string,
  block: Blockquote,
): { monster: MonsterBody | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const [heading, ...rest] = block.children;
  const name = plainText(
    heading && 'children' in heading ? (heading.children as PhrasingContent[]) : [],
  );
  const lines = blockLines(rest);
  const rankLine = lines[0];
  const rank = rankLine ? readRankLine(plainText(rankLine.nodes)) : null;
  if (!rankLine || !rank || name === '') {
    const at = rankLine?.start ?? pointOf(block);
    const why = name === '' ? 'the `> ####` heading has no name' : 'the rank line cannot be read';
    diagnostics.push(diagnostic('block/unrecognized', file, at, `Monster "${name}": ${why}.`));
    return { monster: null, diagnostics };
  }
  const stats = emptyStats();
  const positions: StatPositions = { modifiers: {}, seen: new Set() };
  let cursor = 1;
  const typeLine = lines[1];
  if (typeLine && !typeLine.block && !isStatLine(typeLine.nodes)) {
    positions.typeLine = typeLine.start;
    if (!readTypeLine(plainText(typeLine.nodes), stats))
      diagnostics.push(
        diagnostic(
          'monster/bad-type-line',
          file,
          typeLine.start,
          `Monster "${name}": the type line \`${plainText(typeLine.nodes)}\` does not start with a size (Tiny, Small, Medium, Large, Huge, Gargantuan).`,
        ),
      );
    else cursor = 2;
  }
  let hpParagraph: number | null = null;
  let entriesFrom = lines.length;
  for (let index = cursor; index < lines.length; index++) {
    const line = lines[index]!;
    const afterStats = hpParagraph !== null && line.paragraph > hpParagraph;
    if (afterStats || (!line.block && SYMBOL_LINE.test(plainText(line.nodes)))) {
      entriesFrom = index;
      break;
    }
    if (line.block) {
      // Auras and other extra lines hold dice (`1d6 fire damage`): marked and checked as prose.
      diagnostics.push(...markDice(file, [line.block]).diagnostics);
      stats.extras.push({
        label: null,
        text: blockText(line.block),
        html: renderHtml([line.block]),
        line: line.start.line,
      });
    } else if (isStatLine(line.nodes)) {
      readStatLine(file, name, line.nodes, line.start.line, stats, positions, diagnostics);
      if (stats.hp !== null && hpParagraph === null) hpParagraph = line.paragraph;
    } else {
      diagnostics.push(...markDice(file, line.nodes).diagnostics);
      stats.extras.push({
        label: null,
        text: plainText(line.nodes),
        html: renderInline(line.nodes),
        line: line.start.line,
      });
    }
  }
  const entryLines = lines
    .slice(entriesFrom)
    .map((line) =>
      line.block
        ? { nodes: [{ type: 'text' as const, value: blockText(line.block) }], start: line.start }
        : line,
    );
  const entries = readEntries(file, name, entryLines, diagnostics);
  const monster: MonsterBody = { name, ...rank, ...stats, entries };
  diagnostics.push(...checkMonster(file, monster, positions, rankLine.start));
  return { monster, diagnostics };
}

function blockLines(children: readonly RootContent[]): BlockLine[] {
  const lines: BlockLine[] = [];
  children.forEach((child, paragraph) => {
    if (child.type === 'paragraph') {
      for (const line of splitLines(child))
        lines.push({ ...line, nodes: repairLiteralLabels(line.nodes), paragraph, block: null });
    } else lines.push({ nodes: [], start: pointOf(child), paragraph, block: child });
  });
  return lines;
}
