/**
 * Splitting a section's HTML at its block placeholders
 * (`<div data-block="power" data-id="…"></div>`), so pages can render each
 * block as a component between the HTML runs.
 */
import type { BlockKind, Frequency, Power } from '../compiler/index.ts';

/** A run of HTML, a block to render in its place, or the table-of-contents marker. */
export type BodyPart =
  { type: 'html'; html: string } | { type: 'block'; kind: BlockKind; id: string } | { type: 'toc' };

const PLACEHOLDER =
  /<div data-block="([a-z]+)" data-id="([^"]+)"><\/div>|<div data-toc=""><\/div>/g;

/** Splits section HTML into HTML runs, block references and TOC markers, in order. */
export function splitBlocks(html: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let cursor = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    const before = html.slice(cursor, match.index).trim();
    if (before !== '') parts.push({ type: 'html', html: before });
    parts.push(
      match[1] ? { type: 'block', kind: match[1] as BlockKind, id: match[2]! } : { type: 'toc' },
    );
    cursor = match.index + match[0].length;
  }
  const rest = html.slice(cursor).trim();
  if (rest !== '') parts.push({ type: 'html', html: rest });
  return parts;
}

/** A power's level for filters and data attributes: `feature`, `none` (no level written) or the number. */
export function levelKey(power: Pick<Power, 'feature' | 'level'>): string {
  return power.feature ? 'feature' : power.level === null ? 'none' : String(power.level);
}

/** Frequency labels as the rulebook writes them. */
export const FREQUENCY_LABELS = {
  'at-will': 'At-Will',
  encounter: 'Encounter',
  'twice-per-encounter': 'Twice per Encounter',
  daily: 'Daily',
  unlimited: 'Unlimited',
  consumable: 'Consumable',
} as const satisfies Record<Frequency, string>;

/** Action labels as the rulebook writes them. */
export const ACTION_LABELS = {
  standard: 'Standard',
  move: 'Move',
  swift: 'Swift',
  free: 'Free',
  counter: 'Counter',
  reaction: 'Reaction',
  immediate: 'Immediate',
  opportunity: 'Opportunity',
  'no-action': 'No',
  special: 'Special',
} as const;

/** A heading level clamped to h2–h6. */
export function headingTag(level: number): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${Math.min(6, Math.max(2, level))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}
