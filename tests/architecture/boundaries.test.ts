/**
 * The layering, where dependency-cruiser cannot see it. Its configuration
 * (.dependency-cruiser.cjs, `npm run lint:deps`) states what every folder may
 * import and checks the .ts and .mjs files; it cannot read .astro files, so
 * here the imports of every .astro file's front matter are checked against
 * the same rules (read from that configuration, not written again), and its
 * `<script>`s, which run in the browser, must enter through src/client/.
 * Also checked here: the Node globals no import graph shows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A path condition of a dependency-cruiser rule: a pattern or a list of patterns. */
type Patterns = string | string[] | undefined;

/** The parts of a dependency-cruiser `forbidden` rule that an import of an .astro file can meet. */
interface ForbiddenRule {
  name: string;
  comment?: string;
  scope?: string;
  from: { path?: Patterns; pathNot?: Patterns };
  to: {
    path?: Patterns;
    pathNot?: Patterns;
    dependencyTypes?: string[];
    dependencyTypesNot?: string[];
    circular?: boolean;
  };
}

const { forbidden } = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: ForbiddenRule[];
};

/** An import of an .astro file: the specifier, the file it resolves to (local only) and its kind. */
interface Edge {
  from: string;
  specifier: string;
  /** The path dependency-cruiser would match: the local file, else the specifier. */
  to: string;
  core: boolean;
}

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]!);

/** The imports of `code` (static, dynamic and type-only imports and re-exports). */
function edgesOf(file: string, code: string): Edge[] {
  return ts.preProcessFile(code, true, true).importedFiles.map(({ fileName: specifier }) => ({
    from: rel(file),
    specifier,
    to: specifier.startsWith('.') ? rel(resolve(dirname(file), specifier)) : specifier,
    core: isNodeBuiltin(specifier),
  }));
}

const astroFiles = filesUnder('src', ['.astro']);
const frontMatterEdges: Edge[] = [];
const scriptEdges: Edge[] = [];
for (const file of astroFiles) {
  const text = readFileSync(file, 'utf8');
  frontMatterEdges.push(...edgesOf(file, /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ''));
  for (const match of text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g))
    scriptEdges.push(...edgesOf(file, match[1]!));
}

const matchesAny = (patterns: Patterns, path: string) =>
  [patterns ?? []].flat().some((pattern) => new RegExp(pattern).test(path));

/** Whether `rule` forbids `edge` (its path and dependency-type conditions; every import counts as a value import). */
function forbids(rule: ForbiddenRule, edge: Edge): boolean {
  const { from, to } = rule;
  const types = edge.core ? ['core'] : [];
  return (
    (from.path === undefined || matchesAny(from.path, edge.from)) &&
    !matchesAny(from.pathNot, edge.from) &&
    (to.path === undefined || matchesAny(to.path, edge.to)) &&
    !matchesAny(to.pathNot, edge.to) &&
    (to.dependencyTypes === undefined || to.dependencyTypes.some((t) => types.includes(t))) &&
    !(to.dependencyTypesNot ?? []).some((t) => types.includes(t))
  );
}

/** The rules about single imports (cycles are the graph's: no .astro file is imported by a module). */
const importRules = forbidden.filter((rule) => rule.scope !== 'folder' && !rule.to.circular);

describe('.astro files', () => {
  it('are found, with their imports', () => {
    expect(astroFiles.length).toBeGreaterThan(20);
    expect(frontMatterEdges.length).toBeGreaterThan(100);
    expect(importRules.length).toBeGreaterThan(10);
  });

  it('import, in their front matter, only what .dependency-cruiser.cjs allows their folder', () => {
    const bad = frontMatterEdges.flatMap((edge) =>
      importRules
        .filter((rule) => forbids(rule, edge))
        .map((rule) => `${edge.from} → ${edge.specifier}: ${rule.name}`),
    );
    expect(bad).toEqual([]);
  });

  it('run in the browser only modules of src/client/ (whose imports the configuration checks)', () => {
    const bad = scriptEdges.filter((edge) => !edge.to.startsWith('src/client/'));
    expect(bad.map((edge) => `${edge.from} <script> → ${edge.specifier}`)).toEqual([]);
    const entries = new Set(scriptEdges.map((edge) => edge.to));
    expect(entries.has('src/client/power-card-element.ts')).toBe(true);
    expect(entries.has('src/client/site.ts')).toBe(true);
  });
});

const NODE_GLOBALS = new Set(['Buffer', 'process', 'require', '__dirname', '__filename', 'global']);

/** Node globals a file names as values or types (not as a property name after a `.`). */
function globalsUsed(file: string, code: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isIdentifier(node) &&
      NODE_GLOBALS.has(node.text) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true));
  return found;
}

describe('the pure core (src/compiler, src/dice, src/character)', () => {
  it('uses no Node globals (Buffer, process, require, __dirname), so it runs in a browser', () => {
    const core = ['src/compiler', 'src/dice', 'src/character'].flatMap((dir) =>
      filesUnder(dir, ['.ts']),
    );
    const bad = core.flatMap((file) =>
      globalsUsed(file, readFileSync(file, 'utf8')).map((name) => `${rel(file)}: ${name}`),
    );
    expect(bad).toEqual([]);
  });
});
