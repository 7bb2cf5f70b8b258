/**
 * The wiring every filter form of the site shares: a change re-applies the
 * filters, submitting (Enter) applies without reloading, the reset button
 * clears them, and the query of the current filters replaces the page URL so
 * a filtered view is shareable and survives a reload.
 */

/** Wires `form` to `apply` (change, submit, reset) and applies once. */
export function bindFilterForm(form: HTMLFormElement, apply: () => void): void {
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  form.querySelector('[data-reset]')?.addEventListener('click', (event) => {
    event.preventDefault();
    form.reset();
    apply();
  });
  apply();
}

/** Puts the filters' query in the page URL (the bare path when no filter is set). */
export function writeFilterQuery(query: URLSearchParams): void {
  const search = query.toString();
  history.replaceState(null, '', search ? `?${search}` : location.pathname);
}
