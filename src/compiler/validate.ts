/**
 * Validation of compiled data against the published JSON Schemas (draft
 * 2020-12). The validators are ajv's standalone code, generated from
 * `schemas/` into generated/validators.js by `npm run gen:types`: every
 * context (the CLI, the site build, the dev server, the playground's worker)
 * imports them as a plain module, and nothing compiles a schema at run time.
 * Callers validate before writing anything, so invalid JSON never reaches
 * tools.
 */
import {
  artValidator,
  classValidator,
  configValidator,
  cruxValidator,
  deityValidator,
  encounterRuleValidator,
  disciplineValidator,
  featPathValidator,
  featValidator,
  frontmatterValidator,
  itemValidator,
  kitValidator,
  manifestValidator,
  monsterRoleValidator,
  damageByLevelValidator,
  monsterValidator,
  monsterXpValidator,
  pathValidator,
  powerValidator,
  sectionValidator,
  speciesValidator,
  tableValidator,
  termValidator,
  trapValidator,
  type SchemaValidator,
} from './generated/validators.js';
import type { CompileStats, DataKind, RulebookData } from './types.ts';

/** One schema violation: which data file, where in it, and what is wrong. */
export interface ValidationIssue {
  kind: DataKind;
  /** JSON pointer to the offending value, e.g. `/3/lines/0/key`. */
  path: string;
  message: string;
}

/**
 * The validator of each data file, in the manifest's order (DATA_SCHEMAS in
 * schemas.ts names the same schema for each kind; tests/compiler/validators.test.ts
 * holds them equal).
 */
export const DATA_VALIDATORS: Readonly<Record<DataKind, SchemaValidator>> = {
  sections: sectionValidator,
  powers: powerValidator,
  deities: deityValidator,
  monsters: monsterValidator,
  tables: tableValidator,
  terms: termValidator,
  feats: featValidator,
  arts: artValidator,
  items: itemValidator,
  traps: trapValidator,
  species: speciesValidator,
  cruxes: cruxValidator,
  classes: classValidator,
  disciplines: disciplineValidator,
  kits: kitValidator,
  paths: pathValidator,
  'feat-paths': featPathValidator,
  'monster-xp': monsterXpValidator,
  'encounter-rules': encounterRuleValidator,
  'monster-roles': monsterRoleValidator,
  'damage-by-level': damageByLevelValidator,
  manifest: manifestValidator,
};

/**
 * The collections compile() checks against their schema while it compiles
 * (schema-limits.ts), by their own validators: a bundle of the compiler alone
 * (the playground's worker) then holds only these, not DATA_VALIDATORS.
 */
const COMPILE_VALIDATORS = {
  powers: powerValidator,
  deities: deityValidator,
  tables: tableValidator,
} as const satisfies Partial<Record<DataKind, SchemaValidator>>;

/** A collection that compile() checks against its schema (COMPILE_VALIDATORS). */
export type CompileCheckedKind = keyof typeof COMPILE_VALIDATORS;

/** The collections compile() checks against their schema: a caller may leave them out of validateData. */
export const COMPILE_CHECKED_KINDS = Object.keys(
  COMPILE_VALIDATORS,
) as readonly CompileCheckedKind[];

/**
 * The collections a call's result was checked against their schema by the
 * compile itself (it leaves out what breaks them): all of
 * {@link COMPILE_CHECKED_KINDS} when it compiled, none when the whole result was read
 * back from the persistent cache. A caller validating the result leaves these
 * out rather than checking them twice.
 */
export function checkedByCompile(stats: CompileStats): readonly CompileCheckedKind[] {
  return stats.mode === 'cached' ? [] : COMPILE_CHECKED_KINDS;
}

/** Validates a file's front matter; each issue names the key (`/navigation_weight`) and what is wrong. */
export function validateFrontMatter(
  meta: Record<string, unknown>,
): { path: string; message: string }[] {
  if (frontmatterValidator(meta)) return [];
  return (frontmatterValidator.errors ?? []).map((error) => ({
    path: error.instancePath || '/',
    message: error.message ?? 'is invalid',
  }));
}

/** A configuration problem: the JSON pointer of the key, the failed schema keyword and its parameters. */
export interface ConfigIssue {
  path: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

/** Validates a parsed `rulebook.config.json` against schemas/config.schema.json. */
export function validateConfig(value: unknown): ConfigIssue[] {
  if (configValidator(value)) return [];
  return (configValidator.errors ?? []).map((error) => ({
    path: error.instancePath,
    keyword: error.keyword,
    params: error.params,
    message: error.message ?? 'is invalid',
  }));
}

/** The issues of `value` against `validate`, as issues of the data file `kind`. */
function issuesOf(kind: DataKind, validate: SchemaValidator, value: unknown): ValidationIssue[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    kind,
    path: error.instancePath || '/',
    message: error.message ?? 'is invalid',
  }));
}

/**
 * Validates every data collection but those of `except`; an empty list
 * means all of it conforms.
 */
export function validateData(
  data: RulebookData,
  except: readonly DataKind[] = [],
): ValidationIssue[] {
  return (Object.keys(DATA_VALIDATORS) as DataKind[])
    .filter((kind) => !except.includes(kind))
    .flatMap((kind) => issuesOf(kind, DATA_VALIDATORS[kind], data[kind]));
}

/**
 * Validates one data collection; the issues' paths start at the item's index
 * (`/3/level`).
 */
export function validateCollection(kind: DataKind, items: unknown): ValidationIssue[] {
  return issuesOf(kind, DATA_VALIDATORS[kind], items);
}

/**
 * Validates one collection that compile() checks itself, as validateCollection
 * does: the compiler reports values outside a schema's limits as diagnostics
 * at the item's source.
 */
export function validateCompiledCollection(
  kind: CompileCheckedKind,
  items: unknown,
): ValidationIssue[] {
  return issuesOf(kind, COMPILE_VALIDATORS[kind], items);
}
