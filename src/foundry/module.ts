/**
 * The whole module from compiled data: its packs of documents, its manifest
 * (module.json) and its license text (the content's Legal chapters, the Open
 * Game License's notice, which travels with the content).
 */
import type { RulebookData, Section } from '../compiler/index.ts';
import { legalSections, slugify } from '../compiler/helpers.ts';
import type { FoundryDocument, FoundryPack } from './documents.ts';
import { hazardActor, npcActor } from './actors.ts';
import { journalEntries } from './journal.ts';
import { PACKS, type PackName } from './packs.ts';
import { powerItem } from './powers.ts';
import { classItem, featItem, magicItem, pathItem, ritualItem, speciesItem } from './things.ts';
import { DND4E_SYSTEM } from './vocabulary.ts';

/** The module's file of license text, at the root of its folder and zip. */
export const LICENSE_FILE = 'LICENSE.txt';

/** What the module is called and where it is published. */
export interface ModuleOptions {
  /** The site's title: the module's title. */
  title: string;
  /** The module's version (module.json `version`, in the zip's name). */
  version: string;
  /** Where the site is published (`site.url`), or null: then module.json has no manifest and download URLs. */
  siteUrl: string | null;
}

/** The module's id: the site's title as a slug (`orcus-rulebook`). */
export function moduleId(title: string): string {
  return slugify(title) || 'rulebook';
}

/** The zip's file name, versioned: `orcus-rulebook-0.1.0.zip`. */
export function zipName(options: Pick<ModuleOptions, 'title' | 'version'>): string {
  return `${moduleId(options.title)}-${options.version}.zip`;
}

/** Each section's chapter title, for a record's `source`. */
function chapterTitles(sections: readonly Section[]): (sectionId: string) => string {
  const byId = new Map(sections.map((s) => [s.id, s]));
  return (id) => {
    let section = byId.get(id);
    while (section?.parent && byId.has(section.parent)) section = byId.get(section.parent);
    return section?.title ?? '';
  };
}

/** The documents of each pack (empty packs left out), in the data's order. */
export function foundryPacks(data: RulebookData, title: string): FoundryPack[] {
  const source = chapterTitles(data.sections);
  const documents: Record<PackName, FoundryDocument[]> = {
    powers: data.powers.map((p) => powerItem(p, source(p.section))),
    monsters: data.monsters.map((m) => npcActor(m, source(m.section))),
    hazards: data.traps.map((t) => hazardActor(t, source(t.section))),
    features: [
      ...data.feats.map((f) => featItem(f, source(f.section))),
      ...data.species.map((s) => speciesItem(s, source(s.section))),
      ...data.classes.map((c) => classItem(c, source(c.section))),
      ...data.paths.map((p) => pathItem(p, source(p.section))),
    ],
    rituals: data.arts.map((a) => ritualItem(a, source(a.section))),
    items: data.items.map((i) => magicItem(i, source(i.section))),
    rules: journalEntries(data, moduleId(title)),
  };
  return PACKS.filter((pack) => documents[pack.name].length > 0).map((pack) => ({
    name: pack.name,
    label: pack.label,
    type: pack.type,
    documents: documents[pack.name],
  }));
}

/** The collections whose records are also offered one by one, as a document file each, and the pack of each. */
export const SINGLE_DOCUMENTS = {
  powers: 'powers',
  monsters: 'monsters',
  traps: 'hazards',
} as const;

/** A collection whose records are offered one by one. */
export type SingleDocumentCollection = keyof typeof SINGLE_DOCUMENTS;

/** A record's document as its pack holds it. */
export interface RecordDocument {
  collection: SingleDocumentCollection;
  /** The record's id. */
  id: string;
  document: FoundryDocument;
}

/**
 * The document of each power, monster and trap, taken from `packs` (the
 * output of {@link foundryPacks} for `data`, which maps each collection in
 * its order): the very document the pack holds, for the file a card offers.
 */
export function recordDocuments(
  data: RulebookData,
  packs: readonly FoundryPack[],
): RecordDocument[] {
  return (Object.keys(SINGLE_DOCUMENTS) as SingleDocumentCollection[]).flatMap((collection) => {
    const documents = packs.find((pack) => pack.name === SINGLE_DOCUMENTS[collection])?.documents;
    return data[collection].map((record, index) => {
      const document = documents?.[index];
      if (!document)
        throw new Error(
          `No Foundry document for ${collection} "${record.id}": the packs were not built from this data (pass foundryPacks(data, …)).`,
        );
      return { collection, id: record.id, document };
    });
  });
}

/** module.json: what Foundry reads to install and update the module. */
export interface ModuleManifest {
  id: string;
  title: string;
  description: string;
  version: string;
  compatibility: { minimum: string; verified: string; maximum: string };
  relationships: {
    systems: { id: string; type: 'system'; compatibility: { minimum: string; verified: string } }[];
  };
  packs: { name: string; label: string; path: string; type: string; system: string }[];
  license: string;
  manifest?: string;
  download?: string;
}

/** The manifest of a module holding `packs`. */
export function moduleManifest(
  packs: readonly FoundryPack[],
  options: ModuleOptions,
): ModuleManifest {
  const id = moduleId(options.title);
  const base = options.siteUrl ? new URL('foundry/', options.siteUrl.replace(/\/?$/, '/')) : null;
  return {
    id,
    title: options.title,
    description: `The powers, monsters, traps, records and rules of ${options.title} as compendium packs for the dnd4e system.`,
    version: options.version,
    compatibility: { ...DND4E_SYSTEM.foundry },
    relationships: {
      systems: [
        { id: DND4E_SYSTEM.id, type: 'system', compatibility: { ...DND4E_SYSTEM.compatibility } },
      ],
    },
    packs: packs.map((pack) => ({
      name: pack.name,
      label: pack.label,
      path: `packs/${pack.name}`,
      type: pack.type,
      system: DND4E_SYSTEM.id,
    })),
    license: LICENSE_FILE,
    ...(base && {
      manifest: new URL('module.json', base).href,
      download: new URL(zipName(options), base).href,
    }),
  };
}

/**
 * The license text the module carries: every Legal or License chapter of the
 * content (with its subsections), as plain text. Null when the content has
 * none (the build then says so: open content travels with its license).
 */
export function licenseText(data: RulebookData): string | null {
  const parts = legalSections(data.sections).map(
    (section) => `${section.title}\n\n${section.text.trim()}\n`,
  );
  return parts.length > 0 ? parts.join('\n') : null;
}
