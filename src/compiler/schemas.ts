/**
 * The JSON Schemas of the output, imported from `schemas/`: the documents the
 * site publishes and the manifest names. The validators are generated from
 * the same files (generated/validators.js, see validate.ts).
 */
import art from '../../schemas/art.schema.json' with { type: 'json' };
import common from '../../schemas/common.schema.json' with { type: 'json' };
import config from '../../schemas/config.schema.json' with { type: 'json' };
import deity from '../../schemas/deity.schema.json' with { type: 'json' };
import diagnostic from '../../schemas/diagnostic.schema.json' with { type: 'json' };
import feat from '../../schemas/feat.schema.json' with { type: 'json' };
import frontmatter from '../../schemas/frontmatter.schema.json' with { type: 'json' };
import item from '../../schemas/item.schema.json' with { type: 'json' };
import manifest from '../../schemas/manifest.schema.json' with { type: 'json' };
import monster from '../../schemas/monster.schema.json' with { type: 'json' };
import power from '../../schemas/power.schema.json' with { type: 'json' };
import section from '../../schemas/section.schema.json' with { type: 'json' };
import table from '../../schemas/table.schema.json' with { type: 'json' };
import trap from '../../schemas/trap.schema.json' with { type: 'json' };
import species from '../../schemas/species.schema.json' with { type: 'json' };
import crux from '../../schemas/crux.schema.json' with { type: 'json' };
import klass from '../../schemas/class.schema.json' with { type: 'json' };
import discipline from '../../schemas/discipline.schema.json' with { type: 'json' };
import kit from '../../schemas/kit.schema.json' with { type: 'json' };
import path from '../../schemas/path.schema.json' with { type: 'json' };
import featPath from '../../schemas/feat-path.schema.json' with { type: 'json' };
import term from '../../schemas/term.schema.json' with { type: 'json' };
import monsterXp from '../../schemas/monster-xp.schema.json' with { type: 'json' };
import encounterRule from '../../schemas/encounter-rule.schema.json' with { type: 'json' };
import monsterRole from '../../schemas/monster-role.schema.json' with { type: 'json' };
import damageByLevel from '../../schemas/damage-by-level.schema.json' with { type: 'json' };
import type { DataKind } from './types.ts';
import { DATA_KINDS, DATA_SCHEMA_FILES } from './schema-ids.ts';

/** A JSON Schema document with its `$id`. */
export type SchemaDocument = { $id: string } & Record<string, unknown>;

/** Every schema file, shared definitions and the CLI report included, by file name. */
export const ALL_SCHEMAS: Record<string, SchemaDocument> = {
  'common.schema.json': common,
  'section.schema.json': section,
  'power.schema.json': power,
  'deity.schema.json': deity,
  'monster.schema.json': monster,
  'table.schema.json': table,
  'term.schema.json': term,
  'feat.schema.json': feat,
  'art.schema.json': art,
  'item.schema.json': item,
  'trap.schema.json': trap,
  'species.schema.json': species,
  'crux.schema.json': crux,
  'class.schema.json': klass,
  'discipline.schema.json': discipline,
  'kit.schema.json': kit,
  'path.schema.json': path,
  'feat-path.schema.json': featPath,
  'monster-xp.schema.json': monsterXp,
  'encounter-rule.schema.json': encounterRule,
  'monster-role.schema.json': monsterRole,
  'damage-by-level.schema.json': damageByLevel,
  'manifest.schema.json': manifest,
  'diagnostic.schema.json': diagnostic,
  'frontmatter.schema.json': frontmatter,
  'config.schema.json': config,
};

/** The schema that each data file is validated against, by data kind (DATA_SCHEMA_FILES's files). */
// Pure: a bundle that does not use it (the playground's worker) drops it and every schema.
export const DATA_SCHEMAS: Record<DataKind, SchemaDocument> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ DATA_KINDS.map((kind) => [kind, ALL_SCHEMAS[DATA_SCHEMA_FILES[kind]]!]),
) as Record<DataKind, SchemaDocument>;
