/**
 * The manifest: what a tool reads first. It names the format version, the
 * `$id` of each data file's schema, every input with its sha256, and counts.
 * It holds no timestamp, so the same input always gives the same bytes.
 * Pure JS hashing (@noble/hashes), so the compiler runs in a browser too.
 */
import { sha256 as sha256Digest } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { compareStrings, type Diagnostic } from './diagnostics.ts';
import type { PictureRef } from './pictures.ts';
import { bookVersions } from './book-version.ts';
import { dataSchemaIds } from './schema-ids.ts';
import type { Manifest, ManifestFile, RulebookData } from './types.ts';

/** The version of the JSON format; bump the major on breaking changes. */
export const FORMAT_VERSION = '2.6.0';

/** A parsed input file as the manifest records it. */
export interface ManifestInput {
  path: string;
  text: string;
  meta: Record<string, unknown>;
  /** The text's sha256, when the caller already has it. */
  sha256?: string;
}

/** Builds the manifest for compiled data; `pictures` are the local pictures the files reference. */
export function buildManifest(
  files: readonly ManifestInput[],
  data: Omit<RulebookData, 'manifest'>,
  diagnostics: readonly Diagnostic[],
  pictures: readonly PictureRef[] = [],
): Manifest {
  const schemas = dataSchemaIds();
  const versions = bookVersions(data.sections);
  return {
    formatVersion: FORMAT_VERSION,
    schemas,
    files: files.map((file) => manifestFile(file, versions.get(file.path) ?? null)),
    pictures: [...pictures].sort(
      (a, b) => compareStrings(a.file, b.file) || a.line - b.line || a.column - b.column,
    ),
    counts: {
      sections: data.sections.length,
      powers: data.powers.length,
      deities: data.deities.length,
      monsters: data.monsters.length,
      tables: data.tables.length,
      terms: data.terms.length,
      feats: data.feats.length,
      arts: data.arts.length,
      items: data.items.length,
      traps: data.traps.length,
      species: data.species.length,
      cruxes: data.cruxes.length,
      classes: data.classes.length,
      disciplines: data.disciplines.length,
      kits: data.kits.length,
      paths: data.paths.length,
      'feat-paths': data['feat-paths'].length,
      'monster-xp': data['monster-xp'].length,
      'encounter-rules': data['encounter-rules'].length,
      'monster-roles': data['monster-roles'].length,
      'damage-by-level': data['damage-by-level'].length,
      manifest: 1,
      errors: diagnostics.filter((d) => d.severity === 'error').length,
      warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    },
    diagnostics: [...diagnostics],
  };
}

function manifestFile(
  { path, text, meta, sha256 }: ManifestInput,
  version: string | null,
): ManifestFile {
  const bytes = utf8ToBytes(text);
  const title = typeof meta['title'] === 'string' ? meta['title'] : null;
  const weight = typeof meta['navigation_weight'] === 'number' ? meta['navigation_weight'] : null;
  return {
    path,
    sha256: sha256 ?? bytesToHex(sha256Digest(bytes)),
    bytes: bytes.length,
    title,
    weight,
    version,
    meta: JSON.parse(JSON.stringify(meta)) as Record<string, unknown>,
  };
}
