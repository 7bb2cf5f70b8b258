/**
 * Golden fixtures: each `fixtures/<case>/input.md` (or, for several files and
 * directories, the files under `fixtures/<case>/layers/`) is compiled and compared
 * with `fixtures/<case>/expected.json` (the non-empty collections, without the
 * manifest, plus the diagnostics). Regenerate deliberately with
 * `UPDATE_GOLDEN=1 npx vitest run tests/compiler/golden.test.ts` and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, validateData, type CompileInput } from '../../src/compiler/index.ts';

const root = join(import.meta.dirname, 'fixtures');
const cases = readdirSync(root).filter(
  (name) => existsSync(join(root, name, 'input.md')) || existsSync(join(root, name, 'layers')),
);

/** Every .md file below `dir`, as paths relative to `base` (forward slashes), sorted. */
function markdownBelow(base: string, dir: string): string[] {
  return readdirSync(join(base, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * A case's inputs: `input.md`, or every file under `layers/<n>-<name>/`, each
 * directory a content layer in name order (as `--content` directories are), its
 * files given with paths relative to the case (`layers/2-homebrew/powers.md`).
 */
function inputsOf(name: string): CompileInput[] {
  const dir = join(root, name);
  if (existsSync(join(dir, 'input.md')))
    return [{ path: 'input.md', text: readFileSync(join(dir, 'input.md'), 'utf8') }];
  const layers = readdirSync(join(dir, 'layers')).sort();
  return layers.flatMap((layer, index) =>
    markdownBelow(dir, join('layers', layer)).map((path) => ({
      path,
      text: readFileSync(join(dir, path), 'utf8'),
      layer: index,
    })),
  );
}

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
