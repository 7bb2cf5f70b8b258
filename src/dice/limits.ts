/** Maximum formula length in characters (checked before parsing). */
export const MAX_LENGTH = 200;
/** Maximum total number of dice (after resolving `W` when rolling). */
export const MAX_DICE = 1000;
/** Maximum sides on one die. */
export const MAX_SIDES = 1000;
/** Maximum nesting of parentheses and unary minus. */
export const MAX_DEPTH = 20;
/** Largest integer constant. */
export const MAX_CONSTANT = 1_000_000;

/** All hard limits enforced by the parser and evaluator. */
export const LIMITS = {
  maxLength: MAX_LENGTH,
  maxDice: MAX_DICE,
  maxSides: MAX_SIDES,
  maxDepth: MAX_DEPTH,
  maxConstant: MAX_CONSTANT,
} as const;
