/**
 * Vite plugin for the site build (astro.config.mjs): the modules the cards'
 * and the dice's heavier layers load on first use (the resolved layer, the
 * attack roller, the dice widgets, and the dice engine and character model
 * they share) go into one file. Left to Rollup, each module two of them
 * share became a file of its own, and a power page made eleven script
 * requests once its card was used; with one file, a handful. Modules a
 * page's scripts load up front are left out of it, so no page loads it
 * before a widget needs it; a few of those are grouped too
 * ({@link UP_FRONT_GROUPS}).
 */
import path from 'node:path';
import type { ManualChunkMeta, OutputOptions } from 'rollup';
import type { Plugin } from 'vite';
import { LAYOUT_CHUNK } from './layout-chunk.ts';
import { extendManualChunks } from './manual-chunks.ts';

/** The on-demand chunk's name (its file is `/_astro/widgets.<hash>.js`). */
export const WIDGETS_CHUNK = 'widgets';

/** The modules pages import on demand (`import()`) whose static imports make up the chunk. */
export const WIDGET_ROOTS = [
  'src/client/resolve-cards.ts',
  'src/client/attack-roller.ts',
  'src/client/dice-widget.ts',
] as const;

/**
 * Modules page scripts import up front, grouped into a file with others a
 * page loads with them (by chunk name): the cards' custom elements, a
 * kilobyte, go into the layout's file, which every page loads; the deck
 * controls' modules (the deck store, fetched cards) into one file. Left to
 * Rollup, each became a file of its own. Rollup puts every static import of a
 * grouped module into its file, whatever other pages use of it, so these
 * modules import no shared library code (src/site/urls.ts brings the
 * compiler's helpers, and with them hast, into the file).
 */
export const UP_FRONT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  [LAYOUT_CHUNK]: ['src/client/power-card-element.ts', 'src/client/stat-block-element.ts'],
  deck: ['src/client/deck.ts'],
};

/** A module's static imports, transitively (`from` included). */
function staticClosure(from: Iterable<string>, meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of each grouped module: {@link WIDGETS_CHUNK} for those the
 * widget roots import statically, transitively, that no entry (a page's
 * script) imports statically; each group's name for its modules and their
 * static imports (those the layout's chunk holds stay there).
 */
function chunkOf(root: string, meta: ManualChunkMeta): Map<string, string> {
  const at = (file: string) => path.join(root, file);
  const entries = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  const upFront = staticClosure(entries, meta);
  const chunks = new Map<string, string>();
  for (const id of staticClosure(WIDGET_ROOTS.map(at), meta))
    if (!upFront.has(id)) chunks.set(id, WIDGETS_CHUNK);
  for (const [name, files] of Object.entries(UP_FRONT_GROUPS))
    for (const id of staticClosure(files.map(at), meta)) if (!chunks.has(id)) chunks.set(id, name);
  return chunks;
}

/**
 * The Vite plugin: in the client build only (the server build renders pages
 * and runs no page script), the on-demand layers' modules are assigned to
 * {@link WIDGETS_CHUNK}; every other module is left to the other manual
 * chunks (the layout's) and to Rollup.
 */
export function widgetChunk(): Plugin {
  let root = '';
  let client = false;
  return {
    name: 'rulebook:widget-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      client = !config.build.ssr;
    },
    outputOptions(options: OutputOptions) {
      if (!client) return null;
      let chunks: Map<string, string> | undefined;
      let graph: ManualChunkMeta | undefined;
      return extendManualChunks(
        'widget-chunk',
        options,
        (id, meta) => {
          // One build's graph, computed at its first call (each build passes its own meta).
          if (graph !== meta) {
            graph = meta;
            chunks = chunkOf(root, meta);
          }
          return chunks!.get(id);
        },
        'previous',
      );
    },
  };
}
