/**
 * Validation of compiled data against the published JSON Schemas (draft
 * 2020-12, ajv). Callers validate before writing anything, so invalid JSON
 * never reaches tools.
 */
import { CONFIG_SCHEMA, DATA_SCHEMAS, FRONTMATTER_SCHEMA } from './schemas.ts';
import { validatorFor } from './validators.ts';
import type { DataKind, RulebookData } from './types.ts';

/** One schema violation: which data file, where in it, and what is wrong. */
export interface ValidationIssue {
  kind: DataKind;
  /** JSON pointer to the offending value, e.g. `/3/lines/0/key`. */
  path: string;
  message: string;
}

/** Validates a file's front matter; each issue names the key (`/navigation_weight`) and what is wrong. */
export function validateFrontMatter(
  meta: Record<string, unknown>,
): { path: string; message: string }[] {
  const validate = validatorFor(FRONTMATTER_SCHEMA.$id);
  if (validate(meta)) return [];
  return (validate.errors ?? []).map((error) => ({
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
  const validate = validatorFor(CONFIG_SCHEMA.$id);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    path: error.instancePath,
    keyword: error.keyword,
    params: error.params as Record<string, unknown>,
    message: error.message ?? 'is invalid',
  }));
}

/** Validates every data collection; an empty list means all of it conforms. */
export function validateData(data: RulebookData): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [kind, schema] of Object.entries(DATA_SCHEMAS) as [DataKind, { $id: string }][]) {
    const validate = validatorFor(schema.$id);
    if (validate(data[kind])) continue;
    for (const error of validate.errors ?? []) {
      issues.push({
        kind,
        path: error.instancePath || '/',
        message: error.message ?? 'is invalid',
      });
    }
  }
  return issues;
}

/**
 * Validates one data collection; the issues' paths start at the item's index
 * (`/3/level`). The compiler uses it to report values outside a schema's
 * limits as diagnostics at the item's source.
 */
export function validateCollection(kind: DataKind, items: unknown): ValidationIssue[] {
  const validate = validatorFor(DATA_SCHEMAS[kind].$id);
  if (validate(items)) return [];
  return (validate.errors ?? []).map((error) => ({
    kind,
    path: error.instancePath || '/',
    message: error.message ?? 'is invalid',
  }));
}
