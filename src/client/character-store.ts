/**
 * The reader's character in the browser: kept in localStorage, empty by
 * default; every change is announced with an `orcus:character` event (and
 * arrives from other tabs through `storage`), so cards re-resolve at once.
 */
import { emptyCharacter, fromStored, type Character } from '../character/character.ts';

/** The localStorage key of the character. */
export const CHARACTER_KEY = 'orcus:character';

/** The stored character, or an empty one; unreadable stored values are ignored field by field. */
export function loadCharacter(): Character {
  try {
    const raw = localStorage.getItem(CHARACTER_KEY);
    return raw ? fromStored(JSON.parse(raw)) : emptyCharacter();
  } catch {
    return emptyCharacter();
  }
}

/** Stores the character (already validated by the panel) and announces the change. */
export function saveCharacter(character: Character): void {
  try {
    localStorage.setItem(CHARACTER_KEY, JSON.stringify(character));
  } catch {
    /* storage unavailable: the character lasts for this page */
  }
  window.dispatchEvent(new CustomEvent('orcus:character', { detail: character }));
}

/** Calls `listener` with the character now and after every change, in this tab or another. */
export function watchCharacter(listener: (character: Character) => void): void {
  listener(loadCharacter());
  window.addEventListener('orcus:character', (event) =>
    listener((event as CustomEvent<Character>).detail),
  );
  window.addEventListener('storage', (event) => {
    if (event.key === CHARACTER_KEY) listener(loadCharacter());
  });
}
