/**
 * The search page (`/search/`): reads `q` and `kind` from the URL, runs the
 * Pagefind query on submit and on every change of the kind filter, and keeps
 * the URL in step so a search can be shared. An unknown `kind` is reported.
 */
import { resultKind } from './search-kinds.ts';
import { renderResults } from './search-results.ts';

/** Hits listed on the page. */
const PAGE_LIMIT = 50;

/** Binds the search page's form; does nothing on a page without it. */
export function bindSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-page]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const results = document.querySelector<HTMLElement>('[data-search-page-results]');
  if (!form || !input || !results) return;
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  const asked = params.get('kind');
  const radio = form.querySelector<HTMLInputElement>(
    `input[name="kind"][value="${CSS.escape(resultKind(asked) ?? 'all')}"]`,
  );
  if (radio) radio.checked = true;
  let unknownKind = asked !== null && asked !== 'all' && !resultKind(asked) ? asked : undefined;
  let latest = 0;
  const run = async () => {
    const search = ++latest;
    const query = input.value.trim();
    const selected =
      resultKind(form.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.value) ??
      'all';
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (selected !== 'all') next.set('kind', selected);
    history.replaceState(null, '', next.size ? `?${next}` : location.pathname);
    if (!query) {
      results.replaceChildren();
    } else {
      await renderResults(results, query, {
        limit: PAGE_LIMIT,
        kind: selected,
        mode: 'page',
        current: () => search === latest,
      });
    }
    if (unknownKind !== undefined && search === latest) {
      const note = document.createElement('p');
      note.className = 'search-unknown-kind';
      note.textContent = `There is no result kind “${unknownKind}”: showing everything.`;
      results.prepend(note);
      unknownKind = undefined;
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  form.addEventListener('change', () => void run());
  void run();
}
