/**
 * Turns Pagefind's page results into search hits: each page links to its
 * best-matching heading (the sub-result whose matches weigh most) with that
 * heading's excerpt, plus up to two other matching headings; the page's own
 * title is never a sub-link of itself, and no heading appears twice. Hits
 * whose heading or title is exactly the query (a power's, a deity's or a
 * condition's own name) come first. Pure, so the unit tests pin it.
 */
import { resultKind, type ResultKind } from './search-kinds.ts';

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
  data: PagefindResultData;
}

/** How many other headings a hit lists. */
const MORE = 2;

const weight = (sub: PagefindSubResult) =>
  sub.weighted_locations?.reduce((sum, location) => sum + location.balanced_score, 0) ??
  sub.locations?.length ??
  0;

/** Lowercase words without punctuation or a final plural "s", for exact-name comparison. */
function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');
}

/** Whether a sub-result stands for the page itself (its intro or its title). */
function isPageItself(sub: PagefindSubResult, data: PagefindResultData): boolean {
  const page = data.url.split('#')[0];
  return sub.url === page || sub.url === `${page}#top` || sub.title === data.meta.title;
}

/** The hit of one page result. */
export function toHit(data: PagefindResultData): SearchHit {
  const pageTitle = data.meta.title ?? data.url;
  const seen = new Set<string>();
  const subs = (data.sub_results ?? [])
    .map((sub, order) => ({ sub, order, weight: weight(sub) }))
    .filter(({ sub }) => !seen.has(sub.url) && seen.add(sub.url))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const best = subs[0]?.sub;
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

/** Whether a hit's own name (heading, or page title) is the query. */
function namedBy(hit: SearchHit, data: PagefindResultData, queries: string[]): boolean {
  const names = [hit.title.split(' › ').at(-1) ?? '', data.meta.title ?? ''].map(nameKey);
  return queries.some((query) => names.includes(nameKey(query)));
}

/**
 * The hits of merged page results (best score first), with the ones named
 * exactly by the query (or one of its expansions) moved to the front.
 */
export function rankHits(results: ScoredResult[], queries: string[]): SearchHit[] {
  const ordered = [...results].sort((a, b) => b.score - a.score);
  const hits = ordered.map(({ data }) => ({ hit: toHit(data), data }));
  const named = hits.filter(({ hit, data }) => namedBy(hit, data, queries));
  const rest = hits.filter((entry) => !named.includes(entry));
  return [...named, ...rest].map(({ hit }) => hit);
}
