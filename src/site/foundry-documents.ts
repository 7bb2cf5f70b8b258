/**
 * Where the Foundry module's single documents are published, and whether the
 * site publishes them: the one place the build that writes the files
 * (src/integrations/foundry-module.ts) and the cards that link to them agree.
 */
import type { RulebookData } from '../compiler/index.ts';
import { legalSections } from '../compiler/helpers.ts';

/** The folder of the Foundry module under the site's output. */
export const FOUNDRY_DIR = 'foundry';

/** The collections whose records' cards offer their Foundry document (each a pack of the module). */
export type FoundryDocumentCollection = Extract<
  keyof RulebookData,
  'powers' | 'monsters' | 'traps'
>;

/** A record's document file, relative to the module's folder: `documents/powers/<id>.json`. */
export function foundryDocumentPath(collection: FoundryDocumentCollection, id: string): string {
  return `documents/${collection}/${id}.json`;
}

/** The URL of a record's document file on the site: `/foundry/documents/powers/<id>.json`. */
export function foundryDocumentUrl(collection: FoundryDocumentCollection, id: string): string {
  return `/${FOUNDRY_DIR}/${foundryDocumentPath(collection, id)}`;
}

const offered = new WeakMap<RulebookData, boolean>();

/**
 * Whether the build publishes the module, and so the cards' documents: only
 * for content with a Legal or License chapter, whose notice must travel with
 * it (the module's rule). Computed once per data.
 */
export function offersFoundryDocuments(data: RulebookData): boolean {
  let offers = offered.get(data);
  if (offers === undefined) {
    offers = legalSections(data.sections).length > 0;
    offered.set(data, offers);
  }
  return offers;
}
