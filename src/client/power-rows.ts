/**
 * The rows of the powers index (src/pages/powers/index.astro), with one
 * listener on the list for every row:
 * - "Card" shows the power's card under its row: fetched once from the
 *   power's page (src/client/fetched-cards.ts) and inserted as it is (cards
 *   wire themselves when inserted); a failed fetch says so and links the page.
 * - "Add to deck" / "Remove from deck" toggles the power in the deck
 *   (src/client/deck-store.ts), and follows changes made elsewhere.
 * - "Print cards" loads the cards of the rows shown, opens them and prints
 *   them as card sheets (src/client/print-cards.ts).
 * - The {@link LOAD_SHOWN_CARDS} event on the list opens the cards of the rows
 *   shown, however many, and marks the list {@link CARDS_LOADED} when they
 *   are in: `npm run pdf` (scripts/pdf.ts) prints every power's card so.
 * The rows the filters leave shown are rendered a window at a time
 * (src/client/row-window.ts, bound by the filters): this module reads the
 * rows through it, and renders them all before opening every card shown.
 * A row is built as a link and its facts; its two buttons (which need this
 * script) are added just after the frame that first paints the row (or when
 * a card is opened), and its card's region when the card is first shown, so
 * the frame of a filter change lays out and paints a few elements a row.
 * Without JavaScript every row links its page.
 */
import { afterNextPaint } from './after-paint.ts';
import { labelDeckButton } from './deck-button.ts';
import { changeMessage, loadDeck, saveDeck, toggle, watchDeck } from './deck-store.ts';
import { cardNote, fetchCard, importCard } from './fetched-cards.ts';
import { bindCardPrinting } from './print-cards.ts';
import { SHOW_ALL_ROWS, shownRows } from './row-window.ts';

/** The most cards "Print cards" loads at once: more asks the reader to narrow the list. */
export const MAX_PRINTED_CARDS = 200;
/** Card pages fetched at the same time while loading cards to print. */
const PARALLEL_FETCHES = 6;
/**
 * The event that asks the list (`[data-power-rows]`) to open the card of every
 * row shown, without the {@link MAX_PRINTED_CARDS} limit and without printing.
 */
export const LOAD_SHOWN_CARDS = 'orcus:load-shown-cards';
/** The attribute the list gets, the number of cards opened, once {@link LOAD_SHOWN_CARDS} is done. */
export const CARDS_LOADED = 'data-cards-loaded';

/** The controls of a power's page inside its card that a row leaves out (it has its own deck button). */
const STRIPPED = ['.deck-card-actions'];

/** A copy of a power's card and its term previews, fetched from its page once (src/client/fetched-cards.ts). */
async function powerCardFrom(url: string, id: string): Promise<Element> {
  const fetched = await fetchCard(url, `article.power-card[data-power="${CSS.escape(id)}"]`);
  return importCard(fetched, STRIPPED);
}

/** Puts the row's card in its region (once), or says why it could not. */
async function fillRegion(row: HTMLElement, region: HTMLElement, id: string): Promise<void> {
  if (region.childElementCount > 0 && !region.querySelector('[data-card-error]')) return;
  const link = row.querySelector<HTMLAnchorElement>('a[href]');
  const url = link?.href ?? `/powers/${id}/`;
  const name = link?.textContent?.trim() ?? id;
  region.setAttribute('aria-busy', 'true');
  region.replaceChildren(cardNote('loading', `Loading the card of ${name}…`));
  try {
    region.replaceChildren(await powerCardFrom(url, id));
  } catch (error) {
    const note = cardNote('failed', `The card could not be loaded (${(error as Error).message}). `);
    note.dataset['cardError'] = '';
    const open = document.createElement('a');
    open.href = url;
    open.textContent = 'Open its page';
    note.append(open, '.');
    region.replaceChildren(note);
  } finally {
    region.removeAttribute('aria-busy');
  }
}

/** The region of a row's card under it, made (hidden, and controlled by `button`) the first time. */
function cardRegion(row: HTMLElement, button: HTMLButtonElement, id: string): HTMLElement {
  const made = row.querySelector<HTMLElement>('.power-row-card');
  if (made) return made;
  const region = document.createElement('div');
  region.className = 'power-row-card';
  region.id = `card-${id}`;
  region.hidden = true;
  row.append(region);
  button.setAttribute('aria-controls', region.id);
  return region;
}

/** Shows or hides a row's card. */
async function setOpen(button: HTMLButtonElement, open: boolean): Promise<void> {
  const row = button.closest<HTMLElement>('[data-power-row]');
  const id = button.dataset['cardToggle'];
  if (!row || !id) return;
  const region = cardRegion(row, button, id);
  button.setAttribute('aria-expanded', String(open));
  region.hidden = !open;
  if (open) await fillRegion(row, region, id);
}

/** The name of a row's power, as its link says it. */
function rowName(row: HTMLElement): string {
  return row.querySelector('a')?.textContent?.trim() ?? row.dataset['powerRow'] ?? '';
}

/** A row's two buttons, once made. */
interface RowControls {
  card: HTMLButtonElement;
  deck: HTMLButtonElement;
}

/**
 * Adds to `row` its "Card" and deck buttons ("Card of <name>", "Add <name> to
 * deck" to assistive tech), the deck one labelled for `inDeck`.
 */
function addControls(row: HTMLElement, inDeck: boolean): RowControls {
  const id = row.dataset['powerRow'] ?? '';
  const name = rowName(row);
  const card = document.createElement('button');
  card.type = 'button';
  card.className = 'button';
  card.setAttribute('aria-expanded', 'false');
  card.dataset['cardToggle'] = id;
  const of = document.createElement('span');
  of.className = 'visually-hidden';
  of.textContent = ` of ${name}`;
  card.append('Card', of);
  const deck = document.createElement('button');
  deck.type = 'button';
  deck.className = 'button deck-button';
  deck.dataset['rowDeck'] = id;
  labelRowDeckButton(deck, inDeck, name);
  row.append(card, deck);
  return { card, deck };
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Opens the cards of the rows of `list` left shown by the filters (fetching
 * each once), every one rendered first; returns how many.
 */
async function openShownCards(list: HTMLElement): Promise<number> {
  list.dispatchEvent(new Event(SHOW_ALL_ROWS));
  const shown = shownRows(list);
  await inBatches(shown, PARALLEL_FETCHES, async (row) => {
    await setOpen(controlsOf(row).card, true);
  });
  return shown.length;
}

/** Names a row's deck button for what a press does, and marks whether its power is in the deck. */
function labelRowDeckButton(button: HTMLButtonElement, inDeck: boolean, name: string): void {
  button.dataset['inDeck'] = String(inDeck);
  labelDeckButton(button, inDeck, name);
}

/** The buttons of each row of the list made so far. */
const controls = new Map<HTMLElement, RowControls>();
/** The deck as the rows show it (kept by {@link bindPowerRows}). */
let deck: string[] = [];

/** A row's buttons, made the first time they are asked for. */
function controlsOf(row: HTMLElement): RowControls {
  let made = controls.get(row);
  if (!made) {
    made = addControls(row, deck.includes(row.dataset['powerRow'] ?? ''));
    controls.set(row, made);
  }
  return made;
}

/** Binds the rows' card, deck and print buttons; does nothing on a page without rows. */
export function bindPowerRows(): void {
  const list = document.querySelector<HTMLElement>('[data-power-rows]');
  if (!list) return;
  const deckStatus = document.querySelector<HTMLElement>('[data-deck-message]');
  const printStatus = document.querySelector<HTMLElement>('[data-print-status]');
  deck = loadDeck();
  const renderDeck = () => {
    for (const [row, { deck: button }] of controls) {
      const inDeck = deck.includes(button.dataset['rowDeck']!);
      if (button.dataset['inDeck'] !== String(inDeck))
        labelRowDeckButton(button, inDeck, rowName(row));
    }
  };
  const addRowControls = (rows: Iterable<Node>) => {
    for (const row of rows)
      if (row instanceof HTMLElement && row.parentNode === list) controlsOf(row);
  };
  // The rows there at first get their buttons at once; a row that joins later
  // gets them just after the frame that paints it (the CSS keeps their room),
  // so a filter change's frame lays out and paints the rows alone.
  const joined: Node[] = [];
  new MutationObserver((records) => {
    if (joined.length === 0) afterNextPaint(() => addRowControls(joined.splice(0)));
    for (const record of records) joined.push(...record.addedNodes);
  }).observe(list, { childList: true });
  addRowControls(list.children);
  list.addEventListener('click', (event) => {
    const target = event.target as Element;
    const cardButton = target.closest<HTMLButtonElement>('button[data-card-toggle]');
    if (cardButton) {
      void setOpen(cardButton, cardButton.getAttribute('aria-expanded') !== 'true');
      return;
    }
    const deckButton = target.closest<HTMLButtonElement>('button[data-row-deck]');
    if (deckButton) {
      const id = deckButton.dataset['rowDeck']!;
      const added = !deck.includes(id);
      deck = saveDeck(toggle(deck, id));
      renderDeck();
      const row = deckButton.closest<HTMLElement>('[data-power-row]');
      const name = row ? rowName(row) : id;
      if (deckStatus) deckStatus.textContent = changeMessage(name, added, deck.length);
    }
  });
  watchDeck((ids) => {
    deck = ids;
    renderDeck();
  });
  renderDeck();

  bindCardPrinting();
  list.addEventListener(LOAD_SHOWN_CARDS, async () => {
    list.removeAttribute(CARDS_LOADED);
    list.setAttribute(CARDS_LOADED, String(await openShownCards(list)));
  });
  document.querySelector('[data-print-shown]')?.addEventListener('click', async () => {
    const shown = shownRows(list).length;
    const say = (message: string) => printStatus && (printStatus.textContent = message);
    if (shown > MAX_PRINTED_CARDS) {
      say(
        `${shown} powers are shown: narrow the list to ${MAX_PRINTED_CARDS} or fewer to print their cards.`,
      );
      return;
    }
    say(`Loading ${shown} cards to print…`);
    await openShownCards(list);
    say('');
    window.print();
  });
}
