/**
 * Loading a widget once its elements are on the page: at load, or in HTML a
 * script inserts later (the playground's preview, cards fetched on demand),
 * watched with one MutationObserver per selector until the first match.
 */

const watched = new Map<string, Promise<void>>();

/**
 * Calls `use` (e.g. a dynamic import) once an element matching `selector` is
 * in the document; settles when `use` has. One `use` per selector: later
 * calls with the same selector share the first.
 */
export function whenPresent(selector: string, use: () => unknown): Promise<void> {
  let present = watched.get(selector);
  if (!present) {
    present = new Promise<void>((resolve) => {
      if (document.querySelector(selector)) return resolve();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    }).then(async () => {
      await use();
    });
    watched.set(selector, present);
  }
  return present;
}

/** Settles once every widget {@link whenPresent} watches whose elements are in `root` is loaded. */
export async function presentWidgetsLoaded(root: ParentNode = document): Promise<void> {
  const loads = [...watched].filter(([selector]) => root.querySelector(selector));
  await Promise.all(loads.map(([, loaded]) => loaded));
}
