/**
 * The compiled schema validators, by schema `$id`: compiled here with ajv at
 * first use. The install-time build (scripts/build-cli.mjs) replaces this
 * module with the same validators precompiled by ajv's standalone code
 * generator (same options, ajv-options.json), so the CLI does not compile
 * schemas at every start.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import AJV_OPTIONS from './ajv-options.json' with { type: 'json' };
import { ALL_SCHEMAS } from './schemas.ts';

let ajv: Ajv2020 | undefined;

/** The validator of the schema with this `$id` (every schema file is loaded, for `$ref`s). */
export function validatorFor(id: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020(AJV_OPTIONS);
    for (const schema of Object.values(ALL_SCHEMAS)) ajv.addSchema(schema);
  }
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`Schema ${id} did not compile.`);
  return validate;
}
