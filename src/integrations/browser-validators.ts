/**
 * A Vite plugin for browser bundles of the compiler (the playground's Web
 * Worker). It resolves
 * - src/compiler/validators.ts, which compiles the schemas with ajv at run
 *   time (`new Function`, forbidden by the site's CSP), to the same validators
 *   precompiled by ajv's standalone code generator (the CLI bundle's swap,
 *   scripts/build-cli.mjs), only those of WORKER_SCHEMAS (all of them would
 *   add about 53 KB gzipped to the worker);
 * - the modules in WORKER_ENTRIES to replacements that run in a worker, which
 *   has no `document` (decode-named-character-reference's `browser` entry
 *   decodes with the DOM).
 * Server-side (SSR) imports are left alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve, sep } from 'node:path';
import { writeBrowserValidators } from '../../scripts/lib/standalone-validators.mjs';

/**
 * The schemas the compiler validates against while it compiles (front matter,
 * and the collections `dropOutOfRange` checks in compile.ts); the worker
 * never validates whole data sets (validateData, validateConfig are the CLI's).
 * tests/architecture/browser-validators.isolated.test.ts fails if compile() asks for another.
 */
export const WORKER_SCHEMAS: readonly string[] = [
  'frontmatter.schema.json',
  'power.schema.json',
  'deity.schema.json',
  'table.schema.json',
];

/** Modules whose browser entry needs the DOM, and their DOM-free replacements (from the root). */
export const WORKER_ENTRIES: Record<string, string> = {
  'decode-named-character-reference': 'src/client/playground/decode-entity.ts',
};

/** The part of a Vite plugin this one uses (typed here: Astro brings its own Vite). */
export interface CompilerBundlePlugin {
  name: string;
  enforce: 'pre';
  resolveId(
    source: string,
    importer: string | undefined,
    options?: { ssr?: boolean },
  ): string | null;
  buildEnd(): void;
}

/**
 * True when `importer` imports the compiler's own validators.ts (src/compiler/
 * under `compilerDir`, a path ending in a separator), which both this plugin
 * and the server side's (server-validators.ts) replace.
 */
export function importsCompilerValidators(
  compilerDir: string,
  source: string,
  importer: string,
): boolean {
  return (
    /(^|\/)validators\.ts$/.test(source) && resolve(importer, '..', source).startsWith(compilerDir)
  );
}

/** The plugin; generates the validators once per build, on first use, in a temporary directory. */
export function browserValidators(root: string = process.cwd()): CompilerBundlePlugin {
  const compilerDir = resolve(root, 'src', 'compiler') + sep;
  let dir: string | undefined;
  let path: string | undefined;
  return {
    name: 'rulebook-browser-compiler',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.ssr || !importer) return null;
      const replacement = WORKER_ENTRIES[source];
      if (replacement) return resolve(root, replacement);
      if (!importsCompilerValidators(compilerDir, source, importer)) return null;
      if (!path) {
        dir = mkdtempSync(resolve(tmpdir(), 'rulebook-validators-'));
        path = writeBrowserValidators(root, dir, WORKER_SCHEMAS);
      }
      return path;
    },
    buildEnd() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = path = undefined;
    },
  };
}
