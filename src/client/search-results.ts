/**
 * Search results, loaded on demand: queries Pagefind (itself loaded from
 * /pagefind/ on first use) for the query and its synonym expansions
 * (search-synonyms.ts, the site's list fetched with Pagefind), once as they
 * are and once narrowed to the pages they name (search-names.ts), ranks the
 * hits (search-rank.ts) and renders them, best first, each a deep link to
 * the heading named or best matching. The header box
 * renders a listbox of options (an ARIA combobox, driven by search-box.ts)
 * and a "see all results" link; the search page renders the full list.
 */
import { SEARCH_KINDS, type ResultKind } from './search-kinds.ts';
import { NAME_FILTER, nameKey } from './search-names.ts';
import { rankHits, type PagefindResultData, type SearchHit } from './search-rank.ts';
import { expandQuery, searchSynonyms, SYNONYMS_URL } from './search-synonyms.ts';

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] }>;
}

let pagefind: Promise<Pagefind> | undefined;

/** Loads Pagefind's search API once. */
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ url) as Promise<Pagefind>;
  return pagefind;
}

let synonyms: Promise<Map<string, readonly string[]>> | undefined;

/** The site's synonyms (merged at build time), fetched once; the defaults if it publishes none. */
function loadSynonyms(): Promise<Map<string, readonly string[]>> {
  synonyms ??= fetch(SYNONYMS_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${SYNONYMS_URL}: ${response.status}`);
      return new Map(Object.entries((await response.json()) as Record<string, readonly string[]>));
    })
    .catch(() => searchSynonyms());
  return synonyms;
}

/** Options of `renderResults`. */
export interface RenderOptions {
  /** Hits shown. */
  limit: number;
  /** Only this kind, or all kinds. */
  kind?: ResultKind | 'all';
  /** Only pages of this book (its slug, the pages' `book` filter), or every book when empty. */
  book?: string;
  /** `listbox`: the header dropdown's options; `page`: the search page's list. */
  mode: 'listbox' | 'page';
  /** False once a newer search has started: this one then renders nothing. */
  current?: () => boolean;
}

/** How many of the best page results are loaded and ranked. */
const RANKED = 30;

/** How many pages named by the query are loaded, whatever their score. */
const NAMED = 10;

/** Pagefind's results for every expansion of the query, merged by page (best score kept). */
async function searchAll(
  api: Pagefind,
  queries: string[],
  filters: Record<string, string>,
): Promise<PagefindResult[]> {
  const searches = await Promise.all(queries.map((query) => api.search(query, { filters })));
  return merged(searches.flatMap((search) => search.results));
}

/**
 * The pages named by the query or an expansion of it (their `name` filter,
 * search-names.ts), found however many pages score higher.
 */
async function searchNamed(
  api: Pagefind,
  queries: string[],
  filters: Record<string, string>,
): Promise<PagefindResult[]> {
  const named = queries
    .map((query) => ({ query, key: nameKey(query) }))
    .filter(({ key }) => key !== '');
  const searches = await Promise.all(
    named.map(({ query, key }) =>
      api.search(query, { filters: { ...filters, [NAME_FILTER]: key } }),
    ),
  );
  return merged(searches.flatMap((search) => search.results));
}

/** Results merged by page (best score kept), best first. */
function merged(results: PagefindResult[]): PagefindResult[] {
  const byId = new Map<string, PagefindResult>();
  for (const result of results) {
    const known = byId.get(result.id);
    if (!known || known.score < result.score) byId.set(result.id, result);
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** Runs a search and renders the ranked hits into `container`; resolves to the number of results. */
export async function renderResults(
  container: HTMLElement,
  query: string,
  options: RenderOptions,
): Promise<number> {
  let api: Pagefind;
  const siteSynonyms = loadSynonyms();
  try {
    api = await loadPagefind();
  } catch {
    container.textContent =
      'Search is not available: the search index is missing (run `npm run build`).';
    return 0;
  }
  const queries = expandQuery(query, await siteSynonyms);
  const filters: Record<string, string> = {};
  if (options.kind && options.kind !== 'all') filters.kind = options.kind;
  if (options.book) filters.book = options.book;
  const [results, named] = await Promise.all([
    searchAll(api, queries, filters),
    searchNamed(api, queries, filters),
  ]);
  const namedIds = new Set(named.map((result) => result.id));
  const ranked = merged([...named.slice(0, NAMED), ...results.slice(0, RANKED)]);
  const loaded = await Promise.all(
    ranked.map(async (result) => ({
      score: result.score,
      named: namedIds.has(result.id),
      data: await result.data(),
    })),
  );
  if (options.current && !options.current()) return results.length;
  const hits = rankHits(loaded, queries).slice(0, options.limit);
  const total = results.length;
  const status = document.createElement('p');
  status.className = 'search-status muted';
  status.setAttribute('role', 'status');
  status.textContent =
    total === 0
      ? `No results for “${query}”.`
      : `${total} result${total === 1 ? '' : 's'} for “${query}”.`;
  if (options.mode === 'page') {
    const list = document.createElement('ol');
    list.className = 'search-hits';
    for (const hit of hits) list.append(pageItem(hit));
    container.replaceChildren(status, ...(hits.length ? [list] : []));
    return total;
  }
  const listbox = document.createElement('div');
  listbox.id = 'site-search-listbox';
  listbox.className = 'search-hits';
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', `Results for “${query}”`);
  hits.forEach((hit, index) => listbox.append(option(hit, index)));
  const all = document.createElement('a');
  all.className = 'search-all';
  all.href = `/search/?q=${encodeURIComponent(query)}`;
  all.textContent = total > hits.length ? `See all ${total} results` : 'Open the search page';
  all.id = 'site-search-all';
  all.setAttribute('role', 'option');
  all.tabIndex = -1;
  listbox.append(all);
  container.replaceChildren(status, listbox);
  return total;
}

const KIND_LABELS = new Map(SEARCH_KINDS.map((entry) => [entry.kind, entry.label]));

/** The hit's title, kind and excerpt (Pagefind's excerpt is HTML with `<mark>`s, from our own pages). */
function hitBody(hit: SearchHit, into: HTMLElement, titleTag: 'a' | 'span'): HTMLElement {
  const title = document.createElement(titleTag);
  title.className = 'hit-title';
  title.textContent = hit.title;
  if (title instanceof HTMLAnchorElement) title.href = hit.url;
  const kind = document.createElement('span');
  kind.className = 'hit-kind';
  kind.textContent = (hit.kind && KIND_LABELS.get(hit.kind)) ?? '';
  const excerpt = document.createElement('span');
  excerpt.className = 'excerpt';
  excerpt.innerHTML = hit.excerpt;
  into.append(title, ' ', kind, excerpt);
  return title;
}

/** A dropdown option: the whole hit is one link (`role="option"` is allowed on `a[href]`). */
function option(hit: SearchHit, index: number): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = hit.url;
  link.id = `site-search-option-${index}`;
  link.className = 'search-hit';
  link.setAttribute('role', 'option');
  link.tabIndex = -1;
  hitBody(hit, link, 'span');
  return link;
}

/** A search page item: the hit's link and excerpt, then its other matching headings. */
function pageItem(hit: SearchHit): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'search-hit';
  hitBody(hit, li, 'a');
  if (hit.more.length > 0) {
    const more = document.createElement('span');
    more.className = 'hit-more';
    more.append('Also: ');
    hit.more.forEach((sub, index) => {
      const link = document.createElement('a');
      link.href = sub.url;
      link.textContent = sub.title;
      more.append(...(index > 0 ? [', '] : []), link);
    });
    li.append(more);
  }
  return li;
}
