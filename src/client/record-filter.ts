/**
 * The filters of a record index page (feats, …): each `<select name=key>`
 * keeps only the cards whose `data-f-<key>` holds the chosen value, and the
 * choice is kept in the URL (`?tier=epic`), so a filtered list can be shared.
 */

/** Reads the filters from the URL, applies them, and keeps the URL in step with later choices. */
export function startRecordFilter(): void {
  const form = document.querySelector<HTMLFormElement>('[data-record-filter]');
  const count = form?.querySelector('[data-record-count]');
  const items = [...document.querySelectorAll<HTMLElement>('[data-record-list] > li')];
  if (!form || !count) return;
  const selects = [...form.querySelectorAll('select')];
  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());
  const params = new URLSearchParams(location.search);
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
        (card?.getAttribute(`data-f-${s.name}`) ?? '').split(' ').includes(s.value),
      );
      item.hidden = !match;
      if (match) shown++;
    }
    count.textContent = chosen.length ? `${shown} of ${items.length} shown` : '';
    const next = new URLSearchParams(location.search);
    for (const s of selects) {
      if (s.value) next.set(s.name, s.value);
      else next.delete(s.name);
    }
    const query = next.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };
  for (const select of selects) select.addEventListener('change', apply);
  apply();
}
