/**
 * Generated from schemas/common.schema.json by `npm run gen:types` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */

export interface CommonDefinitions {
  [k: string]: unknown | undefined;
}
