/**
 * The CLI bundle's schema validators (src/io/lazy-validators.ts): one
 * precompiled module per schema, loaded the first time its schema is asked
 * for; the modules the install-time build wrote give ajv's verdicts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compile, DATA_SCHEMAS } from '../../src/compiler/index.ts';
import { validatorFor } from '../../src/compiler/validators.ts';
import { lazyValidators, validatorsDirOf, VALIDATORS_DIR } from '../../src/io/lazy-validators.ts';
import { SCHEMA_FILES } from '../../scripts/lib/standalone-validators.mjs';

const root = join(import.meta.dirname, '../..');
let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-validators-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A validator module that counts its loads in a global and accepts `value === id`. */
function writeModule(dir: string, file: string, id: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, file),
    `globalThis.__loads = [...(globalThis.__loads ?? []), ${JSON.stringify(file)}];\n` +
      `exports.validate = (value) => value === ${JSON.stringify(id)};\n`,
  );
}
const loads = () => (globalThis as { __loads?: string[] }).__loads ?? [];

describe('lazyValidators', () => {
  it('loads a schema’s module the first time the schema is asked for, and once', () => {
    delete (globalThis as { __loads?: string[] }).__loads;
    writeModule(work, 'a.schema.cjs', 'a');
    writeModule(work, 'b.schema.cjs', 'b');
    const validatorFor = lazyValidators(work, { a: 'a.schema.cjs', b: 'b.schema.cjs' });
    expect(loads()).toEqual([]);
    const a = validatorFor('a');
    expect(a('a')).toBe(true);
    expect(a('b')).toBe(false);
    expect(validatorFor('a')).toBe(a);
    expect(loads()).toEqual(['a.schema.cjs']);
    expect(validatorFor('b')('b')).toBe(true);
    expect(loads()).toEqual(['a.schema.cjs', 'b.schema.cjs']);
  });

  it('finds its directory only when a schema is first asked for', () => {
    let asked = 0;
    writeModule(work, 'a.schema.cjs', 'a');
    const validatorFor = lazyValidators(
      () => {
        asked++;
        return work;
      },
      { a: 'a.schema.cjs' },
    );
    expect(asked).toBe(0);
    validatorFor('a');
    validatorFor('a');
    expect(asked).toBe(1);
  });

  it('names the schema, the missing file and the fix when a module is missing', () => {
    const validatorFor = lazyValidators(work, {
      'https://x/power.schema.json': 'power.schema.cjs',
    });
    expect(() => validatorFor('https://x/power.schema.json')).toThrow(
      `The precompiled validator of schema https://x/power.schema.json is missing: ${join(work, 'power.schema.cjs')}. The CLI bundle is incomplete; rebuild it with \`npm run build:cli\` (or \`npm ci\`).`,
    );
  });

  it('refuses a schema it has no module for, and a module without a validator', () => {
    writeFileSync(join(work, 'empty.schema.cjs'), 'exports.other = 1;\n');
    const validatorFor = lazyValidators(work, { empty: 'empty.schema.cjs' });
    expect(() => validatorFor('https://x/unknown.schema.json')).toThrow(
      /Schema https:\/\/x\/unknown\.schema\.json has no precompiled validator in the CLI bundle/,
    );
    expect(() => validatorFor('empty')).toThrow(/does not export the validator of schema empty/);
  });
});

describe('validatorsDirOf', () => {
  it('finds validators/ beside a bundle entry or one level above a chunk', () => {
    mkdirSync(join(work, VALIDATORS_DIR));
    mkdirSync(join(work, 'chunks'));
    const entry = pathToFileURL(join(work, 'cli.js')).href;
    const chunk = pathToFileURL(join(work, 'chunks', 'chunk-X.js')).href;
    expect(validatorsDirOf(entry)).toBe(join(work, VALIDATORS_DIR));
    expect(validatorsDirOf(chunk)).toBe(join(work, VALIDATORS_DIR));
  });

  it('falls back to the one beside the module, whose absence the loader then names', () => {
    const entry = pathToFileURL(join(work, 'cli.js')).href;
    expect(validatorsDirOf(entry)).toBe(join(work, VALIDATORS_DIR));
  });
});

describe('the install-time bundle’s validators (.build/validators)', () => {
  // Brought up to date by tests/setup/build-cli.ts.
  const dir = join(root, '.build', VALIDATORS_DIR);
  const schemaFiles = readdirSync(join(root, 'schemas')).filter((n) => n.endsWith('.schema.json'));
  const files = Object.fromEntries(
    schemaFiles.map((name) => {
      const { $id } = JSON.parse(readFileSync(join(root, 'schemas', name), 'utf8')) as {
        $id: string;
      };
      return [$id, name.replace(/\.json$/, '.cjs')];
    }),
  );
  const bundled = lazyValidators(dir, files);

  it('has one module per schema file, and their map for the site build', () => {
    expect(readdirSync(dir).sort()).toEqual([...Object.values(files), SCHEMA_FILES].sort());
    expect(JSON.parse(readFileSync(join(dir, SCHEMA_FILES), 'utf8'))).toEqual(files);
  });

  it('gives the runtime validators’ verdicts and errors on the bundled rulebook’s data, valid and damaged', () => {
    const text = readFileSync(join(root, 'content/rulebook.md'), 'utf8');
    const { data } = compile([{ path: 'content/rulebook.md', text }]);
    const power = { ...data.powers[0]!, name: '', level: -3, extra: true };
    for (const [kind, schema] of Object.entries(DATA_SCHEMAS)) {
      const value = data[kind as keyof typeof data];
      const runtime = validatorFor(schema.$id);
      const precompiled = bundled(schema.$id);
      expect(precompiled(value), kind).toBe(true);
      expect(runtime(value), kind).toBe(true);
    }
    const runtime = validatorFor(DATA_SCHEMAS.powers.$id);
    const precompiled = bundled(DATA_SCHEMAS.powers.$id);
    expect(precompiled([power])).toBe(false);
    expect(runtime([power])).toBe(false);
    expect(precompiled.errors).toEqual(runtime.errors);
    expect(precompiled.errors!.length).toBeGreaterThan(1);
  });
});
