import { cryptoRng, rollDie, type Rng } from './rng.ts';
import { ORCUS, type NaturalTwentyRule, type Ruleset } from './rulesets.ts';

/** Options shared by the d20 helpers. */
export interface CheckOptions {
  rng?: Rng;
  ruleset?: Ruleset;
}

/** Options for {@link attackRoll}. */
export interface AttackOptions extends CheckOptions {
  /** Combat round (1-based); with a ruleset that has an escalation die it adds {@link escalationDie}. */
  round?: number;
  /** Explicit escalation die value (overrides `round`). */
  escalation?: number;
}

/** Result of {@link attackRoll}. `automatic` says which natural-1/20 rule decided the outcome, if any. */
export interface AttackResult {
  natural: number;
  bonus: number;
  escalation: number;
  total: number;
  defense: number;
  hit: boolean;
  critical: boolean;
  fumble: boolean;
  automatic: 'hit' | 'miss' | null;
}

/** 13th Age escalation die for a round: 0 in round one, then +1 per round up to +6. */
export const escalationDie = (round: number): number =>
  Math.max(0, Math.min(6, Math.floor(round) - 1));

/**
 * What a d20 attack roll decides, by the rulebook's "Rolling 1 or 20": a natural 20 always
 * hits and is a critical hit only when the total would hit anyway (or always, under a ruleset
 * whose `naturalTwenty` rule is `always-crit`); a natural 1 always misses. With the defense unknown
 * (`null`), `hit` and `critical` are `null` where they depend on it.
 */
export interface AttackJudgement {
  hit: boolean | null;
  critical: boolean | null;
  /** Which natural-1/20 rule decided the outcome (or decides it whatever the defense). */
  automatic: 'hit' | 'miss' | null;
}

/** Judges a rolled attack: the one implementation of the natural 1 / natural 20 rule. */
export function judgeAttack(
  natural: number,
  total: number,
  defense: number | null,
  naturalTwenty: NaturalTwentyRule = 'crit-if-would-hit',
): AttackJudgement {
  const wouldHit = defense === null ? null : total >= defense;
  const hit = natural === 20 ? true : natural === 1 ? false : wouldHit;
  const critical = natural !== 20 ? false : naturalTwenty === 'always-crit' ? true : wouldHit;
  const automatic =
    natural === 20 && wouldHit !== true
      ? 'hit'
      : natural === 1 && wouldHit !== false
        ? 'miss'
        : null;
  return { hit, critical, automatic };
}

/**
 * Roll d20 + bonus against a defense, judged by {@link judgeAttack}; with a ruleset that has an
 * escalation die, the die for the round is added.
 */
export function attackRoll(
  bonus: number,
  defense: number,
  options: AttackOptions = {},
): AttackResult {
  const { rng = cryptoRng, ruleset = ORCUS } = options;
  const escalation = ruleset.escalationDie
    ? (options.escalation ?? escalationDie(options.round ?? 1))
    : 0;
  const natural = rollDie(rng, 20);
  const total = natural + bonus + escalation;
  const judged = judgeAttack(natural, total, defense, ruleset.naturalTwenty);
  return {
    natural,
    bonus,
    escalation,
    total,
    defense,
    // The defense is known, so neither depends on it.
    hit: judged.hit === true,
    critical: judged.critical === true,
    fumble: natural === 1,
    automatic: judged.automatic,
  };
}

/** Result of {@link savingThrow}. */
export interface SaveResult {
  natural: number;
  total: number;
  target: number;
  success: boolean;
}

/** Whether a saving throw's total succeeds: at the ruleset's target or higher (the one save rule). */
export function judgeSave(total: number, saveTarget: number): boolean {
  return total >= saveTarget;
}

/** A saving throw: d20 + bonus succeeds at the ruleset's target (Orcus 10+, 13th Age 11+). */
export function savingThrow(rng: Rng = cryptoRng, ruleset: Ruleset = ORCUS, bonus = 0): SaveResult {
  const natural = rollDie(rng, 20);
  const total = natural + bonus;
  return {
    natural,
    total,
    target: ruleset.saveTarget,
    success: judgeSave(total, ruleset.saveTarget),
  };
}

/** Result of {@link rechargeRoll}. */
export interface RechargeResult {
  roll: number;
  recharged: boolean;
}

/** Five Gods recharge: a recharge value of 8 means rolling an 8 on a d8. */
export function rechargeRoll(value: number, rng: Rng = cryptoRng): RechargeResult {
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new RangeError(`Recharge value must be an integer 1..1000, got ${value}`);
  const roll = rollDie(rng, value);
  return { roll, recharged: roll === value };
}

/** Result of {@link skillCheck}. */
export interface SkillCheckResult {
  naturals: number[];
  total: number;
}

/** A skill check: the ruleset's dice (Five Gods 2d20, otherwise 1d20) plus all `modifiers`. */
export function skillCheck(modifiers: number[], options: CheckOptions = {}): SkillCheckResult {
  const { rng = cryptoRng, ruleset = ORCUS } = options;
  const naturals = [rollDie(rng, 20)];
  if (ruleset.skillCheck === '2d20') naturals.push(rollDie(rng, 20));
  const total = [...naturals, ...modifiers].reduce((a, b) => a + b, 0);
  return { naturals, total };
}
