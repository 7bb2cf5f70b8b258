/**
 * The 13th Age escalation die (rulesets with `escalationDie`): a value from 0
 * to 6 the reader sets in the roll panel (RollLog.astro), kept for the browser
 * session and added to the attack rolls of power cards. Storage is the
 * user's, so a stored value is read only when it is a whole number in range.
 */

const KEY = 'orcus:escalation';

/** The value set on this page, for when session storage is unavailable. */
let memory = 0;

/** The escalation die's range. */
export const ESCALATION_MAX = 6;

/** Whether a value is an escalation die value (a whole number from 0 to 6). */
export function isEscalation(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= ESCALATION_MAX;
}

/** The current escalation die: the stored value, or 0. */
export function readEscalation(): number {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return memory;
    const value: unknown = JSON.parse(stored);
    return isEscalation(value) ? value : 0;
  } catch {
    return memory;
  }
}

/** Stores the escalation die (ignored unless it is a whole number from 0 to 6). */
export function writeEscalation(value: number): void {
  if (!isEscalation(value)) return;
  memory = value;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    /* storage unavailable: the value lasts for this page */
  }
}
