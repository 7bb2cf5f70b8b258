/**
 * The schema validators as code: every schema of `schemas/` compiled once by
 * ajv's standalone code generator into one ES module,
 * src/compiler/generated/validators.js (with its types, validators.d.ts),
 * which `npm run gen:types` writes and the repository keeps. The compiler
 * imports it like any module, so the CLI, the site build, the dev server and
 * the playground's worker run the same validators and nothing compiles a
 * schema at run time (ajv is needed only here). The output depends only on
 * the schemas and ajv's version: the same inputs give the same bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type AnySchemaObject, type Options } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';

/** The module's file name in src/compiler/generated/, and its declarations'. */
export const VALIDATORS_MODULE = 'validators.js';
export const VALIDATORS_TYPES = 'validators.d.ts';

/**
 * ajv's options: every error of a value (not only the first), strict schemas,
 * `type: [..]` unions allowed; the code as ES module source, a statement a
 * line (readable diffs).
 */
const AJV_OPTIONS: Options = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  code: { source: true, esm: true, lines: true },
};

/**
 * ajv's run-time helpers that the standalone code `require`s, inlined so the
 * module imports nothing: the reference ajv writes, and the helper it names.
 * Only self-contained functions can be inlined (ucs2length counts a string's
 * code points, for `minLength`/`maxLength`).
 */
const INLINED_HELPERS: { reference: string; name: string; source: string }[] = [
  {
    reference: 'require("ajv/dist/runtime/ucs2length").default',
    name: 'ucs2length',
    source: interopDefault(ucs2length).toString(),
  },
];

/** A CommonJS module's function, whether the loader gives `exports` or `exports.default`. */
function interopDefault<F>(module: F): F {
  const value = module as { default?: F };
  return value.default ?? module;
}

/** Keywords that need ajv's tracking of evaluated properties and items, which the generated code leaves out. */
const UNTRACKED_KEYWORDS = ['unevaluatedProperties', 'unevaluatedItems'];

/** The export name of a schema file's validator: `feat-path.schema.json` → `featPathValidator`. */
export function validatorName(file: string): string {
  const base = file.replace(/\.schema\.json$/, '');
  return `${base.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Validator`;
}

const BANNER = [
  '// Generated from schemas/*.schema.json by `npm run gen:types` (ajv standalone code,',
  '// scripts/lib/validators-code.ts). Do not edit: change a schema and regenerate.',
].join('\n');

/**
 * The module and its declarations for the schema files in `schemasDir`, by
 * file name (VALIDATORS_MODULE, VALIDATORS_TYPES). Throws, naming what to
 * change, when the code would need a helper this module cannot inline.
 */
export function generateValidators(schemasDir: string): Map<string, string> {
  const files = readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const ajv = new Ajv2020(AJV_OPTIONS);
  const ids = new Map<string, string>();
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as AnySchemaObject;
    if (typeof schema.$id !== 'string')
      throw new Error(`schemas/${file} has no "$id": give it one (every schema needs its URL).`);
    const untracked = UNTRACKED_KEYWORDS.filter((keyword) =>
      JSON.stringify(schema).includes(`"${keyword}"`),
    );
    if (untracked.length > 0)
      throw new Error(
        `schemas/${file} uses ${untracked.join(', ')}, which the generated validators do not track: remove it, or let scripts/lib/validators-code.ts generate with ajv's \`unevaluated\` option (validators then stay in every bundle).`,
      );
    ajv.addSchema(schema);
    ids.set(validatorName(file), schema.$id);
  }
  // Ajv2020 tracks what each validator evaluated (for `unevaluatedProperties`
  // and `unevaluatedItems`) in a property set on the function after it
  // (`validate1.evaluated = ...`): a statement bundlers must keep, which kept
  // every validator in every bundle. No schema here uses those keywords
  // (UNTRACKED_KEYWORDS), so the code is generated without the tracking:
  // each validator is then a plain function, and a bundle holds only those
  // it imports. The schemas were checked against the meta-schema with it on.
  ajv.opts.unevaluated = false;
  let code = interopDefault(standaloneCode)(ajv, Object.fromEntries(ids)).replace(
    /^"use strict";\n/,
    '',
  );
  const helpers: string[] = [];
  for (const { reference, name, source } of INLINED_HELPERS) {
    if (!code.includes(reference)) continue;
    code = code.replaceAll(reference, name);
    helpers.push(`const ${name} = ${source};`);
  }
  const left = code.match(/\brequire\([^)]*\)/);
  if (left)
    throw new Error(
      `The standalone validators call ${left[0]}, which scripts/lib/validators-code.ts does not inline: add it to INLINED_HELPERS if it is self-contained, or avoid the schema keyword that needs it.`,
    );
  const module = [BANNER, ...helpers, code.trimEnd(), ''].join('\n');
  const types = [
    BANNER,
    '',
    '/** One failed check of a value: where in the value, which schema keyword, and why. */',
    'export interface SchemaError {',
    '  /** JSON pointer to the value that failed, e.g. `/3/level` (empty for the root). */',
    '  instancePath: string;',
    '  /** Where in the schema the failed keyword is, e.g. `#/$defs/level/minimum`. */',
    '  schemaPath: string;',
    '  keyword: string;',
    '  params: Record<string, unknown>;',
    '  message?: string;',
    '}',
    '',
    '/** A schema\u2019s validator: true when the value conforms; otherwise `errors` lists every failure. */',
    'export interface SchemaValidator {',
    '  (value: unknown): boolean;',
    '  errors?: SchemaError[] | null;',
    '}',
    '',
    ...[...ids].flatMap(([name, id]) => [
      `/** Validates against ${id}. */`,
      `export declare const ${name}: SchemaValidator;`,
    ]),
    '',
  ].join('\n');
  return new Map([
    [VALIDATORS_MODULE, module],
    [VALIDATORS_TYPES, types],
  ]);
}
