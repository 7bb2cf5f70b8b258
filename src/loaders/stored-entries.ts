/**
 * The entries the rulebook loader keeps in Astro's content store, and how the
 * site reads them back: one shape each, written here once for the loader
 * (src/loaders/rulebook.ts) and the pages (src/site/data.ts).
 *
 * The compiled rulebook is stored as one JSON string, not as the object
 * itself. Astro walks every object it is handed or asked for (a deep copy to
 * resolve image references at each read, devalue's serialization of the store
 * at each write, the store's module at each reload in `astro dev`); over the
 * nine megabytes of a full SRD's data each pass took tenths of a second, and
 * `astro dev` did them all after every save. A string goes through each pass
 * whole, and the site parses it once per build (once per content version in
 * `astro dev`).
 */
import type { Diagnostic, RulebookData } from '../compiler/index.ts';

/** The ids of the loader's entries in the `rulebook` collection. */
export const ENTRY_IDS = {
  /** The compiled data ({@link StoredData}). */
  data: 'data',
  /** In `astro dev` only: the content version and the content errors ({@link DevStatus}). */
  status: 'status',
} as const;

/** The stored form of the compiled data. */
export interface StoredData {
  json: string;
}

/** The stored form of `data`. */
export function storedData(data: RulebookData): StoredData {
  return { json: JSON.stringify(data) };
}

/** The compiled data of a stored entry. */
export function readStoredData(stored: StoredData): RulebookData {
  return JSON.parse(stored.json) as RulebookData;
}

/**
 * What `astro dev` pages learn of the content besides the data: the version
 * the loader raised with its last store (a page carries the version it was
 * rendered from and reloads when the server's differs), and the content
 * errors for the banner (empty when the last compile had none; the data is
 * then the last good data).
 */
export interface DevStatus {
  version: number;
  diagnostics: Diagnostic[];
}
