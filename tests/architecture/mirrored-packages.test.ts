/**
 * The packages the fast markdown parser mirrors (src/compiler/fast-markdown/
 * mirrored.ts) stay at the versions it was proven against: exactly pinned in
 * package.json, locked and installed at that version, and the list names
 * every package the parser modules import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MIRRORED_PACKAGES } from '../../src/compiler/fast-markdown/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as unknown;

const manifest = readJson('package.json') as { dependencies: Record<string, string> };
const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };
const mirrored = Object.entries(MIRRORED_PACKAGES);

/** What to do when a mirrored package moved. */
const FIX =
  'Fix: install the version mirrored.ts names (npm install --save-exact), or prove the fast path against the new one (tests/compiler/fast-markdown*.test.ts) and write its version in src/compiler/fast-markdown/mirrored.ts.';

/** Imports the parser modules make that build no tree, so nothing of theirs is mirrored. */
const NOT_MIRRORED: Readonly<Record<string, string>> = {
  unified: 'runs the parser it is given',
};

/** The packages a module imports for their values (type-only imports left out). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword
    )
      continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith('.')) names.push(specifier);
  }
  return names;
}

describe('the packages the fast markdown parser mirrors', () => {
  it('are pinned exactly in package.json when they are dependencies', () => {
    const wrong = mirrored
      .filter(
        ([name, { pin, version }]) =>
          pin === 'dependency' && manifest.dependencies[name] !== version,
      )
      .map(
        ([name, { version }]) =>
          `${name}: package.json has ${manifest.dependencies[name] ?? 'nothing'}, mirrored.ts ${version}`,
      );
    expect(wrong, `${wrong.join('\n')}\n${FIX}`).toEqual([]);
  });

  it('are locked and installed at the version the fast path was proven against, with no other copy', () => {
    const wrong: string[] = [];
    for (const [name, { version }] of mirrored) {
      const installed = (readJson(`node_modules/${name}/package.json`) as { version: string })
        .version;
      if (installed !== version)
        wrong.push(`${name}: node_modules has ${installed}, mirrored.ts ${version}`);
      for (const [path, entry] of Object.entries(lock.packages))
        if (
          (path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`)) &&
          entry.version !== version
        )
          wrong.push(
            `${name}: package-lock.json has ${entry.version} at ${path}, mirrored.ts ${version}`,
          );
    }
    expect(wrong, `${wrong.join('\n')}\n${FIX}`).toEqual([]);
  });

  it('include every package the markdown parser modules import', () => {
    const files = [
      'src/compiler/parse-markdown.ts',
      ...readdirSync(join(ROOT, 'src/compiler/fast-markdown'))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `src/compiler/fast-markdown/${name}`),
    ];
    const missing = files.flatMap((file) =>
      valueImports(join(ROOT, file))
        .filter((name) => !(name in MIRRORED_PACKAGES) && !(name in NOT_MIRRORED))
        .map((name) => `${file} imports ${name}`),
    );
    expect(
      missing,
      `${missing.join('\n')}\nFix: add each to MIRRORED_PACKAGES (src/compiler/fast-markdown/mirrored.ts) at its installed version, pinned exactly in package.json.`,
    ).toEqual([]);
  });
});
