/**
 * Golden fixtures: each `fixtures/<case>/input.md` (or, for several files and
 * directories, the files under `fixtures/<case>/layers/`) is compiled and compared
 * with `fixtures/<case>/expected.json` (the non-empty collections, without the
 * manifest, plus the diagnostics). Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run tests/compiler/golden.test.ts` and review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, validateData } from '../../src/compiler/index.ts';
import { FIXTURE_CASES, FIXTURES_DIR, fixtureInputs } from './fixture-inputs.ts';

const root = FIXTURES_DIR;
const cases = FIXTURE_CASES;
const inputsOf = fixtureInputs;

function snapshotOf(name: string): Record<string, unknown> {
  const { data, diagnostics } = compile(inputsOf(name));
  expect(validateData(data)).toEqual([]);
  const { manifest: _manifest, ...collections } = data;
  const kept = Object.fromEntries(
    Object.entries(collections).filter(([, list]) => list.length > 0),
  );
  return { ...kept, diagnostics };
}

describe('compile (golden fixtures)', () => {
  it('has fixtures to check', () => {
    expect(cases.length).toBeGreaterThan(10);
  });
  for (const name of cases) {
    it(name, () => {
      const actual = snapshotOf(name);
      const expectedPath = join(root, name, 'expected.json');
      if (process.env['UPDATE_GOLDEN'] === '1') {
        writeFileSync(expectedPath, `${JSON.stringify(actual, null, 2)}\n`);
      }
      expect(existsSync(expectedPath), `${expectedPath} is missing; run with UPDATE_GOLDEN=1`).toBe(
        true,
      );
      expect(actual).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
    });
  }
});
