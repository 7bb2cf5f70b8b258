import type { DiceExpr, DiceTerm } from './ast.ts';

const SYMBOL = { '+': ' + ', '-': ' - ', '*': ' × ', '/': ' ÷ ' } as const;
const precedence = (e: DiceExpr): number =>
  e.type !== 'binary' ? 3 : e.op === '+' || e.op === '-' ? 1 : 2;

/** Print one dice term, e.g. `3d6`, `d20`, `2dW`. */
export const formatTerm = (t: DiceTerm): string => (t.implicitCount ? '' : t.count) + 'd' + t.sides;

/**
 * Print an expression in canonical written form (`1dW + {str}`, `(1d6 + 2) × 2`), adding only
 * the parentheses the tree needs, so `parseDice(formatDice(x))` gives back `x`.
 * `term` optionally replaces how each dice term is printed (used for roll breakdowns).
 */
export function formatDice(expr: DiceExpr, term: (t: DiceTerm) => string = formatTerm): string {
  const f = (e: DiceExpr, paren?: boolean): string => {
    const s =
      e.type === 'dice'
        ? term(e)
        : e.type === 'constant'
          ? '' + e.value
          : e.type === 'variable'
            ? `{${e.name}}`
            : e.type === 'negate'
              ? '-' + f(e.operand, e.operand.type === 'binary')
              : f(e.left, precedence(e.left) < precedence(e)) +
                SYMBOL[e.op] +
                f(e.right, precedence(e.right) <= precedence(e));
    return paren ? `(${s})` : s;
  };
  return f(expr);
}
