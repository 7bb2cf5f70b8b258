import type { DiceContext, DiceExpr, DiceTerm } from './ast.ts';
import { DiceRollError } from './errors.ts';
import { MAX_DICE } from './limits.ts';
import { parseDice } from './parse.ts';

/** Ability modifier for an ability score: `floor((score - 10) / 2)`. */
export const abilityModifier = (score: number): number => Math.floor((score - 10) / 2);

/** Accept a parsed tree or a formula string; throws {@link DiceRollError} if the string does not parse. */
export function toExpr(expr: DiceExpr | string): DiceExpr {
  if (typeof expr !== 'string') return expr;
  const parsed = parseDice(expr);
  if (parsed.ok) return parsed.expr;
  throw new DiceRollError(
    parsed.error.code,
    `${parsed.error.message} (column ${parsed.error.column})`,
  );
}

/**
 * Replace variables with their values and `W` with the weapon die (`2dW` with a 2d6 weapon is
 * `4d6`). Throws {@link DiceRollError} for a missing value or more than 1,000 dice in total.
 */
export function resolveDice(expr: DiceExpr, ctx: DiceContext = {}): DiceExpr {
  let dice = 0;
  const { level, weaponDie } = ctx;
  const values: Record<string, number | undefined> = {
    ...ctx.abilities,
    level,
    halflevel: Math.floor(level! / 2), // NaN (so unresolved) without a level
    twicelevel: level! * 2,
    prof: ctx.proficiency,
    enh: ctx.enhancement,
  };
  const r = (e: DiceExpr): DiceExpr => {
    if (e.type === 'constant') return e;
    if (e.type === 'negate') return { type: 'negate', operand: r(e.operand) };
    if (e.type === 'variable') {
      const v = Math.floor(values[e.name] ?? NaN);
      if (!Number.isFinite(v))
        throw new DiceRollError('dice/unresolved-variable', `No value for {${e.name}}`);
      return v < 0
        ? { type: 'negate', operand: { type: 'constant', value: -v } }
        : { type: 'constant', value: v };
    }
    if (e.type === 'dice') {
      let t = e;
      if (e.sides === 'W') {
        const w =
          typeof weaponDie === 'string' ? parseDice(weaponDie) : { ok: true, expr: weaponDie };
        const d = w.ok && (w.expr as DiceTerm | undefined);
        if (!d || d.type !== 'dice' || typeof d.sides !== 'number')
          throw new DiceRollError('dice/bad-weapon-die', `Weapon die ${String(weaponDie)} for dW`);
        t = { ...d, count: e.count * d.count, implicitCount: e.implicitCount && d.implicitCount };
      }
      if ((dice += t.count) > MAX_DICE)
        throw new DiceRollError('dice/too-many-dice', `More than ${MAX_DICE} dice`);
      return t;
    }
    const left = r(e.left);
    const right = r(e.right);
    // Print "1d8 + -1" as "1d8 - 1" (same value).
    return e.op !== '*' && e.op !== '/' && right.type === 'negate'
      ? { type: 'binary', op: e.op === '+' ? '-' : '+', left, right: right.operand }
      : { type: 'binary', op: e.op, left, right };
  };
  return r(expr);
}
