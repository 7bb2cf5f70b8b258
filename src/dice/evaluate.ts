import type { DiceContext, DiceExpr, DiceTerm } from './ast.ts';
import { apply, faces, range } from './bounds.ts';
import { DiceRollError } from './errors.ts';
import { formatDice, formatTerm } from './format.ts';
import { MAX_DICE } from './limits.ts';
import { resolveDice, toExpr } from './resolve.ts';
import { cryptoRng, type Rng } from './rng.ts';
import type { Ruleset } from './rulesets.ts';

/** How damage is rolled: normally, as a critical hit (per the ruleset), or halved (rounded down). */
export type RollMode = 'normal' | 'critical' | 'half';

/** Options for {@link roll}. */
export interface RollOptions {
  /** Random source; defaults to {@link cryptoRng}. */
  rng?: Rng;
  mode?: RollMode;
  /** Only `crit` is used here; defaults to Orcus (`maximize`). */
  ruleset?: Ruleset;
  /** Extra dice a power adds on a critical hit; rolled (never maximized) and added in critical mode. */
  extraCritDice?: DiceExpr | string;
}

/** One die as rolled. `maximized` means it was set, not rolled (a critical hit). `d%` has 100 sides. */
export interface RolledDie {
  sides: number;
  value: number;
  /** Index of its dice term, left to right, in the formula (or in `extraCritDice` when `extra`). */
  term: number;
  maximized: boolean;
  extra: boolean;
}

/** Result of {@link roll}. */
export interface RollResult {
  total: number;
  dice: RolledDie[];
  /** The formula as given, canonical (`1dW + {str}`). */
  formula: string;
  /** With variables and the weapon die filled in (`1d8 + 4`). */
  resolved: string;
  /** Human-readable working, e.g. `3d6[2, 5, 6] + 4 = 17`. */
  breakdown: string;
}

/**
 * Evaluate a resolved tree. With `high` set, dice are not rolled but set to whichever face
 * (top or 1) drives the total to its maximum (`high` true) or minimum, term by term.
 */
function evaluate(
  e: DiceExpr,
  rng: Rng,
  dice: RolledDie[],
  extra: boolean,
  high?: boolean,
  factor = 1,
): [total: number, text: string] {
  const values = new Map<DiceTerm, number[]>();
  let term = 0;
  const ev = (n: DiceExpr, hi?: boolean): number => {
    if (n.type === 'constant') return n.value;
    if (n.type === 'negate') return 0 - ev(n.operand, hi === undefined ? hi : !hi);
    if (n.type !== 'binary') {
      const t = n as DiceTerm; // resolved trees have no variables
      const s = faces(t.sides);
      const list: number[] = [];
      for (let i = 0; i < t.count * factor; i++) {
        const v =
          hi !== undefined
            ? hi
              ? s
              : 1
            : t.sides === '%'
              ? rng.int(10) * 10 + rng.int(10) || 100
              : rng.int(s) + 1;
        list.push(v);
        dice.push({ sides: s, value: v, term, maximized: hi !== undefined, extra });
      }
      term++;
      values.set(t, list);
      return list.reduce((a, b) => a + b, 0);
    }
    let lh = hi;
    let rh = hi;
    if (hi !== undefined && n.op !== '+') {
      rh = !hi;
      if (n.op !== '-') {
        // Pick the corner of the two ranges that gives the extreme product or quotient.
        const [a, b] = range(n.left);
        const [c, d] = range(n.right);
        let best = NaN;
        for (let k = 0; k < 4; k++) {
          const v = apply(n.op, k & 2 ? b : a, k & 1 ? d : c);
          if (!(hi ? v <= best : v >= best)) [best, lh, rh] = [v, k > 1, (k & 1) > 0];
        }
      }
    }
    const left = ev(n.left, lh);
    return apply(n.op, left, ev(n.right, rh));
  };
  const total = ev(e, high);
  const text = formatDice(
    e,
    (t) => formatTerm(t) + `[${values.get(t)!.join(', ')}]`, // double-dice shows twice the values
  );
  return [total, text];
}

/**
 * Roll a dice expression (tree or formula string) for a character `context`.
 * Critical mode follows `ruleset.crit` (Orcus: maximum damage) and adds `extraCritDice`, rolled;
 * half mode halves the total, rounding down. Throws {@link DiceRollError} on a bad formula, a
 * missing variable or weapon die, more than 1,000 dice, or division by zero.
 */
export function roll(
  expr: DiceExpr | string,
  context?: DiceContext,
  options: RollOptions = {},
): RollResult {
  const { rng = cryptoRng, mode = 'normal' } = options;
  const source = toExpr(expr);
  const resolved = resolveDice(source, context);
  const crit = mode === 'critical' ? (options.ruleset?.crit ?? 'maximize') : undefined;
  const factor = crit === 'double-dice' ? 2 : 1;
  const dice: RolledDie[] = [];
  let [total, text] = evaluate(
    resolved,
    rng,
    dice,
    false,
    crit === 'maximize' || undefined,
    factor,
  );
  // Only double-dice can pass the limit here (resolveDice checked the rest): at most 2,000 dice.
  if (dice.length > MAX_DICE)
    throw new DiceRollError('dice/too-many-dice', `More than ${MAX_DICE} dice`);
  if (crit === 'double-damage') {
    total *= 2;
    text = `(${text}) × 2`;
  }
  if (crit && options.extraCritDice !== undefined) {
    const [t, s] = evaluate(resolveDice(toExpr(options.extraCritDice), context), rng, dice, true);
    total += t;
    text += ` + ${s}`;
  }
  if (mode === 'half') {
    total = Math.floor(total / 2);
    text = `(${text}) ÷ 2`;
  }
  return {
    total,
    dice,
    formula: formatDice(source),
    resolved: formatDice(resolved),
    breakdown: `${text} = ${total}`,
  };
}
