/**
 * Cruxes and heritages (content-formats §5.4): a heading under a `Cruxes` or
 * `Heritage` group, a flavor paragraph, then a bullet list whose first bullet
 * is `+2 <Skill>` and whose other bullets are traits `**Name:** text`. The
 * power blocks after the list stay power blocks; records.ts lists them by id.
 */
import type { PlacementKey } from '../types.ts';
import type { Heading, List, RootContent } from 'mdast';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { plainText, pointOf } from '../lines.ts';
import type { AncestryTrait, Crux, CruxType, SkillBonus } from '../ancestry-types.ts';
import { renderHtml, renderInline } from '../render.ts';
import { blocksText } from '../text.ts';
import { leadingLabel } from './labels.ts';
import { italicNames } from './record-lines.ts';
import type { RecordRead } from './record-read.ts';

/** The fields a crux's own lines give (the caller adds id, group, section, source; records.ts the powers). */
export type CruxBody = Omit<Crux, PlacementKey | 'group'>;

const GROUP = /^(cruxe?s?|heritages?)$/i;
const SKILL_BONUS = /^([+-]\d+)\s+(.+?)\.?$/;

/** The type of record a group heading holds: `Cruxes` → crux, `Heritage` → heritage; null for any other group. */
export function cruxType(group: string | null): CruxType | null {
  const match = group ? GROUP.exec(group.trim()) : null;
  if (!match) return null;
  return /^crux/i.test(match[1]!) ? 'crux' : 'heritage';
}

/** Reads a crux or heritage when the heading stands under such a group and its body has a bullet list. */
export function readCrux(
  file: string,
  heading: Heading,
  body: readonly RootContent[],
  name: string,
  group: string | null,
): RecordRead<CruxBody> | null {
  const type = cruxType(group);
  if (heading.depth < 2 || !type) return null;
  const listIndex = body.findIndex((node) => node.type === 'list');
  if (listIndex < 0 || body.slice(0, listIndex).some((n) => n.type !== 'paragraph')) return null;
  const list = body[listIndex] as List;
  const diagnostics: Diagnostic[] = [];
  const flavorNodes = body.slice(0, listIndex);
  const crux: CruxBody = {
    name,
    type,
    flavor: flavorNodes.length
      ? { text: blocksText(flavorNodes), html: renderHtml(flavorNodes) }
      : null,
    skillBonus: null,
    traits: [],
    powers: [],
    notes: [],
  };
  list.children.forEach((item, index) => {
    const paragraph = item.children[0];
    const nodes = paragraph?.type === 'paragraph' ? paragraph.children : [];
    const text = plainText(nodes).trim();
    const bonus = index === 0 ? SKILL_BONUS.exec(text) : null;
    if (bonus) {
      crux.skillBonus = { skill: bonus[2]!.trim(), bonus: Number(bonus[1]) } satisfies SkillBonus;
      return;
    }
    if (index === 0) {
      const message = `The ${type} "${name}" does not start its list with a skill bonus such as \`* +2 Endure\`; its skill bonus is left empty.`;
      diagnostics.push(diagnostic('crux/missing-skill-bonus', file, pointOf(item), message));
    }
    const label = leadingLabel(nodes);
    const rest = item.children.slice(1);
    if (label?.style === 'bold' && paragraph) {
      const restText = rest.length ? `\n${blocksText(rest)}` : '';
      crux.traits.push({
        name: label.label,
        text: plainText(label.rest).replace(/^[\s·•]+/, '') + restText,
        html: renderInline(label.rest) + (rest.length ? `\n${renderHtml(rest)}` : ''),
        powers: italicNames(label.rest).map((power) => ({ name: power, id: null })),
      } satisfies AncestryTrait);
      return;
    }
    crux.notes.push(blocksText(item.children));
    if (index > 0) {
      const message = `The ${type} "${name}": this bullet has no \`**Trait:**\` label; it is kept in \`notes\`.`;
      diagnostics.push(diagnostic('crux/misplaced-line', file, pointOf(item), message));
    }
  });
  return { record: crux, consumed: listIndex + 1, diagnostics };
}
