/**
 * Power blocks: a block candidate (see quote-blocks.ts) whose heading is an
 * h4 (`> #### Name`), then an optional italic flavor line, the header (one
 * line, or the older two-line layout), an optional origin line, and labelled
 * lines with their level-scaling entries. A quote whose first line is a
 * header is a power block without its name line: it is named after its
 * section's heading, with a warning. A block that cannot be read is
 * reported and left in its section as an ordinary blockquote, so nothing is lost.
 */
import type { Blockquote, PhrasingContent, RootContent } from 'mdast';
import { diagnostic, type Diagnostic, type DiagnosticCode, type Point } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type { Descriptor, Power, PlacementKey, PowerCategory, PowerLine } from '../types.ts';
import { leadingLabel, lineKey, scalingLevel } from './labels.ts';
import { readOrigin, originKind } from './origin.ts';
import { BodyReader, draftLines, type DraftLine } from './power-lines.ts';
import {
  readDescriptor,
  readHeader,
  readShortHeader,
  type HeaderSlip,
  type PowerHeader,
  type Read,
} from './power-header.ts';

export { attachTrailingScaling } from './power-lines.ts';

/** The fields of a power that come from the block itself (ids and context are added by the caller). */
export type PowerBody = Omit<Power, PlacementKey | 'context'>;

/** A header found in a block: the fields, the lines it used (1 or 2), its slips and a range word in the action's place. */
interface FoundHeader {
  header: PowerHeader;
  headerText: string;
  descriptor: Descriptor | null;
  size: 1 | 2;
  slips: HeaderSlip[];
  range: string | null;
}

/**
 * The lines of a block (after its heading) that hold something: a line
 * that is only asterisks (a stray `> **` above the header, content-formats
 * §14) has no word and is left out.
 */
function blockLines(children: RootContent[]): DraftLine[] {
  return draftLines(children).filter(
    (line) => line.blocks.length > 0 || !/^[\s*]+$/.test(plainText(line.nodes)),
  );
}

/**
 * Whether a block candidate is a power: its heading is an h4, or another
 * level (a slip, reported by `readPower`) directly followed by a readable header.
 */
export function isPowerCandidate(block: Blockquote): boolean {
  const [heading, ...rest] = block.children;
  if (heading?.type !== 'heading') return false;
  if (heading.depth === 4) return true;
  const lines = blockLines(rest);
  const at = lines[0] && isFlavor(lines[0]) ? 1 : 0;
  const misplaced = lines[at] ? leadingLabel(lines[at].nodes) !== null : false;
  return findHeader(lines, at).ok || (misplaced && findHeader(lines, at + 1).ok);
}

/**
 * Whether a node is a quote whose first line is a power
 * header (one line, or the two-line layout): a power block missing its
 * `> #### Name` line. A quote of ordinary prose is not.
 */
export function startsWithHeader(node: RootContent): node is Blockquote {
  if (node.type !== 'blockquote' || node.children[0]?.type !== 'paragraph') return false;
  return findHeader(blockLines(node.children), 0).ok;
}

/**
 * Whether any line of a quote starts a power header: a power block missing
 * its `> #### Name` line, or with its name written as a bold line instead.
 */
export function holdsHeader(node: Blockquote): boolean {
  const lines = blockLines(node.children);
  return lines.some((_, index) => findHeader(lines, index).ok);
}

/** An action's type in a heading, `Ram (standard action)`, as the combat-action headings write it (content-formats §11.4). */
const ACTION_TYPE = /\s*\((?:[\p{L} ]*\bactions?|N\/A|special)\)$/iu;

/** The name a heading-less power takes from its section's heading: the title without its action type. */
export function nameFromSection(title: string): string {
  return title.trim().replace(ACTION_TYPE, '').trim();
}

/**
 * Reads a power block; `power` is null when the block cannot be read (the
 * diagnostics say why). A block with no heading (see `startsWithHeader`) is
 * named after `sectionTitle`, the heading of the section it stands in.
 */
export function readPower(
  file: string,
  block: Blockquote,
  sectionTitle = '',
): { power: PowerBody | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const headless = block.children[0]?.type !== 'heading';
  const heading = headless ? undefined : block.children[0];
  const rest = headless ? block.children : block.children.slice(1);
  const name = headless
    ? nameFromSection(sectionTitle)
    : plainText(heading && 'children' in heading ? (heading.children as PhrasingContent[]) : []);
  const warn = (code: DiagnosticCode, at: Point, message: string) =>
    diagnostics.push(diagnostic(code, file, at, `Power "${name}": ${message}`));
  const fail = (code: DiagnosticCode, at: Point, message: string) => {
    warn(code, at, message);
    return { power: null, diagnostics };
  };

  if (name === '') {
    const why = headless
      ? 'the block has no `> ####` heading, and the heading of its section gives no name to read it by.'
      : 'the `> ####` heading has no name.';
    return fail('power/missing-name', pointOf(block), why);
  }
  const lines = blockLines(rest);
  if (headless)
    warn(
      'power/missing-heading',
      lines[0]?.start ?? pointOf(block),
      `the block starts with its header line, with no \`> ####\` name line; it is read as a power named after the heading of its section, "${sectionTitle.trim()}". Add \`> #### ${name}\` as the block's first line.`,
    );
  let cursor = 0;
  let flavor: string | null = null;
  if (lines[0] && isFlavor(lines[0])) {
    flavor = plainText(lines[0].nodes);
    cursor++;
  }
  if (!lines[cursor])
    return fail('power/missing-header', pointOf(block), 'the block has a name but no header line.');
  const found = findHeader(lines, cursor);
  let read: FoundHeader;
  const early: DraftLine[] = [];
  if (found.ok) read = found.value;
  else {
    // A labelled line above a readable header: read, with a warning naming it.
    const misplaced = lines[cursor]!;
    const later = findHeader(lines, cursor + 1);
    const label = leadingLabel(misplaced.nodes);
    if (!later.ok || !label) {
      return fail(
        found.code === 'action' ? 'power/unknown-action' : 'power/bad-header',
        misplaced.start,
        found.reason,
      );
    }
    const italic = label.rest.length === 1 && label.rest[0]?.type === 'emphasis';
    if (italic && flavor === null) {
      flavor = plainText(label.rest);
      warn(
        'power/misplaced-line',
        misplaced.start,
        `the flavor sentence is typed after the label \`${label.label}\`, above the header; it is read as the flavor. Write it as an italic line alone: \`> *${flavor.slice(0, 30)}…*\`.`,
      );
    } else {
      early.push(misplaced);
      warn(
        'power/misplaced-line',
        misplaced.start,
        `the \`${label.label}\` line comes before the header; it is kept as the first line. Move it below the header.`,
      );
    }
    read = later.value;
    cursor++;
  }
  const { header, headerText, descriptor, size, slips, range } = read;
  const headerLine = lines[cursor]!;
  if (slips.includes('star-separator')) {
    warn(
      'power/tag-separator',
      headerLine.start,
      '`*` separates the header from its tags; it is read as `●`. Write `●` (U+25CF).',
    );
  }
  if (heading?.type === 'heading' && heading.depth !== 4) {
    warn(
      'power/heading-level',
      pointOf(heading),
      `the name is an h${heading.depth} (\`${'#'.repeat(heading.depth)}\`); it is read as a power. Power names are h4: \`> #### ${name}\`.`,
    );
  }
  const descriptorLine = size === 2 ? lines[cursor + 1] : undefined;
  cursor += size;

  const originRead =
    (range ? rangeOrigin(range, lines[cursor]) : null) ??
    readOriginLine(file, name, lines[cursor], diagnostics);
  if (originRead?.taken) cursor++;
  warnGaps(slips, { text: headerText, range, origin: originRead?.origin.raw ?? null }, (message) =>
    warn('power/missing-action', headerLine.start, message),
  );
  const body = new BodyReader(file, name, originRead?.origin ?? null, diagnostics);
  for (const line of [...early, ...lines.slice(cursor)]) body.read(line);
  const attack = body.lines.find((line) => line.key === 'attack' && line.attackGroup === 0);
  const category =
    slips.includes('missing-category') && descriptor
      ? inferCategory(descriptor, body.lines, (message) =>
          warn('power/missing-category', descriptorLine?.start ?? headerLine.start, message),
        )
      : header.category;
  return {
    power: {
      name,
      flavor,
      ...header,
      category,
      headerText,
      descriptor,
      origin: originRead?.origin ?? null,
      targets: originRead?.targets ?? null,
      targetCount: originRead ? originRead.targetCount : 1,
      attack: attack?.attack ?? null,
      lines: body.lines,
    },
    diagnostics,
  };
}

/** Reads the header at `lines[index]`: the one-line layout, else the two-line layout. */
function findHeader(lines: DraftLine[], index: number): Read<FoundHeader> {
  const line = lines[index];
  if (!line) return { ok: false, code: 'bad', reason: 'The block has no header line.' };
  const text = plainText(line.nodes);
  const one = readHeader(text);
  if (one.ok)
    return { ok: true, value: { ...one.value, headerText: text, descriptor: null, size: 1 } };
  const short = readShortHeader(text);
  const next = lines[index + 1];
  const lead = next?.nodes[0]?.type === 'strong' ? plainText(next.nodes[0].children) : null;
  const described = short.ok && next ? readDescriptor(plainText(next.nodes), lead) : null;
  if (!short.ok || !described?.ok) return one;
  const { descriptor, fields, slips } = described.value;
  return {
    ok: true,
    value: {
      header: {
        frequency: short.value.frequency,
        category: fields.category,
        level: fields.level,
        feature: fields.feature,
        actions: short.value.actions,
        actionText: short.value.actionText,
        tags: fields.tags,
      },
      headerText: text,
      descriptor,
      size: 2,
      slips: [...short.value.slips, ...slips],
      range: short.value.range,
    },
  };
}

/**
 * The origin of a header that wrote a range word where the action belongs
 * (`**Daily** **Near Action**`): the word, with the details of the line
 * below the header when that line is a bold phrase that is neither an
 * origin nor a line label (`**burst 3, one ally**`); null when that line is
 * an origin line of its own, read as usual.
 */
function rangeOrigin(range: string, line: DraftLine | undefined) {
  const label = line ? leadingLabel(line.nodes) : null;
  if (label?.style === 'bold' && originKind(label.label) !== 'other') return null;
  const details =
    label?.style === 'bold' && lineKey(label.label) === 'other'
      ? [label.label, plainText(label.rest)].filter((part) => part !== '').join(' ')
      : null;
  return { ...readOrigin(range, details ?? ''), taken: details !== null };
}

/**
 * The category of a power whose descriptor names none (`Strong Bidding 7`):
 * Attack when it has an Attack line, else Utility, reported with the fix.
 */
function inferCategory(
  descriptor: Descriptor,
  lines: readonly PowerLine[],
  warn: (message: string) => void,
): PowerCategory {
  const attack = lines.some((line) => line.key === 'attack');
  const word = attack ? 'Attack' : 'Utility';
  warn(
    `the descriptor \`${descriptor.raw}\` names no category; it is read as ${word} because it has ${attack ? 'an' : 'no'} Attack line. Write the category before the level: \`**${descriptor.source} ${word} ${descriptor.kind}**\`.`,
  );
  return attack ? 'attack' : 'utility';
}

/** Reports an action slot that names no action: empty, or a range word in its place. */
function warnGaps(
  slips: readonly HeaderSlip[],
  at: { text: string; range: string | null; origin: string | null },
  warn: (message: string) => void,
): void {
  const fix = 'Write the action, e.g. `(**Standard Action**)` or `**Standard Action**`';
  if (slips.includes('missing-action'))
    warn(`the header \`${at.text}\` names no action; \`actions\` is left empty. ${fix}.`);
  if (slips.includes('range-as-action') && at.range)
    warn(
      `the header \`${at.text}\` has the range \`${at.range}\` where the action belongs; \`actions\` is left empty and the range is read as \`${at.origin ?? at.range}\`. ${fix}, and the range on its own line: \`> **${at.range}** …\`.`,
    );
}

/**
 * Reads the origin line, if the line after the header is one: a bold phrase
 * that is a known origin, or any bold phrase that is not a known line label.
 */
function readOriginLine(
  file: string,
  name: string,
  line: DraftLine | undefined,
  diagnostics: Diagnostic[],
) {
  const label = line ? leadingLabel(line.nodes) : null;
  if (!line || !label || label.style !== 'bold' || scalingLevel(label.label) !== null) return null;
  if (originKind(label.label) === 'other' && lineKey(label.label) !== 'other') return null;
  const read = { ...readOrigin(label.label, plainText(label.rest)), taken: true };
  const kept = read.origin.scaling.filter(({ level }) => level >= 1 && level <= 30);
  if (kept.length < read.origin.scaling.length) {
    diagnostics.push(
      diagnostic(
        'power/bad-scaling',
        file,
        line.start,
        `Power "${name}": a scaling level in the origin line is not between 1 and 30; it is kept only in the origin's text.`,
      ),
    );
    read.origin.scaling = kept;
  }
  return read;
}

function isFlavor(line: DraftLine): boolean {
  const only = line.nodes.length === 1 ? line.nodes[0] : undefined;
  if (only?.type !== 'emphasis' || line.blocks.length > 0) return false;
  const label = leadingLabel(line.nodes);
  return !(label && scalingLevel(label.label) !== null) && !/:\s*$/.test(plainText(only.children));
}
