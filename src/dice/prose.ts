import type { DiceError, DiceErrorCode, DiceExpr, VariableName } from './ast.ts';
import { formatDice } from './format.ts';
import { parseDice } from './parse.ts';

/** A dice expression found in prose. Offsets are UTF-16 indices; `end` is exclusive. */
export interface DiceMatch {
  start: number;
  end: number;
  /** The span as written, e.g. `1dW + Strength modifier`. */
  text: string;
  /** Canonical written form, e.g. `1dW + {str}`. */
  formula: string;
  expr: DiceExpr;
}

/** A dice-like span in prose that cannot be read (a likely typo). */
export interface DiceProblem {
  start: number;
  end: number;
  text: string;
  code: DiceErrorCode;
  message: string;
  hint: string;
}

/** Result of {@link findDice}. */
export interface FindDiceResult {
  matches: DiceMatch[];
  problems: DiceProblem[];
}

const WORD_CHAR = /[A-Za-z0-9_]/;
/** Where a dice word may start: `2d…`, `2D…`, `d6`, `d%`, `dW`, not inside a word (reset by each {@link findDice}, which never re-enters). */
const CANDIDATE = /(?<![A-Za-z0-9_])(?:\d+[dD]|d[\d%W])/g;
/**
 * What every {@link CANDIDATE} match contains (it without the look-behind): a
 * text without it holds no dice and no dice-like typo.
 */
const MAY_START = /\d[dD]|d[\d%W]/;
const DICE_WORD = /(\d*)([dD])([A-Za-z0-9_]*)/y;
const NUMBER = /\d+(?![A-Za-z0-9_%]|[.,]\d)/y;
const OPERATOR = /([ \t\u00a0]*)(?:([+\-−×÷])|(plus|minus|times)(?=[ \t\u00a0]))[ \t\u00a0]*/iy;
const OP_SYMBOL: Record<string, string> = { plus: '+', minus: '-', times: '×' };
const ABILITY =
  /(?:your\s+)?(strength|constitution|dexterity|intelligence|wisdom|charisma|str|con|dex|int|wis|cha)(?:\s+(?:ability\s+)?mod(?:ifier)?)?(?![A-Za-z0-9_])/iy;

/** Prose phrases for variables, tried in order (longest forms first). */
const PHRASES: ReadonlyArray<readonly [RegExp, VariableName]> = [
  [/(?:twice|double|two\s+times)\s+(?:your\s+|the\s+)?level(?![A-Za-z0-9_])/iy, 'twicelevel'],
  [
    /(?:(?:one[-\s])?half\s+(?:of\s+)?(?:your\s+|the\s+)?level|(?:your\s+|the\s+)?level\s+bonus|half[-\s]?level)(?![A-Za-z0-9_])/iy,
    'halflevel',
  ],
  [/(?:your\s+|the\s+)?(?:proficiency(?:\s+bonus)?|prof)(?![A-Za-z0-9_])/iy, 'prof'],
  [/(?:your\s+|the\s+)?(?:enhancement(?:\s+bonus)?|enh)(?![A-Za-z0-9_])/iy, 'enh'],
  [/(?:your\s+|the\s+)?level(?![A-Za-z0-9_])/iy, 'level'],
  [/\{\s*([A-Za-z]+)\s*\}/y, 'level'], // written form; the name is taken from the braces
];

const at = (re: RegExp, text: string, pos: number): RegExpExecArray | null => {
  re.lastIndex = pos;
  return re.exec(text);
};

/** A dice word at `pos` (valid or not), as formula text; plural `d8s` reads as `d8`. */
function diceWord(text: string, pos: number, bare: boolean): { end: number; piece: string } | null {
  if (pos > 0 && WORD_CHAR.test(text[pos - 1]!)) return null;
  const m = at(DICE_WORD, text, pos);
  if (!m) return null;
  const [word, count, d, rest] = m as unknown as [string, string, string, string];
  const end = pos + word.length;
  if (rest === '' && text[end] === '%') return { end: end + 1, piece: count + 'd%' };
  if (!count && (!bare || d !== 'd')) return null;
  const plural = /^(\d+|W|w)s$/.test(rest) ? 1 : 0;
  const sides = plural ? rest.slice(0, -1) : rest;
  if (/^\d+$/.test(sides) || (count ? /^[Ww]$/ : /^W$/).test(sides))
    return { end: end - plural, piece: count + 'd' + sides };
  // Only count-led words can be malformed dice ("2d", "5dX"); others are ordinary words.
  // Uppercase `3D` (as in "3D space") is only read when it is a valid die.
  if (count && d === 'd' && /^[A-Za-z]*$/.test(rest)) return { end, piece: count + 'd' + rest };
  return null;
}

/** An operand at `pos`: a die, a number, or a variable phrase. */
function operand(text: string, pos: number): { end: number; piece: string } | null {
  const dice = diceWord(text, pos, true);
  if (dice) return dice;
  if (pos > 0 && WORD_CHAR.test(text[pos - 1]!)) return null;
  const num = at(NUMBER, text, pos);
  if (num) return { end: pos + num[0].length, piece: num[0] };
  const ability = at(ABILITY, text, pos);
  if (ability)
    return { end: pos + ability[0].length, piece: `{${ability[1]!.slice(0, 3).toLowerCase()}}` };
  for (const [re, name] of PHRASES) {
    const m = at(re, text, pos);
    if (m) return { end: pos + m[0].length, piece: m[1] ? `{${m[1]}}` : `{${name}}` };
  }
  return null;
}

interface Span {
  end: number;
  formula: string;
  dangling?: string;
}

/** Read `operand (op operand)*` after a first operand ending at `end`. */
function sequence(text: string, end: number, first: string): Span {
  let formula = first;
  for (;;) {
    const op = at(OPERATOR, text, end);
    if (!op) return { end, formula };
    const symbol = op[2] ?? OP_SYMBOL[op[3]!.toLowerCase()]!;
    const next = operand(text, end + op[0].length);
    if (next) {
      formula += ` ${symbol} ${next.piece}`;
      end = next.end;
      continue;
    }
    const attached = op[1] === '' && op[2] !== undefined;
    const after = text[end + op[0].length];
    const opChar = after !== undefined && /[+\-−×÷*/]/.test(after);
    if (attached && (opChar || symbol !== '-')) return { end, formula, dangling: symbol };
    return { end, formula };
  }
}

/** Whether `text` may hold a dice expression or a dice-like typo at all: a cheap, exact test before {@link findDice}, which finds none in a text that fails it. */
export function mayHoldDice(text: string): boolean {
  return MAY_START.test(text);
}

/** A formula read by {@link readFormula}: its canonical form and tree, or why it cannot be read. */
type ReadFormula = { ok: true; formula: string; expr: DiceExpr } | { ok: false; error: DiceError };

/** How many formula texts {@link readFormula} remembers before it starts afresh. */
const READ_MEMO_SIZE = 4096;
const readMemo = new Map<string, ReadFormula>();

/**
 * `parseDice` and `formatDice` of a formula text, remembered per text: prose
 * repeats the same few formulas (`1d8 + {str}`) thousands of times in a
 * library. Safe because both are pure functions of the text alone (no
 * options, no state); the tree is frozen, so the matches that share it
 * cannot change it for one another. Bounded: cleared when full.
 */
function readFormula(text: string): ReadFormula {
  const known = readMemo.get(text);
  if (known) return known;
  const parsed = parseDice(text);
  const read: ReadFormula = parsed.ok
    ? { ok: true, formula: formatDice(parsed.expr), expr: deepFreeze(parsed.expr) }
    : { ok: false, error: parsed.error };
  if (readMemo.size >= READ_MEMO_SIZE) readMemo.clear();
  readMemo.set(text, read);
  return read;
}

/** Freezes an expression tree, node by node, and returns it. */
function deepFreeze(expr: DiceExpr): DiceExpr {
  if (expr.type === 'binary') {
    deepFreeze(expr.left);
    deepFreeze(expr.right);
  } else if (expr.type === 'negate') deepFreeze(expr.operand);
  return Object.freeze(expr);
}

/**
 * Find every dice expression in `text` (e.g. `1dW + Strength modifier` → `1dW + {str}`), and every
 * dice-like span that cannot be read (`2d`, `1d0`, `3d4++2`, `5dX`, `1d1001`). Never throws; runs
 * in linear time. Leading constants and variables (`2 + 1d6`) are not included in a match; the
 * matches of the same formula share one frozen `expr`.
 */
export function findDice(text: string): FindDiceResult {
  const src = String(text);
  const matches: DiceMatch[] = [];
  const problems: DiceProblem[] = [];
  const candidates = CANDIDATE;
  candidates.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = candidates.exec(src))) {
    const start = m.index;
    const first = diceWord(src, start, true);
    if (!first) continue;
    const span = sequence(src, first.end, first.piece);
    let end = span.end;
    const read = readFormula(span.formula);
    if (span.dangling !== undefined || !read.ok) {
      if (span.dangling !== undefined) while (end < src.length && !/\s/.test(src[end]!)) end++;
      const error = read.ok
        ? {
            code: 'dice/unreadable' as const,
            message: `Dangling '${span.dangling}' after ${span.formula}`,
            hint: 'Remove the extra operator or add the missing term.',
          }
        : read.error;
      const { code, message, hint } = error;
      problems.push({ start, end, text: src.slice(start, end), code, message, hint });
    } else {
      const { formula, expr } = read;
      matches.push({ start, end, text: src.slice(start, end), formula, expr });
    }
    candidates.lastIndex = Math.max(end, start + 1);
  }
  return { matches, problems };
}

/**
 * Translate a whole prose dice phrase to canonical written form: `"1dW + Strength modifier"` →
 * `"1dW + {str}"`, `"2d6 + half your level"` → `"2d6 + {halflevel}"`. Returns null if the phrase
 * is not entirely a readable dice expression.
 */
export function proseToFormula(phrase: string): string | null {
  const src = String(phrase).trim();
  const first = operand(src, 0);
  if (!first) return null;
  const span = sequence(src, first.end, first.piece);
  if (span.end !== src.length || span.dangling !== undefined) return null;
  const parsed = parseDice(span.formula);
  return parsed.ok ? formatDice(parsed.expr) : null;
}
