/**
 * Feat paths (content-formats §7.2): under a `Feat Paths` heading, one bold
 * label paragraph per path, `**Name:** *Level 1:* Feat, *Level 2:* Feat, …`
 * (the colon may sit outside the italics: `*Level 1*:`). Each paragraph is a
 * record; the feats are resolved to feat ids once every file is read.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, Paragraph, RootContent } from 'mdast';
import type { FeatPath } from '../class-types.ts';
import { diagnostic } from '../diagnostics.ts';
import { plainText, splitLines } from '../lines.ts';
import { leadingLabel, scalingLevel } from './labels.ts';
import type { RecordsRead } from './record-read.ts';

/** The fields a feat path's paragraph gives (the caller adds id, group, section, source). */
export type FeatPathBody = Omit<FeatPath, PlacementKey | 'group'>;

const GROUP = /^feat paths?$/i;

/** Reads the feat paths of a `Feat Paths` heading's body; null for any other heading. */
export function readFeatPaths(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
): RecordsRead<FeatPathBody> | null {
  if (heading.depth < 2 || !GROUP.test(name.trim())) return null;
  const out: RecordsRead<FeatPathBody> = { records: [], diagnostics: [] };
  for (const node of body) {
    if (node.type !== 'paragraph') continue;
    const lines = splitLines(node).map((line) => ({ ...line, label: leadingLabel(line.nodes) }));
    const paths = lines.filter((l) => l.label?.style === 'bold' && readSteps(l.label.rest).length);
    for (const line of lines) {
      const label = line.label?.style === 'bold' ? line.label : null;
      const steps = label ? readSteps(label.rest) : [];
      if (label && steps.length) {
        out.records.push({
          name: label.label,
          record: { name: label.label, steps, notes: [] },
          node,
          line: line.start.line,
          endLine: line.start.line,
        });
        continue;
      }
      if (!label && !paths.length) continue;
      const text = plainText(line.nodes).trim();
      const message = label
        ? `Feat path "${label.label}" names no \`*Level N:*\` step; it is kept as prose.`
        : `This line among feat paths names no \`*Level N:*\` step; it is kept in the path's \`notes\`.`;
      out.diagnostics.push(diagnostic('feat-path/no-steps', file, line.start, message));
      const owner = out.records.at(-1);
      if (paths.length && owner) {
        owner.record.notes.push(text);
        owner.endLine = line.start.line;
      }
    }
  }
  return out;
}

/** `*Level 1:* Harpoon Training, *Level 2:* …` → one step per italic level label. */
function readSteps(nodes: Paragraph['children']): FeatPathBody['steps'] {
  const steps: FeatPathBody['steps'] = [];
  let current: { level: number; text: string } | null = null;
  for (const node of nodes) {
    const level =
      node.type === 'emphasis'
        ? scalingLevel(plainText(node.children).replace(/:\s*$/, '').trim())
        : null;
    if (level !== null) {
      if (current) steps.push(finish(current));
      current = { level, text: '' };
    } else if (current) current.text += plainText([node]);
  }
  if (current) steps.push(finish(current));
  return steps;
}

function finish(step: { level: number; text: string }) {
  const feat = step.text
    .replace(/^\s*:?\s*/, '')
    .replace(/[,.;\s]+$/, '')
    .trim();
  return { level: step.level, feat: { name: feat, id: null } };
}
