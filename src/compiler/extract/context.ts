/**
 * The state one compile accumulates while it walks the files: the id
 * registries (so ids are unique across files, in file order), the extracted
 * entities and the diagnostics.
 */
import type { RootContent } from 'mdast';
import { diagnostic, type Diagnostic, type Point } from '../diagnostics.ts';
import { IdRegistry } from '../slug.ts';
import type {
  BlockKind,
  Deity,
  Monster,
  Power,
  Section,
  Table,
  RecordCollection,
  RulebookData,
} from '../types.ts';
import { RECORD_COLLECTIONS } from '../record-kinds.ts';

/** The records read from headings, by collection: those collections of the compiled data. */
export type RecordLists = Pick<RulebookData, RecordCollection>;

/** A section while it is being built: its record plus the body nodes not yet rendered. */
export interface SectionDraft {
  section: Section;
  body: RootContent[];
  /** True for the section made for text before a file's first heading. */
  synthetic: boolean;
}

/** A claim of a block's id: the block, where it is, and the id it got. */
export interface BlockClaim {
  kind: BlockKind;
  base: string;
  /** The id the block got (for a `SharedName`, its numbered id for now). */
  id: string;
  file: string;
  at: Point;
  name: string;
}

/**
 * One id claim made while extracting a file, logged so that a cached
 * extraction can make the same claims again (see replay.ts). `crossFile`:
 * the claim met an id of an earlier file (a duplicate or a `replaces`).
 */
export type IdClaim =
  | { kind: 'section'; base: string; id: string }
  | (BlockClaim & { warn: boolean; crossFile: boolean });

/** A block whose id another file claimed first: settled once every file is walked (shared-names.ts). */
export type SharedName = BlockClaim;

/** Where an id was first claimed. */
interface Owner {
  file: string;
  line: number;
}

/** Everything one compile collects. */
export class ExtractContext {
  readonly sectionIds = new IdRegistry();
  readonly #blockIds: Record<BlockKind, IdRegistry> = {
    power: new IdRegistry(),
    deity: new IdRegistry(),
    table: new IdRegistry(),
    monster: new IdRegistry(),
    feat: new IdRegistry(),
    art: new IdRegistry(),
    item: new IdRegistry(),
    trap: new IdRegistry(),
    species: new IdRegistry(),
    crux: new IdRegistry(),
    class: new IdRegistry(),
    discipline: new IdRegistry(),
    kit: new IdRegistry(),
    path: new IdRegistry(),
    'feat-path': new IdRegistry(),
  };
  readonly #owners: Record<BlockKind, Map<string, Owner>> = {
    power: new Map(),
    deity: new Map(),
    table: new Map(),
    monster: new Map(),
    feat: new Map(),
    art: new Map(),
    item: new Map(),
    trap: new Map(),
    species: new Map(),
    crux: new Map(),
    class: new Map(),
    discipline: new Map(),
    kit: new Map(),
    path: new Map(),
    'feat-path': new Map(),
  };
  /** Per file, the block ids its front matter `replaces` (from an earlier file). */
  readonly replaces = new Map<string, { ids: Set<string>; used: Set<string> }>();
  readonly drafts: SectionDraft[] = [];
  readonly powers: Power[] = [];
  readonly deities: Deity[] = [];
  readonly monsters: Monster[] = [];
  readonly tables: Table[] = [];
  readonly records = Object.fromEntries(
    Object.values(RECORD_COLLECTIONS).map((collection) => [collection, []]),
  ) as unknown as RecordLists;
  readonly diagnostics: Diagnostic[] = [];
  /** Blocks whose name an earlier file used, in walk order (see `SharedName`). */
  readonly sharedNames: SharedName[] = [];
  /** Body nodes of later headings that a record already read (a species' traits lines): skipped by the walk. */
  readonly taken = new WeakSet<RootContent>();
  /** When set, every id claim is appended to it (see `IdClaim`). */
  claims: IdClaim[] | null = null;

  /** Claims a unique section id (`base` or a numbered variant). */
  claimSectionId(base: string): { id: string; duplicate: boolean } {
    const claimed = this.sectionIds.claim(base);
    this.claims?.push({ kind: 'section', base, id: claimed.id });
    return claimed;
  }

  /** Whether a section id (`kind` 'section') or a block id of `kind` has been claimed. */
  isClaimed(kind: IdClaim['kind'], id: string): boolean {
    return (kind === 'section' ? this.sectionIds : this.#blockIds[kind]).has(id);
  }

  /**
   * Claims a unique id for a block. A name repeated in the same file gets a
   * numbered id and a `<kind>/duplicate-id` warning (unless `warn` is false);
   * one already defined in another file gets a numbered id for now and is
   * listed in `sharedNames`, to be settled as a reprint or a revision —
   * unless this file's front matter `replaces` that id, in which case the
   * earlier block is removed and this one takes its id.
   */
  claimBlockId(
    kind: BlockKind,
    base: string,
    file: string,
    at: Point,
    name: string,
    warn = true,
  ): string {
    const earlier = this.#owners[kind].get(base);
    const id = this.#claimBlockId(kind, base, file, at, name, warn, earlier);
    const crossFile = earlier !== undefined && earlier.file !== file;
    this.claims?.push({ kind, base, id, file, at, name, warn, crossFile });
    return id;
  }

  #claimBlockId(
    kind: BlockKind,
    base: string,
    file: string,
    at: Point,
    name: string,
    warn: boolean,
    earlier: Owner | undefined,
  ): string {
    const crossFile = earlier !== undefined && earlier.file !== file;
    const replacing = crossFile ? this.replaces.get(file) : undefined;
    if (replacing?.ids.has(base)) {
      replacing.used.add(base);
      this.#remove(kind, base);
      this.#owners[kind].set(base, { file, line: at.line });
      return base;
    }
    const { id, duplicate } = this.#blockIds[kind].claim(base);
    if (crossFile) this.sharedNames.push({ kind, base, id, file, at, name });
    else if (duplicate && warn) {
      const message = `The ${kind} "${name}" repeats an earlier name; its id is \`${id}\`.`;
      this.diagnostics.push(diagnostic(`${kind}/duplicate-id`, file, at, message));
    }
    if (!this.#owners[kind].has(id)) this.#owners[kind].set(id, { file, line: at.line });
    return id;
  }

  /** Claims `base`, or its first free numbered variant, for a block the compile renames (shared-names.ts). */
  claimFreeId(kind: BlockKind, base: string): string {
    return this.#blockIds[kind].claim(base).id;
  }

  /** The list the blocks of `kind` are collected in. */
  blockList(kind: BlockKind): { id: string }[] {
    return kind === 'power'
      ? this.powers
      : kind === 'deity'
        ? this.deities
        : kind === 'table'
          ? this.tables
          : kind === 'monster'
            ? this.monsters
            : this.records[RECORD_COLLECTIONS[kind]];
  }

  /** Removes a block (replaced by a later file) from its list and from its section. */
  #remove(kind: BlockKind, id: string): void {
    const list = this.blockList(kind);
    const index = list.findIndex((item) => item.id === id);
    if (index >= 0) list.splice(index, 1);
    for (const draft of this.drafts) {
      draft.section.blocks = draft.section.blocks.filter((b) => !(b.kind === kind && b.id === id));
      draft.body = draft.body.filter(
        (node) =>
          !(
            node.type === 'blockRef' &&
            node.data.hProperties.dataBlock === kind &&
            node.data.hProperties.dataId === id
          ),
      );
    }
  }

  /** Warnings for `replaces` entries that replaced nothing. */
  unusedReplaces(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const [file, { ids, used }] of this.replaces) {
      for (const id of ids) {
        if (used.has(id)) continue;
        const message = `\`replaces\` names \`${id}\`, but no earlier file defines a power, deity, monster or table with that id.`;
        out.push(diagnostic('frontmatter/unused-replaces', file, { line: 2, column: 1 }, message));
      }
    }
    return out;
  }

  /** Records diagnostics found by an extractor. */
  report(list: readonly Diagnostic[]): void {
    this.diagnostics.push(...list);
  }
}

/** The sections of a compile by id and by parent, for the passes that look sections up per record. */
export interface SectionIndex {
  byId: ReadonlyMap<string, Section>;
  /** Each section's child sections, in document order (none: an empty list). */
  childrenOf(id: string): readonly Section[];
}

/** Indexes the sections of `drafts` in one pass (the first section of an id wins). */
export function indexSections(drafts: readonly SectionDraft[]): SectionIndex {
  const byId = new Map<string, Section>();
  const children = new Map<string, Section[]>();
  for (const { section } of drafts) {
    if (!byId.has(section.id)) byId.set(section.id, section);
    if (section.parent === null) continue;
    const siblings = children.get(section.parent);
    if (siblings) siblings.push(section);
    else children.set(section.parent, [section]);
  }
  return { byId, childrenOf: (id) => children.get(id) ?? [] };
}
