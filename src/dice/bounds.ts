import type { BinaryOperator, DiceContext, DiceExpr, DiceTerm } from './ast.ts';
import { DiceRollError } from './errors.ts';
import { resolveDice, toExpr } from './resolve.ts';

/** Smallest, largest and mean total of an expression. */
export interface DiceBounds {
  min: number;
  max: number;
  average: number;
}

/** Faces of a resolved die (`%` has 100). */
export const faces = (sides: number | string): number => (typeof sides === 'number' ? sides : 100);

/** Apply an operator; `/` rounds down and rejects a zero divisor. */
export function apply(op: BinaryOperator, a: number, b: number): number {
  if (op === '/' && b === 0) throw new DiceRollError('dice/division-by-zero', 'Division by zero');
  return (op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : Math.floor(a / b)) + 0; // no -0
}

/** Exact [min, max] of a resolved expression (each die is independent, so corners suffice). */
export function range(e: DiceExpr): [number, number] {
  if (e.type === 'constant') return [e.value, e.value];
  if (e.type === 'negate') {
    const [a, b] = range(e.operand);
    return [0 - b, 0 - a]; // 0 - x: never -0
  }
  if (e.type !== 'binary') {
    const d = e as DiceTerm; // resolved trees have no variables
    return [d.count, d.count * faces(d.sides)];
  }
  const [a, b] = range(e.left);
  const [c, d] = range(e.right);
  if (e.op === '/' && c <= 0 && d >= 0) apply('/', 1, 0);
  if (e.op === '-') return [a - d, b - c];
  const corners = [apply(e.op, a, c), apply(e.op, a, d), apply(e.op, b, c), apply(e.op, b, d)];
  return [Math.min(...corners), Math.max(...corners)];
}

type Dist = Map<number, number> | null;

/** Exact distribution, or null when it would take too long (more than 2e6 combinations). */
function distribution(e: DiceExpr): Dist {
  const combine = (x: Dist, y: Dist, f: (a: number, b: number) => number): Dist => {
    if (!x || !y || x.size * y.size > 2e6) return null;
    const out = new Map<number, number>();
    for (const [a, p] of x)
      for (const [b, q] of y) out.set(f(a, b), (out.get(f(a, b)) ?? 0) + p * q);
    return out;
  };
  if (e.type === 'dice') {
    const s = faces(e.sides);
    const one = new Map<number, number>();
    for (let v = 1; v <= s; v++) one.set(v, 1 / s);
    let d: Dist = one;
    for (let i = 1; i < e.count; i++) d = combine(d, one, (a, b) => a + b);
    return d;
  }
  if (e.type === 'negate') return combine(distribution(e.operand), new Map([[0, 1]]), (a) => -a);
  if (e.type === 'binary') {
    const op = e.op;
    return combine(distribution(e.left), distribution(e.right), (a, b) => apply(op, a, b));
  }
  return new Map([[e.type === 'constant' ? e.value : 0, 1]]);
}

function average(e: DiceExpr): number {
  if (e.type === 'constant') return e.value;
  if (e.type === 'dice') return (e.count * (faces(e.sides) + 1)) / 2;
  if (e.type === 'negate') return 0 - average(e.operand);
  if (e.type === 'variable') return 0;
  if (e.op === '/') {
    const d = distribution(e);
    // Approximation only when the exact distribution is too large.
    return d ? [...d].reduce((s, [v, p]) => s + v * p, 0) : average(e.left) / average(e.right);
  }
  return apply(e.op, average(e.left), average(e.right));
}

/**
 * Minimum, maximum and average total of `expr` for a character `context`. Throws
 * {@link DiceRollError} when a variable or the weapon die is missing from the context, or when a
 * divisor can be zero. The average is exact, except for `÷` over very large ranges (approximated).
 */
export function bounds(expr: DiceExpr | string, context?: DiceContext): DiceBounds {
  const e = resolveDice(toExpr(expr), context);
  const [min, max] = range(e);
  return { min, max, average: average(e) };
}
