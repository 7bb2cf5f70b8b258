/**
 * The dice engine's browser entry: the only dice module that client code
 * (`src/client/`) and the shared character model (`src/character/`) import,
 * so what the site ships is what the size-budget test measures
 * (scripts/lib/dice-bundle.ts). `bounds`, `findDice` and the other d20
 * helpers are in `index.ts` (see docs/dice.md).
 */
export type { Ability, DiceContext, DiceExpr, VariableName } from './ast.ts';
export { ABILITY_KEYS } from './ast.ts';
export { DiceRollError } from './errors.ts';
export { parseDice } from './parse.ts';
export { formatDice } from './format.ts';
export { abilityModifier, resolveDice } from './resolve.ts';
export { roll, type RollResult } from './evaluate.ts';
export { cryptoRng, seededRng, type Rng } from './rng.ts';
export { judgeAttack, judgeSave, type AttackJudgement } from './attack.ts';
/** The rule profiles' shape (the page carries the site's profile: src/client/ruleset.ts). */
export type { CritRule, NaturalTwentyRule, Ruleset, RulesetId } from './rulesets.ts';
