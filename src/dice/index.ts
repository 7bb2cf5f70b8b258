/** Dice engine for the Orcus rulebook: parse, format, find in prose, roll, bound, attack. */
export type * from './ast.ts';
export { ABILITY_KEYS } from './ast.ts';
export { LIMITS } from './limits.ts';
export { DiceRollError } from './errors.ts';
export { parseDice, VARIABLE_NAMES } from './parse.ts';
export { formatDice, formatTerm } from './format.ts';
export { abilityModifier, resolveDice, toExpr } from './resolve.ts';
export { bounds, type DiceBounds } from './bounds.ts';
export {
  roll,
  type RollMode,
  type RollOptions,
  type RolledDie,
  type RollResult,
} from './evaluate.ts';
export { cryptoRng, seededRng, rngFromUint32, rollDie, type Rng } from './rng.ts';
export {
  ORCUS,
  RULESETS,
  type CritRule,
  type NaturalTwentyRule,
  type Ruleset,
  type RulesetId,
} from './rulesets.ts';
export {
  attackRoll,
  escalationDie,
  judgeAttack,
  judgeSave,
  type AttackJudgement,
  rechargeRoll,
  savingThrow,
  skillCheck,
  type AttackOptions,
  type AttackResult,
  type CheckOptions,
  type RechargeResult,
  type SaveResult,
  type SkillCheckResult,
} from './attack.ts';
export {
  findDice,
  mayHoldDice,
  proseToFormula,
  type DiceMatch,
  type DiceProblem,
  type FindDiceResult,
} from './prose.ts';
