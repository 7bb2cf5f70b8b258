/**
 * `npm run gen:types`: TypeScript types generated from the JSON Schemas in
 * `schemas/` (json-schema-to-typescript), one module per schema in
 * `src/compiler/generated/`, checked in. Re-run after changing a schema;
 * tests/compiler/generated-types.test.ts fails while they are out of date.
 * `--check` writes nothing and exits 1 when a file would change.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compileFromFile } from 'json-schema-to-typescript';
import prettier from 'prettier';

const ROOT = join(import.meta.dirname, '..');
const SCHEMAS = join(ROOT, 'schemas');
/** Where the generated modules go. */
export const GENERATED_DIR = join(ROOT, 'src/compiler/generated');

/** Names of the schemas' root types (their titles are sentences). */
const ROOT_NAMES: Record<string, string> = {
  'common.schema.json': 'CommonDefinitions',
  'config.schema.json': 'RulebookConfig',
  'deity.schema.json': 'Deities',
  'diagnostic.schema.json': 'DiagnosticReport',
  'frontmatter.schema.json': 'FrontMatter',
  'manifest.schema.json': 'Manifest',
  'power.schema.json': 'Powers',
  'section.schema.json': 'Sections',
  'table.schema.json': 'Tables',
  'term.schema.json': 'Terms',
};

const BANNER = `/**
 * Generated from schemas/%SCHEMA% by \`npm run gen:types\` (json-schema-to-typescript).
 * Do not edit: change the schema and regenerate.
 */`;

/** The generated module for each schema file, by output file name. */
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
