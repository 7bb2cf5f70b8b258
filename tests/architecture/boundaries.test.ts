/**
 * The layering, enforced: what may import what. Imports are read with the
 * TypeScript scanner (static, dynamic and type-only imports and re-exports)
 * from every .ts file under src/, scripts/ and tests/, and from the
 * `<script>` and front matter of every .astro file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
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

/** An import: the importing file, the specifier as written and the file it resolves to (local only). */
interface Edge {
  from: string;
  specifier: string;
  to: string | null;
}

/** The code of a file that can hold imports: a .ts file whole, an .astro file's front matter and scripts. */
function importingCode(file: string): { server: string; client: string } {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return { server: text, client: '' };
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('\n');
  return { server: frontMatter, client: scripts };
}

function importsOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return rel(resolve(dirname(from), specifier));
}

const tsFiles = ['src', 'scripts', 'tests'].flatMap((dir) => filesUnder(dir, ['.ts']));
const astroFiles = filesUnder('src', ['.astro']);

/** Every import edge, and the client entry points (modules imported by .astro `<script>`s). */
const edges: Edge[] = [];
const clientEntries = new Set<string>();
for (const file of [...tsFiles, ...astroFiles]) {
  const { server, client } = importingCode(file);
  for (const specifier of importsOf(server))
    edges.push({ from: rel(file), specifier, to: resolveLocal(file, specifier) });
  for (const specifier of importsOf(client)) {
    const to = resolveLocal(file, specifier);
    edges.push({ from: `${rel(file)}#script`, specifier, to });
    if (to) clientEntries.add(to);
  }
}
const edgesFrom = new Map<string, Edge[]>();
for (const edge of edges) edgesFrom.set(edge.from, [...(edgesFrom.get(edge.from) ?? []), edge]);

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]!);

/** The local files reachable from `starts` through imports. */
function reachable(starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of edgesFrom.get(file) ?? []) if (edge.to) stack.push(edge.to);
  }
  return seen;
}

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

const inDir = (dir: string) => (file: string) => file.startsWith(`${dir}/`);
const show = (list: Edge[]) => list.map((e) => `${e.from} → ${e.specifier}`);

describe('the pure core (src/compiler, src/dice, src/character)', () => {
  const core = ['src/compiler', 'src/dice', 'src/character'];
  const coreFiles = tsFiles.map(rel).filter((file) => core.some((dir) => inDir(dir)(file)));

  it('imports nothing from Node, so it runs in a browser', () => {
    const bad = edges.filter((e) => coreFiles.includes(e.from) && isNodeBuiltin(e.specifier));
    expect(show(bad)).toEqual([]);
  });

  it('uses no Node globals (Buffer, process, require, __dirname)', () => {
    const bad = coreFiles.flatMap((file) =>
      globalsUsed(file, readFileSync(join(ROOT, file), 'utf8')).map((name) => `${file}: ${name}`),
    );
    expect(bad).toEqual([]);
  });

  it('imports nothing but itself and the schemas: not the site, the client, Node I/O or scripts/', () => {
    const bad = edges.filter(
      (e) =>
        coreFiles.includes(e.from) &&
        e.to !== null &&
        ![...core, 'schemas'].some((dir) => inDir(dir)(e.to!)),
    );
    expect(show(bad)).toEqual([]);
  });
});

describe('client code', () => {
  const client = reachable(clientEntries);

  it('has entry points (the .astro scripts import client modules)', () => {
    expect(client.has('src/client/power-card.ts')).toBe(true);
    expect(client.has('src/client/dice-widget.ts')).toBe(true);
  });

  it('imports the dice engine only through its browser entry, whose size is budgeted', () => {
    // The compiler, in the playground's worker only, is budgeted as a whole (npm run bench).
    const bad = edges.filter(
      (e) =>
        client.has(e.from) &&
        !inDir('src/dice')(e.from) &&
        !inDir('src/compiler')(e.from) &&
        e.to !== null &&
        inDir('src/dice')(e.to) &&
        e.to !== 'src/dice/browser.ts',
    );
    expect(show(bad)).toEqual([]);
  });

  it('imports nothing from Node and no Node-only code of src/io or scripts/', () => {
    const bad = edges.filter(
      (e) =>
        client.has(e.from) &&
        (isNodeBuiltin(e.specifier) ||
          (e.to !== null && (inDir('src/io')(e.to) || inDir('scripts')(e.to)))),
    );
    expect(show(bad)).toEqual([]);
  });
});

describe('tests and the benchmark', () => {
  it('do not import each other (shared code lives in scripts/lib)', () => {
    const bench = inDir('scripts/bench');
    const benchFile = (file: string) => bench(file) || file === 'scripts/bench.ts';
    const bad = edges.filter(
      (e) =>
        e.to !== null &&
        ((inDir('tests')(e.from) && benchFile(e.to)) ||
          ((benchFile(e.from) || inDir('scripts/lib')(e.from)) && inDir('tests')(e.to))),
    );
    expect(show(bad)).toEqual([]);
  });
});

describe('the import graph', () => {
  it('has no cycles', () => {
    // Tarjan's strongly connected components over local imports (type-only ones included).
    const graph = new Map<string, string[]>();
    for (const e of edges) {
      if (!e.to) continue;
      const from = e.from.replace(/#script$/, '');
      graph.set(from, [...(graph.get(from) ?? []), e.to]);
    }
    let index = 0;
    const indices = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const connect = (node: string): void => {
      indices.set(node, index);
      low.set(node, index++);
      stack.push(node);
      onStack.add(node);
      for (const next of graph.get(node) ?? []) {
        if (!indices.has(next)) {
          connect(next);
          low.set(node, Math.min(low.get(node)!, low.get(next)!));
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
      if (low.get(node) === indices.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
      }
    };
    for (const node of graph.keys()) if (!indices.has(node)) connect(node);
    expect(cycles).toEqual([]);
  });
});
