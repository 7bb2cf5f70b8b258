/**
 * The dice engine's browser entry: the only dice module that client code
 * (`src/client/`) and the shared character model (`src/character/`) import,
 * so what the site ships is what the size-budget test measures
 * (scripts/lib/dice-bundle.ts). `bounds`, `findDice` and the other d20
 * helpers are in `index.ts` (see docs/dice.md).
 */
export type { Ability, DiceContext, DiceExpr, VariableName } from './ast.ts';
export { DiceRollError } from './errors.ts';
export { parseDice } from './parse.ts';
export { formatDice } from './format.ts';
export { abilityModifier, resolveDice } from './resolve.ts';
export { roll, type RollResult } from './evaluate.ts';
export { cryptoRng, seededRng, type Rng } from './rng.ts';
export { judgeAttack, type AttackJudgement } from './attack.ts';
/** How a ruleset treats a natural 20 (the client reads the site's from the page). */
export type { NaturalTwentyRule } from './rulesets.ts';
