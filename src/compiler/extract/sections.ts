/**
 * The walk over one file's top-level nodes: headings open sections (ids are
 * slug paths of the heading titles), and power, deity and table blocks are
 * extracted and replaced in their section's body by references.
 */
import type { Blockquote, Heading, Root, RootContent, Table as MdTable } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { markDice } from '../dice-marks.ts';
import { plainText, pointOf } from '../lines.ts';
import { blockRef, renderHtml } from '../render.ts';
import { slugify } from '../slug.ts';
import { blocksText } from '../text.ts';
import type { DiceRef, Section, SourceRange } from '../types.ts';
import type { ExtractContext, SectionDraft } from './context.ts';
import { deityFieldsIndex, findPronunciation, readDeity } from './deities.ts';
import { classifyBlock } from './block-kind.ts';
import { addMonster, attachDescription } from './monster-blocks.ts';
import { attachTrailingScaling, readPower, startsWithHeader } from './powers.ts';
import { holdsHeading, quoteSpanEnd, splitQuoteSpan } from './quote-blocks.ts';
import { addRecord } from './records.ts';
import { captionOf, readTable } from './tables.ts';
import { VariantGroups, type GroupHeading } from './variant-groups.ts';

/** One parsed file to walk. */
export interface FileInput {
  file: string;
  root: Root;
  /** The file's source lines (front matter blanked), for verbatim markdown and end lines. */
  lines: string[];
  /** Title for text before the first heading (front matter `title` or the file name). */
  fallbackTitle: string;
}

/** Walks one file, adding its sections, powers, deities and tables to the context. */
export function extractFile(ctx: ExtractContext, input: FileInput): void {
  const { file, root } = input;
  const nodes = root.children;
  const stack: SectionDraft[] = [];
  const fileDrafts: SectionDraft[] = [];
  let current: SectionDraft | undefined;
  let lastPower: ReturnType<typeof addPower> = null;
  let lastMonster: ReturnType<typeof addMonster> = null;
  const variants = new VariantGroups();
  /** Each open draft's nesting depth: its level, one more inside a `Variants` group. */
  const depths = new Map<SectionDraft, number>();
  const open = (
    heading: Heading | null,
    title: string,
    level: number,
    depth = level,
  ): SectionDraft => {
    while (stack.length > 0 && depths.get(stack.at(-1)!)! >= depth) stack.pop();
    const draft = openSection(ctx, file, heading, title, level, stack.at(-1));
    stack.push(draft);
    depths.set(draft, depth);
    fileDrafts.push(draft);
    return draft;
  };
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (node.type === 'heading') {
      const next = nodes[index + 1];
      const caption = captionOf(node);
      if (caption !== null && next?.type === 'table') {
        // Not a section, but a caption ends a `Variants` group all the same.
        variants.nestingDepth({ depth: node.depth, title: caption, caption: true }, undefined);
        current ??= preamble(ctx, input, node, open);
        addTable(ctx, file, current, next, caption, node);
        index++;
        continue;
      }
      const title = plainText(node.children);
      const end = nextHeading(nodes, index + 1);
      const depth = variants.nestingDepth(
        { depth: node.depth, title, caption: caption !== null },
        groupHeading(nodes[end]),
      );
      current = open(node, title, node.depth, depth);
      lastPower = null;
      lastMonster = null;
      const body = nodes.slice(index + 1, end);
      if (node.depth >= 2 && current.section.title !== '' && deityFieldsIndex(body) >= 0) {
        addDeity(ctx, file, current, node, body);
        index = end - 1;
      } else {
        index += addRecord(
          ctx,
          file,
          current,
          node,
          body,
          nodes.slice(end, scopeEnd(nodes, end, node.depth)),
        );
      }
      continue;
    }
    if (ctx.taken.has(node)) continue;
    current ??= preamble(ctx, input, node, open);
    const span = holdsHeading(node) || startsWithHeader(node) ? quoteSpanEnd(nodes, index) : index;
    const parts = span > index ? splitQuoteSpan(nodes.slice(index, span)) : [];
    const blocks = parts.map((part) => classifyBlock(file, part));
    const previousMonster = lastMonster;
    lastMonster = null;
    if (blocks.some((block) => block.kind !== 'none')) {
      for (const block of blocks) {
        lastPower = null;
        lastMonster = null;
        if (block.kind === 'monster') lastMonster = addMonster(ctx, file, current, block.node);
        else if (block.kind === 'power') lastPower = addPower(ctx, file, current, block.node);
        else {
          if (block.kind === 'unrecognized') ctx.report([block.diagnostic]);
          current.body.push(block.node);
        }
      }
      index = span - 1;
    } else if (previousMonster && node.type === 'paragraph') {
      attachDescription(previousMonster, node);
      current.body.push(node);
    } else if (node.type === 'table') {
      addTable(ctx, file, current, node, null, null);
    } else if (
      lastPower &&
      node.type === 'paragraph' &&
      attachTrailingScaling(file, lastPower, node, ctx.diagnostics)
    ) {
      lastPower.source.endLine = node.position?.end.line ?? lastPower.source.endLine;
    } else {
      current.body.push(node);
      lastPower = null;
    }
  }
  closeSections(fileDrafts, input.lines);
}

function openSection(
  ctx: ExtractContext,
  file: string,
  heading: Heading | null,
  title: string,
  level: number,
  parent: SectionDraft | undefined,
): SectionDraft {
  const base = parent ? `${parent.section.id}/${slugify(title)}` : slugify(title);
  const { id, duplicate } = ctx.claimSectionId(base);
  const at = heading ? pointOf(heading) : { line: 1, column: 1 };
  if (duplicate) {
    ctx.report([
      diagnostic(
        'section/duplicate-id',
        file,
        at,
        `Heading "${title}" repeats an earlier id \`${base}\`; this one is \`${id}\`.`,
      ),
    ]);
  }
  const section: Section = {
    id,
    title,
    level,
    parent: parent?.section.id ?? null,
    children: [],
    path: parent ? [...parent.section.path, parent.section.title] : [],
    toc: false,
    markdown: '',
    html: '',
    text: '',
    blocks: [],
    dice: [],
    source: { file, line: at.line, endLine: at.line },
  };
  parent?.section.children.push(id);
  const draft: SectionDraft = { section, body: [], synthetic: heading === null };
  ctx.drafts.push(draft);
  return draft;
}

function preamble(
  ctx: ExtractContext,
  input: FileInput,
  node: RootContent,
  open: (heading: Heading | null, title: string, level: number) => SectionDraft,
): SectionDraft {
  ctx.report([
    diagnostic(
      'section/content-before-heading',
      input.file,
      pointOf(node),
      'Text before the first heading is kept in a section named after the file.',
    ),
  ]);
  return open(null, input.fallbackTitle, 1);
}

/**
 * The end of a heading's scope from `from`: the next heading of its depth or
 * less. What a record reads after its body (a class's child sections, a
 * species' traits) lies within it; slicing no further keeps a file of many
 * headings linear.
 */
function scopeEnd(nodes: readonly RootContent[], from: number, depth: number): number {
  let index = from;
  while (index < nodes.length) {
    const node = nodes[index]!;
    if (node.type === 'heading' && node.depth <= depth) break;
    index++;
  }
  return index;
}

function nextHeading(nodes: readonly RootContent[], from: number): number {
  for (let index = from; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (
      node.type === 'heading' &&
      !(captionOf(node) !== null && nodes[index + 1]?.type === 'table')
    )
      return index;
  }
  return nodes.length;
}

/** A section-opening heading as `VariantGroups` sees it, or undefined for no heading. */
function groupHeading(node: RootContent | undefined): GroupHeading | undefined {
  if (node?.type !== 'heading') return undefined;
  return { depth: node.depth, title: plainText(node.children), caption: captionOf(node) !== null };
}

function rangeOf(file: string, node: RootContent): SourceRange {
  return { file, line: node.position?.start.line ?? 1, endLine: node.position?.end.line ?? 1 };
}

function addPower(ctx: ExtractContext, file: string, draft: SectionDraft, node: Blockquote) {
  const { power, diagnostics } = readPower(file, node, draft.section.title);
  ctx.report(diagnostics);
  if (!power) {
    draft.body.push(node);
    return null;
  }
  const id = ctx.claimBlockId('power', slugify(power.name), file, pointOf(node), power.name);
  const section = draft.section;
  const full = {
    id,
    ...power,
    context: [...section.path, section.title],
    section: section.id,
    source: rangeOf(file, node),
    alsoIn: [],
    versions: [],
  };
  ctx.powers.push(full);
  section.blocks.push({ kind: 'power', id });
  draft.body.push(blockRef('power', id));
  return full;
}

function addDeity(
  ctx: ExtractContext,
  file: string,
  draft: SectionDraft,
  heading: Heading,
  body: RootContent[],
): void {
  const { deity, diagnostics } = readDeity(file, heading, body);
  ctx.report(diagnostics);
  const id = ctx.claimBlockId('deity', slugify(deity.name), file, pointOf(heading), deity.name);
  const { descriptionNodes, ...fields } = deity;
  const marked = markDice(file, descriptionNodes);
  ctx.report(marked.diagnostics);
  const text = blocksText(descriptionNodes);
  const last = body.at(-1) ?? heading;
  ctx.deities.push({
    id,
    ...fields,
    pronunciation: findPronunciation(text),
    description: { html: renderHtml(descriptionNodes), text },
    section: draft.section.id,
    source: {
      file,
      line: heading.position?.start.line ?? 1,
      endLine: last.position?.end.line ?? 1,
    },
    alsoIn: [],
    versions: [],
  });
  draft.section.blocks.push({ kind: 'deity', id });
  draft.body.push(blockRef('deity', id));
}

function addTable(
  ctx: ExtractContext,
  file: string,
  draft: SectionDraft,
  node: MdTable,
  caption: string | null,
  heading: Heading | null,
): void {
  const { columns, rows, diagnostics } = readTable(file, node, caption);
  ctx.report(diagnostics);
  const base = caption
    ? `table-${slugify(caption)}`
    : `${draft.section.id.replace(/\//g, '-')}-table`;
  const at = pointOf(heading ?? node);
  const id = ctx.claimBlockId('table', base, file, at, caption ?? '', caption !== null);
  const source = rangeOf(file, node);
  if (heading) source.line = heading.position?.start.line ?? source.line;
  const section = draft.section.id;
  ctx.tables.push({ id, caption, columns, rows, section, source, alsoIn: [], versions: [] });
  draft.section.blocks.push({ kind: 'table', id });
  draft.body.push(blockRef('table', id));
}

/** Sets each section's end line and verbatim markdown from the source lines. */
function closeSections(drafts: SectionDraft[], lines: string[]): void {
  const lastLine = lines.length;
  drafts.forEach((draft, index) => {
    const next = drafts[index + 1];
    const headingLine = draft.section.source.line;
    let end = next ? next.section.source.line - 1 : lastLine;
    while (end > headingLine && (lines[end - 1] ?? '').trim() === '') end--;
    draft.section.source.endLine = end;
    const bodyStart = draft.synthetic ? headingLine - 1 : headingLine;
    draft.section.markdown = lines
      .slice(bodyStart, end)
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '');
  });
}

/**
 * Renders every section's body: dice marks, sanitized HTML, plain text and
 * the TOC flag. A draft found in `rendered` takes its rendering from there
 * (its body is neither marked nor rendered again); every other draft's
 * rendering is added to it.
 */
export function finishSections(
  ctx: ExtractContext,
  rendered: Map<SectionDraft, RenderedBody> = new Map(),
): Section[] {
  return ctx.drafts.map((draft) => {
    const { section, body } = draft;
    let known = rendered.get(draft);
    if (!known) {
      const marked = markDice(section.source.file, body);
      known = {
        html: renderHtml(body),
        text: blocksText(body),
        dice: marked.dice,
        diagnostics: marked.diagnostics,
      };
      rendered.set(draft, known);
    }
    ctx.report(known.diagnostics);
    return {
      ...section,
      toc: body.some((node) => node.type === 'tocMarker'),
      html: known.html,
      text: known.text,
      dice: known.dice,
    };
  });
}

/**
 * A section body's rendering: its HTML, text, dice and unreadable-dice
 * diagnostics. Kept from an earlier compile of the same extraction (see
 * compile.ts), it is used only for a draft whose body is the one that was
 * extracted.
 */
export interface RenderedBody {
  html: string;
  text: string;
  dice: DiceRef[];
  diagnostics: Diagnostic[];
}
