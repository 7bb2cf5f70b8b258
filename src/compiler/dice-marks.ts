/**
 * Dice in text: every text node is run through the dice engine's prose
 * finder. Found expressions become `<span class="dice" data-dice="formula">`
 * marks (the site's dice widgets hydrate them) and are listed as `DiceRef`s;
 * dice-like spans the engine cannot read become `dice/unreadable` errors, so a
 * typo in a formula breaks the build instead of a reader's roll.
 */
import type { Position } from 'unist';
import type { Nodes, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { SKIP_CHILDREN, walkTree } from './walk.ts';
import { toString } from 'mdast-util-to-string';
import { diceProperties, splitDice } from './dice-text.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { DiceRef } from './types.ts';

/** An inline node that renders as a dice widget's static markup. */
export interface DiceMark {
  type: 'diceMark';
  children: Text[];
  data: { hName: 'span'; hProperties: { className: ['dice']; dataDice: string } };
  position?: Position;
}

declare module 'mdast' {
  interface PhrasingContentMap {
    diceMark: DiceMark;
  }
  interface RootContentMap {
    diceMark: DiceMark;
  }
}

/** Node types whose text is never searched for dice. */
const SKIPPED = new Set([
  'code',
  'inlineCode',
  'heading',
  'html',
  'diceMark',
  'link',
  'linkReference',
]);

/** Wraps the dice found in `nodes` (in place) and returns them with any unreadable-dice errors. */
export function markDice(
  file: string,
  nodes: RootContent[] | PhrasingContent[],
): { dice: DiceRef[]; diagnostics: Diagnostic[] } {
  const dice: DiceRef[] = [];
  const diagnostics: Diagnostic[] = [];
  const holder = { type: 'root', children: nodes } as Root;
  walkTree<Nodes>(holder, (node, index, parent) => {
    if (SKIPPED.has(node.type)) return SKIP_CHILDREN;
    if (node.type !== 'text' || !parent || index === undefined) return;
    const pieces = splitText(file, node, dice, diagnostics);
    if (pieces.length === 1 && pieces[0] === node) return;
    (parent as Parent).children.splice(index, 1, ...(pieces as Parent['children']));
    return index + pieces.length;
  });
  return { dice, diagnostics };
}

function splitText(
  file: string,
  node: Text,
  dice: DiceRef[],
  diagnostics: Diagnostic[],
): PhrasingContent[] {
  const { pieces, problems } = splitDice(node.value);
  for (const problem of problems) {
    diagnostics.push(
      diagnostic(
        'dice/unreadable',
        file,
        pointAt(node, problem.start),
        `${problem.message} (in \`${problem.text}\`)`,
        {
          hint: problem.hint,
        },
      ),
    );
  }
  if (pieces.length === 1 && pieces[0]!.formula === null) return [node];
  return pieces.map((piece): PhrasingContent => {
    const at = spanOf(node, piece.start, piece.text.length);
    const text: Text = { type: 'text', value: piece.text, ...at };
    if (piece.formula === null) return text;
    dice.push({ text: piece.text, formula: piece.formula });
    return {
      type: 'diceMark',
      children: [text],
      data: { hName: 'span', hProperties: diceProperties(piece.formula) },
      ...at,
    };
  });
}

/** The dice already marked in `nodes`, in order: for a record whose fields keep plain text. */
export function diceIn(nodes: readonly (RootContent | PhrasingContent)[]): DiceRef[] {
  const dice: DiceRef[] = [];
  const holder = { type: 'root', children: [...nodes] } as Root;
  walkTree<Nodes>(holder, (node) => {
    if (node.type !== 'diceMark') return;
    dice.push({ text: toString(node), formula: node.data.hProperties.dataDice });
    return SKIP_CHILDREN;
  });
  return dice;
}

/** Where a piece of a text node lies: text nodes hold one source line each, so columns are offsets. */
function spanOf(node: Text, offset: number, length: number): { position?: Position } {
  const start = node.position?.start;
  if (!start) return {};
  return {
    position: {
      start: { line: start.line, column: start.column + offset },
      end: { line: start.line, column: start.column + offset + length },
    },
  };
}

function pointAt(node: Text, offset: number): { line: number; column: number } {
  // Text nodes hold one source line each (source-positions.ts), so the column is a plain offset.
  const start = node.position?.start ?? { line: 1, column: 1 };
  return { line: start.line, column: start.column + offset };
}
