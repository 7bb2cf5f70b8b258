/**
 * How the tool knows a directory is its own output, which it may replace:
 * every output it makes holds a marker file (`.rulebook-data` in the CLI's
 * `--out`, `.rulebook-site` in the site), JSON naming the tool
 * (`orcus-rulebook`), the kind of output, the output's id and an HMAC-SHA-256
 * of those three under a constant key. No other program writes that, and no
 * file holds it by coincidence: a directory counts as an output only when
 * its marker parses and verifies. A marker says who made the directory, not
 * what is in it now: files added to an output are replaced with it.
 *
 * Outputs of versions before the marker are recognised by their exact set
 * of files, never by one name:
 * - `rulebook compile`: exactly the data files one earlier version wrote
 *   (`EARLIER_DATA_SETS`, as data kinds were added), all plain files, and
 *   nothing else;
 * - `npm run build`: `.rulebook-site` holding the earlier builds' exact
 *   sentence (`EARLIER_SITE_MARKER`), `index.html` and `pagefind/pagefind.js`.
 *   Sites built before `.rulebook-site` existed are not recognised: remove
 *   such a directory once by hand.
 * Both lists are history: frozen, they do not follow the data kinds of later
 * versions, whose outputs carry the marker.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The outputs the tool makes: the CLI's data directory and the static site. */
export type OutputKind = 'data' | 'site';

/** The marker file's name in each kind of output. */
export const MARKER_FILES: Record<OutputKind, string> = {
  data: '.rulebook-data',
  site: '.rulebook-site',
};

const TOOL = 'orcus-rulebook';
/** The HMAC's key: constant, so that any copy of the tool verifies any output's marker. */
const KEY = 'orcus-rulebook output marker, version 1';
/** A marker is a few hundred bytes; a larger file is not one (and is not read whole). */
const MAX_MARKER_BYTES = 4096;

/** What a marker file holds. */
interface Marker {
  tool: typeof TOOL;
  kind: OutputKind;
  /** The output's id (see `outputMarker`). */
  id: string;
  /** For a person who opens the file. */
  note: string;
  /** HMAC-SHA-256 (hex) of tool, kind and id. */
  mac: string;
}

const NOTES: Record<OutputKind, string> = {
  data: 'Written by `rulebook compile`; the next compile into this directory replaces it whole.',
  site: 'Built by `npm run build`; the next build replaces this whole directory.',
};

function macOf(kind: OutputKind, id: string): string {
  return createHmac('sha256', KEY).update(`${TOOL}\n${kind}\n${id}`).digest('hex');
}

/**
 * The marker file for an output of `kind`: its name and bytes. `id` names the
 * output: the digest of the data files for the CLI (the same data, the same
 * marker, so equal outputs stay byte-identical), a run's random id for the site.
 */
export function outputMarker(kind: OutputKind, id: string): { name: string; bytes: Uint8Array } {
  const marker: Marker = { tool: TOOL, kind, id, note: NOTES[kind], mac: macOf(kind, id) };
  return { name: MARKER_FILES[kind], bytes: Buffer.from(`${JSON.stringify(marker, null, 2)}\n`) };
}

/** Whether `path` is a plain file (following symbolic links), and how large. */
function fileSize(path: string): number | null {
  try {
    const info = statSync(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** The bytes of `path` if it is a plain file no larger than a marker, else null. */
function smallFile(path: string): Buffer | null {
  const size = fileSize(path);
  try {
    return size !== null && size <= MAX_MARKER_BYTES ? readFileSync(path) : null;
  } catch {
    return null;
  }
}

/** Whether `dir` holds a marker of `kind` that parses and verifies. */
export function hasOutputMarker(dir: string, kind: OutputKind): boolean {
  const bytes = smallFile(join(dir, MARKER_FILES[kind]));
  if (!bytes) return false;
  let marker: Partial<Marker>;
  try {
    marker = JSON.parse(bytes.toString('utf8')) as Partial<Marker>;
  } catch {
    return false;
  }
  if (marker?.tool !== TOOL || marker.kind !== kind) return false;
  if (typeof marker.id !== 'string' || typeof marker.mac !== 'string') return false;
  const expected = Buffer.from(macOf(kind, marker.id));
  const given = Buffer.from(marker.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The data files every earlier compile wrote; `EARLIER_DATA_SETS` adds each version's others. */
const EARLIER_DATA_BASE = ['sections', 'powers', 'deities', 'tables', 'terms', 'manifest'];
/** Kinds as versions added them (two branches began apart: monsters, and feats onwards). */
const ADDED = ['monsters', 'feats', 'arts', 'items', 'traps', 'species', 'cruxes'];
/** The exact sets of files `rulebook compile` wrote before the marker, one a version. */
const EARLIER_DATA_SETS: readonly ReadonlySet<string>[] = [
  [],
  ['monsters'],
  ['feats'],
  ['feats', 'arts'],
  ['feats', 'arts', 'items'],
  ['feats', 'arts', 'items', 'traps'],
  ADDED.slice(0, 5),
  ADDED,
  [...ADDED, 'classes', 'disciplines', 'kits', 'paths'],
  [...ADDED, 'classes', 'disciplines', 'kits', 'paths', 'feat-paths'],
].map((extra) => new Set([...EARLIER_DATA_BASE, ...extra].map((kind) => `${kind}.json`)));

/** What `.rulebook-site` held in the sites built before the marker. */
const EARLIER_SITE_MARKER =
  'Built by `npm run build`; the next build replaces this whole directory.\n';

/** Whether `dir` is the output of a version before the marker (see the module's comment). */
function isEarlierOutput(dir: string, kind: OutputKind): boolean {
  if (kind === 'site')
    return (
      smallFile(join(dir, MARKER_FILES.site))?.toString('utf8') === EARLIER_SITE_MARKER &&
      fileSize(join(dir, 'index.html')) !== null &&
      fileSize(join(dir, 'pagefind', 'pagefind.js')) !== null
    );
  const entries = readdirSync(dir, { withFileTypes: true });
  return EARLIER_DATA_SETS.some(
    (set) =>
      entries.length === set.size &&
      entries.every((entry) => entry.isFile() && set.has(entry.name)),
  );
}

/** Whether the existing directory `dir` is an output of `kind` this tool made (and may replace). */
export function isOwnOutput(dir: string, kind: OutputKind): boolean {
  return hasOutputMarker(dir, kind) || isEarlierOutput(dir, kind);
}
