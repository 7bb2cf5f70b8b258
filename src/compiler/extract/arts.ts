/**
 * Arts (content-formats §3): a heading, the plain type line
 * `Level 3 Divination Incantation (Arcana)`, the four field lines
 * (`**Cost to Learn:**`, `**Completion Time:**`, `**Components:**`,
 * `**Duration:**`), then the body with optional `*Arcana check:*` lines.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type { Art, ArtCheck } from '../record-types.ts';
import { renderHtml } from '../render.ts';
import { blocksText } from '../text.ts';
import { tierOf } from './feats.ts';
import { leadingLabel } from './labels.ts';
import { boldLabel, leadingLines, lineText, type RecordLine } from './record-lines.ts';
import type { RecordRead } from './record-read.ts';

/** The fields an art's own lines give. */
export type ArtBody = Omit<Art, PlacementKey | 'group'>;

const TYPE_LINE = /^Level\s+(\d+)\s+(.+?)\s+(Incantation|Practice)\s*\(([^)]+)\)$/i;
const FIELDS = {
  costToLearn: /^cost to learn$/i,
  completionTime: /^completion time$/i,
  components: /^components?$/i,
  duration: /^duration$/i,
} as const;
const FIELD_LABELS: Record<keyof typeof FIELDS, string> = {
  costToLearn: 'Cost to Learn',
  completionTime: 'Completion Time',
  components: 'Components',
  duration: 'Duration',
};
const UNITS: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10080 };

/** Reads an art when `body` starts like one; null when it does not. */
export function readArt(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
): RecordRead<ArtBody> | null {
  const lines = leadingLines(body);
  const first = lines[0];
  if (!first) return null;
  const hasFields = lines.some((line) => boldLabel(line, FIELDS.costToLearn));
  const type = !first.label ? TYPE_LINE.exec(lineText(first)) : null;
  if (!type) {
    if (!hasFields) return null;
    const message = `Art "${name}": the first line should read \`Level N <School> <Incantation|Practice> (<Skill>)\`; it is kept as prose.`;
    const at = first.start;
    return {
      record: null,
      consumed: 0,
      diagnostics: [diagnostic('art/bad-type-line', file, at, message)],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const fields: Partial<Record<keyof typeof FIELDS, string>> = {};
  let fieldsEnd = 1;
  for (const line of lines.slice(1)) {
    const key = fieldOf(line);
    if (!key || line.paragraph > (lines[1]?.paragraph ?? 0)) break;
    fields[key] = plainText(line.label!.rest);
    fieldsEnd++;
  }
  for (const key of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
    if (fields[key] !== undefined) continue;
    const message = `Art "${name}" has no \`**${FIELD_LABELS[key]}:**\` line.`;
    diagnostics.push(diagnostic('art/missing-field', file, pointOf(heading), message));
  }
  // Lines after the fields in their paragraph (no blank line before the body) start the body.
  const fieldsParagraph = lines[fieldsEnd - 1]?.paragraph ?? 0;
  const lead = lines.slice(fieldsEnd).filter((line) => line.paragraph <= fieldsParagraph);
  const from = fieldsParagraph + 1;
  let end = from;
  while (end < body.length && (body[end]!.type === 'paragraph' || body[end]!.type === 'list'))
    end++;
  const leadParagraph: RootContent[] = lead.length
    ? [
        {
          type: 'paragraph',
          children: lead.flatMap((line, i) =>
            i ? [{ type: 'break' as const }, ...line.nodes] : line.nodes,
          ),
        },
      ]
    : [];
  const { nodes, checks } = splitChecks([...leadParagraph, ...body.slice(from, end)]);
  const level = Number(type[1]);
  const costToLearn = fields.costToLearn ?? null;
  const components = fields.components ?? null;
  return {
    record: {
      name,
      typeLine: lineText(first),
      kind: type[3]!.toLowerCase() as Art['kind'],
      level,
      school: type[2]!,
      skill: /^none$/i.test(type[4]!.trim()) ? null : type[4]!.trim(),
      costToLearn,
      costToLearnGp: gp(/^([\d,]+)\s*gp\b/i.exec(costToLearn ?? '')?.[1]),
      completionTime: fields.completionTime ?? null,
      completionTimeMinutes: minutes(fields.completionTime ?? null),
      components,
      componentCostGp: gp(
        (/\(([\d,]+)\s*gp\)/i.exec(components ?? '') ??
          /^([\d,]+)\s*gp$/i.exec(components ?? ''))?.[1],
      ),
      componentRecovery: /\brecover(y|ies)\b/i.test(components ?? ''),
      duration: fields.duration ?? null,
      body: { text: blocksText(nodes), html: renderHtml(nodes) },
      checks,
      tier: tierOf(level),
      notes: [],
    },
    consumed: end,
    diagnostics,
  };
}

function fieldOf(line: RecordLine): keyof typeof FIELDS | null {
  if (line.label?.style !== 'bold') return null;
  const label = line.label.label;
  return (
    (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).find((key) => FIELDS[key].test(label)) ?? null
  );
}

/** Paragraphs that open with an italic `<Skill> check:` label are checks; the rest is the body. */
function splitChecks(nodes: readonly RootContent[]): { nodes: RootContent[]; checks: ArtCheck[] } {
  const body: RootContent[] = [];
  const checks: ArtCheck[] = [];
  for (const node of nodes) {
    const label = node.type === 'paragraph' ? leadingLabel(node.children) : null;
    const skill = label?.style === 'italic' ? /^(.+?)\s+check$/i.exec(label.label)?.[1] : undefined;
    if (node.type !== 'paragraph' || !label || !skill) {
      body.push(node);
      continue;
    }
    const text = plainText(label.rest);
    const dc = /\bDC\s*(\d+)/i.exec(text)?.[1];
    checks.push({ skill, dc: dc ? Number(dc) : null, text });
  }
  return { nodes: body, checks };
}

function gp(value: string | undefined): number | null {
  return value ? Number(value.replace(/,/g, '')) : null;
}

function minutes(text: string | null): number | null {
  const match = /^(\d+|one|an?)\s+(minute|hour|day|week)s?$/i.exec(text?.trim() ?? '');
  if (!match) return null;
  const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : 1;
  return count * UNITS[match[2]!.toLowerCase()]!;
}
