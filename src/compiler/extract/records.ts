/**
 * The record families read from headings of the rules (feats, …): which
 * reader recognizes a heading's body, how a read record joins its section
 * (a card placeholder in the section's body), and the cross-references
 * resolved to ids once every file is read.
 */
import type { Heading, RootContent } from 'mdast';
import { markDice } from '../dice-marks.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { pointOf, plainText } from '../lines.ts';
import type { Art, Feat, MagicItem, NamedRef, RecordBase, Trap } from '../record-types.ts';
import type { AncestryTrait, Crux, Species } from '../ancestry-types.ts';
import type { CharacterClass, ClassPath, Discipline, Kit } from '../class-types.ts';
import { RECORD_COLLECTIONS } from '../record-kinds.ts';
import { blockRef } from '../render.ts';
import { slugify } from '../slug.ts';
import { summarize } from '../text.ts';
import type { RecordKind, Term, PlacementKey } from '../types.ts';
import {
  indexSections,
  type ExtractContext,
  type RecordLists,
  type SectionDraft,
} from './context.ts';
import { readArt } from './arts.ts';
import { readFeat } from './feats.ts';
import { readItem } from './items.ts';
import { readTrap } from './traps.ts';
import { readSpecies } from './species.ts';
import { readCrux } from './cruxes.ts';
import { readClass } from './classes.ts';
import { readDiscipline } from './disciplines.ts';
import { readKit } from './kits.ts';
import { readPath } from './paths.ts';
import { readFeatPaths } from './feat-paths.ts';
import { classTerms, resolveClassRefs } from './class-refs.ts';
import { byName, key } from './record-names.ts';

export type { RecordRead } from './record-read.ts';
import type { RecordRead, RecordsRead } from './record-read.ts';

/** The fields a reader gives; the caller adds the rest of `RecordBase`. */
type Body<T extends RecordBase> = Omit<T, PlacementKey | 'group'>;

/** A family of records: its kind and its reader. */
interface Family<T extends RecordBase> {
  kind: RecordKind;
  /** The lowest heading depth its records have (2 unless said). */
  minDepth?: number;
  read(
    file: string,
    heading: Heading,
    body: readonly RootContent[],
    name: string,
    group: string | null,
    after: readonly RootContent[],
  ): RecordRead<Body<T>> | null;
}

/**
 * Every family, in the order they are tried on a heading: the ones recognized by
 * their group or a child heading first, so a kit's `Requirements` line is not
 * taken for a feat's.
 */
const FAMILIES: readonly Family<RecordBase>[] = [
  {
    kind: 'species',
    read: (file, heading, body, name, _group, after) =>
      readSpecies(file, heading, body, name, after),
  } satisfies Family<Species> as unknown as Family<RecordBase>,
  {
    kind: 'crux',
    read: readCrux,
  } satisfies Family<Crux> as unknown as Family<RecordBase>,
  {
    kind: 'class',
    minDepth: 1,
    read: (file, heading, body, name, _group, after) => readClass(file, heading, body, name, after),
  } satisfies Family<CharacterClass> as unknown as Family<RecordBase>,
  {
    kind: 'kit',
    read: readKit,
  } satisfies Family<Kit> as unknown as Family<RecordBase>,
  {
    kind: 'path',
    read: readPath,
  } satisfies Family<ClassPath> as unknown as Family<RecordBase>,
  {
    kind: 'discipline',
    read: readDiscipline,
  } satisfies Family<Discipline> as unknown as Family<RecordBase>,
  {
    kind: 'feat',
    read: (file, heading, body, name, group) => {
      // A class's `### Dualclass` feature has a `**Benefit:**` line too; the class reads it.
      if (isClassDualclass(name, group)) return null;
      const read = readFeat(file, heading, body, name);
      return read && { ...read, record: read.record && { ...read.record, powers: [] } };
    },
  } satisfies Family<Feat> as unknown as Family<RecordBase>,
  {
    kind: 'art',
    read: readArt,
  } satisfies Family<Art> as unknown as Family<RecordBase>,
  {
    kind: 'item',
    read: readItem,
  } satisfies Family<MagicItem> as unknown as Family<RecordBase>,
  {
    kind: 'trap',
    read: readTrap,
  } satisfies Family<Trap> as unknown as Family<RecordBase>,
];

/**
 * Reads a record with its dice marked as prose's are: the nodes the record
 * takes are marked in place (unreadable dice become `dice/unreadable` errors
 * at their file:line:col) and, when they hold dice, read again, so every
 * field's HTML carries the marks the site's dice widgets roll. Marking only
 * what the record took leaves the section's own prose to the section.
 */
function readMarked(
  family: Family<RecordBase>,
  ...args: Parameters<Family<RecordBase>['read']>
): RecordRead<Body<RecordBase>> | null {
  const read = family.read(...args);
  if (!read?.record) return read;
  const [file, , body] = args;
  const marked = markDice(file, [...body.slice(0, read.consumed), ...(read.taken ?? [])]);
  if (marked.dice.length === 0) return withDiagnostics(read, marked.diagnostics);
  const again = family.read(...args);
  return again && withDiagnostics(again, marked.diagnostics);
}

function withDiagnostics<T>(read: RecordRead<T>, diagnostics: Diagnostic[]): RecordRead<T> {
  return diagnostics.length
    ? { ...read, diagnostics: [...read.diagnostics, ...diagnostics] }
    : read;
}

/** True for a class's dualclass feature: a `Dualclass` heading under a `Features` section (content-formats §6.2). */
function isClassDualclass(name: string, group: string | null): boolean {
  return /^dualclass$/i.test(name.trim()) && /^features$/i.test(group?.trim() ?? '');
}

/**
 * Reads the record a heading introduces, if any: adds it to its collection and
 * a placeholder to the section, and returns how many body nodes it took.
 */
export function addRecord(
  ctx: ExtractContext,
  file: string,
  draft: SectionDraft,
  heading: Heading,
  body: readonly RootContent[],
  after: readonly RootContent[] = [],
): number {
  const name = plainText(heading.children);
  if (name === '') return 0;
  const many = readFeatPaths(file, heading, body, name);
  if (many) return addMany(ctx, file, draft, 'feat-path', many);
  for (const family of FAMILIES) {
    if (heading.depth < (family.minDepth ?? 2)) continue;
    const group = draft.section.path.at(-1) ?? null;
    const read = readMarked(family, file, heading, body, name, group, after);
    if (!read) continue;
    ctx.report(read.diagnostics);
    if (!read.record) return 0;
    const id = ctx.claimBlockId(family.kind, slugify(name), file, pointOf(heading), name);
    for (const node of read.taken ?? []) ctx.taken.add(node);
    const ends = [...(read.taken ?? []), body[read.consumed - 1] ?? heading];
    const endLine = Math.max(...ends.map((node) => node.position?.end.line ?? 1));
    const section = draft.section;
    (ctx.records[RECORD_COLLECTIONS[family.kind]] as RecordBase[]).push({
      id,
      ...read.record,
      group: section.path.at(-1) ?? null,
      section: section.id,
      source: {
        file,
        line: heading.position?.start.line ?? 1,
        endLine,
      },
      alsoIn: [],
      versions: [],
    });
    section.blocks.push({ kind: family.kind, id });
    draft.body.push(blockRef(family.kind, id));
    return read.consumed;
  }
  return 0;
}

/** Adds the records one heading's body holds (feat paths), each with a card where its paragraph was. */
function addMany(
  ctx: ExtractContext,
  file: string,
  draft: SectionDraft,
  kind: RecordKind,
  read: RecordsRead<Omit<RecordBase, PlacementKey | 'group'>>,
): number {
  ctx.report(read.diagnostics);
  const section = draft.section;
  for (const { name, record, node, line, endLine } of read.records) {
    const id = ctx.claimBlockId(kind, slugify(name), file, { line, column: 1 }, name);
    (ctx.records[RECORD_COLLECTIONS[kind]] as RecordBase[]).push({
      id,
      ...record,
      group: section.path.at(-1) ?? null,
      section: section.id,
      source: { file, line, endLine },
      alsoIn: [],
      versions: [],
    });
    ctx.taken.add(node);
    section.blocks.push({ kind, id });
    draft.body.push(blockRef(kind, id));
  }
  return 0;
}

/** Resolves names to ids once every file is read: a feat's prerequisite feats and powers, its own powers. */
export function resolveRecordRefs(ctx: ExtractContext): void {
  const feats = byName(ctx.records.feats);
  const powers = byName(ctx.powers);
  const blocks = new Map(ctx.drafts.map((d) => [d.section.id, d.section.blocks]));
  for (const feat of ctx.records.feats) {
    feat.powers = (blocks.get(feat.section) ?? [])
      .filter((b) => b.kind === 'power')
      .map((b) => b.id);
    const prereq = feat.prerequisites;
    if (!prereq) continue;
    for (const ref of prereq.powers) ref.id = powers.get(key(ref.name)) ?? null;
    const other: string[] = [];
    for (const part of prereq.other) {
      const id = feats.get(key(part));
      if (id && id !== feat.id) prereq.feats.push({ name: part, id });
      else other.push(part);
    }
    prereq.other = other;
  }
  resolveAncestryRefs(ctx, powers);
  resolveClassRefs(ctx);
}

/** Species and cruxes: the power blocks of their sections (a species' traits and variants), and the powers their traits name. */
function resolveAncestryRefs(ctx: ExtractContext, powers: Map<string, string>): void {
  const { byId, childrenOf } = indexSections(ctx.drafts);
  const powerIds = (section: string) =>
    (byId.get(section)?.blocks ?? []).filter((b) => b.kind === 'power').map((b) => b.id);
  const names = new Map(ctx.powers.map((p) => [p.id, p.name]));
  const resolve = (traits: AncestryTrait[], own: string[]) => {
    const mine = byName(own.map((id) => ({ id, name: names.get(id) ?? '' })));
    const find = (ref: NamedRef) =>
      mine.get(key(ref.name)) ??
      mine.get(key(ref.name).replace(/s$/, '')) ??
      mine.get(`${key(ref.name)}s`) ??
      powers.get(key(ref.name)) ??
      null;
    for (const trait of traits) for (const ref of trait.powers) ref.id = find(ref);
  };
  for (const species of ctx.records.species) {
    const children = childrenOf(species.section);
    const traits = children.find((s) => /\btraits$/i.test(s.title.trim()));
    species.powers = traits ? powerIds(traits.id) : [];
    species.variants = children
      .filter((s) => /^variant\b/i.test(s.title.trim()))
      .map((s) => ({
        name: s.title.replace(/^variant\s*:?\s*/i, '').trim(),
        section: s.id,
        powers: powerIds(s.id),
      }));
    resolve(species.traits, [...species.powers, ...species.variants.flatMap((v) => v.powers)]);
  }
  for (const crux of ctx.records.cruxes) {
    crux.powers = powerIds(crux.section);
    resolve(crux.traits, crux.powers);
  }
}

/** Terms for cross-links: each record's name, linking to its page, with a summary for the preview. */
export function recordTerms(records: RecordLists): Term[] {
  const feats = records.feats.map((feat) => ({
    id: `feat-${feat.id}`,
    name: feat.name,
    kind: 'feat' as const,
    qualifier: null,
    section: feat.section,
    summary: summarize(feat.benefit.text, 240),
  }));
  const arts = records.arts.map((art) => ({
    id: `art-${art.id}`,
    name: art.name,
    kind: 'art' as const,
    qualifier: null,
    section: art.section,
    summary: summarize(art.body.text, 240),
  }));
  const items = records.items.map((item) => ({
    id: `item-${item.id}`,
    name: item.name,
    kind: 'item' as const,
    qualifier: null,
    section: item.section,
    summary: summarize(
      [...item.properties.map((p) => p.text), ...item.itemPowers.map((p) => p.effect.text)].join(
        ' ',
      ),
      240,
    ),
  }));
  const traps = records.traps.map((trap) => ({
    id: `trap-${trap.id}`,
    name: trap.name,
    kind: 'trap' as const,
    qualifier: null,
    section: trap.section,
    summary: summarize(`${trap.levelLine}. ${trap.description ?? trap.trigger ?? ''}`, 240),
  }));
  const species = records.species.map((one) => ({
    id: `species-${one.id}`,
    name: one.name,
    kind: 'species' as const,
    qualifier: null,
    section: one.section,
    summary: summarize(
      [one.typeLine, one.flavor?.text, ...one.traits.map((t) => `${t.name}: ${t.text}`)]
        .filter(Boolean)
        .join('. '),
      240,
    ),
  }));
  const cruxes = records.cruxes.map((crux) => ({
    id: `crux-${crux.id}`,
    name: crux.name,
    kind: 'crux' as const,
    qualifier: null,
    section: crux.section,
    summary: summarize(
      [crux.flavor?.text, ...crux.traits.map((t) => `${t.name}: ${t.text}`)]
        .filter(Boolean)
        .join(' '),
      240,
    ),
  }));
  return [...feats, ...arts, ...items, ...traps, ...species, ...cruxes, ...classTerms(records)];
}
