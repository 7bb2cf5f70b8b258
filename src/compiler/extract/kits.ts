/**
 * Kits (content-formats §7.1): a heading under the `Kits` chapter, an optional
 * opener (`Wardsinger multiclass.` or flavor), `**Requirements:**`, three
 * levelled features (`**Name (Level 1):**`, or bare `**Level 5:**`) with the
 * paragraphs and lists under them, and `**Associated Discipline:**` naming one
 * discipline or, before a bullet list, several to choose from. Power blocks
 * in a kit stay power blocks; the kit lists them by id. A quoted sidebar that
 * is no block (`> **THE OLD TOWERS**`, then bold-labelled lines) is kept in
 * `sidebars`.
 */
import type { PlacementKey } from '../types.ts';
import type { Blockquote, Heading, PhrasingContent, RootContent } from 'mdast';
import type { Kit } from '../class-types.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf, splitLines } from '../lines.ts';
import { blocksText } from '../text.ts';
import { featureLabel, labelRuns, runText, toFeature } from './level-features.ts';
import { leadingLabel } from './labels.ts';
import { holdsHeader } from './powers.ts';
import { readRankLine } from './monster-format.ts';
import { holdsHeading } from './quote-blocks.ts';
import { richOf } from './record-lines.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a kit's own lines give (the caller adds id, group, section, source; records.ts the powers). */
export type KitBody = Omit<Kit, PlacementKey | 'group'>;

const GROUP = /^kits$/i;
const REQUIREMENTS = /^(requirements?|prerequisites?)$/i;
const ASSOCIATED = /^associated disciplines?$/i;

/** Reads a kit when the heading stands under `Kits` and its body has levelled features or an associated discipline. */
export function readKit(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  group: string | null,
): RecordRead<KitBody> | null {
  if (heading.depth < 2 || !group || !GROUP.test(group.trim())) return null;
  // A bold caption and its table after the association stay in the section.
  const tableAt = body.findIndex((n) => n.type === 'table');
  const own = body
    .slice(0, tableAt < 0 ? body.length : tableAt)
    .filter((n, i, all) => !(i === all.length - 1 && n.type === 'paragraph' && isCaption(n)));
  const isLabel = (label: string) =>
    featureLabel(label) !== null || REQUIREMENTS.test(label) || ASSOCIATED.test(label);
  const runs = labelRuns(own, isLabel);
  if (!runs.some((run) => run.label && isLabel(run.label) && !REQUIREMENTS.test(run.label)))
    return null;
  const diagnostics: Diagnostic[] = [];
  const record: KitBody = {
    name,
    flavor: null,
    multiclass: null,
    requirements: null,
    features: [],
    disciplines: [],
    associationText: null,
    powers: [],
    notes: [],
    sidebars: [],
  };
  for (const run of runs) {
    const text = runText(run);
    if (run.label === null) {
      const multi = /^(.+?)\s+multiclass\.?$/i.exec(text.text.trim());
      if (multi) record.multiclass = multi[1]!;
      record.flavor = record.flavor
        ? {
            text: `${record.flavor.text}\n${text.text}`,
            html: `${record.flavor.html}\n${text.html}`,
          }
        : text;
    } else if (REQUIREMENTS.test(run.label)) record.requirements = text.text;
    else if (ASSOCIATED.test(run.label)) {
      const value = plainText(run.lines[0] ?? []).trim();
      record.associationText = value || null;
      const names = run.blocks.length
        ? run.blocks.flatMap((b) =>
            b.type === 'list' ? b.children.map((i) => blocksText([i])) : [],
          )
        : [value];
      record.disciplines = names
        .map((n) => n.replace(/\.\s*$/, '').trim())
        .filter(Boolean)
        .map((n) => ({ name: n, id: null }));
      for (const line of run.lines.slice(1)) {
        record.notes.push(plainText(line));
        const message = `Kit "${name}": this line follows the associated discipline; it is kept in \`notes\`.`;
        const at = line[0]?.position?.start ?? run.start;
        diagnostics.push(
          diagnostic('kit/misplaced-line', file, { line: at.line, column: at.column }, message),
        );
      }
    } else {
      const feature = toFeature(run);
      if (feature) record.features.push(feature);
    }
  }
  if (!record.disciplines.length) {
    const message = `Kit "${name}" has no \`**Associated Discipline:**\` line; it lists no discipline.`;
    diagnostics.push(diagnostic('kit/missing-discipline', file, pointOf(heading), message));
  }
  const sidebars = own.filter((n) => isSidebar(n, isLabel));
  record.sidebars = sidebars.map(sidebarOf);
  const taken = own.filter(
    (n) => n.type === 'paragraph' || n.type === 'list' || sidebars.includes(n as Blockquote),
  );
  return { record, consumed: 0, diagnostics, taken };
}

/**
 * A sidebar as the books write one (content-formats §7.1): a quote of
 * paragraphs only, its first line all bold (the title), no line of it a
 * kit's label (a feature swallowed by the quote's lazy continuation), a
 * power header or a monster's rank line. Any other quote stays in the
 * section as written.
 */
function isSidebar(node: RootContent, isLabel: (label: string) => boolean): node is Blockquote {
  if (node.type !== 'blockquote' || node.children.length === 0) return false;
  if (!node.children.every((child) => child.type === 'paragraph')) return false;
  if (holdsHeading(node) || holdsHeader(node)) return false;
  const lines = sidebarLines(node);
  if (!isTitle(lines[0] ?? [])) return false;
  return lines.every((line) => {
    const label = leadingLabel(line);
    return !(label && isLabel(label.label)) && !readRankLine(plainText(line));
  });
}

/** A quote's lines (of its paragraphs), as inline nodes. */
function sidebarLines(node: Blockquote): PhrasingContent[][] {
  return node.children.flatMap((p) =>
    p.type === 'paragraph' ? splitLines(p).map((line) => line.nodes) : [],
  );
}

/** Whether a line is all bold (blank text aside): a sidebar's title. */
function isTitle(line: readonly PhrasingContent[]): boolean {
  const nodes = line.filter((n) => n.type !== 'text' || n.value.trim() !== '');
  return nodes.length === 1 && nodes[0]!.type === 'strong';
}

/** A sidebar's title (its all-bold first line) and the rest of its lines. */
function sidebarOf(node: Blockquote): Kit['sidebars'][number] {
  const [title = [], ...rest] = sidebarLines(node);
  return { title: plainText(title).trim(), text: richOf(rest) };
}

function isCaption(node: RootContent): boolean {
  return node.type === 'paragraph' && /^table\s*[–-]/i.test(plainText(node.children).trim());
}
