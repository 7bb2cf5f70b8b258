/**
 * Renderings of single sections kept between compiles, for the authoring
 * loop: a save that changes one section of a book renders that section
 * again, not the whole book. A section's rendering (`finishSections`: dice
 * marks, HTML, text, diagnostics) depends only on its file's path and its
 * body as extracted (its nodes, their positions and the block ids in them),
 * so a body equal to one rendered at the last compile takes that rendering.
 */
import { deepCopy } from './deep-copy.ts';
import type { SectionDraft } from './extract/context.ts';
import type { RenderedBody } from './extract/sections.ts';

/** Section renderings kept from the last compile that walked each file, by file and `sectionKey`. */
export interface SectionRenderings {
  /** A private copy of the rendering kept under `key` for `file`, if any. */
  get(file: string, key: string): RenderedBody | undefined;
  /** Keeps exactly these renderings (a copy of each) for each of their files, the other files' as they were. */
  keep(renderings: ReadonlyMap<string, ReadonlyMap<string, RenderedBody>>): void;
  /** Forgets the renderings of every file not in `files` (files removed since). */
  retain(files: ReadonlySet<string>): void;
  /** Forgets every rendering (what they were made with changed, such as the compile options). */
  clear(): void;
  /** How many files have renderings kept. */
  size(): number;
}

/** Creates an empty store of section renderings. */
export function createSectionRenderings(): SectionRenderings {
  const kept = new Map<string, Map<string, RenderedBody>>();
  return {
    get: (file, key) => {
      const rendering = kept.get(file)?.get(key);
      return rendering && deepCopy(rendering);
    },
    keep: (renderings) => {
      for (const [file, byKey] of renderings)
        kept.set(file, new Map([...byKey].map(([key, rendering]) => [key, deepCopy(rendering)])));
    },
    retain: (files) => {
      for (const file of kept.keys()) if (!files.has(file)) kept.delete(file);
    },
    clear: () => kept.clear(),
    size: () => kept.size,
  };
}

/** What a section's rendering depends on besides its file: its body, exactly. */
function sectionKey(draft: SectionDraft): string {
  return JSON.stringify(draft.body);
}

/**
 * Adds to `rendered` the kept rendering of each draft that is not there and
 * whose body was rendered at the last compile; returns what to call once
 * `finishSections` has rendered the others, to keep this compile's renderings.
 */
export function reuseSectionRenderings(
  drafts: readonly SectionDraft[],
  rendered: Map<SectionDraft, RenderedBody>,
  store: SectionRenderings,
): () => void {
  const keys = new Map<SectionDraft, string>();
  for (const draft of drafts) {
    if (rendered.has(draft)) continue;
    const key = sectionKey(draft);
    keys.set(draft, key);
    const known = store.get(draft.section.source.file, key);
    if (known) rendered.set(draft, known);
  }
  return () => {
    const renderings = new Map<string, Map<string, RenderedBody>>();
    for (const [draft, key] of keys) {
      const rendering = rendered.get(draft);
      const file = draft.section.source.file;
      let byKey = renderings.get(file);
      if (!byKey) renderings.set(file, (byKey = new Map()));
      if (rendering) byKey.set(key, rendering);
    }
    store.keep(renderings);
  };
}
