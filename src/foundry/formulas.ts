/**
 * Roll formulas in the dnd4e system's terms. The books' dice (the compiler's
 * canonical `1dW + {str}`) become formulas over the roll-data variables the
 * system defines (vocabulary.ts `FORMULA_VARIABLES`): the power's base dice
 * as `@powBase` (maximum `@powMax` on a critical hit), abilities as
 * `@strMod`…, levels as `@lv`/`@lvhalf`. Attack formulas hold the bonus
 * only: the system rolls the d20 itself.
 */
import { bounds, parseDice, type DiceExpr, type VariableName } from '../dice/index.ts';

/** A dice variable of the books → its roll-data formula. */
const VARIABLE_FORMULA: Record<VariableName, string> = {
  str: '@strMod',
  con: '@conMod',
  dex: '@dexMod',
  int: '@intMod',
  wis: '@wisMod',
  cha: '@chaMod',
  level: '@lv',
  halflevel: '@lvhalf',
  twicelevel: '2 * @lv',
  prof: '@profBonus',
  enh: '@enhance',
};

/** The damage of a player's power: its base dice and the formulas the system rolls. */
export interface PowerDamage {
  /** The number of base dice (`hit.baseQuantity`, a string in the system's data). */
  baseQuantity: string;
  /** `weapon` for `[W]`, else the die (`d6`). */
  baseDiceType: string;
  formula: string;
  critFormula: string;
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2, '/': 2 } as const;

/** `expr` written as a Foundry roll formula; `base` is the dice term written as `@powBase`. */
function format(expr: DiceExpr, base: DiceExpr | null, baseText: string): string {
  const sub = (e: DiceExpr, min: number): string => {
    const text = format(e, base, baseText);
    return e.type === 'binary' && PRECEDENCE[e.op] < min ? `(${text})` : text;
  };
  switch (expr.type) {
    case 'dice':
      if (expr === base) return baseText;
      return `${expr.count}d${expr.sides === '%' ? 100 : expr.sides}`;
    case 'constant':
      return String(expr.value);
    case 'variable':
      return VARIABLE_FORMULA[expr.name];
    case 'negate':
      return `-${sub(expr.operand, 3)}`;
    case 'binary': {
      const p = PRECEDENCE[expr.op];
      const left = sub(expr.left, p);
      const right = sub(expr.right, p + 1);
      return expr.op === '/' ? `floor(${left} / ${right})` : `${left} ${expr.op} ${right}`;
    }
  }
}

/** The first dice term of `expr`, left to right. */
function firstDice(expr: DiceExpr): Extract<DiceExpr, { type: 'dice' }> | null {
  if (expr.type === 'dice') return expr;
  if (expr.type === 'binary') return firstDice(expr.left) ?? firstDice(expr.right);
  if (expr.type === 'negate') return firstDice(expr.operand);
  return null;
}

/**
 * A player's power damage from the books' canonical formula: its first dice
 * term becomes `@powBase` (`[W]` dice are the weapon's, plus `@wepDamage`,
 * the weapon's damage bonus, as the system adds for weapon powers). Null when
 * the formula does not parse or rolls no dice.
 */
export function powerDamage(canonical: string): PowerDamage | null {
  const parsed = parseDice(canonical);
  if (!parsed.ok) return null;
  const base = firstDice(parsed.expr);
  if (!base) return null;
  const weapon = base.sides === 'W';
  const extra = weapon ? ' + @wepDamage' : '';
  return {
    baseQuantity: String(base.count),
    baseDiceType: weapon ? 'weapon' : `d${base.sides === '%' ? 100 : base.sides}`,
    formula: format(parsed.expr, base, '@powBase') + extra,
    critFormula: format(parsed.expr, base, '@powMax') + extra,
  };
}

/** A monster's damage: the dice as written (`2d8 + 4`) and its maximum as the critical hit. */
export function flatDamage(canonical: string): { formula: string; critFormula: string } | null {
  const parsed = parseDice(canonical);
  if (!parsed.ok || !firstDice(parsed.expr)) return null;
  try {
    return {
      formula: format(parsed.expr, null, ''),
      critFormula: String(bounds(parsed.expr).max),
    };
  } catch {
    // A variable or a weapon die in a monster's damage: no fixed maximum.
    return null;
  }
}

/** What a player's attack adds to the d20: weapon or implement, the power's ability, half level, its bonus. */
export function attackFormula(tool: 'weapon' | 'implement' | 'none', bonus: number | null): string {
  const parts = [
    ...(tool === 'weapon' ? ['@wepAttack'] : tool === 'implement' ? ['@impAttack'] : []),
    '@powerMod',
    '@lvhalf',
  ];
  const text = parts.join(' + ');
  if (!bonus) return text;
  return `${text} ${bonus < 0 ? '-' : '+'} ${Math.abs(bonus)}`;
}

/** The roll-data variables a formula uses (`@strMod` → `strMod`). */
export function formulaVariables(formula: string): string[] {
  return [...formula.matchAll(/@([A-Za-z]+)/g)].map((m) => m[1]!);
}
