/**
 * Vite plugin for the site build: the layout's script (src/client/site.ts,
 * which every page runs) and every module it imports statically go into one
 * chunk, the layout's script file itself. By default Rollup splits each
 * module several page scripts share (the stores, the ruleset, formatting)
 * into a file of its own, so a page made a request per shared module; with
 * them in the layout's file, which every page loads anyway, a page script
 * imports them from there and a page makes a handful of script requests.
 * Modules the layout imports on demand (`import()`: the dice widgets, search)
 * stay out, loaded only when used.
 */
import path from 'node:path';
import type { ManualChunkMeta, OutputOptions } from 'rollup';
import type { Plugin } from 'vite';
import { extendManualChunks } from './manual-chunks.ts';

/** The manual chunk of the layout's modules (its file is named after the layout's `<script>`, the entry it holds). */
export const LAYOUT_CHUNK = 'site';

/** The layout's script module, relative to the project root. */
export const LAYOUT_SCRIPT = 'src/client/site.ts';

/** A script module Rollup can place in a chunk: not a style sheet, asset or virtual helper. */
function isScriptModule(id: string): boolean {
  return /\.(?:[cm]?[jt]s|tsx?)$/.test(id.replace(/\?.*$/, '')) || /\?astro&type=script/.test(id);
}

/**
 * The modules of the layout's chunk: the layout script, the Astro script
 * modules that import it (so the page's `<script>` is the chunk, not a file
 * importing it) and its static imports, transitively.
 */
function layoutModules(entry: string, meta: ManualChunkMeta): Set<string> {
  const modules = new Set<string>();
  const root = meta.getModuleInfo(entry);
  if (!root) return modules;
  for (const importer of root.importers) if (isScriptModule(importer)) modules.add(importer);
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (modules.has(id) && id !== entry) continue;
    modules.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? [])
      if (isScriptModule(imported) && !modules.has(imported)) pending.push(imported);
  }
  return modules;
}

/**
 * The plugin: in the client build only (the server build renders pages and
 * runs no page script), the layout's modules are assigned to
 * {@link LAYOUT_CHUNK}; every other module is left to Rollup and to Astro's
 * own chunking (its style sheets).
 */
export function layoutChunk(): Plugin {
  let entry = '';
  let client = false;
  let modules: Set<string> | undefined;
  return {
    name: 'rulebook:layout-chunk',
    apply: 'build',
    configResolved(config) {
      entry = path.join(config.root, LAYOUT_SCRIPT);
      client = !config.build.ssr;
    },
    buildStart() {
      modules = undefined;
    },
    outputOptions(options: OutputOptions) {
      if (!client) return null;
      return extendManualChunks(
        'layout-chunk',
        options,
        (id, meta) => {
          modules ??= layoutModules(entry, meta);
          return modules.has(id) ? LAYOUT_CHUNK : undefined;
        },
        'own',
      );
    },
  };
}
