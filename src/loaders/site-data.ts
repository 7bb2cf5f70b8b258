/**
 * What the pages read from outside the code: the configuration and the
 * entries the rulebook loader keeps in Astro's content store (the compiled
 * rulebook, the pictures, and in `astro dev` the content version and errors).
 * The one module of the site that reads them, so the helpers of src/site/
 * stay pure: they take the data this module returns as arguments.
 */
import { getEntry } from 'astro:content';
import type { Diagnostic } from '../compiler/index.ts';
import { loadConfig, type RulebookConfig } from '../io/config.ts';
import { indexRulebook, type Rulebook } from '../site/data.ts';
import { offersFoundryDocuments } from '../site/foundry-documents.ts';
import { pictureShower } from '../site/pictures.ts';
import { showPictures } from '../site/render/pictures.ts';
import {
  type DevStatus,
  ENTRY_IDS,
  readStoredData,
  type StoredData,
  type StoredPictures,
} from './stored-entries.ts';
import { liveData, requestLiveStatus, type LiveStatus } from './live-data.ts';

/** The site's configuration (rulebook.config.json), read once per build. */
export const siteConfig: RulebookConfig = loadConfig();

let cached: Promise<Rulebook> | undefined;

/** In `astro dev`: the rulebook last loaded and the content version it was loaded at. */
let devLoaded: { version: string; rulebook: Promise<Rulebook> } | undefined;

/**
 * Loads the rulebook entry and indexes it: once per build; in `astro dev`,
 * once per content version (the data changes as content is edited, and the
 * version changes with every store: src/loaders/rulebook.ts), so
 * the pages of one version share one parse and the lookups built from it.
 */
export async function rulebook(): Promise<Rulebook> {
  if (!import.meta.env.DEV) return (cached ??= load());
  const live = requestLiveStatus();
  const version = live ? live.version : await renderedContentVersion();
  if (version === null) return load();
  if (devLoaded?.version !== version) {
    const loaded = { version, rulebook: load(live) };
    devLoaded = loaded;
    // A failed load is tried again by the next page, not kept for the version.
    loaded.rulebook.catch(() => {
      if (devLoaded === loaded) devLoaded = undefined;
    });
  }
  return devLoaded.rulebook;
}

/** Whether the cards link their Foundry documents: the build publishes the module for this content. */
export async function foundryLinks(): Promise<boolean> {
  return offersFoundryDocuments((await rulebook()).data);
}

/**
 * In `astro dev`, what the loader last stored besides the data, as the
 * request being rendered sees it (live-data.ts: the loader's newest, even
 * before Astro writes the store); null in a build, where it stores none.
 */
async function devStatus(): Promise<DevStatus | null> {
  if (!import.meta.env.DEV) return null;
  const live = requestLiveStatus();
  if (live) return { version: live.version, diagnostics: live.diagnostics };
  const entry = await getEntry('rulebook', ENTRY_IDS.status);
  return entry ? (entry.data as unknown as DevStatus) : null;
}

/** Content errors to show in a banner (only in `astro dev`; a build prints them). */
export async function contentErrors(): Promise<Diagnostic[]> {
  return (await devStatus())?.diagnostics ?? [];
}

/** In `astro dev`, the content version the page is rendered from (see src/loaders/stored-entries.ts); null in a build. */
export async function renderedContentVersion(): Promise<string | null> {
  return (await devStatus())?.version ?? null;
}

/** The pictures the loader stored (none when it stored no entry). */
export async function storedPictures(): Promise<StoredPictures> {
  const entry = await getEntry('rulebook', ENTRY_IDS.pictures);
  const stored = entry?.data as unknown as Partial<StoredPictures> | undefined;
  return { images: stored?.images ?? {}, files: stored?.files ?? {}, sizes: stored?.sizes ?? {} };
}

/**
 * `html` with its pictures shown through Astro's image pipeline (src/site/pictures.ts), as
 * every page shows them: section bodies and cards alike. The store is read only for HTML
 * that holds a picture, so a page of hundreds of cards without one pays nothing.
 */
export async function showSitePictures(html: string): Promise<string> {
  if (!html.includes('<img')) return html;
  return showPictures(html, pictureShower(await storedPictures()));
}

/** The stored rulebook, indexed; in `astro dev`, the one of the request's `live` status if it has one. */
async function load(live?: LiveStatus): Promise<Rulebook> {
  if (live) return indexRulebook(liveData(live.key));
  const entry = await getEntry('rulebook', ENTRY_IDS.data);
  if (!entry)
    throw new Error('The rulebook collection has no data entry; check the content loader.');
  return indexRulebook(readStoredData(entry.data as unknown as StoredData));
}
