/**
 * Validation of compiled data against the published JSON Schemas (draft
 * 2020-12, ajv). Callers validate before writing anything, so invalid JSON
 * never reaches tools.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { ALL_SCHEMAS, DATA_SCHEMAS, FRONTMATTER_SCHEMA } from './schemas.ts';
import type { DataKind, RulebookData } from './types.ts';

/** One schema violation: which data file, where in it, and what is wrong. */
export interface ValidationIssue {
  kind: DataKind;
  /** JSON pointer to the offending value, e.g. `/3/lines/0/key`. */
  path: string;
  message: string;
}

let validators: Map<DataKind, ValidateFunction> | undefined;
let ajvInstance: Ajv2020 | undefined;

function ajv(): Ajv2020 {
  if (ajvInstance) return ajvInstance;
  ajvInstance = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  for (const schema of Object.values(ALL_SCHEMAS)) ajvInstance.addSchema(schema);
  return ajvInstance;
}

/** Validates a file's front matter; each issue names the key (`/navigation_weight`) and what is wrong. */
export function validateFrontMatter(
  meta: Record<string, unknown>,
): { path: string; message: string }[] {
  const validate = ajv().getSchema(FRONTMATTER_SCHEMA.$id)!;
  if (validate(meta)) return [];
  return (validate.errors ?? []).map((error) => ({
    path: error.instancePath || '/',
    message: error.message ?? 'is invalid',
  }));
}

function compileValidators(): Map<DataKind, ValidateFunction> {
  const instance = ajv();
  const map = new Map<DataKind, ValidateFunction>();
  for (const [kind, schema] of Object.entries(DATA_SCHEMAS) as [DataKind, { $id: string }][]) {
    const validate = instance.getSchema(schema.$id);
    if (!validate) throw new Error(`Schema ${schema.$id} did not compile.`);
    map.set(kind, validate);
  }
  return map;
}

/** Validates every data collection; an empty list means all of it conforms. */
export function validateData(data: RulebookData): ValidationIssue[] {
  validators ??= compileValidators();
  const issues: ValidationIssue[] = [];
  for (const [kind, validate] of validators) {
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
  validators ??= compileValidators();
  const validate = validators.get(kind)!;
  if (validate(items)) return [];
  return (validate.errors ?? []).map((error) => ({
    kind,
    path: error.instancePath || '/',
    message: error.message ?? 'is invalid',
  }));
}
