/**
 * A deck button's label in the browser: the words of src/site/deck-label.ts
 * around the power's name (hidden on screen), for the toggles of power cards
 * and the deck page's remove buttons (deck.ts) and the toggles of the powers
 * index's rows (power-rows.ts). The label says what a press does, so no
 * `aria-pressed` (which would contradict it).
 */
import { deckButtonWords } from '../site/deck-label.ts';

/** Labels `button` for the power `name`, in the deck or not: "Add<hidden> Grapple</hidden> to deck". */
export function labelDeckButton(button: HTMLElement, inDeck: boolean, name: string): void {
  const [before, after] = deckButtonWords(inDeck);
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` ${name}`;
  button.replaceChildren(before, hidden, after);
}
