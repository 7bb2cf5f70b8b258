/**
 * A cache of parsed markdown chunks for the authoring loop. A large file is
 * parsed in chunks (see `parse-markdown.ts`); after an edit, every chunk but the
 * edited one has the same text, so its tree can be reused instead of parsed
 * again. Trees are kept with chunk-relative positions and never handed out:
 * the parser gets a copy, because later stages rewrite the tree in place.
 */
import type { Root } from 'mdast';

/** Parsed chunk trees keyed by chunk text, pruned to those used since the last prune. */
export interface ChunkCache {
  /** The tree parsed from this chunk text, if cached (marks it as used). */
  get(text: string): Root | undefined;
  /** Remembers the tree parsed from this chunk text (marks it as used). */
  set(text: string, tree: Root): void;
  /** Forgets every chunk not used since the previous prune, so deleted text does not pile up. */
  prune(): void;
  /** Chunks reused and parsed since the previous prune (for tests and benchmarks). */
  readonly stats: { reused: number; parsed: number };
}

/** Creates an empty chunk cache (kept in memory: see compile-content.ts for why not on disk). */
export function createChunkCache(): ChunkCache {
  let previous = new Map<string, Root>();
  let current = new Map<string, Root>();
  let stats = { reused: 0, parsed: 0 };
  return {
    get(text) {
      const tree = current.get(text) ?? previous.get(text);
      if (tree) {
        current.set(text, tree);
        stats.reused++;
      }
      return tree;
    },
    set(text, tree) {
      current.set(text, tree);
      stats.parsed++;
    },
    prune() {
      previous = current;
      current = new Map();
      stats = { reused: 0, parsed: 0 };
    },
    get stats() {
      return stats;
    },
  };
}
