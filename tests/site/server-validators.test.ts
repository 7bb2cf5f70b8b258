/**
 * The site build's server-side validators (src/integrations/server-validators.ts):
 * the CLI bundle's precompiled ones when that bundle is current, giving the
 * same verdicts as the runtime ones; the runtime ones otherwise.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compile, DATA_SCHEMAS } from '../../src/compiler/index.ts';
import { validatorFor as runtimeValidatorFor } from '../../src/compiler/validators.ts';
import {
  precompiledValidatorsModule,
  serverValidators,
} from '../../src/integrations/server-validators.ts';
import { readContent } from '../../src/io/read-content.ts';

const root = resolve(import.meta.dirname, '../..');
const temp = mkdtempSync(join(tmpdir(), 'rulebook-server-validators-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('precompiledValidatorsModule', () => {
  it('loads the CLI bundle’s validators, which judge data as the runtime ones do', async () => {
    // The unit project's global setup has built `.build/` from the current sources.
    const code = precompiledValidatorsModule(root);
    expect(code).toContain(join(root, '.build', 'validators'));
    const file = join(temp, 'validators.mjs');
    writeFileSync(file, code!);
    const { validatorFor } = (await import(
      file
    )) as typeof import('../../src/compiler/validators.ts');
    const { data } = compile(await readContent([join(root, 'content')]));
    for (const [kind, schema] of Object.entries(DATA_SCHEMAS)) {
      const value = data[kind as keyof typeof data];
      expect(validatorFor(schema.$id)(value), kind).toBe(true);
      expect(runtimeValidatorFor(schema.$id)(value), kind).toBe(true);
    }
    const broken = { ...data.manifest, formatVersion: 3 };
    const precompiled = validatorFor(DATA_SCHEMAS.manifest.$id);
    const runtime = runtimeValidatorFor(DATA_SCHEMAS.manifest.$id);
    expect(precompiled(broken)).toBe(false);
    expect(runtime(broken)).toBe(false);
    expect(precompiled.errors).toEqual(runtime.errors);
  });

  it('keeps the runtime validators for a project without a current CLI build', () => {
    expect(precompiledValidatorsModule(temp)).toBeNull();
  });
});

describe('serverValidators', () => {
  const plugin = serverValidators(root);
  const compiler = join(root, 'src/compiler/validate.ts');

  it('replaces the compiler’s validators.ts on the server side only', () => {
    const id = plugin.resolveId('./validators.ts', compiler, { ssr: true });
    expect(id).toMatch(/^\0/);
    expect(plugin.load(id!)).toBe(precompiledValidatorsModule(root));
    expect(plugin.resolveId('./validators.ts', compiler, { ssr: false })).toBeNull();
    expect(plugin.resolveId('./validators.ts', compiler)).toBeNull();
  });

  it('leaves other modules named validators.ts alone', () => {
    const elsewhere = join(root, 'src/site/data.ts');
    expect(plugin.resolveId('./validators.ts', elsewhere, { ssr: true })).toBeNull();
    expect(plugin.resolveId('./compile.ts', compiler, { ssr: true })).toBeNull();
    expect(plugin.load('/some/other/module.ts')).toBeNull();
  });
});
