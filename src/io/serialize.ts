/** The bytes of each data file: 2-space JSON with a final newline, in a fixed key order. */
import type { DataKind, RulebookData } from '../compiler/index.ts';

/** File name of each data collection in the output directory. */
export const DATA_FILES: Record<DataKind, string> = {
  sections: 'sections.json',
  powers: 'powers.json',
  deities: 'deities.json',
  monsters: 'monsters.json',
  tables: 'tables.json',
  terms: 'terms.json',
  feats: 'feats.json',
  arts: 'arts.json',
  items: 'items.json',
  traps: 'traps.json',
  species: 'species.json',
  cruxes: 'cruxes.json',
  classes: 'classes.json',
  disciplines: 'disciplines.json',
  kits: 'kits.json',
  paths: 'paths.json',
  'feat-paths': 'feat-paths.json',
  'monster-xp': 'monster-xp.json',
  'encounter-rules': 'encounter-rules.json',
  'monster-roles': 'monster-roles.json',
  'damage-by-level': 'damage-by-level.json',
  manifest: 'manifest.json',
};

/** Serializes every collection to its file contents. */
export function serializeData(data: RulebookData): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(DATA_FILES) as DataKind[]).map((kind) => [
      DATA_FILES[kind],
      `${JSON.stringify(data[kind], null, 2)}\n`,
    ]),
  );
}
