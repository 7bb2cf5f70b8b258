/**
 * Dice in a plain string: the one cut of text into prose and dice marks, and
 * the mark's shape. The compiler's prose marking (dice-marks.ts) and the
 * site's record fields stored as plain strings (a trap's Hit line, a note)
 * both cut with `splitDice`, so a field rolls exactly as prose does. Light:
 * the dice engine's finder and the plain-markup writer only.
 */
import type { Element, Root as HastRoot, Text as HastText } from 'hast';
import { findDice, mayHoldDice, type DiceProblem } from '../dice/index.ts';
import { plainHtml } from './plain-html.ts';

/** A piece of text: prose (`formula` null) or a dice expression as written and its canonical formula. */
export interface DicePiece {
  text: string;
  formula: string | null;
  /** Offset of the piece in the text (UTF-16). */
  start: number;
}

/** The hast properties of a dice mark: `<span class="dice" data-dice="formula">`, which the site's dice widgets hydrate. */
export function diceProperties(formula: string): { className: ['dice']; dataDice: string } {
  return { className: ['dice'], dataDice: formula };
}

/** Cuts `text` into prose and dice pieces (in order, covering it all) and lists the dice-like spans it cannot read. */
export function splitDice(text: string): { pieces: DicePiece[]; problems: DiceProblem[] } {
  if (!mayHoldDice(text)) return { pieces: [{ text, formula: null, start: 0 }], problems: [] };
  const { matches, problems } = findDice(text);
  const pieces: DicePiece[] = [];
  let cursor = 0;
  for (const match of matches) {
    if (match.start > cursor)
      pieces.push({ text: text.slice(cursor, match.start), formula: null, start: cursor });
    pieces.push({ text: match.text, formula: match.formula, start: match.start });
    cursor = match.end;
  }
  if (cursor < text.length || pieces.length === 0)
    pieces.push({ text: text.slice(cursor), formula: null, start: cursor });
  return { pieces, problems };
}

/**
 * A plain string as HTML with its dice marked, as prose is: for record fields
 * the JSON keeps as plain text. Unreadable dice are left as text here; the
 * compiler reports them (`dice/unreadable`) when it reads the record.
 */
export function diceMarkedHtml(text: string): string {
  const children = splitDice(text).pieces.map((piece): Element | HastText =>
    piece.formula === null
      ? { type: 'text', value: piece.text }
      : {
          type: 'element',
          tagName: 'span',
          properties: diceProperties(piece.formula),
          children: [{ type: 'text', value: piece.text }],
        },
  );
  const tree: HastRoot = { type: 'root', children };
  // Text and dice spans are plain markup: plainHtml always writes them.
  return plainHtml(tree)!;
}
