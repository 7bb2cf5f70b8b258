/**
 * Power blocks: a blockquote whose first child is an h4 (`> #### Name`),
 * then an optional italic flavor line, the header, the origin, and labelled
 * lines with their level-scaling entries. A block that cannot be read is
 * reported and left in its section as an ordinary blockquote, so nothing is lost.
 */
import type { Blockquote, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { markDice } from '../dice-marks.ts';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { renderHtml, renderInline } from '../render.ts';
import { blockText } from '../text.ts';
import type { Attack, Origin, Power, PowerLine, ScalingEntry } from '../types.ts';
import { leadingLabel, lineKey, scalingLevel, stripLeadingColon } from './labels.ts';
import {
  isOriginKind,
  readAttack,
  readHeader,
  readOrigin,
  type PowerHeader,
} from './power-header.ts';

/** The fields of a power that come from the block itself (ids and context are added by the caller). */
export type PowerBody = Omit<Power, 'id' | 'section' | 'context' | 'source'>;

/** Whether a node is a power block: a blockquote whose first child is an h4. */
export function isPowerBlock(node: RootContent): node is Blockquote {
  return (
    node.type === 'blockquote' &&
    node.children[0]?.type === 'heading' &&
    node.children[0].depth === 4
  );
}

/** A line of the block being read: its inline nodes plus any block nodes (lists, tables) after it. */
interface DraftLine {
  nodes: PhrasingContent[];
  blocks: RootContent[];
  start: Point;
}

/** Reads a power block; `power` is null when the block cannot be read (the diagnostics say why). */
export function readPower(
  file: string,
  block: Blockquote,
): { power: PowerBody | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const [heading, ...rest] = block.children;
  const name = plainText(
    heading && 'children' in heading ? (heading.children as PhrasingContent[]) : [],
  );
  const lines = draftLines(rest);
  const fail = (code: Parameters<typeof diagnostic>[0], at: Point, message: string) => {
    diagnostics.push(diagnostic(code, file, at, `Power "${name}": ${message}`));
    return { power: null, diagnostics };
  };

  if (name === '') {
    return fail('power/missing-name', pointOf(block), 'the `> ####` heading has no name.');
  }
  let cursor = 0;
  let flavor: string | null = null;
  const first = lines[0];
  if (first && isFlavor(first)) {
    flavor = plainText(first.nodes);
    cursor++;
  }
  const headerLine = lines[cursor];
  if (!headerLine)
    return fail('power/missing-header', pointOf(block), 'the block has a name but no header line.');
  const header = readHeader(plainText(headerLine.nodes));
  if (!header.ok) {
    const code = header.code === 'action' ? 'power/unknown-action' : 'power/bad-header';
    return fail(code, headerLine.start, header.reason);
  }
  cursor++;

  let origin: Origin | null = null;
  let targets: string | null = null;
  const originLine = lines[cursor];
  const originLabel = originLine ? leadingLabel(originLine.nodes) : null;
  if (originLine && originLabel && isOriginKind(originLabel.label)) {
    const read = readOrigin(plainText(originLine.nodes));
    if (!read.ok) return fail('power/bad-origin', originLine.start, read.reason);
    origin = read.value.origin;
    targets = read.value.targets;
    cursor++;
  } else if (
    originLine &&
    originLabel &&
    lineKey(originLabel.label) === 'other' &&
    scalingLevel(originLabel.label) === null
  ) {
    return fail(
      'power/bad-origin',
      originLine.start,
      `\`${originLabel.label}\` is not an origin (Melee, Ranged, Near, Far, Self, Special).`,
    );
  } else {
    diagnostics.push(
      diagnostic(
        'power/missing-origin',
        file,
        originLine?.start ?? headerLine.start,
        `Power "${name}": no origin line after the header.`,
      ),
    );
  }

  const powerLines: PowerLine[] = [];
  for (const line of lines.slice(cursor)) {
    readBodyLine(file, name, line, powerLines, origin, diagnostics);
  }
  const attackLine = powerLines.find((line) => line.key === 'attack');
  const attack: Attack | null = attackLine ? readAttack(attackLine.text) : null;
  return {
    power: assemble(name, flavor, header.value, origin, targets, attack, powerLines),
    diagnostics,
  };
}

function assemble(
  name: string,
  flavor: string | null,
  header: PowerHeader,
  origin: Origin | null,
  targets: string | null,
  attack: Attack | null,
  lines: PowerLine[],
): PowerBody {
  return { name, flavor, ...header, origin, targets, attack, lines };
}

function draftLines(children: RootContent[]): DraftLine[] {
  const lines: DraftLine[] = [];
  for (const child of children) {
    if (child.type === 'paragraph') {
      for (const line of splitLines(child)) lines.push({ ...line, blocks: [] });
    } else {
      const last = lines.at(-1);
      if (last) last.blocks.push(child);
      else lines.push({ nodes: [], blocks: [child], start: pointOf(child) });
    }
  }
  return lines;
}

function isFlavor(line: DraftLine): boolean {
  const only = line.nodes.length === 1 ? line.nodes[0] : undefined;
  if (only?.type !== 'emphasis') return false;
  const label = leadingLabel(line.nodes);
  return !(label && scalingLevel(label.label) !== null) && !/:\s*$/.test(plainText(only.children));
}

function readBodyLine(
  file: string,
  name: string,
  line: DraftLine,
  lines: PowerLine[],
  origin: Origin | null,
  diagnostics: Diagnostic[],
): void {
  const label = leadingLabel(line.nodes);
  const previous = lines.at(-1);
  if (label && scalingLevel(label.label) !== null) {
    const entries = readScaling(file, name, line.nodes, diagnostics);
    if (previous) previous.scaling.push(...entries);
    else if (origin) {
      origin.scaling.push(
        ...entries.map(({ level, text }) => ({ level, text: text.replace(/\.$/, '') })),
      );
    } else {
      const message = `Power "${name}": a level-scaling line comes before any labelled line.`;
      diagnostics.push(diagnostic('power/orphan-scaling', file, line.start, message));
    }
    return;
  }
  if (!label && previous) {
    appendContinuation(file, previous, line, diagnostics);
    return;
  }
  const key = label ? lineKey(label.label) : 'other';
  if (!label) {
    const message = `Power "${name}": the line \`${plainText(line.nodes).slice(0, 40)}\` has no bold label; it is kept with an empty label.`;
    diagnostics.push(diagnostic('power/unknown-label', file, line.start, message));
  } else if (key === 'other') {
    const message = `Power "${name}": unknown label \`${label.label}\`.`;
    diagnostics.push(diagnostic('power/unknown-label', file, line.start, message));
  }
  const { main, scaling } = splitScaling(label ? label.rest : line.nodes);
  const entries = scaling.flatMap((nodes) => readScaling(file, name, nodes, diagnostics));
  const marked = markLine(file, main, line.blocks);
  diagnostics.push(...marked.diagnostics);
  lines.push({
    key,
    label: label?.label ?? '',
    text: joinText(plainText(main), line.blocks),
    html: renderInline(main) + renderHtml(line.blocks),
    dice: marked.dice,
    scaling: entries,
    line: line.start.line,
  });
}

function appendContinuation(
  file: string,
  previous: PowerLine,
  line: DraftLine,
  diagnostics: Diagnostic[],
): void {
  const marked = markLine(file, line.nodes, line.blocks);
  diagnostics.push(...marked.diagnostics);
  previous.dice.push(...marked.dice);
  const text = joinText(plainText(line.nodes), line.blocks);
  previous.text = previous.text === '' ? text : `${previous.text}\n${text}`;
  const html = renderInline(line.nodes) + renderHtml(line.blocks);
  previous.html = previous.html === '' ? html : `${previous.html}<br>\n${html}`;
}

function joinText(text: string, blocks: RootContent[]): string {
  const extra = blocks.map(blockText).filter((value) => value !== '');
  return [text, ...extra].filter((value) => value !== '').join('\n');
}

/** Splits a line's nodes at inline `*Level N:*` marks: the main text, then one node list per entry. */
function splitScaling(nodes: PhrasingContent[]): {
  main: PhrasingContent[];
  scaling: PhrasingContent[][];
} {
  const main: PhrasingContent[] = [];
  const scaling: PhrasingContent[][] = [];
  for (const node of nodes) {
    const label = node.type === 'emphasis' || node.type === 'strong' ? leadingLabel([node]) : null;
    if (label && scalingLevel(label.label) !== null) scaling.push([node]);
    else (scaling.at(-1) ?? main).push(node);
  }
  return { main: trimTrailing(main), scaling };
}

/** Reads one line of scaling entries: `*Level 11:* 2dW damage; *Level 21:* 3dW damage.` */
function readScaling(
  file: string,
  name: string,
  nodes: PhrasingContent[],
  diagnostics: Diagnostic[],
): ScalingEntry[] {
  const entries: ScalingEntry[] = [];
  for (const group of splitScaling(nodes).scaling) {
    const [mark, ...rest] = group;
    const level = scalingLevel(leadingLabel(mark ? [mark] : [])?.label ?? '');
    if (level === null || level < 1 || level > 30) {
      diagnostics.push(
        diagnostic(
          'power/bad-scaling',
          file,
          pointOf(mark),
          `Power "${name}": the scaling level ${level ?? '?'} is not between 1 and 30.`,
        ),
      );
      continue;
    }
    const body = trimTrailing(stripLeadingColon(rest));
    const marked = markDice(file, body);
    diagnostics.push(...marked.diagnostics);
    entries.push({ level, text: plainText(body), html: renderInline(body), dice: marked.dice });
  }
  return entries;
}

/** Drops a trailing `;` separator and whitespace from the last text node. */
function trimTrailing(nodes: PhrasingContent[]): PhrasingContent[] {
  const last = nodes.at(-1);
  if (last?.type !== 'text') return nodes;
  const value = last.value.replace(/[\s;]+$/, '');
  return value === '' ? nodes.slice(0, -1) : [...nodes.slice(0, -1), { ...last, value }];
}

/**
 * Attaches a paragraph of `*Level N:*` lines that follows a power block after
 * a blank line to the block's last line; returns false (attaching nothing)
 * when the paragraph is not made only of scaling lines.
 */
export function attachTrailingScaling(
  file: string,
  power: Power,
  paragraph: Paragraph,
  diagnostics: Diagnostic[],
): boolean {
  const target = power.lines.at(-1);
  const lines = splitLines(paragraph);
  const allScaling = lines.every((line) => {
    const label = leadingLabel(line.nodes);
    return label !== null && scalingLevel(label.label) !== null;
  });
  if (!target || lines.length === 0 || !allScaling) return false;
  for (const line of lines)
    target.scaling.push(...readScaling(file, power.name, line.nodes, diagnostics));
  return true;
}

/** Marks the dice of a line's inline nodes and of the block nodes under it, in place. */
function markLine(
  file: string,
  nodes: PhrasingContent[],
  blocks: RootContent[],
): ReturnType<typeof markDice> {
  const inline = markDice(file, nodes);
  const below = markDice(file, blocks);
  return {
    dice: [...inline.dice, ...below.dice],
    diagnostics: [...inline.diagnostics, ...below.diagnostics],
  };
}
