/**
 * Validation of compiled data against the published JSON Schemas (draft
 * 2020-12, ajv). Callers validate before writing anything, so invalid JSON
 * never reaches tools.
 */
import { DATA_SCHEMAS, FRONTMATTER_SCHEMA } from './schemas.ts';
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
