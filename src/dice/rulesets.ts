/** Identifiers of the supported rule profiles. */
export type RulesetId = 'orcus' | '13th-age' | 'five-gods' | '4e-summary';

/**
 * How a critical hit changes damage: Orcus maximizes the dice; 13th Age doubles the total;
 * `double-dice` rolls twice as many dice (a common house rule).
 */
export type CritRule = 'maximize' | 'double-damage' | 'double-dice';

/** When a natural 20 is a critical hit: only if the total would hit anyway (Orcus), or always. */
export type NaturalTwentyRule = 'crit-if-would-hit' | 'always-crit';

/** A small rules profile for the dice engine. */
export interface Ruleset {
  id: RulesetId;
  name: string;
  crit: CritRule;
  naturalTwenty: NaturalTwentyRule;
  /** A saving throw succeeds on a d20 roll of this or higher. */
  saveTarget: number;
  /** 13th Age escalation die: +1 from round two, up to +6. */
  escalationDie: boolean;
  /** Dice for a skill check (Five Gods: 2d20 + two skill modifiers). */
  skillCheck: '1d20' | '2d20';
}

/** The default ruleset (Orcus). A literal, not `RULESETS.orcus`, so bundles that need only it tree-shake the table. */
export const ORCUS: Ruleset = {
  id: 'orcus',
  name: 'Orcus',
  crit: 'maximize',
  naturalTwenty: 'crit-if-would-hit',
  saveTarget: 10,
  escalationDie: false,
  skillCheck: '1d20',
};

/** All built-in rulesets by id. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  orcus: ORCUS,
  '13th-age': {
    id: '13th-age',
    name: '13th Age',
    crit: 'double-damage',
    naturalTwenty: 'always-crit',
    saveTarget: 11,
    escalationDie: true,
    skillCheck: '1d20',
  },
  'five-gods': {
    id: 'five-gods',
    name: 'Five Gods',
    crit: 'maximize',
    naturalTwenty: 'always-crit',
    saveTarget: 10,
    escalationDie: false,
    skillCheck: '2d20',
  },
  '4e-summary': {
    id: '4e-summary',
    name: '4e summary',
    crit: 'maximize',
    naturalTwenty: 'always-crit',
    saveTarget: 10,
    escalationDie: false,
    skillCheck: '1d20',
  },
};
