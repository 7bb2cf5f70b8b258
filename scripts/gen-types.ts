/**
 * `npm run gen:types`: every file derived from the JSON Schemas in
 * `schemas/`, in `src/compiler/generated/`, checked in: the TypeScript types
 * (json-schema-to-typescript), one module per schema, and the schema
 * validators (ajv's standalone code, one module: scripts/lib/validators-code.ts).
 * Re-run after changing a schema; tests/compiler/generated-types.test.ts and
 * tests/compiler/validators.test.ts fail while they are out of date.
 * `--check` writes nothing and exits 1 when a file would change.
 *
 * Each data schema's root type is named after its collection (`feats` →
 * `Feats`), and `collections.ts` maps every collection the manifest lists to
 * that type, so the generated-types test covers a new collection without
 * being edited.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compileFromFile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { DATA_SCHEMAS } from '../src/compiler/schemas.ts';
import { generateValidators } from './lib/validators-code.ts';

const ROOT = join(import.meta.dirname, '..');
const SCHEMAS = join(ROOT, 'schemas');
/** Where the generated modules go. */
export const GENERATED_DIR = join(ROOT, 'src/compiler/generated');

/** The schema file of each data collection (`feats` → `feat.schema.json`). */
const COLLECTION_FILES = Object.entries(DATA_SCHEMAS).map(([collection, schema]) => {
  const file = schema.$id.slice(schema.$id.lastIndexOf('/') + 1);
  const module = file.replace('.schema.json', '.ts');
  const root = pascal(collection);
  // `species` is its own plural: a list type must not take its record type's name.
  const clash =
    (schema as { type?: unknown }).type === 'array' && root === pascal(module.slice(0, -3));
  return { collection, file, module, root: clash ? `${root}List` : root };
});

/** `feat-paths` → `FeatPaths`. */
function pascal(name: string): string {
  return name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A collection name as an interface key (`feat-paths` needs quotes). */
const keyOf = (collection: string) =>
  /^[A-Za-z_$][\w$]*$/.test(collection) ? collection : `'${collection}'`;

/** Names of the schemas' root types (their titles are sentences): data collections by name. */
const ROOT_NAMES: Record<string, string> = {
  'common.schema.json': 'CommonDefinitions',
  'config.schema.json': 'RulebookConfig',
  'diagnostic.schema.json': 'DiagnosticReport',
  'frontmatter.schema.json': 'FrontMatter',
  ...Object.fromEntries(COLLECTION_FILES.map(({ file, root }) => [file, root])),
};

/** `collections.ts`: each data collection the manifest lists, typed by its schema's root type. */
function collectionsModule(): string {
  const sorted = [...COLLECTION_FILES].sort((a, b) => (a.module < b.module ? -1 : 1));
  return [
    BANNER.replace('%SCHEMA%', '*.schema.json (the data collections of the manifest)'),
    ...sorted.map(({ module, root }) => `import type { ${root} } from './${module}';`),
    '',
    '/** Each data collection the manifest lists, as its schema types it. */',
    'export interface Collections {',
    ...COLLECTION_FILES.map(({ collection, root }) => `  ${keyOf(collection)}: ${root};`),
    '}',
    '',
  ].join('\n');
}

const BANNER = `/**
 * Generated from schemas/%SCHEMA% by \`npm run gen:types\` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */`;

/** The generated module for each schema file, and the validators module, by output file name. */
export async function generateTypes(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = readdirSync(SCHEMAS)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const config = await prettier.resolveConfig(join(GENERATED_DIR, 'x.ts'));
  for (const file of files) {
    const ts = await compileFromFile(join(SCHEMAS, file), {
      cwd: SCHEMAS,
      bannerComment: BANNER.replace('%SCHEMA%', file),
      additionalProperties: false,
      unknownAny: true,
      strictIndexSignatures: true,
      format: false,
      declareExternallyReferenced: true,
      customName: (schema) =>
        typeof schema.$id === 'string' && schema.$id.endsWith(`/${file}`)
          ? ROOT_NAMES[file]
          : undefined,
    });
    const name = file.replace('.schema.json', '.ts');
    out.set(name, await prettier.format(ts, { ...config, parser: 'typescript' }));
  }
  out.set(
    'collections.ts',
    await prettier.format(collectionsModule(), { ...config, parser: 'typescript' }),
  );
  for (const [name, text] of generateValidators(SCHEMAS)) out.set(name, text);
  return out;
}

if (process.argv[1]?.endsWith('gen-types.ts')) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const generated = await generateTypes();
  let stale = 0;
  for (const [name, text] of generated) {
    const path = join(GENERATED_DIR, name);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      /* new file */
    }
    if (current === text) continue;
    stale++;
    if (values.check) process.stderr.write(`${path} is out of date\n`);
    else writeFileSync(path, text);
  }
  if (values.check && stale > 0) {
    process.stderr.write('Run `npm run gen:types` and commit the result.\n');
    process.exit(1);
  }
  process.stderr.write(
    values.check
      ? 'Generated types are up to date.\n'
      : `Wrote ${stale} of ${generated.size} modules in src/compiler/generated/.\n`,
  );
}
