/**
 * One source of truth for data shapes: the types generated from the JSON
 * Schemas (src/compiler/generated/, `npm run gen:types`) are what the schemas
 * say, and the compiler's named types (types.ts, record-types.ts,
 * diagnostics.ts) are those types, or narrow them where the generated type is
 * looser. Checked both ways by the type checker (a drift fails `tsc`), for
 * every data collection the manifest lists (a new schema is covered as soon as
 * it is generated), and the diagnostic codes against the report schema's enum.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import diagnosticSchema from '../../schemas/diagnostic.schema.json' with { type: 'json' };
import manifestSchema from '../../schemas/manifest.schema.json' with { type: 'json' };
import { generateTypes, GENERATED_DIR } from '../../scripts/gen-types.ts';
import { DIAGNOSTIC_CODES, type Diagnostic } from '../../src/compiler/diagnostics.ts';
import type * as G from '../../src/compiler/generated/index.ts';
import { DATA_SCHEMAS } from '../../src/compiler/schemas.ts';
import type { LineBreaks } from '../../src/compiler/hard-wrap.ts';
import type * as T from '../../src/compiler/types.ts';
import type { RulesetId } from '../../src/dice/rulesets.ts';
import type { RulebookConfig } from '../../src/io/config.ts';

/** `true` when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `true` when every B is an A (what the schema accepts, the type accepts). */
type Accepts<A, B> = [B] extends [A] ? true : false;

/** The collections whose compiled type and schema type disagree (`never` when none). */
type Disagreeing = {
  [K in keyof G.Collections]: Same<T.RulebookData[K], G.Collections[K]> extends true ? never : K;
}[keyof G.Collections];

type ConfigFile = Required<Omit<G.RulebookConfig, '$schema' | 'site' | 'search' | 'markdown'>> & {
  site: Required<NonNullable<G.RulebookConfig['site']>>;
  search: Required<NonNullable<G.RulebookConfig['search']>>;
  markdown: Required<NonNullable<G.RulebookConfig['markdown']>>;
};

// Each line fails to type-check when a named type and its schema disagree.
export const agreements = {
  // Every collection of the manifest, generically: a new schema needs no new line here.
  collections: true satisfies [Disagreeing] extends [never] ? true : Disagreeing,
  sameCollections: true satisfies Same<keyof T.RulebookData, keyof G.Collections>,
  dataKinds: true satisfies Same<T.DataKind, keyof G.Collections>,
  section: true satisfies Same<T.Section, G.Section>,
  power: true satisfies Same<T.Power, G.Power>,
  monster: true satisfies Same<T.Monster, G.Monster>,
  deity: true satisfies Same<T.Deity, G.Deity>,
  table: true satisfies Same<T.Table, G.Table>,
  term: true satisfies Same<T.Term, G.Term>,
  feat: true satisfies Same<T.Feat, G.Feat>,
  art: true satisfies Same<T.Art, G.Art>,
  item: true satisfies Same<T.MagicItem, G.Item>,
  trap: true satisfies Same<T.Trap, G.Trap>,
  manifest: true satisfies Same<T.Manifest, G.Manifest>,
  species: true satisfies Same<T.Species, G.Species>,
  crux: true satisfies Same<T.Crux, G.Crux>,
  class: true satisfies Same<T.CharacterClass, G.Class>,
  discipline: true satisfies Same<T.Discipline, G.Discipline>,
  kit: true satisfies Same<T.Kit, G.Kit>,
  path: true satisfies Same<T.ClassPath, G.Path>,
  featPath: true satisfies Same<T.FeatPath, G.FeatPath>,
  diagnostic: true satisfies Same<Diagnostic, G.Diagnostic>,
  // Every record kind is a block kind and a term kind, and has a collection.
  recordKinds: true satisfies Accepts<T.BlockKind, T.RecordKind>,
  termKinds: true satisfies Accepts<T.TermKind, T.RecordKind>,
  // Known gap: the configuration (src/io/config.ts) is typed by hand with its defaults filled
  // in; this checks the direction that matters: every file the schema accepts, the type accepts.
  config: true satisfies Accepts<RulebookConfig, ConfigFile>,
  // and its literal unions are the schema's, both ways
  ruleset: true satisfies Same<RulesetId, ConfigFile['ruleset']>,
  lineBreaks: true satisfies Same<LineBreaks, ConfigFile['lineBreaks']>,
};

describe('generated types', () => {
  it('are up to date with the schemas (regenerating changes nothing)', async () => {
    const generated = await generateTypes();
    for (const [name, text] of generated)
      expect(text, `${name}: run npm run gen:types`).toBe(
        readFileSync(join(GENERATED_DIR, name), 'utf8'),
      );
  });

  it('cover every data collection the manifest lists, each with its schema', async () => {
    const listed = manifestSchema.properties.schemas.required;
    expect(Object.keys(DATA_SCHEMAS).sort()).toEqual([...listed].sort());
    const collections = (await generateTypes()).get('collections.ts')!;
    for (const kind of listed) {
      const key = /^\w+$/.test(kind) ? kind : `'${kind}'`;
      expect(collections).toContain(`\n  ${key}: `);
    }
  });
});

describe('diagnostic.schema.json', () => {
  it('lists exactly the codes of DIAGNOSTIC_CODES, in the same order', () => {
    expect(diagnosticSchema.$defs.diagnostic.properties.code.enum).toEqual(
      Object.keys(DIAGNOSTIC_CODES),
    );
  });
});
