// Generated from schemas/*.schema.json by `npm run gen:types` (ajv standalone code,
// scripts/lib/validators-code.ts). Do not edit: change a schema and regenerate.

/** One failed check of a value: where in the value, which schema keyword, and why. */
export interface SchemaError {
  /** JSON pointer to the value that failed, e.g. `/3/level` (empty for the root). */
  instancePath: string;
  /** Where in the schema the failed keyword is, e.g. `#/$defs/level/minimum`. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A schema’s validator: true when the value conforms; otherwise `errors` lists every failure. */
export interface SchemaValidator {
  (value: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** Validates against https://orcus-rulebook.invalid/schemas/art.schema.json. */
export declare const artValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/class.schema.json. */
export declare const classValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/common.schema.json. */
export declare const commonValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/config.schema.json. */
export declare const configValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/crux.schema.json. */
export declare const cruxValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/damage-by-level.schema.json. */
export declare const damageByLevelValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/deity.schema.json. */
export declare const deityValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/diagnostic.schema.json. */
export declare const diagnosticValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/discipline.schema.json. */
export declare const disciplineValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/encounter-rule.schema.json. */
export declare const encounterRuleValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/feat-path.schema.json. */
export declare const featPathValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/feat.schema.json. */
export declare const featValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/frontmatter.schema.json. */
export declare const frontmatterValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/item.schema.json. */
export declare const itemValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/kit.schema.json. */
export declare const kitValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/manifest.schema.json. */
export declare const manifestValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/monster-role.schema.json. */
export declare const monsterRoleValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/monster-xp.schema.json. */
export declare const monsterXpValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/monster.schema.json. */
export declare const monsterValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/path.schema.json. */
export declare const pathValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/power.schema.json. */
export declare const powerValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/section.schema.json. */
export declare const sectionValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/species.schema.json. */
export declare const speciesValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/table.schema.json. */
export declare const tableValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/term.schema.json. */
export declare const termValidator: SchemaValidator;
/** Validates against https://orcus-rulebook.invalid/schemas/trap.schema.json. */
export declare const trapValidator: SchemaValidator;
