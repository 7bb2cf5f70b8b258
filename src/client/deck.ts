/**
 * Decks in the page (the list logic is in deck-store.ts):
 * - bindDeckControls(): on pages with power cards, adds to every
 *   `article.power-card[data-power]` an "Add to deck" / "Remove from deck"
 *   button (`button[data-deck-toggle]`, `data-in-deck`) and keeps the deck
 *   status link (`a[data-deck-link]`, rendered hidden by DeckControls.astro)
 *   pointing at the deck's shareable URL.
 * - bindDeckPage(): on /deck/, shows exactly the deck's cards in deck order
 *   (each fetched from its power's page, src/client/fetched-cards.ts), from
 *   `?powers=` or else from localStorage (then put in the URL with
 *   replaceState), with copy-link, print, clear and remove. A shared deck is
 *   stored as the reader's deck only if that does not overwrite a different
 *   one; otherwise it is shown (and can be edited) without being stored, with
 *   a notice offering to keep it or to go back to the reader's own deck.
 * Without JavaScript neither runs: no buttons appear, and the deck page says
 * that it needs scripts and links to the powers.
 */
import {
  DECK_PARAM,
  changeMessage,
  cleanDeck,
  deckUrl,
  loadDeck,
  parseDeckParam,
  powerCount,
  saveDeck,
  toggle,
  unknownDeckIds,
  watchDeck,
  wouldReplaceDeck,
} from './deck-store.ts';
import { labelDeckButton } from './deck-button.ts';
import { fetchedCards, readRecords } from './fetched-cards.ts';

/**
 * What the deck page embeds of each power (src/pages/deck.astro's
 * `data-records`): its name and its page's address, which the page computes
 * (src/site/urls.ts) so this script, loaded up front on every page of cards,
 * does not bundle the URL module and the compiler helpers behind it.
 */
interface PowerRecord {
  name: string;
  url: string;
}

/** Whether `value` is a {@link PowerRecord}. */
function isPowerRecord(value: unknown): value is PowerRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<PowerRecord>).name === 'string' &&
    typeof (value as Partial<PowerRecord>).url === 'string'
  );
}

const CARD = 'article.power-card[data-power]';

/** The name shown on a card (its heading). */
function cardName(card: HTMLElement): string {
  return card.querySelector('.power-name')?.textContent?.trim() || card.dataset['power'] || '';
}

/**
 * The card's button with `attribute`: the one rendered with the card (PowerCard's
 * `deckToggle`, so the page does not shift), else a new one in a `.deck-card-actions`
 * row appended to the card.
 */
function cardButton(card: HTMLElement, attribute: string): HTMLButtonElement {
  const rendered = card.querySelector<HTMLButtonElement>(`.deck-card-actions > [${attribute}]`);
  if (rendered) return rendered;
  const row = document.createElement('div');
  row.className = 'deck-card-actions';
  row.dataset['printOmit'] = ''; // not printed on the card (src/client/print-cards.ts)
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button deck-button';
  button.setAttribute(attribute, '');
  row.append(button);
  card.append(row);
  return button;
}

/** Sets a polite status message (cleared first so a repeat is announced again). */
function announce(status: HTMLElement | null, message: string): void {
  if (!status) return;
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

/**
 * Deck toggles on every power card of the page and the deck status link. One
 * click listener serves every toggle, and a render touches only the toggles
 * whose state changed (a card is rendered with "Add … to deck"), so a page of
 * hundreds of cards does no per-card work at load.
 */
export function bindDeckControls(): void {
  const controls = document.querySelector<HTMLElement>('[data-deck-controls]');
  const link = controls?.querySelector<HTMLAnchorElement>('a[data-deck-link]');
  const count = controls?.querySelector<HTMLElement>('[data-deck-count]');
  const status = controls?.querySelector<HTMLElement>('[data-deck-message]') ?? null;
  if (!controls || !link || !count) return;
  let deck = loadDeck();
  // a card rendered without its toggle (not DeckControls' pages' PowerCard) gets one
  for (const card of document.querySelectorAll<HTMLElement>(CARD)) {
    if (card.querySelector('[data-deck-toggle]')) continue;
    const button = cardButton(card, 'data-deck-toggle');
    button.dataset['deckToggle'] = card.dataset['power']!;
    button.dataset['inDeck'] = 'false';
    labelDeckButton(button, false, cardName(card));
  }
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button[data-deck-toggle]',
    );
    const card = button?.closest<HTMLElement>(CARD);
    if (!button || !card) return;
    const id = button.dataset['deckToggle']!;
    const added = !deck.includes(id);
    deck = saveDeck(toggle(deck, id)); // renders through watchDeck
    announce(status, changeMessage(cardName(card), added, deck.length));
  });
  const render = () => {
    const inDeck = new Set(deck);
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-deck-toggle]')) {
      const id = button.dataset['deckToggle']!;
      const shown = inDeck.has(id);
      if (button.dataset['inDeck'] === String(shown)) continue;
      button.dataset['inDeck'] = String(shown);
      labelDeckButton(button, shown, cardName(button.closest<HTMLElement>(CARD) ?? button));
    }
    link.href = deckUrl(deck);
    count.textContent = powerCount(deck.length).toLowerCase();
  };
  watchDeck((ids) => {
    deck = ids;
    render();
  });
  render();
  controls.hidden = false;
}

/** The deck page: the deck's cards in order, with copy-link, print, clear and remove. */
export function bindDeckPage(): void {
  const holder = document.querySelector<HTMLElement>('[data-deck-records]');
  const list = holder?.querySelector<HTMLElement>('[data-deck-list]');
  const toolbar = document.querySelector<HTMLElement>('[data-deck-toolbar]');
  const empty = document.querySelector<HTMLElement>('[data-deck-empty]');
  const status = document.querySelector<HTMLElement>('[data-deck-status]');
  const share = document.querySelector<HTMLElement>('[data-deck-share]');
  const field = share?.querySelector<HTMLInputElement>('input');
  if (!holder || !list || !toolbar || !empty || !status || !share || !field) return;

  const records = readRecords(holder, isPowerRecord);
  const nameOf = (id: string) => records.get(id)?.name ?? id;
  const cards = fetchedCards({
    list,
    selector: CARD,
    strip: ['.deck-card-actions'],
    // Only known powers are shown (cleanDeck, parseDeckParam), each with its record.
    urlOf: (id) => records.get(id)?.url ?? '',
    nameOf,
    nounOf: () => 'card',
    itemAttribute: 'data-deck-item',
    decorate: (item, id) => {
      const row = document.createElement('div');
      row.className = 'deck-card-actions';
      row.dataset['printOmit'] = ''; // not printed (src/client/print-cards.ts)
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button deck-button';
      remove.dataset['deckRemove'] = id;
      labelDeckButton(remove, true, nameOf(id));
      remove.addEventListener('click', () => removeCard(id));
      row.append(remove);
      item.append(row);
    },
  });
  const known = new Set(records.keys());

  const params = new URLSearchParams(location.search);
  const stored = cleanDeck(loadDeck(), known);
  const shared = params.has(DECK_PARAM) ? parseDeckParam(params.get(DECK_PARAM), known) : null;
  const unknown = unknownDeckIds(params.get(DECK_PARAM), known);
  const unknownNote = document.querySelector<HTMLElement>('[data-deck-unknown]');
  if (unknownNote && unknown.length > 0) {
    unknownNote.textContent = `Not in this rulebook, so left out of the deck: ${unknown
      .map((id) => `“${id}”`)
      .join(', ')}.`;
    unknownNote.hidden = false;
  }
  const notice = document.querySelector<HTMLElement>('[data-deck-shared]');
  let viewingShared = notice !== null && shared !== null && wouldReplaceDeck(stored, shared);
  let deck = shared === null ? stored : viewingShared ? shared : saveDeck(shared);
  if (notice && viewingShared) {
    const own = notice.querySelector<HTMLElement>('[data-deck-own-count]');
    if (own) own.textContent = powerCount(stored.length).toLowerCase();
    notice.hidden = false;
    notice.querySelector('[data-deck-keep]')?.addEventListener('click', () => {
      viewingShared = false;
      notice.hidden = true;
      change(deck, `This deck is now your deck. ${powerCount(deck.length)}.`);
      toolbar.querySelector<HTMLElement>('button')?.focus();
    });
  }

  const render = () => {
    cards.show(deck);
    toolbar.hidden = deck.length === 0;
    empty.hidden = deck.length > 0;
    if (deck.length === 0) share.hidden = true;
    field.value = new URL(deckUrl(deck), location.href).href;
    history.replaceState(history.state, '', deckUrl(deck) + location.hash);
  };
  /**
   * Stores the deck (which renders it, through watchDeck) and announces the
   * change; a shared deck being looked at is only rendered, not stored.
   */
  const change = (ids: string[], message: string) => {
    if (viewingShared) {
      deck = ids;
      render();
    } else saveDeck(ids);
    announce(status, message);
  };
  const removeCard = (id: string) => {
    const index = deck.indexOf(id);
    if (index < 0) return;
    const next = deck[index + 1] ?? deck[index - 1];
    change(
      deck.filter((other) => other !== id),
      changeMessage(nameOf(id), false, deck.length - 1),
    );
    (cards.item(next ?? '')?.querySelector<HTMLElement>('[data-deck-remove]') ?? empty).focus();
  };

  // printing waits for the cards still loading
  toolbar
    .querySelector('[data-deck-print]')
    ?.addEventListener('click', () => void cards.settled().then(() => window.print()));
  toolbar.querySelector('[data-deck-clear]')?.addEventListener('click', () => {
    change([], 'Deck cleared. No powers.');
    empty.focus();
  });
  toolbar.querySelector('[data-deck-copy]')?.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      share.hidden = true;
      announce(status, 'Link to the deck copied.');
    } catch {
      share.hidden = false;
      field.focus();
      field.select();
      announce(status, 'Copy the link from the Deck link field.');
    }
  });
  watchDeck((ids) => {
    if (viewingShared) return; // the reader's own deck changed in another tab
    deck = cleanDeck(ids, known);
    render();
  });
  render();
  // said once the cards are in (or said what failed), so "3 powers" shows three cards
  const opened = `${powerCount(deck.length)} in the ${viewingShared ? 'shared ' : ''}deck.`;
  void cards.settled().then(() => {
    if (status.textContent === '') status.textContent = opened;
  });
}
