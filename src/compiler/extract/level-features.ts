/**
 * The labelled runs of a kit's or a path's body (content-formats §7.1, 7.4,
 * 7.5): `**Name (Level 5):**`, `**Name (11th level):**` or a bare
 * `**Level 5:**` label starts a feature, which takes the lines, paragraphs and
 * lists after it until the next label; other bold labels the caller names
 * (Requirements, Associated Discipline…) are handed back with their lines.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { LevelFeature } from '../class-types.ts';
import type { Point } from '../diagnostics.ts';
import { plainText, splitLines } from '../lines.ts';
import { renderHtml } from '../render.ts';
import { blocksText } from '../text.ts';
import { leadingLabel } from './labels.ts';
import { richOf } from './record-lines.ts';

const FEATURE =
  /^(?:(.+?)\s*\((?:level\s+(\d+)|(\d+)(?:st|nd|rd|th)[\s-]+level)\)|level\s+(\d+))$/i;

/** The level and name of a feature label, or null when the label is no feature label. */
export function featureLabel(label: string): { level: number; name: string | null } | null {
  const match = FEATURE.exec(label.trim());
  if (!match) return null;
  return { level: Number(match[2] ?? match[3] ?? match[4]), name: match[1]?.trim() ?? null };
}

/** A run of lines and blocks under one label (or before any label). */
export interface LabelRun {
  /** The label (as written, without colon), or null for what comes before the first label. */
  label: string | null;
  lines: PhrasingContent[][];
  blocks: RootContent[];
  start: Point;
}

/** Cuts paragraphs and lists into runs at every bold label that `isLabel` accepts; power blocks and HTML are left out. */
export function labelRuns(
  nodes: readonly RootContent[],
  isLabel: (label: string) => boolean,
): LabelRun[] {
  const runs: LabelRun[] = [];
  let run: LabelRun | null = null;
  for (const node of nodes) {
    if (node.type === 'list') {
      if (run) run.blocks.push(node);
      else runs.push((run = { label: null, lines: [], blocks: [node], start: startOf(node) }));
      continue;
    }
    if (node.type !== 'paragraph') continue;
    for (const line of splitLines(node)) {
      const label = leadingLabel(line.nodes);
      if (label?.style === 'bold' && isLabel(label.label)) {
        runs.push(
          (run = { label: label.label, lines: [label.rest], blocks: [], start: line.start }),
        );
      } else if (run) run.lines.push(line.nodes);
      else runs.push((run = { label: null, lines: [line.nodes], blocks: [], start: line.start }));
    }
  }
  return runs;
}

/** The plain text and HTML of a run (its lines, then its lists). */
export function runText(run: LabelRun): { text: string; html: string } {
  const rich = richOf(run.lines);
  if (!run.blocks.length) return rich;
  const lines = run.lines.some((l) => plainText(l).trim() !== '');
  return {
    text: [lines ? rich.text : '', blocksText(run.blocks)].filter(Boolean).join('\n'),
    html: [lines ? rich.html : '', renderHtml(run.blocks)].filter(Boolean).join('\n'),
  };
}

/** The run as a levelled feature, when its label is one. */
export function toFeature(run: LabelRun): LevelFeature | null {
  const label = run.label ? featureLabel(run.label) : null;
  return label && { label: run.label!, ...label, text: runText(run) };
}

function startOf(node: RootContent): Point {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}
