/**
 * The roll log's data: the last 50 rolls of this browser session
 * (sessionStorage), newest first. Every recorded roll is announced with an
 * `orcus:roll` event for the log panel.
 */

/** The kinds of roll an entry can be. */
export const ROLL_KINDS = ['dice', 'attack', 'damage', 'save'] as const;

/** What kind of roll an entry is. */
export type RollKind = (typeof ROLL_KINDS)[number];

/** What a roll decided: an attack against a known defense hits or misses, a saving throw succeeds or fails. */
export const ROLL_OUTCOMES = ['hit', 'miss', 'success', 'failure'] as const;

/** What a roll decided. */
export type RollOutcome = (typeof ROLL_OUTCOMES)[number];

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
  /** What the roll decided, when it decided something (an attack against a given defense, a save). */
  outcome?: RollOutcome;
  /** Milliseconds since the epoch. */
  at: number;
}

/** How many rolls the log keeps. */
export const LOG_LIMIT = 50;
const KEY = 'orcus:rolls';

/** The earliest and latest times a logged roll may carry (what `Date` can represent). */
const MAX_TIME = 8.64e15;

const isText = (value: unknown, max = 2_000): value is string =>
  typeof value === 'string' && value.length <= max;
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * Whether a stored value is a roll the log can show: every field of the
 * right type, a known kind (and outcome, if any), whole dice, and a time
 * `Date` can represent.
 * Storage is the user's (or another script's) to change, so nothing read
 * from it is trusted.
 */
export function isRollEntry(value: unknown): value is RollEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    (ROLL_KINDS as readonly unknown[]).includes(entry['kind']) &&
    isText(entry['formula']) &&
    isText(entry['resolved']) &&
    Array.isArray(entry['dice']) &&
    entry['dice'].length <= 1_000 &&
    entry['dice'].every(
      (die: unknown) =>
        typeof die === 'object' &&
        die !== null &&
        isInteger((die as Record<string, unknown>)['sides']) &&
        isInteger((die as Record<string, unknown>)['value']),
    ) &&
    typeof entry['total'] === 'number' &&
    Number.isFinite(entry['total']) &&
    (entry['source'] === null || isText(entry['source'])) &&
    Array.isArray(entry['notes']) &&
    entry['notes'].length <= 20 &&
    entry['notes'].every((note: unknown) => isText(note, 200)) &&
    (entry['outcome'] === undefined ||
      (ROLL_OUTCOMES as readonly unknown[]).includes(entry['outcome'])) &&
    typeof entry['at'] === 'number' &&
    Number.isFinite(entry['at']) &&
    Math.abs(entry['at']) <= MAX_TIME
  );
}

/** The logged rolls, newest first; stored values that are not rolls are dropped. */
export function readRolls(): RollEntry[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRollEntry).slice(0, LOG_LIMIT) : [];
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
