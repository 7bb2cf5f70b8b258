/**
 * Numbers as the rules' prose writes them: digits (`4`, `0.25`, `1/4`) or
 * words (`four`, `a quarter`, `double`). One table shared by the readers of
 * the encounter-size rule and of a role's hit-point multipliers.
 */

/** Number words, multiword ones first so a pattern built from them tries those first. */
const WORDS: ReadonlyArray<readonly [string, number]> = [
  ['one quarter', 0.25], ['a quarter', 0.25], ['a fourth', 0.25], ['quarter', 0.25],
  ['one third', 1 / 3], ['a third', 1 / 3], ['one half', 0.5], ['a half', 0.5], ['half', 0.5],
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12],
  ['single', 1], ['twice', 2], ['double', 2], ['triple', 3], ['quadruple', 4], ['quintuple', 5],
]; // prettier-ignore

/** A regular-expression source matching one number as prose writes it (digits, fraction or word). */
export const NUMBER_SOURCE = `(?:\\d+(?:\\.\\d+)?(?:\\s*/\\s*\\d+)?|${WORDS.map(([w]) => w.replace(' ', '\\s+')).join('|')})`;

/** The value of a number matched by NUMBER_SOURCE (case-insensitive), or null. */
export function numberOf(text: string): number | null {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(word);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word);
  return WORDS.find(([w]) => w === word)?.[1] ?? null;
}
