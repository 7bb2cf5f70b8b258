/**
 * The body lines of a power block, after its header and origin: labelled
 * lines (bold or italic, compound `Special—Augment`, boosts with a level),
 * unlabelled lines that continue the line above, `*Level N:*` scaling
 * entries, and the attack group of each line (a Secondary or Tertiary
 * Attack and the Hit, Miss and Effect lines under it).
 */
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import { markDice } from '../dice-marks.ts';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { renderHtml, renderInline } from '../render.ts';
import { blockText } from '../text.ts';
import type { LineKey, Origin, Power, PowerLine, ScalingEntry } from '../types.ts';
import { readAttack } from './attack.ts';
import {
  leadingLabel,
  lineKey,
  scalingLevel,
  splitCompound,
  stripLeadingColon,
  type LeadingLabel,
} from './labels.ts';

/** A line of the block being read: its inline nodes plus any block nodes (lists, tables) after it. */
export interface DraftLine {
  nodes: PhrasingContent[];
  blocks: RootContent[];
  start: Point;
}

/** Cuts a block's nodes (after its heading) into draft lines. */
export function draftLines(children: RootContent[]): DraftLine[] {
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

/** Keys of the lines that open a sub-attack. */
const SUB_ATTACKS = new Set<LineKey>(['secondary-attack', 'tertiary-attack']);
/** Keys of the lines that can belong to a sub-attack. */
const MEMBERS = new Set<LineKey>([
  'hit',
  'miss',
  'effect',
  'aftereffect',
  'secondary-hit',
  'secondary-miss',
  'secondary-effect',
  'tertiary-effect',
  'other',
]);
/** Keys that always belong to the last sub-attack, whatever their style. */
const ALWAYS_MEMBERS = new Set<LineKey>(['secondary-hit', 'secondary-miss']);
/** Keys of the lines whose text is an attack. */
const ATTACK_KEYS = new Set<LineKey>(['attack', 'secondary-attack', 'tertiary-attack']);

/** Reads the body lines of one power, in order, reporting to `diagnostics`. */
export class BodyReader {
  readonly lines: PowerLine[] = [];
  private groups = 0;
  private group = 0;
  private groupStyle: LeadingLabel['style'] = 'bold';
  private groupKeys = new Set<LineKey>();

  constructor(
    private readonly file: string,
    private readonly name: string,
    private readonly origin: Origin | null,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** Reads one draft line: a scaling line, a continuation or a labelled line. */
  read(line: DraftLine): void {
    const label = leadingLabel(line.nodes);
    const previous = this.lines.at(-1);
    if (label && scalingLevel(label.label) !== null) {
      const entries = readScaling(this.file, this.name, line.nodes, this.diagnostics);
      if (previous) previous.scaling.push(...entries);
      else if (this.origin) {
        this.origin.scaling.push(
          ...entries.map(({ level, text }) => ({ level, text: text.replace(/\.$/, '') })),
        );
      } else {
        const message = `Power "${this.name}": a level-scaling line comes before any labelled line.`;
        this.diagnostics.push(diagnostic('power/orphan-scaling', this.file, line.start, message));
      }
      return;
    }
    if (!label && previous) {
      appendContinuation(this.file, previous, line, this.diagnostics);
      return;
    }
    this.lines.push(this.labelled(line, label));
  }

  private labelled(line: DraftLine, label: LeadingLabel | null): PowerLine {
    const key = label ? lineKey(label.label) : 'other';
    const report = (message: string) =>
      this.diagnostics.push(
        diagnostic(
          'power/unknown-label',
          this.file,
          line.start,
          `Power "${this.name}": ${message}`,
        ),
      );
    if (!label) {
      report(
        `the line \`${plainText(line.nodes).slice(0, 40)}\` has no bold label; it is kept with an empty label.`,
      );
    } else if (key === 'other') {
      report(`unknown label \`${label.label}\`; the line is kept with key \`other\`.`);
    }
    const boost = key === 'boost' && label ? boostLevel(label) : null;
    const body = boost?.rest ?? (label ? label.rest : line.nodes);
    const { main, scaling } = splitScaling(body);
    const entries = scaling.flatMap((nodes) =>
      readScaling(this.file, this.name, nodes, this.diagnostics),
    );
    const marked = markLine(this.file, main, line.blocks);
    this.diagnostics.push(...marked.diagnostics);
    const text = joinText(plainText(main), line.blocks);
    const written = label?.label ?? '';
    return {
      key,
      label: boost?.label ?? written,
      subLabel: splitCompound(written).sub,
      level: boost?.level ?? null,
      attackGroup: this.groupOf(key, label?.style ?? 'bold'),
      attack: ATTACK_KEYS.has(key) ? readAttack(text) : null,
      text,
      html: renderInline(main) + renderHtml(line.blocks),
      dice: marked.dice,
      scaling: entries,
      line: line.start.line,
    };
  }

  /** The attack group of a new labelled line, opening or closing sub-attacks. */
  private groupOf(key: LineKey, style: LeadingLabel['style']): number {
    if (SUB_ATTACKS.has(key)) {
      this.group = ++this.groups;
      this.groupStyle = style;
      this.groupKeys = new Set();
      return this.group;
    }
    if (this.group === 0) return 0;
    const member =
      ALWAYS_MEMBERS.has(key) ||
      (MEMBERS.has(key) &&
        (this.groupStyle === 'italic' ? style === 'italic' : !this.groupKeys.has(key)));
    if (!member) this.group = 0;
    else this.groupKeys.add(key);
    return this.group;
  }
}

/**
 * The level of a boost line written `**Boost Level 15**`, `**Boost** **Level 17**`
 * or `**Boost** Level 13:`, with the label normalised to `Boost Level N` and the
 * nodes after the level; null when the line names no level.
 */
function boostLevel(
  label: LeadingLabel,
): { level: number; label: string; rest: PhrasingContent[] } | null {
  const inLabel = /^(.*?)\s+Level\s+(\d+)$/i.exec(label.label);
  if (inLabel) return checked(Number(inLabel[2]), label.label, label.rest);
  const first = label.rest[0];
  if (first && (first.type === 'strong' || first.type === 'emphasis')) {
    const level = /^Level\s+(\d+)\s*:?$/i.exec(plainText(first.children));
    if (level)
      return checked(
        Number(level[1]),
        `${label.label} Level ${level[1]}`,
        stripLeadingColon(label.rest.slice(1)),
      );
  }
  if (first?.type === 'text') {
    const level = /^Level\s+(\d+)\s*:\s*/i.exec(first.value);
    if (level)
      return checked(Number(level[1]), `${label.label} Level ${level[1]}`, [
        { ...first, value: first.value.slice(level[0].length) },
        ...label.rest.slice(1),
      ]);
  }
  return null;
}

function checked(level: number, label: string, rest: PhrasingContent[]) {
  return level >= 1 && level <= 30 ? { level, label, rest } : null;
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
