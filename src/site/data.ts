/**
 * Typed access to the compiled rulebook for pages, plus the lookups pages
 * share (chapters, section → chapter, URLs). Every page reads the same entry.
 */
import { getEntry } from 'astro:content';
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

import { loadConfig, type RulebookConfig } from '../io/config.ts';

/** The site's configuration (rulebook.config.json), read once per build. */
export const siteConfig: RulebookConfig = loadConfig();

let cached: Promise<Rulebook> | undefined;

/** In `astro dev`: the rulebook last loaded and the content version it was loaded at. */
let devLoaded: { version: number; rulebook: Promise<Rulebook> } | undefined;

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

/**
 * Loads the rulebook entry and indexes it: once per build; in `astro dev`,
 * once per content version (the data changes as content is edited, and the
 * loader raises the version with every change: src/loaders/rulebook.ts).
 * Reading the data entry costs a walk over the whole rulebook (Astro's pass
 * over an entry for image references), which made a page of a full SRD take
 * about 0.4 s in `astro dev` when every component's call read it again; the
 * version is a small entry of its own.
 */
export async function rulebook(): Promise<Rulebook> {
  if (!import.meta.env.DEV) return (cached ??= load());
  const version = await renderedContentVersion();
  if (version === null) return load();
  if (devLoaded?.version !== version) devLoaded = { version, rulebook: load() };
  return devLoaded.rulebook;
}

/** Content errors to show in a banner (only in `astro dev`, where the last good content stays visible). */
export async function contentErrors(): Promise<Diagnostic[]> {
  if (!import.meta.env.DEV) return [];
  // The entry alone: the whole collection would be walked, the rulebook's data with it.
  const entry = await getEntry('rulebook', 'errors');
  return entry ? (entry.data as unknown as { diagnostics: Diagnostic[] }).diagnostics : [];
}

/** In `astro dev`, the content version the page is rendered from (see src/integrations/content-version.ts); null in a build, where the loader stores none. */
export async function renderedContentVersion(): Promise<number | null> {
  if (!import.meta.env.DEV) return null;
  // Only the loader of `astro dev` (which has a watcher) stores a version.
  const entry = await getEntry('rulebook', 'version');
  return entry ? (entry.data as unknown as { version: number }).version : null;
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
