/**
 * The reader's deck: an ordered list of power ids, kept in the URL
 * (`/deck/?powers=a,b`, shareable) and in localStorage (`orcus:deck`).
 * Every change is announced with an `orcus:deck` event on `window` (other
 * tabs see it through `storage`). The list functions are pure; only
 * loadDeck/saveDeck/watchDeck touch the browser.
 */

/** The localStorage key of the deck. */
export const DECK_KEY = 'orcus:deck';

/** The event dispatched on `window` after every saved change; `detail` is the new deck. */
export const DECK_EVENT = 'orcus:deck';

/** The query parameter of the deck page. */
export const DECK_PARAM = 'powers';

/** The most powers a deck keeps (a guard against absurd URLs and stored values). */
export const MAX_DECK = 500;

/** A power id as the compiler makes them (common.schema.json#/$defs/id, without `/`). */
const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Whether `value` looks like a power id. */
export function isPowerId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** The valid ids of `values`, in order, each once, at most MAX_DECK (and only `knownIds`, if given). */
export function cleanDeck(values: readonly unknown[], knownIds?: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.size >= MAX_DECK) break;
    if (isPowerId(value) && (!knownIds || knownIds.has(value))) seen.add(value);
  }
  return [...seen];
}

/**
 * The deck in a `?powers=` value (`a,b,c`, as URLSearchParams.get returns it):
 * ids in order, unknown ids and duplicates dropped; `null` or empty is an empty deck.
 */
export function parseDeckParam(value: string | null, knownIds: ReadonlySet<string>): string[] {
  if (!value) return [];
  return cleanDeck(
    value.split(',').map((part) => part.trim()),
    knownIds,
  );
}

/**
 * The ids of a `?powers=` value this rulebook has no power for (the deck page
 * says so instead of dropping them silently), in order, each once.
 */
export function unknownDeckIds(value: string | null, knownIds: ReadonlySet<string>): string[] {
  const parts = (value ?? '').split(',').map((part) => part.trim());
  return [...new Set(parts.filter((id) => id !== '' && !knownIds.has(id)))];
}

/** The shareable link of a deck: `/deck/?powers=a,b` (just `/deck/` when empty). */
export function deckUrl(ids: readonly string[]): string {
  const valid = cleanDeck(ids);
  return valid.length ? `/deck/?${DECK_PARAM}=${valid.join(',')}` : '/deck/';
}

/**
 * Whether opening a shared deck link would overwrite a different deck the
 * reader already keeps: then the page shows the shared deck without storing
 * it until the reader asks to.
 */
export function wouldReplaceDeck(stored: readonly string[], shared: readonly string[]): boolean {
  return stored.length > 0 && stored.join(',') !== shared.join(',');
}

/** The deck with `id` added at the end, or removed if it is already there. */
export function toggle(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** "No powers", "1 power", "3 powers". */
export function powerCount(count: number): string {
  return count === 0 ? 'No powers' : count === 1 ? '1 power' : `${count} powers`;
}

/** The announcement of a change: "Grapple added to the deck. 3 powers." */
export function changeMessage(name: string, added: boolean, count: number): string {
  return `${name} ${added ? 'added to' : 'removed from'} the deck. ${powerCount(count)}.`;
}

/** The stored deck, validated (ids only, each once); empty if nothing valid is stored. */
export function loadDeck(): string[] {
  try {
    const raw = globalThis.localStorage?.getItem(DECK_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? cleanDeck(parsed) : [];
  } catch {
    return [];
  }
}

/** Stores the deck (validated first), announces it with `orcus:deck`, and returns what was stored. */
export function saveDeck(ids: readonly string[]): string[] {
  const deck = cleanDeck(ids);
  try {
    globalThis.localStorage?.setItem(DECK_KEY, JSON.stringify(deck));
  } catch {
    /* storage unavailable or full: the deck lasts for this page (and its URL) */
  }
  if (typeof dispatchEvent === 'function' && typeof CustomEvent === 'function')
    dispatchEvent(new CustomEvent<string[]>(DECK_EVENT, { detail: deck }));
  return deck;
}

/** Calls `listener` after every change of the deck, in this tab or another. */
export function watchDeck(listener: (ids: string[]) => void): void {
  addEventListener(DECK_EVENT, (event) => listener((event as CustomEvent<string[]>).detail));
  addEventListener('storage', (event) => {
    if (event.key === DECK_KEY || event.key === null) listener(loadDeck());
  });
}
