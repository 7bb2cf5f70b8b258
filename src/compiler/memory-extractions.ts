/**
 * An `ExtractionCache` in memory, for the incremental compiler's full
 * compiles (when files interact: a section id two books share, such as each
 * book's "Legal", or `replaces`): each file's last extraction and rendered
 * sections, by path, so that a save walks the edited file and only those
 * after it whose ids it moved (extract/replay.ts decides), as the CLI does
 * with the persistent cache. Entries are copied in and out
 * (`structuredClone`): a compile changes the objects it replays.
 */
import type { CachedExtraction, ExtractionCache } from './compile.ts';
import type { RenderedBody } from './extract/sections.ts';

interface Entry {
  text: string;
  extraction: CachedExtraction;
  rendered: Map<string, RenderedBody[]>;
}

/** An extraction cache in memory that keeps, of each path, the last text's extraction. */
export interface MemoryExtractions extends ExtractionCache {
  /** Forgets every path not in `paths` (files removed since). */
  retain(paths: ReadonlySet<string>): void;
}

/** Creates an empty in-memory extraction cache. */
export function createMemoryExtractions(): MemoryExtractions {
  const entries = new Map<string, Entry>();
  const current = (path: string, text: string) => {
    const entry = entries.get(path);
    return entry?.text === text ? entry : undefined;
  };
  return {
    get: (path, text) => {
      const entry = current(path, text);
      return entry && structuredClone(entry.extraction);
    },
    set: (path, text, extraction) => {
      entries.set(path, { text, extraction: structuredClone(extraction), rendered: new Map() });
    },
    getRendered: (path, text, variant) => {
      const rendered = current(path, text)?.rendered.get(variant);
      return rendered && structuredClone(rendered);
    },
    setRendered: (path, text, variant, rendered) => {
      current(path, text)?.rendered.set(variant, structuredClone(rendered));
    },
    retain: (paths) => {
      for (const path of entries.keys()) if (!paths.has(path)) entries.delete(path);
    },
  };
}
