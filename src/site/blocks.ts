/**
 * Splitting a section's HTML at its block placeholders
 * (`<div data-block="power" data-id="…"></div>`), so pages can render each
 * block as a component between the HTML runs.
 */
import type { Root, RootContent } from 'hast';
import { treeHtml } from './tree-html.ts';
import type { ActionType, BlockKind, Frequency, Power, Section } from '../compiler/index.ts';
import { RECORD_COLLECTIONS } from '../compiler/helpers.ts';

/** A run of HTML, a block to render in its place, or the table-of-contents marker. */
export type BodyPart =
  { type: 'html'; html: string } | { type: 'block'; kind: BlockKind; id: string } | { type: 'toc' };

/** Every block kind: the four blocks and each record kind (src/compiler/record-kinds.ts). */
const BLOCK_KINDS: readonly BlockKind[] = [
  'power',
  'deity',
  'table',
  'monster',
  ...(Object.keys(RECORD_COLLECTIONS) as (keyof typeof RECORD_COLLECTIONS)[]),
];

/** What a top-level node of section HTML is: a block placeholder, the TOC marker, or HTML. */
function placeholderOf(node: RootContent): BodyPart | null {
  if (node.type !== 'element' || node.tagName !== 'div') return null;
  const { dataBlock, dataId, dataToc } = node.properties;
  if (dataToc !== undefined) return { type: 'toc' };
  const kind = BLOCK_KINDS.find((k) => k === dataBlock);
  return kind && typeof dataId === 'string' ? { type: 'block', kind, id: dataId } : null;
}

/**
 * Splits a parsed section body (src/site/html-tree.ts) at its top-level
 * placeholders, serializing the HTML between them. The parse is the
 * caller's (the Linker's), so the renderers that import this module's labels
 * do not bring the HTML parser into browser bundles.
 */
export function splitTree(tree: Root): BodyPart[] {
  const parts: BodyPart[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    const html = treeHtml({ type: 'root', children: run }).trim();
    if (html !== '') parts.push({ type: 'html', html });
    run = [];
  };
  for (const node of tree.children) {
    const placeholder = placeholderOf(node);
    if (!placeholder) {
      run.push(node);
      continue;
    }
    flush();
    parts.push(placeholder);
  }
  flush();
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
  mantle: 'Mantle',
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
} as const satisfies Record<ActionType, string>;

/**
 * Whether a section's heading is shown. Not when every line under it was
 * read into the record of the section above it (a species' `<Name> Traits`,
 * all in the species card before it): the section has markdown but renders
 * nothing, has no subsections, and its parent holds a record block. It would
 * head nothing; its id stays on the page as an anchor. Any other heading is
 * shown, one over nothing but a comment or a link definition included.
 */
export function headingShown(
  section: Pick<Section, 'html' | 'markdown' | 'children' | 'parent'>,
  sectionById: (id: string) => Pick<Section, 'blocks'> | undefined,
): boolean {
  if (section.html.trim() !== '' || section.markdown.trim() === '' || section.children.length > 0)
    return true;
  const parent = section.parent === null ? undefined : sectionById(section.parent);
  return !parent?.blocks.some((block) => block.kind in RECORD_COLLECTIONS);
}

/** A heading level clamped to h2–h6. */
export function headingTag(level: number): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${Math.min(6, Math.max(2, level))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}
