/**
 * Reusing a file's extraction (the second stage's walk, `extractFile`) from
 * an earlier compile. A file's extraction depends on its own tree and on one
 * thing outside it: the ids earlier files claimed, which decide its section
 * and block ids (numbered variants, duplicate diagnostics, `replaces`). So
 * the walk is recorded with every id claim it makes and which of the ids
 * those claims looked at (a claim's base and the numbered variants up to the
 * id it got) earlier files had claimed. A claim's result depends on nothing
 * else, so when earlier files have claimed exactly those ids again, the
 * claims give the same ids and diagnostics as recorded, and so does
 * everything built from them. A walk that met a block of another file (a
 * duplicate across files, or `replaces`: their diagnostics name the other
 * file's line) is not recorded. Replaying makes the same claims, so the id
 * registries end as a walk would leave them for the files after.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { Deity, Monster, Power, RecordCollection, Table } from '../types.ts';
import type { ExtractContext, IdClaim, SectionDraft } from './context.ts';

/** What one file's extraction added to the context, and the id claims it made. */
export interface ExtractedFile {
  claims: IdClaim[];
  /** The ids the claims looked at that earlier files had claimed (`kind\nid`, sorted). */
  claimedBefore: string[];
  drafts: SectionDraft[];
  powers: Power[];
  deities: Deity[];
  monsters: Monster[];
  tables: Table[];
  records: Partial<Record<RecordCollection, unknown[]>>;
  diagnostics: Diagnostic[];
}

/**
 * How far a claim looked among its base's numbered variants: the claim of
 * `base-n` looked at `base` and `base-2` … `base-n` (1 when it got `base`
 * itself), or null when its id is no variant of its base.
 */
function reachOf(claim: IdClaim): number | null {
  if (claim.id === claim.base) return 1;
  const number = claim.id.startsWith(`${claim.base}-`)
    ? Number(claim.id.slice(claim.base.length + 1))
    : NaN;
  return Number.isInteger(number) && number >= 2 ? number : null;
}

/**
 * Runs `walk` (one file's `extractFile`) and returns what it added with its
 * claims, or null when it met a block of another file (see the top).
 */
export function recordExtraction(ctx: ExtractContext, walk: () => void): ExtractedFile | null {
  const start = marks(ctx);
  ctx.claims = [];
  let claims: IdClaim[];
  try {
    walk();
  } finally {
    claims = ctx.claims;
    ctx.claims = null;
  }
  const own = new Set(claims.map((claim) => `${claim.kind}\n${claim.id}`));
  if (claims.some((claim) => 'crossFile' in claim && claim.crossFile)) return null;
  const before = claimedAmong(ctx, claims);
  if (!before) return null;
  const claimedBefore = before.filter((id) => !own.has(id));
  const records: ExtractedFile['records'] = {};
  for (const [collection, list] of Object.entries(ctx.records) as [RecordCollection, unknown[]][])
    if (list.length > start.records[collection]!)
      records[collection] = list.slice(start.records[collection]);
  return {
    claims,
    claimedBefore,
    drafts: ctx.drafts.slice(start.drafts),
    powers: ctx.powers.slice(start.powers),
    deities: ctx.deities.slice(start.deities),
    monsters: ctx.monsters.slice(start.monsters),
    tables: ctx.tables.slice(start.tables),
    records,
    diagnostics: ctx.diagnostics.slice(start.diagnostics),
  };
}

/**
 * The ids the claims looked at that are claimed in `ctx` (`kind\nid`, sorted);
 * null if unknown. The claims of one base look at prefixes of the same run
 * (`base`, `base-2`, `base-3`, …), so each run is read once, to its farthest
 * claim: linear in the ids, where a claim-by-claim look was quadratic in a
 * title repeated many times.
 */
function claimedAmong(ctx: ExtractContext, claims: readonly IdClaim[]): string[] | null {
  const runs = new Map<string, { claim: IdClaim; reach: number }>();
  for (const claim of claims) {
    const reach = reachOf(claim);
    if (reach === null) return null;
    const key = `${claim.kind}\n${claim.base}`;
    if ((runs.get(key)?.reach ?? 0) < reach) runs.set(key, { claim, reach });
  }
  const claimed = new Set<string>();
  for (const { claim, reach } of runs.values())
    for (let n = 1; n <= reach; n++) {
      const id = n === 1 ? claim.base : `${claim.base}-${n}`;
      if (ctx.isClaimed(claim.kind, id)) claimed.add(`${claim.kind}\n${id}`);
    }
  return [...claimed].sort();
}

/** Whether a recorded extraction still holds: earlier files claimed the same ids among those its claims look at. */
export function canReplay(ctx: ExtractContext, extracted: ExtractedFile): boolean {
  const now = claimedAmong(ctx, extracted.claims);
  return (
    now !== null &&
    now.length === extracted.claimedBefore.length &&
    now.every((id, index) => id === extracted.claimedBefore[index])
  );
}

/**
 * Adds a recorded extraction to the context as the walk would (call only when
 * `canReplay`): the same claims, then its sections, blocks, records and
 * diagnostics. Takes ownership of `extracted`'s objects.
 */
export function replayExtraction(ctx: ExtractContext, extracted: ExtractedFile): void {
  const mark = ctx.diagnostics.length;
  for (const claim of extracted.claims) {
    const id =
      claim.kind === 'section'
        ? ctx.claimSectionId(claim.base).id
        : ctx.claimBlockId(claim.kind, claim.base, claim.file, claim.at, claim.name, claim.warn);
    if (id !== claim.id)
      throw new Error(`replayed id claim gave ${id}, recorded ${claim.id} (${claim.kind})`);
  }
  // The claims' own diagnostics are among the recorded ones, in the walk's order.
  ctx.diagnostics.length = mark;
  ctx.diagnostics.push(...extracted.diagnostics);
  ctx.drafts.push(...extracted.drafts);
  ctx.powers.push(...extracted.powers);
  ctx.deities.push(...extracted.deities);
  ctx.monsters.push(...extracted.monsters);
  ctx.tables.push(...extracted.tables);
  for (const [collection, list] of Object.entries(extracted.records) as [
    RecordCollection,
    unknown[],
  ][])
    (ctx.records[collection] as unknown[]).push(...list);
}

function marks(ctx: ExtractContext) {
  const records: Partial<Record<RecordCollection, number>> = {};
  for (const [collection, list] of Object.entries(ctx.records) as [RecordCollection, unknown[]][])
    records[collection] = list.length;
  return {
    drafts: ctx.drafts.length,
    powers: ctx.powers.length,
    deities: ctx.deities.length,
    monsters: ctx.monsters.length,
    tables: ctx.tables.length,
    diagnostics: ctx.diagnostics.length,
    records,
  };
}
