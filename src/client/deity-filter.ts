/**
 * The filter of `/deities/`: hides the deities whose text lacks any of the
 * typed words (every field counts, src/site/deity-text.ts: name, epithets,
 * symbol, portfolio, favored weapon, pronunciation, description; accents and
 * case ignored),
 * says how many are left, and keeps the words in the URL (`?q=moon`), so a
 * filtered list can be shared. Shown only with JavaScript (`data-needs-js`);
 * without it every deity is listed.
 */
import { bindFilterForm, reportUnknownFilters, writeFilterQuery } from './filter-form.ts';

/** Lower case without accents, so "Thalandér" matches "thalander". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query (spaces and commas separate them), folded. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** Whether every word occurs in `text` (already folded). */
export function matchesAll(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/** Binds the deity filter form; does nothing on a page without it. */
export function bindDeityFilter(): void {
  const form = document.querySelector<HTMLFormElement>('[data-deity-filter]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const count = form?.querySelector('[data-deity-count]');
  const items = [...document.querySelectorAll<HTMLElement>('[data-deity-list] > li')].map(
    (item) => ({ item, text: fold(item.dataset['search'] ?? item.textContent ?? '') }),
  );
  if (!form || !input || !count) return;
  const params = new URLSearchParams(location.search);
  reportUnknownFilters(form, params);
  input.value = params.get('q') ?? '';
  const apply = () => {
    const words = queryWords(input.value);
    let shown = 0;
    for (const { item, text } of items) {
      const match = matchesAll(text, words);
      item.hidden = !match;
      if (match) shown++;
    }
    count.textContent = words.length ? `${shown} of ${items.length} deities` : '';
    const q = input.value.trim();
    writeFilterQuery(new URLSearchParams(q ? { q } : {}));
  };
  input.addEventListener('input', apply);
  bindFilterForm(form, apply);
}
