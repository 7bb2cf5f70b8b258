/** The six abilities, by their three-letter abbreviations. */
export type Ability = 'str' | 'con' | 'dex' | 'int' | 'wis' | 'cha';

/**
 * Each ability's full name, as attack lines and feats write it, → its
 * abbreviation (`strength` → `str`), in stat-block order: one table for the
 * compiler's readers, the character model and the Foundry mapping.
 */
export const ABILITY_KEYS = {
  strength: 'str',
  constitution: 'con',
  dexterity: 'dex',
  intelligence: 'int',
  wisdom: 'wis',
  charisma: 'cha',
} as const satisfies Record<string, Ability>;

/** Names usable as `{name}` variables in a dice formula. */
export type VariableName = Ability | 'level' | 'halflevel' | 'twicelevel' | 'prof' | 'enh';

/** Every variable name accepted inside braces, e.g. `{str}`. */
export const VARIABLE_NAMES: readonly VariableName[] = [
  'str',
  'con',
  'dex',
  'int',
  'wis',
  'cha',
  'level',
  'halflevel',
  'twicelevel',
  'prof',
  'enh',
];

/** Die faces: a number of sides, the weapon die `W`, or percentile `%`. */
export type DieSides = number | 'W' | '%';

/** A dice term such as `3d6`, `d20`, `2dW` or `d%`. `implicitCount` is true when written without a count (`d20`). */
export interface DiceTerm {
  type: 'dice';
  count: number;
  sides: DieSides;
  implicitCount: boolean;
}

/** A non-negative integer constant (negative numbers are `negate` nodes). */
export interface ConstantNode {
  type: 'constant';
  value: number;
}

/** A character variable such as `{str}` or `{halflevel}`. */
export interface VariableNode {
  type: 'variable';
  name: VariableName;
}

/** Arithmetic operators; `/` is division rounded down. */
export type BinaryOperator = '+' | '-' | '*' | '/';

/** A binary operation. */
export interface BinaryNode {
  type: 'binary';
  op: BinaryOperator;
  left: DiceExpr;
  right: DiceExpr;
}

/** Unary minus. */
export interface NegateNode {
  type: 'negate';
  operand: DiceExpr;
}

/** A parsed dice expression tree. */
export type DiceExpr = DiceTerm | ConstantNode | VariableNode | BinaryNode | NegateNode;

/** Machine-readable error codes for parse and evaluation failures. */
export type DiceErrorCode =
  | 'dice/empty'
  | 'dice/unreadable'
  | 'dice/bad-sides'
  | 'dice/bad-count'
  | 'dice/too-many-dice'
  | 'dice/too-many-sides'
  | 'dice/number-too-large'
  | 'dice/too-long'
  | 'dice/too-deep'
  | 'dice/unknown-variable'
  | 'dice/unresolved-variable'
  | 'dice/bad-weapon-die'
  | 'dice/division-by-zero';

/** A parse error; `column` is 1-based (UTF-16 units). */
export interface DiceError {
  code: DiceErrorCode;
  message: string;
  column: number;
  hint: string;
}

/** Result of {@link parseDice}. */
export type ParseResult = { ok: true; expr: DiceExpr } | { ok: false; error: DiceError };

/** Character values that variables resolve against. Abilities are modifiers, not scores. */
export interface DiceContext {
  level?: number;
  abilities?: Partial<Record<Ability, number>>;
  weaponDie?: string | DiceTerm;
  proficiency?: number;
  enhancement?: number;
}
