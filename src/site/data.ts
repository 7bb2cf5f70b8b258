/**
 * The compiled rulebook indexed for pages: the lookups pages share
 * (chapters, section → chapter, records by id), built once from the data.
 * Pure: src/loaders/site-data.ts reads the data and calls it.
 */
import type {
  Deity,
  Monster,
  Power,
  RulebookData,
  Section,
  Table,
  Term,
} from '../compiler/index.ts';

/** The compiled data with lookup tables built once per build. */
export interface Rulebook {
  data: RulebookData;
  chapters: Section[];
  sectionById: Map<string, Section>;
  powerById: Map<string, Power>;
  deityById: Map<string, Deity>;
  monsterById: Map<string, Monster>;
  tableById: Map<string, Table>;
  termById: Map<string, Term>;
  /** The chapter (level-1 section) a section belongs to. */
  chapterOf(sectionId: string): Section;
}

/** The data with its lookup tables. */
export function indexRulebook(data: RulebookData): Rulebook {
  const sectionById = new Map(data.sections.map((s) => [s.id, s]));
  const chapterOf = (id: string): Section => {
    let section = sectionById.get(id);
    while (section?.parent) section = sectionById.get(section.parent);
    if (!section) throw new Error(`Unknown section ${id}`);
    return section;
  };
  return {
    data,
    chapters: data.sections.filter((s) => s.parent === null),
    sectionById,
    powerById: new Map(data.powers.map((p) => [p.id, p])),
    deityById: new Map(data.deities.map((d) => [d.id, d])),
    monsterById: new Map(data.monsters.map((m) => [m.id, m])),
    tableById: new Map(data.tables.map((t) => [t.id, t])),
    termById: new Map(data.terms.map((t) => [t.id, t])),
    chapterOf,
  };
}
