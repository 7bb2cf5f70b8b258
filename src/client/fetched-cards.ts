/**
 * A stored list of records whose cards are fetched on demand and shown in
 * order: the deck (power cards) and the encounter (stat blocks). Their pages
 * embed no card, only each record's name and the few numbers the page needs
 * (`readRecords`); a card is fetched from the record's own page when it joins
 * the list or when the page opens with it, taken out of that page with
 * DOMParser and cached per address, so a card is fetched once however often
 * it is shown. A failed fetch says so in the list, with a retry, and the entry
 * stays. The inserted cards wire themselves (their custom elements); this
 * module calls no card script. A card's term links (src/site/terms.ts) keep
 * their previews: the previews its page rendered for them come with the card
 * ({@link importCard}), so hovering or focusing a term in a fetched card shows
 * what it shows on the card's own page (src/client/term-preview-popover.ts).
 * The loading and failed states are styled by src/styles/fetched-cards.css.
 */
import { termPreviewId } from '../site/term-preview-id.ts';

/** What a page's list fetches and how its items look. */
export interface FetchedCardsOptions {
  /** The list element (`ol`/`ul`) the items are kept in, in order. */
  list: HTMLElement;
  /** The card element inside a record's page (`article.stat-block`). */
  selector: string;
  /** Controls of the record's page inside its card that this page leaves out (`.stat-actions`). */
  strip: readonly string[];
  /** The address of a record's page (`/monsters/<id>/`). */
  urlOf: (id: string) => string;
  /** The name of a record, for the loading and failure messages. */
  nameOf: (id: string) => string;
  /** What a record's card is called in messages: "stat block" (a monster's), "card". */
  nounOf: (id: string) => string;
  /** The data attribute each item carries with its record's id (`data-encounter-item`). */
  itemAttribute: string;
  /** Adds the page's own controls to a new item (before or after its card slot), once per item. */
  decorate?: (item: HTMLLIElement, id: string) => void;
  /** A card the page makes itself (the encounter's built monsters), shown instead of fetching one. */
  localCard?: (id: string) => Element | undefined;
  /** Adds to a record's card once it is shown (a trap's attack roller), before it is in the page. */
  adorn?: (card: Element, id: string) => void;
}

/** A page's list of fetched cards. */
export interface FetchedCards {
  /** Shows exactly these records, in this order (items are kept, reordered and reused). */
  show(ids: readonly string[]): void;
  /** The item of a record, if it is in the list. */
  item(id: string): HTMLLIElement | undefined;
  /** Settles when every shown card has loaded or failed (printing waits for it). */
  settled(): Promise<void>;
}

/** A card taken out of its record's page, with the previews its page has of the terms it links. */
export interface FetchedCard {
  card: Element;
  /** The page's `#term-preview-<id>` elements of the card's `a.term-link[data-term]`s. */
  previews: Element[];
}

/** Cards by address, parsed once a page: a failed fetch leaves the cache so a retry fetches again. */
const cache = new Map<string, Promise<FetchedCard>>();

/** The term links of a card (as src/site/terms.ts writes them). */
const TERM_LINKS = 'a.term-link[data-term]';

/** The previews `page` has of the terms `card` links, each once. */
function previewsOf(card: Element, page: Document): Element[] {
  const terms = new Set(
    [...card.querySelectorAll<HTMLElement>(TERM_LINKS)].map((a) => a.dataset['term']!),
  );
  return [...terms].flatMap((term) => page.getElementById(termPreviewId(term)) ?? []);
}

/**
 * A copy of `fetched`'s card for this document, without the controls matched
 * by `strip`; the previews of its terms that this page lacks join the page's
 * previews (a `.term-previews` element at the end of `<main>`, made if needed).
 */
export function importCard(fetched: FetchedCard, strip: readonly string[]): Element {
  const copy = document.importNode(fetched.card, true) as Element;
  if (strip.length > 0)
    for (const control of copy.querySelectorAll(strip.join(','))) control.remove();
  const missing = fetched.previews.filter((preview) => !document.getElementById(preview.id));
  if (missing.length > 0) {
    let holder = document.querySelector('.term-previews');
    if (!holder) {
      holder = document.createElement('div');
      holder.className = 'term-previews';
      (document.querySelector('main') ?? document.body).append(holder);
    }
    holder.append(...missing.map((preview) => document.importNode(preview, true)));
  }
  return copy;
}

/**
 * The `<main>` element of a page's HTML (the whole HTML if it has none). The
 * parser checks the head's inline styles against this page's content-security
 * policy, which allows its own styles only: the card is in the main element,
 * the styles are not.
 */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : html;
}

/**
 * The card `selector` of the page at `url` and its term previews (fetched
 * once), or an error saying what failed.
 */
export function fetchCard(url: string, selector: string): Promise<FetchedCard> {
  const key = `${url} ${selector}`;
  let card = cache.get(key);
  if (!card) {
    card = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const page = new DOMParser().parseFromString(mainOf(await response.text()), 'text/html');
      const found = page.querySelector(selector);
      if (!found) throw new Error('its page holds no card');
      return { card: found, previews: previewsOf(found, page) };
    });
    card.catch(() => cache.delete(key));
    cache.set(key, card);
  }
  return card;
}

/**
 * The records a page embeds in its list's `data-records` attribute (a JSON
 * object by id), each checked by `valid`; anything else is left out.
 */
export function readRecords<T>(
  list: HTMLElement,
  valid: (value: unknown) => value is T,
): Map<string, T> {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(list.dataset['records'] ?? '{}');
  } catch {
    /* a broken attribute means no records: the page says its list is empty */
  }
  const records = new Map<string, T>();
  if (typeof parsed === 'object' && parsed !== null)
    for (const [id, value] of Object.entries(parsed)) if (valid(value)) records.set(id, value);
  return records;
}

/**
 * The note that holds a card's place while it loads (`card-loading`, the
 * card's size) or says why it could not load (`card-failed`): the classes
 * src/styles/fetched-cards.css styles.
 */
export function cardNote(state: 'loading' | 'failed', text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = `card-${state}`;
  p.textContent = text;
  return p;
}

/** Binds a page's list of fetched cards (see {@link FetchedCardsOptions}). */
export function fetchedCards(options: FetchedCardsOptions): FetchedCards {
  const {
    list,
    selector,
    strip,
    urlOf,
    nameOf,
    nounOf,
    itemAttribute,
    decorate,
    localCard,
    adorn,
  } = options;
  const items = new Map<string, HTMLLIElement>();
  const loads = new Map<string, Promise<void>>();

  /** Fills an item's slot with its card, or with what failed and a retry. */
  const load = (id: string, slot: HTMLElement): Promise<void> => {
    const name = nameOf(id);
    const noun = nounOf(id);
    slot.replaceChildren(cardNote('loading', `Loading the ${noun} of ${name}…`));
    slot.setAttribute('aria-busy', 'true');
    const local = localCard?.(id);
    const fetched = local
      ? Promise.resolve({ card: local, previews: [] })
      : fetchCard(urlOf(id), selector);
    const done = fetched.then(
      (card) => {
        const copy = importCard(card, strip);
        adorn?.(copy, id);
        slot.replaceChildren(copy);
      },
      (error: unknown) => {
        const failed = cardNote(
          'failed',
          `Could not load the ${noun} of ${name}: ${error instanceof Error ? error.message : String(error)}. `,
        );
        const retry = document.createElement('button');
        retry.type = 'button';
        retry.className = 'button';
        retry.dataset['cardRetry'] = id;
        const hidden = document.createElement('span');
        hidden.className = 'visually-hidden';
        hidden.textContent = ` the ${noun} of ${name}`;
        retry.append('Retry', hidden);
        retry.addEventListener('click', () => {
          // the button goes with the message: focus stays on what replaces it
          slot.tabIndex = -1;
          slot.focus();
          void load(id, slot);
        });
        const page = document.createElement('a');
        page.href = urlOf(id);
        page.textContent = `Open the page of ${name}`;
        failed.append(retry, ' ', page);
        slot.replaceChildren(failed);
      },
    );
    const settled = done.finally(() => slot.removeAttribute('aria-busy'));
    loads.set(id, settled);
    return settled;
  };

  /** The item of a record, made (and its card fetched) the first time it is shown. */
  const itemOf = (id: string): HTMLLIElement => {
    let item = items.get(id);
    if (!item) {
      item = document.createElement('li');
      item.setAttribute(itemAttribute, id);
      const slot = document.createElement('div');
      slot.className = 'card-slot';
      slot.dataset['cardSlot'] = '';
      item.append(slot);
      decorate?.(item, id);
      items.set(id, item);
      void load(id, slot);
    }
    return item;
  };

  return {
    show(ids) {
      const shown = new Set(ids);
      for (const [id, item] of items) if (!shown.has(id)) item.remove();
      // Appending in order moves each item into place; one already in place stays focused.
      let previous: HTMLLIElement | null = null;
      for (const id of ids) {
        const item = itemOf(id);
        const expected: Element | null = previous
          ? previous.nextElementSibling
          : list.firstElementChild;
        if (expected !== item) {
          if (previous) previous.after(item);
          else list.prepend(item);
        }
        previous = item;
      }
    },
    item: (id) => (list.contains(items.get(id) ?? null) ? items.get(id) : undefined),
    async settled() {
      const shown = [...items.keys()].filter((id) => items.get(id)!.isConnected);
      await Promise.all(shown.map((id) => loads.get(id)));
    },
  };
}
