/**
 * Search results, loaded on demand: queries Pagefind (itself loaded from
 * /pagefind/ on first use) and renders results grouped by kind — rules,
 * powers, deities, feats, arts, magic items, traps, species, cruxes and heritages, classes, disciplines, kits, paths — each a deep link to the matching section.
 */

/** The kinds pages are indexed under (`data-pagefind-filter="kind"`). */
export type ResultKind =
  | 'rule'
  | 'power'
  | 'deity'
  | 'monster'
  | 'feat'
  | 'art'
  | 'item'
  | 'trap'
  | 'species'
  | 'crux'
  | 'class'
  | 'discipline'
  | 'kit'
  | 'path'
  | 'feat-path';

interface PagefindResultData {
  url: string;
  meta: { title?: string };
  excerpt: string;
  filters: { kind?: string[] };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

interface Pagefind {
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: { data(): Promise<PagefindResultData> }[];
  }>;
}

const GROUPS: { kind: ResultKind; title: string }[] = [
  { kind: 'rule', title: 'Rules' },
  { kind: 'monster', title: 'Monsters' },
  { kind: 'power', title: 'Powers' },
  { kind: 'deity', title: 'Deities' },
  { kind: 'feat', title: 'Feats' },
  { kind: 'art', title: 'Arts' },
  { kind: 'item', title: 'Magic items' },
  { kind: 'trap', title: 'Traps' },
  { kind: 'species', title: 'Species' },
  { kind: 'crux', title: 'Cruxes and heritages' },
  { kind: 'class', title: 'Classes' },
  { kind: 'discipline', title: 'Disciplines' },
  { kind: 'kit', title: 'Kits' },
  { kind: 'path', title: 'Prestige and epic paths' },
  { kind: 'feat-path', title: 'Feat paths' },
];

let pagefind: Promise<Pagefind> | undefined;

/** Loads Pagefind's search API once. */
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= import(/* @vite-ignore */ url) as Promise<Pagefind>;
  return pagefind;
}

/** Options of `renderResults`. */
export interface RenderOptions {
  /** Results shown per kind. */
  limit: number;
  /** Only this kind, or all kinds. */
  kind?: ResultKind | 'all';
}

/** Runs a search and renders grouped results into `container`. */
export async function renderResults(
  container: HTMLElement,
  query: string,
  options: RenderOptions,
): Promise<void> {
  let api: Pagefind;
  try {
    api = await loadPagefind();
  } catch {
    container.textContent =
      'Search is not available: the search index is missing (run `npm run build`).';
    return;
  }
  const filters = options.kind && options.kind !== 'all' ? { kind: options.kind } : undefined;
  const search = await api.search(query, filters ? { filters } : {});
  const data = await Promise.all(search.results.slice(0, 40).map((result) => result.data()));
  container.replaceChildren();
  const groups = GROUPS.filter((group) => !filters || group.kind === options.kind);
  let total = 0;
  for (const group of groups) {
    const items = data
      .filter((item) => item.filters.kind?.[0] === group.kind)
      .slice(0, options.limit);
    if (items.length === 0) continue;
    total += items.length;
    const section = document.createElement('section');
    section.className = 'search-group';
    const heading = document.createElement('h2');
    heading.textContent = group.title;
    const list = document.createElement('ul');
    for (const item of items) list.append(resultItem(item));
    section.append(heading, list);
    container.append(section);
  }
  const status = document.createElement('p');
  status.className = 'muted';
  status.setAttribute('role', 'status');
  status.textContent =
    total === 0
      ? `No results for “${query}”.`
      : `${total} result${total === 1 ? '' : 's'} for “${query}”.`;
  container.prepend(status);
}

function resultItem(item: PagefindResultData): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = item.url;
  link.textContent = item.meta.title ?? item.url;
  const excerpt = document.createElement('span');
  excerpt.className = 'excerpt';
  excerpt.innerHTML = item.excerpt;
  li.append(link, excerpt);
  for (const sub of (item.sub_results ?? []).filter((s) => s.url !== item.url).slice(0, 3)) {
    const subLink = document.createElement('a');
    subLink.className = 'sub';
    subLink.href = sub.url;
    subLink.textContent = sub.title;
    li.append(subLink);
  }
  return li;
}
