/**
 * The configured ruleset as the client reads it: Base.astro writes the
 * profile of rulebook.config.json's `ruleset` (src/dice/rulesets.ts) on the
 * root element as JSON (`data-ruleset`), and every roller judges attacks,
 * rolls critical damage and saving throws by it. Only the site's profile
 * ships, not the table of every profile.
 */
import type { CritRule, Ruleset } from '../dice/browser.ts';

/** The site's ruleset, as the page states it. */
export const ruleset = JSON.parse(document.documentElement.dataset['ruleset'] ?? 'null') as Ruleset;

/** The site's natural-20 rule (see judgeAttack). */
export const naturalTwenty = ruleset.naturalTwenty;

const CRIT_EFFECTS: Record<CritRule, string> = {
  maximize: 'maximum damage',
  'double-damage': 'double damage',
  'double-dice': 'double dice',
};

/** What a critical hit does to damage under the site's ruleset ("maximum damage"). */
export const critEffect = CRIT_EFFECTS[ruleset.crit];
