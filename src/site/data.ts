/**
 * Typed access to the compiled rulebook for pages, plus the lookups pages
 * share (chapters, section → chapter, URLs). Every page reads the same entry.
 */
import { getCollection, getEntry } from 'astro:content';
import type {
  Deity,
  Diagnostic,
  Monster,
  Power,
  RulebookData,
  Section,
  Table,
  Term,
} from '../compiler/index.ts';

let cached: Promise<Rulebook> | undefined;

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

/** Loads the rulebook entry (once) and indexes it. */
export function rulebook(): Promise<Rulebook> {
  if (import.meta.env.DEV) return load(); // the dev server's data changes as content is edited
  cached ??= load();
  return cached;
}

/** Content errors to show in a banner (only in `astro dev`, where the last good content stays visible). */
export async function contentErrors(): Promise<Diagnostic[]> {
  if (!import.meta.env.DEV) return [];
  const entry = (await getCollection('rulebook')).find((item) => item.id === 'errors');
  return entry ? (entry.data as unknown as { diagnostics: Diagnostic[] }).diagnostics : [];
}

async function load(): Promise<Rulebook> {
  const entry = await getEntry('rulebook', 'data');
  if (!entry)
    throw new Error('The rulebook collection has no data entry; check the content loader.');
  const data = entry.data as unknown as RulebookData;
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
