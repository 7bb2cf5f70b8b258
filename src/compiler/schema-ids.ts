/**
 * The schema file and `$id` of each data kind, without the schema documents:
 * the manifest names each file's schema by its `$id`, and code that only needs
 * those names (the playground's compile worker) need not bundle every schema.
 * schemas.ts pairs these files with their documents; a test checks each
 * document's `$id` is the one given here.
 */
import type { DataKind } from './types.ts';

/** Every schema's `$id` is this base and its file name. */
export const SCHEMA_ID_BASE = 'https://orcus-rulebook.invalid/schemas/';

/** The schema file each data file is validated against, by data kind, in the manifest's order. */
export const DATA_SCHEMA_FILES: Readonly<Record<DataKind, string>> = {
  sections: 'section.schema.json',
  powers: 'power.schema.json',
  deities: 'deity.schema.json',
  monsters: 'monster.schema.json',
  tables: 'table.schema.json',
  terms: 'term.schema.json',
  feats: 'feat.schema.json',
  arts: 'art.schema.json',
  items: 'item.schema.json',
  traps: 'trap.schema.json',
  species: 'species.schema.json',
  cruxes: 'crux.schema.json',
  classes: 'class.schema.json',
  disciplines: 'discipline.schema.json',
  kits: 'kit.schema.json',
  paths: 'path.schema.json',
  'feat-paths': 'feat-path.schema.json',
  'monster-xp': 'monster-xp.schema.json',
  'encounter-rules': 'encounter-rule.schema.json',
  'monster-roles': 'monster-role.schema.json',
  'damage-by-level': 'damage-by-level.schema.json',
  manifest: 'manifest.schema.json',
};

/** The data kinds, in the manifest's order. */
export const DATA_KINDS = Object.keys(DATA_SCHEMA_FILES) as DataKind[];

/** The `$id` of each data kind's schema (the manifest's `schemas`). */
export function dataSchemaIds(): Record<DataKind, string> {
  return Object.fromEntries(
    DATA_KINDS.map((kind) => [kind, SCHEMA_ID_BASE + DATA_SCHEMA_FILES[kind]]),
  ) as Record<DataKind, string>;
}
