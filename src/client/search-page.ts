/**
 * The search page (`/search/`): reads `q` and `kind` from the URL, runs the
 * Pagefind query on submit and on every change of the kind filter, and keeps
 * the URL in step so a search can be shared.
 */
import { renderResults, type ResultKind } from './search-results.ts';

/** Binds the search page's form; does nothing on a page without it. */
export function bindSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = document.querySelector<HTMLElement>('[data-search-page-results]');
  if (!form || !input || !results) return;
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  const kind = params.get('kind') ?? 'all';
  const radio = form.querySelector<HTMLInputElement>(
    `input[name="kind"][value="${CSS.escape(kind)}"]`,
  );
  if (radio) radio.checked = true;
  const run = async () => {
    const query = input.value.trim();
    const selected = (form.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.value ??
      'all') as ResultKind | 'all';
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (selected !== 'all') next.set('kind', selected);
    history.replaceState(null, '', next.size ? `?${next}` : location.pathname);
    if (!query) {
      results.replaceChildren();
      return;
    }
    await renderResults(results, query, { limit: 20, kind: selected });
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  form.addEventListener('change', () => void run());
  void run();
}
