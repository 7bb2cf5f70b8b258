/**
 * The playground's worker bundles only the schema validators of
 * WORKER_SCHEMAS (src/integrations/browser-validators.ts). Here the compiler
 * runs with exactly those precompiled validators in place of
 * src/compiler/validators.ts, as in the worker: every golden fixture compiles
 * to its expected JSON and diagnostics, and the compiler asks for no schema
 * outside the list (a new one would throw in the worker).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compile } from '../../src/compiler/index.ts';
import { WORKER_SCHEMAS } from '../../src/integrations/browser-validators.ts';
import { FIXTURE_CASES, FIXTURES_DIR, fixtureInputs } from '../compiler/fixture-inputs.ts';

const asked = vi.hoisted(() => new Set<string>());
/** The temporary directory of the generated validators, removed after the file. */
const made = vi.hoisted(() => [] as string[]);

vi.mock('../../src/compiler/validators.ts', async () => {
  const { writeBrowserValidators } = await import('../../scripts/lib/standalone-validators.mjs');
  const { WORKER_SCHEMAS: only } = await import('../../src/integrations/browser-validators.ts');
  const dir = mkdtempSync(join(tmpdir(), 'rulebook-worker-validators-'));
  made.push(dir);
  const path = writeBrowserValidators(join(import.meta.dirname, '../..'), dir, only);
  const generated = (await import(path)) as { validatorFor(id: string): unknown };
  return {
    validatorFor(id: string) {
      asked.add(id);
      return generated.validatorFor(id);
    },
  };
});

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const idOf = (file: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas', file), 'utf8')) as {
      $id: string;
    }
  ).$id;

describe('WORKER_SCHEMAS', () => {
  for (const name of FIXTURE_CASES) {
    it(`compiles ${name} as the build does, with only the worker's validators`, () => {
      const { data, diagnostics } = compile(fixtureInputs(name));
      const { manifest: _manifest, ...collections } = data;
      const kept = Object.fromEntries(
        Object.entries(collections).filter(([, list]) => list.length > 0),
      );
      const expected: unknown = JSON.parse(
        readFileSync(join(FIXTURES_DIR, name, 'expected.json'), 'utf8'),
      );
      expect({ ...kept, diagnostics }).toEqual(expected);
    });
  }

  it('are exactly the schemas the compiler validates against while compiling', () => {
    expect(asked.size).toBeGreaterThan(0);
    expect([...asked].sort()).toEqual(WORKER_SCHEMAS.map(idOf).sort());
  });

  it('leave out the validators of whole data sets, with an error naming the ones bundled', async () => {
    const { validatorFor } = await import('../../src/compiler/validators.ts');
    expect(() => validatorFor(idOf('monster.schema.json'))).toThrow(
      /has no validator in this bundle \(only frontmatter\.schema\.json, power\.schema\.json/,
    );
  });
});
