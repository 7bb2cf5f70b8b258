/**
 * The state one compile accumulates while it walks the files: the id
 * registries (so ids are unique across files, in file order), the extracted
 * entities and the diagnostics.
 */
import type { RootContent } from 'mdast';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { IdRegistry } from '../slug.ts';
import type { BlockKind, Deity, Power, Section, Table } from '../types.ts';

/** A section while it is being built: its record plus the body nodes not yet rendered. */
export interface SectionDraft {
  section: Section;
  body: RootContent[];
  /** True for the section made for text before a file's first heading. */
  synthetic: boolean;
}

/** Everything one compile collects. */
export class ExtractContext {
  readonly sectionIds = new IdRegistry();
  readonly #blockIds: Record<BlockKind, IdRegistry> = {
    power: new IdRegistry(),
    deity: new IdRegistry(),
    table: new IdRegistry(),
  };
  readonly drafts: SectionDraft[] = [];
  readonly powers: Power[] = [];
  readonly deities: Deity[] = [];
  readonly tables: Table[] = [];
  readonly diagnostics: Diagnostic[] = [];

  /**
   * Claims a unique id for a block; a repeated name gets a numbered id and a
   * `<kind>/duplicate-id` warning naming the block (unless `warn` is false).
   */
  claimBlockId(
    kind: BlockKind,
    base: string,
    file: string,
    at: Point,
    name: string,
    warn = true,
  ): string {
    const { id, duplicate } = this.#blockIds[kind].claim(base);
    if (duplicate && warn) {
      const message = `The ${kind} "${name}" repeats an earlier name; its id is \`${id}\`.`;
      this.diagnostics.push(diagnostic(`${kind}/duplicate-id`, file, at, message));
    }
    return id;
  }

  /** Records diagnostics found by an extractor. */
  report(list: readonly Diagnostic[]): void {
    this.diagnostics.push(...list);
  }
}
