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

/** A URL parameter a filter form cannot show: a name it has no control for, or a value none of its choices has. */
export interface UnknownFilter {
  name: string;
  value: string;
  reason: 'name' | 'value';
}

/** The values a control accepts, or null for free text (any value). */
function choices(control: Element | RadioNodeList): string[] | null {
  if (control instanceof HTMLSelectElement) return [...control.options].map((o) => o.value);
  if (control instanceof RadioNodeList)
    return [...control].map((node) => (node as HTMLInputElement).value);
  if (control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type))
    return [control.value];
  return null;
}

/** The parameters of `params` that `form` cannot show (see {@link UnknownFilter}). */
export function unknownFilters(form: HTMLFormElement, params: URLSearchParams): UnknownFilter[] {
  const unknown: UnknownFilter[] = [];
  for (const [name, value] of params) {
    const control = form.elements.namedItem(name);
    if (!control) unknown.push({ name, value, reason: 'name' });
    else if (value !== '' && !(choices(control)?.includes(value) ?? true))
      unknown.push({ name, value, reason: 'value' });
  }
  return unknown;
}

/** "Not applied: frequency “daily” (not one of its choices); “colour” (no such filter here)." */
export function unknownFiltersMessage(unknown: readonly UnknownFilter[]): string {
  const parts = unknown.map(({ name, value, reason }) =>
    reason === 'name'
      ? `“${name}” (no such filter here)`
      : `${name} “${value}” (not one of its choices)`,
  );
  return `Not applied from the address: ${parts.join('; ')}.`;
}

/**
 * Says on the page which filters of the address were not applied: a status
 * message right after `form` (`[data-filter-unknown]`), nothing when all apply.
 */
export function reportUnknownFilters(
  form: HTMLFormElement,
  params = new URLSearchParams(location.search),
): void {
  const unknown = unknownFilters(form, params);
  if (unknown.length === 0) return;
  const note = document.createElement('p');
  note.className = 'filter-unknown';
  note.setAttribute('role', 'status');
  note.dataset['filterUnknown'] = '';
  note.textContent = unknownFiltersMessage(unknown);
  form.after(note);
}
