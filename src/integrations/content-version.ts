/**
 * The dev server's content version: a number the rulebook loader raises after
 * every write to the store, shared through `globalThis` (the loader and the
 * integration are separate module instances in one process). A page rendered
 * in `astro dev` carries the version it was rendered from and reloads itself
 * when the server's is different, so after any burst of saves the open page
 * ends on the last one, even if a live-reload message arrived mid-reload.
 */

/** The path the dev server answers with the current version. */
export const CONTENT_VERSION_PATH = '/__rulebook/content-version';

const KEY = Symbol.for('orcus.rulebook.contentVersion');
type Holder = { [KEY]?: number };

/** The current content version (0 before the first load). */
export function contentVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

/** Raises the content version after the store changed; returns the new one. */
export function bumpContentVersion(): number {
  const next = contentVersion() + 1;
  (globalThis as Holder)[KEY] = next;
  return next;
}

/**
 * The dev page's watcher (inline, dev only; its script element carries the
 * page's version in `data-content-version`): asks the server every 300 ms
 * and reloads the page when the server's version differs.
 */
export const DEV_RELOAD_SCRIPT = `(() => {
  const rendered = document.currentScript.dataset.contentVersion;
  const check = () =>
    fetch(${JSON.stringify(CONTENT_VERSION_PATH)}, { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : rendered))
      .then((current) => (current.trim() === rendered ? setTimeout(check, 300) : location.reload()))
      .catch(() => setTimeout(check, 1000));
  setTimeout(check, 300);
})();`;
