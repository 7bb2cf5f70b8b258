/**
 * The entries the rulebook loader keeps in Astro's content store, and how the
 * site reads them back: one shape each, written here once for the loader
 * (src/loaders/rulebook.ts) and the pages (src/loaders/site-data.ts). The compiled
 * rulebook itself is not in the store, which holds where it is: in a build, a JSON
 * file beside the store (src/loaders/data-file.ts says why); in `astro dev`, the
 * process's memory (src/loaders/live-data.ts).
 */
import { readFileSync } from 'node:fs';
import type { Diagnostic, RulebookData } from '../compiler/index.ts';
import { liveData } from './live-data.ts';

/** The ids of the loader's entries in the `rulebook` collection. */
export const ENTRY_IDS = {
  /** The compiled data ({@link StoredData}). */
  data: 'data',
  /** In `astro dev` only: the content version and the content errors ({@link DevStatus}). */
  status: 'status',
  /** The pictures that can be published ({@link StoredPictures}). */
  pictures: 'pictures',
} as const;

/** The stored pictures: their shape is the one the pages show them from (src/site/pictures.ts). */
export type { StoredPictures } from '../site/pictures.ts';

/**
 * The stored form of the compiled data: the JSON file that holds it
 * (data-file.ts, a build), or its key in the dev server's memory
 * (live-data.ts, `astro dev`).
 */
export type StoredData = { file: string } | { live: string };

/**
 * The compiled data of a stored entry, read from its file or taken from
 * memory. Throws, saying what to do, when it is gone (Astro's cache
 * directory deleted under a running dev server, a store written by another
 * process).
 */
export function readStoredData(stored: StoredData): RulebookData {
  if ('live' in stored) return liveData(stored.live);
  let json: string;
  try {
    json = readFileSync(stored.file, 'utf8');
  } catch (error) {
    throw new Error(
      `The compiled rulebook's data file ${stored.file} cannot be read ` +
        `(${(error as Error).message}); it is written by the content loader into Astro's cache ` +
        'directory. Save a content file or restart `astro dev` to write it again.',
    );
  }
  return JSON.parse(json) as RulebookData;
}

/**
 * What `astro dev` pages learn of the content besides the data: the content
 * version, a digest of what the loader stored (a page carries the version it
 * was rendered from, and the dev server reloads a page whose version is not
 * the store's: src/integrations/rulebook-refresh.ts), and the content errors
 * for the banner (empty when the last compile had none).
 */
export interface DevStatus {
  version: string;
  diagnostics: Diagnostic[];
}
