/**
 * A whole compiled document as HTML, section after section, as the chapter
 * pages render it (ChapterBody.astro and SectionBody.astro): each heading, its
 * linked HTML, and its blocks as cards, stat blocks and tables in place of
 * their placeholders. Pure; used by the playground's worker.
 */
import type { RulebookData, Section } from '../../compiler/index.ts';
import { headingShown, headingTag } from '../blocks.ts';
import { recordViewsOf } from '../record-views.ts';
import type { Linker } from '../rich.ts';
import { blockAnchor, sectionAnchor } from '../urls.ts';
import { renderDeityCard, renderRecordCard, renderRuleTable } from './cards.ts';
import { el, esc } from './html.ts';
import { renderPowerCard } from './power-card.ts';
import { renderStatBlock } from './stat-block.ts';

/** How to render a document. */
export interface DocumentOptions {
  /** Heading level of a top-level section (its subsections and cards go below). */
  depth: number;
  /** Prefix of heading ids (so they cannot clash with the page's own). */
  idPrefix: string;
  /** Extra HTML after a section's body (the playground puts the section's diagnostics there). */
  after?: (section: Section) => string;
}

/** One section's body: HTML runs and, in place of each placeholder, its block rendered. */
export function renderSectionBody(
  data: RulebookData,
  section: Section,
  linker: Linker,
  level: number,
): string {
  const byId = <T extends { id: string }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.id, item]));
  const powers = byId(data.powers);
  const deities = byId(data.deities);
  const monsters = byId(data.monsters);
  const tables = byId(data.tables);
  const records = recordViewsOf(section, data, linker);
  return linker
    .body(section.html, section.id)
    .map((part) => {
      if (part.type === 'html') return part.html;
      if (part.type === 'toc') return '';
      const id = blockAnchor(part.kind, part.id);
      if (part.kind === 'power') {
        const power = powers.get(part.id);
        return power ? renderPowerCard(linker.power(power), { headingLevel: level + 1, id }) : '';
      }
      if (part.kind === 'monster') {
        const monster = monsters.get(part.id);
        return monster
          ? renderStatBlock(linker.monster(monster), { headingLevel: level + 1, id })
          : '';
      }
      if (part.kind === 'deity') {
        const deity = deities.get(part.id);
        return deity ? renderDeityCard(linker.deity(deity), { full: true }) : '';
      }
      if (part.kind === 'table') {
        const table = tables.get(part.id);
        return table ? renderRuleTable(table, id) : '';
      }
      const record = records.get(`${part.kind}:${part.id}`);
      return record ? renderRecordCard(record, { id }) : '';
    })
    .join('');
}

/** Every section of `data` in book order: heading, body and blocks. */
export function renderDocument(
  data: RulebookData,
  linker: Linker,
  options: DocumentOptions,
): string {
  const byId = new Map(data.sections.map((section) => [section.id, section]));
  const sectionById = (id: string) => byId.get(id);
  return data.sections
    .map((section) => {
      const level = section.path.length + options.depth;
      const id =
        options.idPrefix + (section.parent === null ? section.id : sectionAnchor(section.id));
      const heading = headingShown(section, sectionById)
        ? el(headingTag(level), { id }, esc(section.title))
        : el('span', { id }, '');
      return (
        heading + renderSectionBody(data, section, linker, level) + (options.after?.(section) ?? '')
      );
    })
    .join('');
}
