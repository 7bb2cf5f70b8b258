/**
 * Generated from schemas/*.schema.json (the data collections of the manifest) by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */
import type { Arts } from './art.ts';
import type { Classes } from './class.ts';
import type { Cruxes } from './crux.ts';
import type { DamageByLevelList } from './damage-by-level.ts';
import type { Deities } from './deity.ts';
import type { Disciplines } from './discipline.ts';
import type { EncounterRules } from './encounter-rule.ts';
import type { FeatPaths } from './feat-path.ts';
import type { Feats } from './feat.ts';
import type { Items } from './item.ts';
import type { Kits } from './kit.ts';
import type { Manifest } from './manifest.ts';
import type { MonsterRoles } from './monster-role.ts';
import type { MonsterXpList } from './monster-xp.ts';
import type { Monsters } from './monster.ts';
import type { Paths } from './path.ts';
import type { Powers } from './power.ts';
import type { Sections } from './section.ts';
import type { SpeciesList } from './species.ts';
import type { Tables } from './table.ts';
import type { Terms } from './term.ts';
import type { Traps } from './trap.ts';

/** Each data collection the manifest lists, as its schema types it. */
export interface Collections {
  sections: Sections;
  powers: Powers;
  deities: Deities;
  monsters: Monsters;
  tables: Tables;
  terms: Terms;
  feats: Feats;
  arts: Arts;
  items: Items;
  traps: Traps;
  species: SpeciesList;
  cruxes: Cruxes;
  classes: Classes;
  disciplines: Disciplines;
  kits: Kits;
  paths: Paths;
  'feat-paths': FeatPaths;
  'monster-xp': MonsterXpList;
  'encounter-rules': EncounterRules;
  'monster-roles': MonsterRoles;
  'damage-by-level': DamageByLevelList;
  manifest: Manifest;
}
