/**
 * The words of a deck button, which say what a press does: "Add … to deck"
 * or "Remove … from deck", the power's name between them for assistive tech
 * only. One source for the buttons the pages render (a power card's, a row
 * of the powers index) and for the browser's relabelling of them
 * (src/client/deck-button.ts). It imports nothing, so the deck controls'
 * file, which bundles it, takes no library code with it
 * (src/integrations/widget-chunk.ts).
 */

/** A deck button's words before and after the power's name, for a power in the deck or not. */
export function deckButtonWords(inDeck: boolean): readonly [before: string, after: string] {
  return inDeck ? ['Remove', ' from deck'] : ['Add', ' to deck'];
}
