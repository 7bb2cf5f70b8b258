/**
 * The power card's up-front script (PowerCard.astro): only this loader runs on
 * page load. The resolved layer and the attack roller load once a character
 * is stored or set, a level slider is on the page, or an Attack button is used.
 */
import { CHARACTER_KEY } from './character-store.ts';

let ready = false;
let loading: Promise<unknown> | undefined;

/** Loads the card layers once; marks the document when they are ready (a test hook). */
const load = () =>
  (loading ??= Promise.all([import('./resolve-cards.ts'), import('./attack-roller.ts')]).then(
    () => {
      ready = true;
      document.documentElement.dataset['cardScripts'] = 'ready';
    },
  ));

let stored = false;
try {
  stored = Boolean(localStorage.getItem(CHARACTER_KEY));
} catch {
  /* storage unavailable: wait for the panel */
}
if (stored || document.querySelector('[data-level-preview]')) void load();
addEventListener('orcus:character', load, { once: true });
addEventListener('storage', load, { once: true });
for (const box of document.querySelectorAll<HTMLElement>('[data-attack-roller]')) {
  box.hidden = false;
  box.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-attack-button]');
    if (button && !ready) void load().then(() => button.click());
  });
}
