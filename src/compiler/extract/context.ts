/**
 * The state one compile accumulates while it walks the files: the id
 * registries (so ids are unique across files, in file order), the extracted
 * entities and the diagnostics.
 */
import type { RootContent } from 'mdast';
import type { Diagnostic } from '../diagnostics.ts';
import { IdRegistry } from '../slug.ts';
import type { Deity, Power, Section, Table } from '../types.ts';

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
  readonly powerIds = new IdRegistry();
  readonly deityIds = new IdRegistry();
  readonly tableIds = new IdRegistry();
  readonly drafts: SectionDraft[] = [];
  readonly powers: Power[] = [];
  readonly deities: Deity[] = [];
  readonly tables: Table[] = [];
  readonly diagnostics: Diagnostic[] = [];

  /** Records diagnostics found by an extractor. */
  report(list: readonly Diagnostic[]): void {
    this.diagnostics.push(...list);
  }
}
