/**
 * The search page (`/search/`): reads `q`, `kind` and `book` from the URL,
 * runs the Pagefind query on submit and on every change of the kind or book
 * filter, and keeps the URL in step so a search can be shared. An unknown
 * `kind` or `book` is reported.
 */
import { resultKind } from './search-kinds.ts';
import { renderResults } from './search-results.ts';

/** Hits listed on the page. */
const PAGE_LIMIT = 50;

/** A note that a filter of the address names nothing the site has. */
function unknownNote(text: string): HTMLParagraphElement {
  const note = document.createElement('p');
  note.className = 'search-unknown-kind';
  note.textContent = text;
  return note;
}

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
  const bookSelect = form.querySelector<HTMLSelectElement>('select[name="book"]');
  const askedBook = params.get('book') ?? '';
  const books = bookSelect ? [...bookSelect.options].map((option) => option.value) : [''];
  if (bookSelect && books.includes(askedBook)) bookSelect.value = askedBook;
  let unknownKind = asked !== null && asked !== 'all' && !resultKind(asked) ? asked : undefined;
  let unknownBook = askedBook !== '' && !books.includes(askedBook) ? askedBook : undefined;
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
    const book = bookSelect?.value ?? '';
    if (book) next.set('book', book);
    history.replaceState(null, '', next.size ? `?${next}` : location.pathname);
    if (!query) {
      results.replaceChildren();
    } else {
      await renderResults(results, query, {
        limit: PAGE_LIMIT,
        kind: selected,
        book,
        mode: 'page',
        current: () => search === latest,
      });
    }
    if (unknownKind !== undefined && search === latest) {
      results.prepend(unknownNote(`There is no result kind “${unknownKind}”: showing everything.`));
      unknownKind = undefined;
    }
    if (unknownBook !== undefined && search === latest) {
      results.prepend(unknownNote(`There is no book “${unknownBook}”: showing every book.`));
      unknownBook = undefined;
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  form.addEventListener('change', () => void run());
  void run();
}
