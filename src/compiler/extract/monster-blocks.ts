/**
 * Glue between the section walk and the monster reader: a recognised stat
 * block becomes a monster with its id, context and source, and a placeholder
 * in its section; the paragraph right after it becomes its description.
 */
import type { Blockquote, Paragraph } from 'mdast';
import { markDice } from '../dice-marks.ts';
import { pointOf } from '../lines.ts';
import { blockRef, renderHtml } from '../render.ts';
import { slugify } from '../slug.ts';
import { blockText } from '../text.ts';
import type { Monster } from '../types.ts';
import type { ExtractContext, SectionDraft } from './context.ts';
import { readMonster } from './monsters.ts';

/** Reads a stat block into the context; an unreadable one stays in the section as a quote. */
export function addMonster(
  ctx: ExtractContext,
  file: string,
  draft: SectionDraft,
  node: Blockquote,
): Monster | null {
  const { monster, diagnostics } = readMonster(file, node);
  ctx.report(diagnostics);
  if (!monster) {
    draft.body.push(node);
    return null;
  }
  const id = ctx.claimBlockId('monster', slugify(monster.name), file, pointOf(node), monster.name);
  const section = draft.section;
  const full: Monster = {
    id,
    ...monster,
    description: null,
    context: [...section.path, section.title],
    section: section.id,
    source: {
      file,
      line: node.position?.start.line ?? 1,
      endLine: node.position?.end.line ?? 1,
    },
    alsoIn: [],
    versions: [],
  };
  ctx.monsters.push(full);
  section.blocks.push({ kind: 'monster', id });
  draft.body.push(blockRef('monster', id));
  return full;
}

/** Sets the paragraph after a stat block as the monster's description (the section keeps it too). */
export function attachDescription(monster: Monster, paragraph: Paragraph): void {
  // Dice marked on a copy: the section marks (and reports) the paragraph itself.
  const copy = structuredClone(paragraph);
  markDice(monster.source.file, [copy]);
  monster.description = { text: blockText(paragraph), html: renderHtml([copy]) };
}
