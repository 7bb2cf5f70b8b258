import type {
  BinaryOperator,
  DiceError,
  DiceErrorCode,
  DiceExpr,
  DieSides,
  ParseResult,
  VariableName,
} from './ast.ts';
import { VARIABLE_NAMES } from './ast.ts';
import { HINTS } from './errors.ts';
import { MAX_CONSTANT, MAX_DEPTH, MAX_DICE, MAX_LENGTH, MAX_SIDES } from './limits.ts';

export { VARIABLE_NAMES };

const ADD: Record<string, BinaryOperator> = { '+': '+', '-': '-', '−': '-' };
const MUL: Record<string, BinaryOperator> = {
  '*': '*',
  '×': '*',
  x: '*',
  X: '*',
  '/': '/',
  '÷': '/',
};
const digit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/**
 * Parse a written dice formula such as `2dW + {str}` or `(1d6 + 2) × 2`.
 * Never throws; returns an error with a 1-based column for malformed input.
 */
export function parseDice(source: string): ParseResult {
  const src = String(source);
  const n = src.length;
  let pos = 0;
  let depth = 0;
  let diceCount = 0;

  const fail = (code: DiceErrorCode, message: string, at = pos): never => {
    throw { code, message, column: at + 1, hint: HINTS[code.slice(5)]! } satisfies DiceError;
  };
  const ws = (): void => {
    while (/\s/.test(src[pos] ?? '')) pos++;
  };
  const nest = (): void => {
    if (++depth > MAX_DEPTH) fail('dice/too-deep', `Nested more than ${MAX_DEPTH} deep`);
  };
  const int = (): number => {
    const start = pos;
    while (digit(src[pos])) pos++;
    return +src.slice(start, pos);
  };

  const dice = (count: number, implicitCount: boolean, at: number): DiceExpr => {
    const c = src[++pos]; // after the 'd'
    let sides: DieSides;
    if (digit(c)) {
      sides = int();
      if (sides < 1) fail('dice/bad-sides', 'd0 has no sides', at);
      if (sides > MAX_SIDES) fail('dice/too-many-sides', `d${sides} has too many sides`, at);
    } else if (c === '%' || c === 'W' || c === 'w') {
      pos++;
      sides = c === '%' ? c : 'W';
    } else {
      return fail('dice/bad-sides', "Expected sides (a number, % or W) after 'd'", at);
    }
    if (count < 1) fail('dice/bad-count', '0 dice', at);
    if ((diceCount += count) > MAX_DICE)
      fail('dice/too-many-dice', `More than ${MAX_DICE} dice`, at);
    return { type: 'dice', count, sides, implicitCount };
  };

  const atom = (): DiceExpr => {
    ws();
    const at = pos;
    const c = src[pos];
    if (c === '(') {
      pos++;
      nest();
      const inner = expr();
      ws();
      if (src[pos++] !== ')') fail('dice/unreadable', "Missing ')'", pos - 1);
      depth--;
      return inner;
    }
    if (c === '{') {
      const m = /^\{([a-z]+)\}/i.exec(src.slice(pos, pos + 20));
      const name = m?.[1]!.toLowerCase() as VariableName;
      if (!m || !VARIABLE_NAMES.includes(name))
        fail('dice/unknown-variable', `Unknown variable '${m?.[0] ?? '{'}'`);
      pos += m![0].length;
      return { type: 'variable', name };
    }
    if (c === 'd' || c === 'D') return dice(1, true, at);
    if (digit(c)) {
      const value = int();
      if (src[pos] === 'd' || src[pos] === 'D') return dice(value, false, at);
      if (value > MAX_CONSTANT) fail('dice/number-too-large', `${value} is too large`, at);
      return { type: 'constant', value };
    }
    return c === undefined
      ? fail(src.trim() ? 'dice/unreadable' : 'dice/empty', 'Expected a term at the end')
      : fail('dice/unreadable', `Unexpected '${c}'`);
  };

  const unary = (): DiceExpr => {
    ws();
    if (!ADD[src[pos]!] || src[pos] === '+') return atom();
    pos++;
    nest();
    const operand = unary();
    depth--;
    return { type: 'negate', operand };
  };

  const chain = (ops: Record<string, BinaryOperator>, next: () => DiceExpr): DiceExpr => {
    let left = next();
    for (;;) {
      ws();
      const op = ops[src[pos]!];
      if (!op) return left;
      pos++;
      left = { type: 'binary', op, left, right: next() };
    }
  };
  const term = (): DiceExpr => chain(MUL, unary);
  const expr = (): DiceExpr => chain(ADD, term);

  try {
    if (n > MAX_LENGTH) fail('dice/too-long', `Longer than ${MAX_LENGTH} characters`, MAX_LENGTH);
    const result = expr();
    ws();
    if (pos < n) fail('dice/unreadable', `Unexpected '${src[pos]}'`);
    return { ok: true, expr: result };
  } catch (error) {
    if ((error as DiceError).column) return { ok: false, error: error as DiceError };
    throw error;
  }
}
