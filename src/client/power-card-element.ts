/**
 * The power card's behaviour: `<orcus-power>`, the custom element inside each
 * `article.power-card` (src/site/render/power-card.ts renders it), so a card
 * wires itself wherever its HTML lands: the page as built, the playground's
 * preview, a card fetched on demand. Connecting shows the card's attack
 * roller, whose controls are built in the browser soon after
 * (./roller-controls.ts, loaded by the page's first card with one); the heavier layers (the resolved layer, src/client/resolve-cards.ts,
 * and the attack roller, src/client/attack-roller.ts) load once for the page,
 * when a character is stored or set, a level slider is on the page, or an
 * Attack button is used. Copies made for printing (`.print-face`) stay inert.
 */
import { CHARACTER_KEY } from './character-store.ts';

/** The element's tag name. */
export const POWER_CARD_TAG = 'orcus-power';

/** The layers a card loads on demand. */
interface Layers {
  resolve: typeof import('./resolve-cards.ts');
  roller: typeof import('./attack-roller.ts');
}

let layers: Layers | null = null;
let controls: Promise<typeof import('./roller-controls.ts')> | undefined;
/** Roller boxes already listening for a first Attack (a card moved in the page connects again). */
const listening = new WeakSet<HTMLElement>();
let loading: Promise<Layers> | undefined;

/**
 * Loads the card layers once: every card of the page is then resolved (and
 * re-resolved on each change of character) and its roller wired; marks the
 * document when they are ready (a test hook).
 */
function loadLayers(): Promise<Layers> {
  loading ??= Promise.all([import('./resolve-cards.ts'), import('./attack-roller.ts')]).then(
    ([resolve, roller]) => {
      layers = { resolve, roller };
      resolve.startResolving();
      for (const card of document.querySelectorAll<PowerCardElement>(POWER_CARD_TAG))
        card.wire(layers, false);
      document.documentElement.dataset['cardScripts'] = 'ready';
      return layers;
    },
  );
  return loading;
}

/** Whether the reader has a stored character (then cards resolve at once). */
function storedCharacter(): boolean {
  try {
    return Boolean(localStorage.getItem(CHARACTER_KEY));
  } catch {
    return false; // storage unavailable: wait for the panel
  }
}

let checking = false;

/**
 * Loads the layers if the page asks for them now (a stored character, a level
 * slider): checked once for each batch of cards connected together, in a
 * microtask after them, not once per card — a chapter upgrades hundreds of
 * cards at once, and a search of the whole document per card blocked its
 * main thread for seconds on a phone.
 */
function checkSoon(): void {
  if (checking) return;
  checking = true;
  queueMicrotask(() => {
    checking = false;
    if (!layers && (storedCharacter() || document.querySelector('[data-level-preview]')))
      void loadLayers();
  });
}

/** `<orcus-power>`: wires the power card it is inside of. */
export class PowerCardElement extends HTMLElement {
  /** The card, unless this is a printed copy (which stays as it is). */
  get card(): HTMLElement | null {
    const card = this.closest<HTMLElement>('article.power-card');
    return card && !card.classList.contains('print-face') ? card : null;
  }

  connectedCallback(): void {
    const card = this.card;
    const box = card?.querySelector<HTMLElement>('[data-attack-roller]');
    if (!card) return;
    if (layers) {
      this.wire(layers, true);
      return;
    }
    if (box && !listening.has(box)) {
      listening.add(box);
      box.hidden = false;
      controls ??= import('./roller-controls.ts');
      void controls.then(({ buildPowerRollerSoon }) => buildPowerRollerSoon(box));
      // The first Attack before the layers are in: load them, then make that attack.
      box.addEventListener('click', (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>('[data-attack-button]');
        if (button && !layers) void loadLayers().then(() => button.click());
      });
    }
    checkSoon();
  }

  /** Wires the card's roller (and resolves the card when it joined after the page's cards were). */
  wire(loaded: Layers, resolve: boolean): void {
    const card = this.card;
    if (!card) return;
    const box = card.querySelector<HTMLElement>('[data-attack-roller]');
    if (box) loaded.roller.wirePowerRoller(box);
    if (resolve) loaded.resolve.resolveCard(card);
  }
}

/** Registers `<orcus-power>` (once; the card's script and the playground's call it). */
export function definePowerCard(): void {
  if (customElements.get(POWER_CARD_TAG)) return;
  customElements.define(POWER_CARD_TAG, PowerCardElement);
  // A character set in the panel or another tab resolves every card.
  addEventListener('orcus:character', () => void loadLayers(), { once: true });
  addEventListener('storage', () => void loadLayers(), { once: true });
}
