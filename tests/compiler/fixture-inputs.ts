/**
 * The golden fixtures' inputs, read one way by every test that walks them:
 * a case is `fixtures/<case>/input.md`, or every markdown file under
 * `fixtures/<case>/layers/<n>-<name>/`, each directory a content layer in name
 * order (as `--content` directories are), with paths relative to the case.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { CompileInput } from '../../src/compiler/index.ts';

/** The fixtures directory. */
export const FIXTURES_DIR = join(import.meta.dirname, 'fixtures');

/** The names of the fixture cases, sorted. */
export const FIXTURE_CASES: readonly string[] = readdirSync(FIXTURES_DIR)
  .filter(
    (name) =>
      existsSync(join(FIXTURES_DIR, name, 'input.md')) ||
      existsSync(join(FIXTURES_DIR, name, 'layers')),
  )
  .sort();

/** Every .md file below `dir`, as paths relative to `base` (forward slashes), sorted. */
function markdownBelow(base: string, dir: string): string[] {
  return readdirSync(join(base, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A fixture input: always text (fixtures are UTF-8 files). */
export type FixtureInput = CompileInput & { text: string };

/** A case's compile inputs: `input.md`, or the files of its layers. */
export function fixtureInputs(name: string): FixtureInput[] {
  const dir = join(FIXTURES_DIR, name);
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
