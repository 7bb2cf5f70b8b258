/**
 * Sections as trees, the one renderer of a section's layout: its heading
 * (shown, or only its id kept as an anchor), its HTML runs and, in place of
 * each block placeholder, the block's card, stat block, record or table.
 * Used by the chapter pages and the whole-book page (ChapterBody.astro), and
 * by the playground's preview, at build time and in its Web Worker. Cards in
 * a section carry no "Foundry JSON" link (about 17 KB of a long chapter's
 * gzipped HTML): each record's own page offers it. A long section's body is
 * wrapped (`div.section-body`, see sectionExtent) so the browser can skip
 * laying it out while it is off screen (src/styles/heavy-cards.css).
 */
import type { ElementContent } from 'hast';
import type { BlockKind, Section, Table } from '../../compiler/index.ts';
import type { BodyPart } from '../blocks.ts';
import { headingTag } from '../blocks.ts';
import type { LinkedSection } from '../chapter.ts';
import { blockAnchor, sectionAnchor } from '../urls.ts';
import { deityCard, recordCard, ruleTable } from './cards.ts';
import { h, raw, type Child } from './html.ts';
import { powerCard } from './power-card.ts';
import { statBlock } from './stat-block.ts';

/** How to render sections. */
export interface SectionsOptions {
  /** The tables of the sections' table blocks, by id. */
  tables: ReadonlyMap<string, Table>;
  /** Prefix of heading ids (the whole-book page holds every chapter; the playground, its page). */
  idPrefix?: string;
  /** Copyable `#` links on the headings (the chapter pages). */
  anchors?: boolean;
  /** Whether a chapter (a section without parent) gets its heading: not on its page, whose h1 names it. */
  chapterHeadings?: boolean;
  /** What stands at a table-of-contents marker (the chapter pages: the book's chapters); nothing by default. */
  toc?: Child;
  /** Added after a section's body (the playground puts the section's diagnostics there). */
  after?: (section: Section) => Child;
}

/** The id of a section's heading: a chapter's own id, a subsection's anchor (sectionAnchor), prefixed. */
export function sectionId(section: Section, idPrefix = ''): string {
  return idPrefix + (section.parent === null ? section.id : sectionAnchor(section.id));
}

/** A section's heading at its level, with a copyable link to itself if `anchors`; or, not shown, its id alone. */
function heading(linked: LinkedSection, id: string, anchors: boolean): ElementContent {
  const { section, level, shown } = linked;
  if (!shown) return h('span', { id });
  return h(
    headingTag(level),
    { id },
    section.title,
    anchors &&
      h('a', {
        class: 'heading-anchor',
        href: `#${id}`,
        'aria-label': `Link to “${section.title}”`,
      }),
  );
}

/** The block rendered in place of a placeholder, or nothing when the section has no such block. */
function block(
  part: Extract<BodyPart, { type: 'block' }>,
  linked: LinkedSection,
  tables: ReadonlyMap<string, Table>,
): Child {
  const id = blockAnchor(part.kind, part.id);
  const headingLevel = linked.level + 1;
  switch (part.kind) {
    case 'power': {
      const power = linked.powers.get(part.id);
      return power && powerCard(power, { headingLevel, id });
    }
    case 'monster': {
      const monster = linked.monsters.get(part.id);
      return monster && statBlock(monster, { headingLevel, id });
    }
    case 'deity': {
      const deity = linked.deities.get(part.id);
      return deity && deityCard(deity, { full: true });
    }
    case 'table': {
      const table = tables.get(part.id);
      return table && ruleTable(table, id);
    }
    default: {
      const record = linked.records.get(`${part.kind}:${part.id}`);
      return record && recordCard(record, { id });
    }
  }
}

/** A section's body: its HTML runs and, in place of each placeholder, its block (cards one level below the section). */
export function sectionBody(linked: LinkedSection, options: SectionsOptions): Child[] {
  return linked.parts.map((part) => {
    if (part.type === 'html') return raw(part.html);
    if (part.type === 'toc') return options.toc;
    return block(part, linked, options.tables);
  });
}

/**
 * The heights, in rem of a wide column, that a long section's body may be
 * estimated at (its `data-extent`): src/styles/heavy-cards.css reserves each
 * for the body while it has never been rendered, so the page is about as tall
 * as it will be. Doubling steps: an estimate is only a placeholder.
 */
export const SECTION_EXTENTS = [64, 128, 256, 512, 1024, 2048] as const;

/** One of {@link SECTION_EXTENTS}. */
export type SectionExtent = (typeof SECTION_EXTENTS)[number];

/** Rem of a wide column per character of prose HTML (a 1.6rem line holds about 70 characters, some markup). */
const REM_PER_CHAR = 1 / 45;
/** Typical rendered heights of blocks, in rem: stat blocks and power cards as in heavy-cards.css, others a short card. */
const BLOCK_REM: Partial<Record<BlockKind, number>> = {
  monster: 38,
  power: 16,
};
const OTHER_BLOCK_REM = 8;

/**
 * The extent a section's body is estimated at, or null when the body is
 * short (under about a screen and a half): only long bodies are wrapped and
 * skipped off screen; a short one costs little to lay out and would be
 * poorly estimated. Estimated from its prose's length and its blocks' kinds.
 */
export function sectionExtent(parts: readonly BodyPart[]): SectionExtent | null {
  const rem = parts.reduce(
    (sum, part) =>
      sum +
      (part.type === 'html'
        ? part.html.length * REM_PER_CHAR
        : part.type === 'block'
          ? (BLOCK_REM[part.kind] ?? OTHER_BLOCK_REM)
          : 0),
    0,
  );
  // The nearest extent on a doubling scale; none under the smallest's lower half-step.
  let extent: SectionExtent | null = null;
  for (const step of SECTION_EXTENTS) if (step <= rem * Math.SQRT2) extent = step;
  return extent;
}

/**
 * A section's body with what `after` adds: as they are, or wrapped in a
 * `div.section-body` carrying its estimated extent when the body is long.
 */
function wrappedBody(one: LinkedSection, options: SectionsOptions): Child {
  const body = [sectionBody(one, options), options.after?.(one.section)];
  const extent = sectionExtent(one.parts);
  return extent === null ? body : h('div', { class: 'section-body', 'data-extent': extent }, body);
}

/** Sections in order, each its heading (see SectionsOptions.chapterHeadings), body and what `after` adds. */
export function sections(linked: readonly LinkedSection[], options: SectionsOptions): Child[] {
  const { idPrefix = '', anchors = false, chapterHeadings = true } = options;
  return linked.map((one) => [
    (chapterHeadings || one.section.parent !== null) &&
      heading(one, sectionId(one.section, idPrefix), anchors),
    wrappedBody(one, options),
  ]);
}
