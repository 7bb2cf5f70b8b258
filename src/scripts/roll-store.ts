/**
 * The roll log's data: the last 50 rolls of this browser session
 * (sessionStorage), newest first. Every recorded roll is announced with an
 * `orcus:roll` event for the log panel.
 */

/** What kind of roll an entry is. */
export type RollKind = 'dice' | 'attack' | 'damage';

/** One roll as the log shows it. */
export interface RollEntry {
  kind: RollKind;
  /** The formula as written (`1dW + Strength modifier` or `d20 + 9`). */
  formula: string;
  /** The formula with the character's values substituted (`1d8 + 4`). */
  resolved: string;
  /** Every die rolled: sides and face. */
  dice: { sides: number; value: number }[];
  total: number;
  /** The power (or section) the roll came from, if any. */
  source: string | null;
  /** Flags such as "critical hit", "natural 20", "natural 1 (miss)". */
  notes: string[];
  /** Milliseconds since the epoch. */
  at: number;
}

/** How many rolls the log keeps. */
export const LOG_LIMIT = 50;
const KEY = 'orcus:rolls';

/** The logged rolls, newest first. */
export function readRolls(): RollEntry[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as RollEntry[]).slice(0, LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

function write(rolls: RollEntry[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(rolls.slice(0, LOG_LIMIT)));
  } catch {
    /* storage unavailable: the log lasts for this page */
  }
  window.dispatchEvent(new CustomEvent('orcus:roll', { detail: rolls }));
}

/** Adds a roll to the top of the log (dropping the oldest beyond 50). */
export function recordRoll(entry: Omit<RollEntry, 'at'>): void {
  write([{ ...entry, at: Date.now() }, ...readRolls()]);
}

/** Empties the log. */
export function clearRolls(): void {
  write([]);
}
