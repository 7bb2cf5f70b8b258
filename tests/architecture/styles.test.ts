/**
 * Where styles live (docs/architecture.md › Styles): a component's own markup
 * is styled by its scoped `<style>`; what a renderer or a script inserts, by
 * a stylesheet under src/styles/ inside one of the cascade layers that
 * src/styles/layers.css declares, so the order the bundler puts stylesheets
 * in decides nothing. Checked here: no new `<style is:global>`, no module
 * imported only for its side effects to order the cascade, every stylesheet's
 * rules in a declared layer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The files allowed a `<style is:global>`, each with its reason. The
 * encounter page's rewrite is under way elsewhere; it leaves this list when
 * its styles are scoped.
 */
const GLOBAL_STYLE_ALLOWED: ReadonlyMap<string, string> = new Map([]);

/** The front matter of an .astro file (between its `---` fences), or '' without one. */
function frontMatter(source: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return match?.[1] ?? '';
}

/** The specifiers of the bare imports (`import './x';`) of some module code. */
function bareImports(code: string): string[] {
  return [...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

/** Comments and strings removed (strings kept as empty quotes), so braces inside them do not count. */
function stripCss(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(["'])(?:\\.|(?!\1)[^\\])*\1/g, '""');
}

/** A top-level statement of a stylesheet: its prelude and whether a `{ … }` block follows. */
interface TopLevel {
  prelude: string;
  block: boolean;
}

/** The top-level statements of a stylesheet (comments and strings stripped). */
function topLevel(css: string): TopLevel[] {
  const source = stripCss(css);
  const statements: TopLevel[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '{') {
      if (depth === 0) statements.push({ prelude: source.slice(start, i).trim(), block: true });
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) start = i + 1;
    } else if (char === ';' && depth === 0) {
      statements.push({ prelude: source.slice(start, i).trim(), block: false });
      start = i + 1;
    }
  }
  const rest = source.slice(start).trim();
  if (rest !== '') statements.push({ prelude: rest, block: false });
  return statements;
}

/** The layers src/styles/layers.css declares, in order. */
function declaredLayers(): string[] {
  const statement = topLevel(readFileSync(join(ROOT, 'src/styles/layers.css'), 'utf8')).find(
    (s) => !s.block && s.prelude.startsWith('@layer'),
  );
  if (!statement) throw new Error('src/styles/layers.css declares no `@layer a, b, …;` statement');
  return statement.prelude
    .slice('@layer'.length)
    .split(',')
    .map((name) => name.trim());
}

/** What is wrong with a stylesheet's top level: rules outside a declared layer, a missing import of the order. */
function layerProblems(file: string, layers: readonly string[]): string[] {
  const problems: string[] = [];
  const statements = topLevel(readFileSync(file, 'utf8'));
  const isLayersFile = rel(file) === 'src/styles/layers.css';
  if (!isLayersFile && !statements.some((s) => /^@import\s+""/.test(s.prelude))) {
    problems.push("does not import the layers' order first (@import './layers.css')");
  }
  for (const { prelude, block } of statements) {
    if (!block) {
      if (prelude.startsWith('@import') || (isLayersFile && prelude.startsWith('@layer'))) continue;
      problems.push(`has a statement outside a layer: ${prelude}`);
      continue;
    }
    const layer = /^@layer\s+([\w-]+)$/.exec(prelude)?.[1];
    if (layer === undefined) problems.push(`has rules outside a layer: ${prelude} { … }`);
    else if (!layers.includes(layer)) {
      problems.push(`uses the undeclared layer "${layer}" (declared: ${layers.join(', ')})`);
    }
  }
  return problems;
}

describe('GLOBAL_STYLE_ALLOWED', () => {
  it('lists the only .astro files with a <style is:global>', () => {
    const found = filesUnder('src', '.astro')
      .filter((file) => /<style[^>]*\bis:global\b/.test(readFileSync(file, 'utf8')))
      .map(rel);
    const unexpected = found.filter((file) => !GLOBAL_STYLE_ALLOWED.has(file));
    expect(
      unexpected,
      'scope the style (<style>, :global() on the selectors that reach markup a script or ' +
        'renderer inserts), or move it to a layered stylesheet under src/styles/',
    ).toEqual([]);
  });
});

describe('bareImports', () => {
  it('finds no component or module imported only for its side effects in a component or page', () => {
    const offenders = filesUnder('src', '.astro').flatMap((file) =>
      bareImports(frontMatter(readFileSync(file, 'utf8')))
        .filter((specifier) => !specifier.endsWith('.css'))
        .map((specifier) => `${rel(file)}: import '${specifier}'`),
    );
    expect(
      offenders,
      "import a component to render it and a module for what it exports; a card's styles " +
        'come from its stylesheet under src/styles/, imported by name',
    ).toEqual([]);
  });

  it('reads the bare imports of module code, and only those', () => {
    const code = "import './a.css';\nimport B from './B.astro';\n  import '../site/c.ts';";
    expect(bareImports(code)).toEqual(['./a.css', '../site/c.ts']);
  });
});

describe('layerProblems', () => {
  const layers = declaredLayers();

  it('finds every stylesheet under src/styles/ with its rules in a declared layer', () => {
    const problems = filesUnder('src/styles', '.css').flatMap((file) =>
      layerProblems(file, layers).map((problem) => `${rel(file)} ${problem}`),
    );
    expect(problems, 'wrap the rules in `@layer <name> { … }`, a layer of layers.css').toEqual([]);
  });

  it('declares the layers in the order the cascade needs: cards over base, print last', () => {
    expect(layers.indexOf('base')).toBeLessThan(layers.indexOf('cards'));
    expect(layers.indexOf('cards')).toBeLessThan(layers.indexOf('layout'));
    expect(layers.at(-1)).toBe('print');
  });
});

describe('topLevel', () => {
  it('splits a stylesheet into its statements and blocks, ignoring braces in comments and strings', () => {
    const css = "@import './layers.css';\n/* { */\n@layer base { a { content: '}'; } }\n.x { }";
    expect(topLevel(css)).toEqual([
      { prelude: '@import ""', block: false },
      { prelude: '@layer base', block: true },
      { prelude: '.x', block: true },
    ]);
  });
});
