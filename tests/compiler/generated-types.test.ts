/**
 * One source of truth for data shapes: the types generated from the JSON
 * Schemas (src/compiler/generated/, `npm run gen:types`) are what the schemas
 * say, and the compiler's hand-named types in types.ts agree with them both
 * ways (checked by the type checker: a drift fails `tsc`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, GENERATED_DIR } from '../../scripts/gen-types.ts';
import type * as G from '../../src/compiler/generated/index.ts';
import type * as T from '../../src/compiler/types.ts';
import type { Diagnostic } from '../../src/compiler/diagnostics.ts';
import type { RulebookConfig } from '../../src/io/config.ts';

/** `true` when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `true` when every B is an A (what the schema accepts, the type accepts). */
type Accepts<A, B> = [B] extends [A] ? true : false;

type ConfigFile = Required<Omit<G.RulebookConfig, '$schema' | 'site'>> & {
  site: Required<NonNullable<G.RulebookConfig['site']>>;
};

// Each line fails to type-check when types.ts and the schema disagree.
export const agreements = {
  section: true satisfies Same<T.Section, G.Section>,
  deity: true satisfies Same<T.Deity, G.Deity>,
  table: true satisfies Same<T.Table, G.Table>,
  term: true satisfies Same<T.Term, G.Term>,
  manifest: true satisfies Same<T.Manifest, G.Manifest>,
  species: true satisfies Same<T.Species, G.Species>,
  crux: true satisfies Same<T.Crux, G.Crux>,
  class: true satisfies Same<T.CharacterClass, G.Class>,
  discipline: true satisfies Same<T.Discipline, G.Discipline>,
  kit: true satisfies Same<T.Kit, G.Kit>,
  path: true satisfies Same<T.ClassPath, G.Path>,
  featPath: true satisfies Same<T.FeatPath, G.FeatPath>,
  // Known gap: the schemas' `minItems: 1` arrays (a power's `actions`, the config's `content`)
  // are non-empty tuples in the generated types and plain arrays in the hand-named ones, and a
  // diagnostic's `code` is the DiagnosticCode union where the schema says string. These check
  // the direction that matters: every value the schema accepts, the type accepts.
  power: true satisfies Accepts<T.Power, G.Power>,
  config: true satisfies Accepts<RulebookConfig, ConfigFile>,
  diagnostic: true satisfies Same<Omit<Diagnostic, 'code'>, Omit<G.Diagnostic, 'code'>>,
};

describe('generated types', () => {
  it('are up to date with the schemas (regenerating changes nothing)', async () => {
    const generated = await generateTypes();
    for (const [name, text] of generated)
      expect(text, `${name}: run npm run gen:types`).toBe(
        readFileSync(join(GENERATED_DIR, name), 'utf8'),
      );
  });
});
