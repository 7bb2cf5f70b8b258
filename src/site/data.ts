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
import {
  type DevStatus,
  ENTRY_IDS,
  readStoredData,
  type StoredData,
} from '../loaders/stored-entries.ts';

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
 * loader raises the version with every change: src/loaders/rulebook.ts), so
 * the pages of one version share one parse and the lookups built from it.
 */
export async function rulebook(): Promise<Rulebook> {
  if (!import.meta.env.DEV) return (cached ??= load());
  const version = await renderedContentVersion();
  if (version === null) return load();
  if (devLoaded?.version !== version) {
    const loaded = { version, rulebook: load() };
    devLoaded = loaded;
    // A failed load is tried again by the next page, not kept for the version.
    loaded.rulebook.catch(() => {
      if (devLoaded === loaded) devLoaded = undefined;
    });
  }
  return devLoaded.rulebook;
}

/** In `astro dev`, what the loader last stored besides the data; null in a build, where it stores none. */
async function devStatus(): Promise<DevStatus | null> {
  if (!import.meta.env.DEV) return null;
  const entry = await getEntry('rulebook', ENTRY_IDS.status);
  return entry ? (entry.data as unknown as DevStatus) : null;
}

/** Content errors to show in a banner (only in `astro dev`; a build prints them). */
export async function contentErrors(): Promise<Diagnostic[]> {
  return (await devStatus())?.diagnostics ?? [];
}

/** In `astro dev`, the content version the page is rendered from (see src/integrations/content-version.ts); null in a build. */
export async function renderedContentVersion(): Promise<number | null> {
  return (await devStatus())?.version ?? null;
}

async function load(): Promise<Rulebook> {
  const entry = await getEntry('rulebook', ENTRY_IDS.data);
  if (!entry)
    throw new Error('The rulebook collection has no data entry; check the content loader.');
  const data = readStoredData(entry.data as unknown as StoredData);
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
