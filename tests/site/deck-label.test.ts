/** The words of a deck button (src/site/deck-label.ts), which say what a press does. */
import { describe, expect, it } from 'vitest';
import { deckButtonWords } from '../../src/site/deck-label.ts';

describe('deckButtonWords', () => {
  it('offers to add a power not in the deck and to remove one in it, the name going between', () => {
    expect(deckButtonWords(false).join('Grapple')).toBe('AddGrapple to deck');
    expect(deckButtonWords(true).join('Grapple')).toBe('RemoveGrapple from deck');
  });
});
