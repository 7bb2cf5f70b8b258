/**
 * Sections cross-linked and with their blocks looked up, ready for the
 * section renderer (src/site/render/section.ts): a chapter's for its page and
 * the whole-book page, a playground document's for its preview. Done before
 * rendering (in a page's frontmatter, not in a component) so the page's
 * Linker has collected every term it linked before the page renders its term
 * previews.
 */
import type { Deity, Monster, Power, Section } from '../compiler/index.ts';
import { headingShown, type BodyPart } from './blocks.ts';
import type { Rulebook } from './data.ts';
import { recordViewsOf } from './record-views.ts';
import type { RecordView } from './records.ts';
import type { Linker } from './rich.ts';

/** A section ready to render: its heading level, linked HTML, and linked blocks by id. */
export interface LinkedSection {
  section: Section;
  /** Rendered heading level (the chapter's title is `depth`, see linkChapter). */
  level: number;
  /** Whether its heading is shown (`headingShown`); else its id stays as an anchor only. */
  shown: boolean;
  /** The linked HTML split at its block placeholders (Linker.body). */
  parts: BodyPart[];
  powers: Map<string, Power>;
  deities: Map<string, Deity>;
  monsters: Map<string, Monster>;
  /** Linked record views (feats, …), by `kind:id`. */
  records: Map<string, RecordView>;
}

/** The lookups sections are linked with: the site's Rulebook, or a document's (indexRulebook). */
export type BlockIndex = Pick<
  Rulebook,
  'data' | 'sectionById' | 'powerById' | 'deityById' | 'monsterById'
>;

/** The sections of `chapter` (itself first), in book order. */
export function chapterSections(book: Rulebook, chapter: Section): Section[] {
  return book.data.sections.filter((s) => s.id === chapter.id || s.id.startsWith(`${chapter.id}/`));
}

/**
 * Links every section of `chapter` with `linker`; `depth` is the heading level
 * of the chapter's title (1 on its own page, 2 in the whole book).
 */
export function linkChapter(
  book: Rulebook,
  chapter: Section,
  linker: Linker,
  depth = 1,
): LinkedSection[] {
  return linkSections(book, chapterSections(book, chapter), linker, depth);
}

/**
 * Links each of `sections` with `linker`, looking its blocks up in `index`;
 * a section's heading level is its depth under its chapter plus `depth`.
 */
export function linkSections(
  index: BlockIndex,
  sections: readonly Section[],
  linker: Linker,
  depth: number,
): LinkedSection[] {
  return sections.map((section) => ({
    section,
    level: section.path.length + depth,
    shown: headingShown(section, (id) => index.sectionById.get(id)),
    parts: linker.body(section.html, section.id),
    powers: new Map(
      section.blocks
        .filter((b) => b.kind === 'power')
        .map((b) => [b.id, linker.power(index.powerById.get(b.id)!)] as const),
    ),
    deities: new Map(
      section.blocks
        .filter((b) => b.kind === 'deity')
        .map((b) => [b.id, linker.deity(index.deityById.get(b.id)!)] as const),
    ),
    monsters: new Map(
      section.blocks
        .filter((b) => b.kind === 'monster')
        .map((b) => [b.id, linker.monster(index.monsterById.get(b.id)!)] as const),
    ),
    records: recordViewsOf(section, index.data, linker),
  }));
}
