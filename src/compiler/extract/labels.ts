/**
 * Labels at the start of a block line: `**Hit**`, `**Special:**`,
 * `*Secondary Attack:*`, and the level-scaling marks `*Level 21:*`.
 */
import type { PhrasingContent } from 'mdast';
import { dropLeading, plainText } from '../lines.ts';
import type { LineKey } from '../types.ts';

/** A line's leading label and the nodes after it. */
export interface LeadingLabel {
  label: string;
  /** Whether the label is bold (`**Hit**`) or italic (`*Hit:*`). */
  style: 'bold' | 'italic';
  rest: PhrasingContent[];
}

/** Reads a bold or italic label (with or without a colon) at the start of a line. */
export function leadingLabel(nodes: readonly PhrasingContent[]): LeadingLabel | null {
  const first = nodes[0];
  if (!first || (first.type !== 'strong' && first.type !== 'emphasis')) return null;
  const label = plainText(first.children).replace(/\s*:$/, '').trim();
  if (!/^[A-Za-z][A-Za-z0-9'’ ()/&,—–-]{0,60}$/.test(label)) return null;
  const style = first.type === 'strong' ? 'bold' : 'italic';
  return { label, style, rest: stripLeadingColon(nodes.slice(1)) };
}

/** A compound label joined by an em or en dash, `Special—Augment`: its main label and sub-label. */
export function splitCompound(label: string): { main: string; sub: string | null } {
  const match = /^(.+?)\s*[—–]\s*(.+)$/.exec(label);
  return match ? { main: match[1]!, sub: match[2]! } : { main: label, sub: null };
}

/** The level of a scaling mark such as `Level 21`, or null. */
export function scalingLevel(label: string): number | null {
  const match = /^Level\s+(\d+)$/i.exec(label);
  return match ? Number(match[1]) : null;
}

/** Label patterns → line keys; `other` is the fallback for labels that match none. */
const KEYS: [RegExp, Exclude<LineKey, 'other'>][] = [
  [/^requirements?$/i, 'requirements'],
  [/^trigger$/i, 'trigger'],
  [/^targets?$/i, 'target'],
  [/^attack$/i, 'attack'],
  [/^hit$/i, 'hit'],
  [/^miss$/i, 'miss'],
  [/^effect$/i, 'effect'],
  [/^special$/i, 'special'],
  [/^maintain\b/i, 'maintain'],
  [/^sustain\b/i, 'sustain'],
  [/^boost\b/i, 'boost'],
  [/^augment\b/i, 'augment'],
  [/^form attack$/i, 'form-attack'],
  [/^secondary attack$/i, 'secondary-attack'],
  [/^secondary hit$/i, 'secondary-hit'],
  [/^secondary miss$/i, 'secondary-miss'],
  [/^secondary effect$/i, 'secondary-effect'],
  [/^tertiary attack$/i, 'tertiary-attack'],
  [/^tertiary effect$/i, 'tertiary-effect'],
  [/^after-?effect$/i, 'aftereffect'],
  [/^cost$/i, 'cost'],
  [/^crit(ical)?( hit)?$/i, 'crit'],
];

/** The normalised key of a power line label; `other` for labels the compiler does not know. */
export function lineKey(label: string): LineKey {
  const { main } = splitCompound(label);
  return KEYS.find(([pattern]) => pattern.test(main))?.[1] ?? 'other';
}

/** Removes a colon (and the space after it) that follows a label outside its bold marks. */
export function stripLeadingColon(nodes: PhrasingContent[]): PhrasingContent[] {
  const first = nodes[0];
  if (first?.type !== 'text') return nodes;
  const lead = /^\s*:?\s*/.exec(first.value)?.[0].length ?? 0;
  return lead === first.value.length
    ? nodes.slice(1)
    : [dropLeading(first, lead), ...nodes.slice(1)];
}
