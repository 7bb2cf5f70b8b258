/**
 * Power filters: the form's selections apply at once, hide the cards that do
 * not match, and live in the URL query (replaceState), so a filtered view is
 * shareable and survives a reload. Without this script the form submits the
 * same query and the page lists every power.
 */
import { bindFilterForm, reportUnknownFilters, writeFilterQuery } from './filter-form.ts';

/** The filter fields, each matched against a data attribute of the card (`book`: of its list item). */
const FIELDS = ['frequency', 'category', 'action', 'tag', 'level', 'chapter', 'book'] as const;
type Field = (typeof FIELDS)[number];

function matches(item: HTMLElement, card: HTMLElement, field: Field, value: string): boolean {
  const data = card.dataset;
  switch (field) {
    case 'book':
      return item.dataset['book'] === value;
    case 'action':
      return (data['actions'] ?? '').split(' ').includes(value);
    case 'tag':
      return (data['tags'] ?? '').split('|').includes(value);
    default:
      return data[field] === value;
  }
}

/** Reads the filters from the URL, applies them, and keeps URL and cards in step with the form. */
export function bindPowerFilters(): void {
  const form = document.querySelector<HTMLFormElement>('[data-power-filters]');
  const count = document.querySelector<HTMLElement>('[data-power-count]');
  const items = [...document.querySelectorAll<HTMLElement>('[data-power-list] > li')];
  if (!form || !count) return;
  const params = new URLSearchParams(location.search);
  reportUnknownFilters(form, params);
  for (const field of FIELDS) {
    const select = form.elements.namedItem(field) as HTMLSelectElement | null;
    const value = params.get(field);
    if (select && value && [...select.options].some((o) => o.value === value)) select.value = value;
  }
  const apply = () => {
    const query = new URLSearchParams();
    const active: [Field, string][] = [];
    for (const field of FIELDS) {
      const value = (form.elements.namedItem(field) as HTMLSelectElement | null)?.value ?? '';
      if (value) {
        active.push([field, value]);
        query.set(field, value);
      }
    }
    let shown = 0;
    for (const item of items) {
      const card = item.querySelector<HTMLElement>('[data-power]');
      const visible = !!card && active.every(([field, value]) => matches(item, card, field, value));
      item.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = active.length
      ? `${shown} of ${items.length} powers`
      : `${items.length} powers`;
    writeFilterQuery(query);
  };
  const print = form.querySelector<HTMLButtonElement>('[data-print]');
  if (print) {
    print.hidden = false;
    print.addEventListener('click', () => window.print());
  }
  bindFilterForm(form, apply);
}
