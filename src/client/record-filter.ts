/**
 * The filters of a record index page (feats, …): each `<select name=key>`
 * keeps only the cards (or their list items) whose `data-f-<key>` holds the
 * chosen value, and the choice is kept in the URL (`?tier=epic`), so a
 * filtered list can be shared; a filter of the URL the form cannot show is
 * reported on the page.
 */
import { bindFilterForm, reportUnknownFilters, writeFilterQuery } from './filter-form.ts';

/** Reads the filters from the URL, applies them, and keeps the URL in step with later choices. */
export function startRecordFilter(): void {
  const form = document.querySelector<HTMLFormElement>('[data-record-filter]');
  const count = form?.querySelector('[data-record-count]');
  const items = [...document.querySelectorAll<HTMLElement>('[data-record-list] > li')];
  if (!form || !count) return;
  const selects = [...form.querySelectorAll('select')];
  const params = new URLSearchParams(location.search);
  reportUnknownFilters(form, params);
  for (const select of selects) {
    const wanted = params.get(select.name) ?? '';
    if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }
  const apply = () => {
    const chosen = selects.filter((s) => s.value !== '');
    let shown = 0;
    for (const item of items) {
      const card = item.querySelector<HTMLElement>('[data-record]');
      const match = chosen.every((s) =>
        (card?.getAttribute(`data-f-${s.name}`) ?? item.getAttribute(`data-f-${s.name}`) ?? '')
          .split(' ')
          .includes(s.value),
      );
      item.hidden = !match;
      if (match) shown++;
    }
    count.textContent = chosen.length ? `${shown} of ${items.length} shown` : '';
    writeFilterQuery(new URLSearchParams(chosen.map((s) => [s.name, s.value])));
  };
  bindFilterForm(form, apply);
}
