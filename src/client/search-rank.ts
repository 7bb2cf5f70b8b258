/**
 * Turns Pagefind's page results into search hits: each page links to the
 * heading the query names, else its best-matching heading (the sub-result
 * whose matches weigh most), with that heading's excerpt, plus up to two
 * other matching headings; the page's own title is never a sub-link of
 * itself, and no heading appears twice. Hits named by the query (a rule's
 * heading, a defined term, a power's, a deity's or a condition's own name:
 * search-names.ts) come first, then the pages that merely contain the words,
 * best score first. Pure, so the unit tests pin it.
 */
import { resultKind, type ResultKind } from './search-kinds.ts';
import { nameKey } from './search-names.ts';

/** The part of Pagefind's result data the hits are made of. */
export interface PagefindResultData {
  url: string;
  meta: { title?: string };
  excerpt: string;
  filters: { kind?: string[] };
  sub_results?: PagefindSubResult[];
}

/** A heading-level part of a Pagefind result. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
  locations?: number[];
}

/** One search result as shown. */
export interface SearchHit {
  /** The best-matching heading's anchor (the page itself when its best match is above any heading). */
  url: string;
  /** "Page › Heading", or the page title. */
  title: string;
  /** The best match's excerpt (HTML from Pagefind: `<mark>` around the matches). */
  excerpt: string;
  kind: ResultKind | undefined;
  /** Other matching headings of the page, best first. */
  more: { title: string; url: string }[];
}

/** A page result and its Pagefind score (higher is better). */
export interface ScoredResult {
  score: number;
  /** Whether the page's `name` filter holds the query (search-names.ts). */
  named?: boolean;
  data: PagefindResultData;
}

/** How many other headings a hit lists. */
const MORE = 2;

const weight = (sub: PagefindSubResult) =>
  sub.weighted_locations?.reduce((sum, location) => sum + location.balanced_score, 0) ??
  sub.locations?.length ??
  0;

/** Whether a sub-result stands for the page itself (its intro or its title). */
function isPageItself(sub: PagefindSubResult, data: PagefindResultData): boolean {
  const page = data.url.split('#')[0];
  return sub.url === page || sub.url === `${page}#top` || sub.title === data.meta.title;
}

/**
 * The hit of one page result: linked to the heading named by one of
 * `queries` (the query and its expansions) if there is one, else to the
 * best-matching heading.
 */
export function toHit(data: PagefindResultData, queries: readonly string[] = []): SearchHit {
  const pageTitle = data.meta.title ?? data.url;
  const keys = new Set(queries.map(nameKey));
  const seen = new Set<string>();
  const subs = (data.sub_results ?? [])
    .map((sub, order) => ({ sub, order, weight: weight(sub) }))
    .filter(({ sub }) => !seen.has(sub.url) && seen.add(sub.url))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const best = (subs.find(({ sub }) => keys.has(nameKey(sub.title))) ?? subs[0])?.sub;
  const headings = subs.filter(({ sub }) => !isPageItself(sub, data));
  const bestIsHeading = best !== undefined && !isPageItself(best, data);
  return {
    url: bestIsHeading ? best.url : data.url,
    title: bestIsHeading ? `${pageTitle} › ${best.title}` : pageTitle,
    excerpt: best?.excerpt ?? data.excerpt,
    kind: resultKind(data.filters.kind?.[0]),
    more: headings
      .filter(({ sub }) => sub !== best)
      .slice(0, MORE)
      .map(({ sub }) => ({ title: sub.title, url: sub.url })),
  };
}

/**
 * How a page answers the query: 0 when its title is the query (a power's,
 * a deity's, a record's own page), 1 when a heading or defined term of it
 * is (its `name` filter, or the heading its hit links), 2 when it merely
 * contains the words.
 */
function tier(hit: SearchHit, result: ScoredResult, keys: ReadonlySet<string>): 0 | 1 | 2 {
  if (keys.has(nameKey(result.data.meta.title ?? ''))) return 0;
  const heading = hit.title.split(' › ').at(-1) ?? '';
  return result.named === true || keys.has(nameKey(heading)) ? 1 : 2;
}

/**
 * The hits of merged page results: the pages named by the query (or one of
 * its expansions) first, a page of that name before a page with a section of
 * that name, then the others; best score first within each.
 */
export function rankHits(results: ScoredResult[], queries: readonly string[]): SearchHit[] {
  const keys = new Set(queries.map(nameKey));
  return results
    .map((result) => {
      const hit = toHit(result.data, queries);
      return { hit, score: result.score, tier: tier(hit, result, keys) };
    })
    .sort((a, b) => a.tier - b.tier || b.score - a.score)
    .map(({ hit }) => hit);
}
