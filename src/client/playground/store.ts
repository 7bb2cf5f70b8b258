/**
 * The playground's text in localStorage, so a reload or a later visit finds
 * it again. Storage may be unavailable (private modes, quotas): then nothing
 * is kept and the playground still works.
 */

/** The localStorage key of the kept text. */
export const TEXT_KEY = 'orcus:playground-text';

/** The kept text, or null. */
export function loadText(): string | null {
  try {
    return localStorage.getItem(TEXT_KEY);
  } catch {
    return null;
  }
}

/** Keeps `text`; returns false when storage refused it (full or unavailable). */
export function saveText(text: string): boolean {
  try {
    localStorage.setItem(TEXT_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kept text. */
export function clearText(): void {
  try {
    localStorage.removeItem(TEXT_KEY);
  } catch {
    /* nothing kept */
  }
}

/**
 * Whether opening a shared text would overwrite a different draft the author
 * keeps (the rule of the deck and the encounter, deck-store.ts
 * wouldReplaceDeck): then the playground shows the shared text without
 * keeping it until the author asks to.
 */
export function wouldReplaceText(stored: string | null, shared: string): boolean {
  return stored !== null && stored !== '' && stored !== shared;
}
