/**
 * The configured ruleset as the client reads it: Base.astro puts its
 * natural-20 rule on the root element (`data-natural-twenty`), and every
 * roller judges attacks with it.
 */
import type { NaturalTwentyRule } from '../dice/browser.ts';

/** The natural-20 rule of the site's ruleset (the Orcus rule unless the page says otherwise). */
export const naturalTwenty: NaturalTwentyRule =
  document.documentElement.dataset['naturalTwenty'] === 'always-crit'
    ? 'always-crit'
    : 'crit-if-would-hit';
