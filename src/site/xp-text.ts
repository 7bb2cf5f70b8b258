/**
 * How the site writes an XP figure: one formatter for the stat blocks, the
 * monster index, the monsters' markdown and the encounter page's budget (a
 * `toLocaleString` makes a formatter per call, and a monster index formats
 * thousands). Pure and dependency-free, so the encounter page's script can
 * import it without the monster views.
 */

const XP_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "400", "31.25", "1,500". */
export function xpText(xp: number): string {
  return XP_FORMAT.format(xp);
}
