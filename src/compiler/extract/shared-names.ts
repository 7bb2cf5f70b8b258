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
import type { ExtractContext, SectionDraft } from './context.ts';

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
  if (ctx.sharedNames.length === 0) return;
  // Per kind and base id: the versions so far (their ids, in library order).
  const versions = new Map<string, string[]>();
  // A block's content never changes here (only its place keys do): each is serialized once.
  const contents = new Map<string, string>();
  const contentById = (kind: BlockKind, record: Settled) => {
    const key = `${kind}\n${record.id}`;
    let content = contents.get(key);
    if (content === undefined) contents.set(key, (content = contentOf(record)));
    return content;
  };
  const refs = blockRefIndex(ctx);
  for (const shared of ctx.sharedNames) {
    const list = ctx.blockList(shared.kind) as Settled[];
    const key = `${shared.kind}\n${shared.base}`;
    const known = versions.get(key) ?? [shared.base];
    versions.set(key, known);
    const index = list.findIndex((record) => record.id === shared.id);
    const block = list[index];
    if (!block) continue; // removed meanwhile (a later file's `replaces`)
    const content = contentById(shared.kind, block);
    const byId = new Map<string, number>();
    list.forEach((record, i) => {
      if (known.includes(record.id)) byId.set(record.id, i);
    });
    const same = known.find((id) => {
      const version = byId.get(id);
      return version !== undefined && contentById(shared.kind, list[version]!) === content;
    });
    if (same !== undefined) {
      list.splice(index, 1);
      const version = list.findIndex((record) => record.id === same);
      const earlier = list[version]!;
      const place = { section: block.section, source: block.source };
      list[version] = { ...earlier, alsoIn: [...earlier.alsoIn, place] };
      repoint(refs, shared.kind, shared.id, same);
      continue;
    }
    const id = ctx.claimFreeId(shared.kind, `${shared.base}-${slugify(bookOf(shared.file))}`);
    const firstAt = byId.get(known[0]!);
    const first = firstAt === undefined ? undefined : list[firstAt];
    known.push(id);
    list[index] = { ...block, id };
    byId.set(id, index);
    repoint(refs, shared.kind, shared.id, id);
    for (const i of byId.values())
      list[i] = { ...list[i]!, versions: known.filter((other) => other !== list[i]!.id) };
    if (first) {
      const message = `The ${shared.kind} "${shared.name}" is also at ${first.source.file}:${first.source.line} with different text; this version is kept beside it with the id \`${id}\`.`;
      ctx.report([diagnostic('library/revision', shared.file, shared.at, message)]);
    }
  }
}

/** The sections that show each block (by kind and id), in section order: read once, not per shared name. */
type BlockRefIndex = Map<string, SectionDraft[]>;

function blockRefIndex(ctx: ExtractContext): BlockRefIndex {
  const index: BlockRefIndex = new Map();
  for (const draft of ctx.drafts)
    for (const b of draft.section.blocks) {
      const key = `${b.kind}\n${b.id}`;
      const drafts = index.get(key);
      if (!drafts) index.set(key, [draft]);
      else if (drafts[drafts.length - 1] !== draft) drafts.push(draft);
    }
  return index;
}

/** Points the sections' references to block `from` at block `to`. */
function repoint(refs: BlockRefIndex, kind: BlockKind, from: string, to: string): void {
  const drafts = refs.get(`${kind}\n${from}`);
  if (!drafts) return;
  refs.delete(`${kind}\n${from}`);
  const moved = refs.get(`${kind}\n${to}`) ?? [];
  refs.set(`${kind}\n${to}`, moved);
  for (const draft of drafts) {
    const at = draft.section.blocks.findIndex((b) => b.kind === kind && b.id === from);
    if (at < 0) continue;
    if (!moved.includes(draft)) moved.push(draft);
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
