/**
 * The same name in several books of a library (content-formats §13.1): a
 * power, monster, feat, table… whose id another file already claimed. Once
 * every file is walked, each such block is settled against the versions of
 * its name seen so far:
 *
 * - a **reprint** (the same content, wherever it stands) is no new record:
 *   the earlier record lists the place in `alsoIn`, and the later section
 *   shows the earlier record's card;
 * - a **revision** (different content) is a record of its own, with an id
 *   derived from its book (`marsh-step-player-options`), and every version
 *   lists the others in `versions`; a `library/revision` warning names both
 *   places.
 *
 * Never an error: a library with shared names compiles whole. The records
 * of earlier files are replaced by copies, never changed in place, because
 * a cached extraction may hold them (see replay.ts); the blocks being
 * settled belong to files that met another file's id, which are never
 * cached.
 */
import { diagnostic } from '../diagnostics.ts';
import { blockRef } from '../render.ts';
import { slugify } from '../slug.ts';
import type { BlockKind, Placement } from '../types.ts';
import type { ExtractContext } from './context.ts';

/** The fields every block record has that this pass reads or sets. */
interface Settled {
  id: string;
  section: string;
  source: Placement['source'];
  alsoIn: Placement[];
  versions: string[];
}

/** Keys that say where a block stands, not what it says: left out when versions are compared. */
const PLACE_KEYS = new Set([
  'id',
  'section',
  'source',
  'context',
  'group',
  'line',
  'alsoIn',
  'versions',
]);

/** A block's content as text, without the keys that say where it stands. */
function contentOf(record: object): string {
  return JSON.stringify(record, (key, value: unknown) => (PLACE_KEYS.has(key) ? undefined : value));
}

/**
 * Settles every block whose name another file used first (`ctx.sharedNames`),
 * in compile order. `bookOf(file)` is the title of a file's book, from which
 * a revision's id is derived.
 */
export function settleSharedNames(ctx: ExtractContext, bookOf: (file: string) => string): void {
  // Per kind and base id: the versions so far (their ids, in library order).
  const versions = new Map<string, string[]>();
  for (const shared of ctx.sharedNames) {
    const list = ctx.blockList(shared.kind) as Settled[];
    const key = `${shared.kind}\n${shared.base}`;
    const known = versions.get(key) ?? [shared.base];
    versions.set(key, known);
    const index = list.findIndex((record) => record.id === shared.id);
    const block = list[index];
    if (!block) continue; // removed meanwhile (a later file's `replaces`)
    const content = contentOf(block);
    const same = known.find((id) => {
      const version = list.find((record) => record.id === id);
      return version !== undefined && contentOf(version) === content;
    });
    if (same !== undefined) {
      list.splice(index, 1);
      const version = list.findIndex((record) => record.id === same);
      const earlier = list[version]!;
      const place = { section: block.section, source: block.source };
      list[version] = { ...earlier, alsoIn: [...earlier.alsoIn, place] };
      repoint(ctx, shared.kind, shared.id, same);
      continue;
    }
    const id = ctx.claimFreeId(shared.kind, `${shared.base}-${slugify(bookOf(shared.file))}`);
    const first = list.find((record) => record.id === known[0]);
    known.push(id);
    list[index] = { ...block, id };
    repoint(ctx, shared.kind, shared.id, id);
    for (const [i, record] of list.entries())
      if (known.includes(record.id))
        list[i] = { ...record, versions: known.filter((other) => other !== record.id) };
    if (first) {
      const message = `The ${shared.kind} "${shared.name}" is also at ${first.source.file}:${first.source.line} with different text; this version is kept beside it with the id \`${id}\`.`;
      ctx.report([diagnostic('library/revision', shared.file, shared.at, message)]);
    }
  }
}

/** Points the sections' references to block `from` at block `to`. */
function repoint(ctx: ExtractContext, kind: BlockKind, from: string, to: string): void {
  for (const draft of ctx.drafts) {
    const at = draft.section.blocks.findIndex((b) => b.kind === kind && b.id === from);
    if (at < 0) continue;
    draft.section.blocks = draft.section.blocks.map((b, i) => (i === at ? { kind, id: to } : b));
    draft.body = draft.body.map((node) =>
      node.type === 'blockRef' &&
      node.data.hProperties.dataBlock === kind &&
      node.data.hProperties.dataId === from
        ? blockRef(kind, to)
        : node,
    );
  }
}
