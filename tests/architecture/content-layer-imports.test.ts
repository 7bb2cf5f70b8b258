/**
 * Astro's content layer runs the rulebook loader (src/loaders/rulebook.ts)
 * after the Vite module runner that loaded the configuration has closed: a
 * dynamic `import()` of a local module anywhere the loader reaches fails
 * the site build and `astro sync` ("Vite module runner has been closed").
 * The CLI loads its compiler on demand through src/io/compile-output.ts,
 * which the loader must never reach.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

/** The local modules `file` imports statically, and the local specifiers it imports dynamically. */
function importsOf(file: string): { statics: string[]; dynamics: string[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const statics: string[] = [];
  const dynamics: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('.')
    )
      statics.push(resolve(dirname(file), node.moduleSpecifier.text));
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text.startsWith('.')
    )
      dynamics.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { statics, dynamics };
}

describe('the rulebook loader’s modules', () => {
  it('import no local module dynamically', () => {
    const seen = new Set<string>();
    const stack = [resolve(ROOT, 'src/loaders/rulebook.ts')];
    const dynamic: string[] = [];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file) || !/\.(ts|mjs)$/.test(file)) continue;
      seen.add(file);
      const { statics, dynamics } = importsOf(file);
      dynamic.push(...dynamics.map((specifier) => `${rel(file)} → ${specifier}`));
      stack.push(...statics);
    }
    expect(seen.has(resolve(ROOT, 'src/io/compile-content.ts'))).toBe(true);
    expect(seen.has(resolve(ROOT, 'src/io/compile-output.ts'))).toBe(false);
    expect(dynamic).toEqual([]);
  });
});
