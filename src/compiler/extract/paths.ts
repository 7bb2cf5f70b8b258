/**
 * Prestige and epic paths (content-formats §7.4–7.5): a heading under
 * `Prestige Paths` or `Epic Paths`, flavor, `**Requirements:**` (or
 * `**Prerequisite:**`), then child sections `Immortality` (epic; a fate line
 * `**Name:** text`), `Class Features` (`**Name (11th level):**` or
 * `**Name (Level 21):**` lines) and `Powers` / `Power` (power blocks, listed
 * by id). One prestige path writes its features directly under its heading.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, RootContent } from 'mdast';
import type { ClassPath, PathType } from '../class-types.ts';
import { plainText } from '../lines.ts';
import { blocksText } from '../text.ts';
import { leadingLabel } from './labels.ts';
import { featureLabel, labelRuns, runText, toFeature } from './level-features.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a path's own lines give (the caller adds id, group, section, source; records.ts the powers). */
export type PathBody = Omit<ClassPath, PlacementKey | 'group'>;

const GROUP = /^(prestige|epic) paths?$/i;
const REQUIREMENTS = /^(requirements?|prerequisites?)$/i;

/** Reads a prestige or epic path when the heading stands under such a group; null otherwise. */
export function readPath(
  _file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  group: string | null,
  after: readonly RootContent[],
): RecordRead<PathBody> | null {
  const type = group ? GROUP.exec(group.trim())?.[1]?.toLowerCase() : undefined;
  if (heading.depth < 2 || !type) return null;
  const children: { title: string; body: RootContent[] }[] = [];
  for (const node of after) {
    if (node.type === 'heading') {
      if (node.depth <= heading.depth) break;
      children.push({ title: plainText(node.children).trim(), body: [] });
    } else children.at(-1)?.body.push(node);
  }
  const features = children.find((c) => /^class features$/i.test(c.title));
  const immortality = children.find((c) => /^immortality$/i.test(c.title));
  const isLabel = (label: string) => featureLabel(label) !== null || REQUIREMENTS.test(label);
  const ownNodes = body.filter((n) => n.type === 'paragraph' || n.type === 'list');
  const own = labelRuns(ownNodes, isLabel);
  if (!features && !own.some((run) => run.label && featureLabel(run.label))) return null;
  const record: PathBody = {
    name,
    type: type as PathType,
    flavor: null,
    requirements: null,
    features: [],
    immortality: null,
    powers: [],
    notes: [],
  };
  for (const run of own) {
    const text = runText(run);
    if (run.label === null) record.flavor = text;
    else if (REQUIREMENTS.test(run.label)) record.requirements = text.text;
    else {
      const feature = toFeature(run);
      if (feature) record.features.push(feature);
    }
  }
  for (const run of labelRuns(features?.body ?? [], isLabel)) {
    const feature = toFeature(run);
    if (feature) record.features.push(feature);
    else record.notes.push(runText(run).text);
  }
  const taken = [
    ...ownNodes,
    ...(features?.body ?? []).filter((n) => n.type === 'paragraph' || n.type === 'list'),
  ];
  if (immortality) {
    const nodes = immortality.body.filter((n) => n.type === 'paragraph');
    const fate = nodes.find(
      (n) => n.type === 'paragraph' && leadingLabel(n.children)?.style === 'bold',
    );
    const label = fate?.type === 'paragraph' ? leadingLabel(fate.children) : null;
    record.immortality = {
      name: label?.label ?? '',
      text:
        blocksText(nodes.filter((n) => n !== fate)) +
        (label ? `${nodes.length > 1 ? '\n' : ''}${plainText(label.rest).trim()}` : ''),
    };
    taken.push(...nodes);
  }
  return { record, consumed: 0, diagnostics: [], taken };
}
