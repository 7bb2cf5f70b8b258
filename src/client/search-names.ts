/**
 * The names a search looks up directly: each searchable page lists, as its
 * Pagefind `name` filter (`NAME_FILTER`, written by Base.astro), the names it
 * defines (a record's own name; every section heading and defined term of a
 * rules chapter), each as `nameKey` reads it. The search runs every query
 * once more narrowed to the pages whose name is the query, so the rule or
 * record a reader names is found however many pages merely contain the words
 * (search-results.ts), and comes first (search-rank.ts).
 */

/** The Pagefind filter holding each page's names. */
export const NAME_FILTER = 'name';

/**
 * The words of `text` as search compares them: lowercase, without
 * punctuation or apostrophes, a final plural "s" dropped from words of more
 * than three letters ("Minions" → "minion").
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/**
 * A name as search compares it: its words (`searchWords`) without a
 * parenthesized qualifier, so "Charge (standard action)" and "charges" are
 * both "charge". Empty for a name of no words.
 */
export function nameKey(text: string): string {
  return searchWords(text.replace(/\([^)]*\)/g, ' ')).join(' ');
}

/** The distinct, non-empty keys of `names` (a page's `name` filter values). */
export function nameKeys(names: Iterable<string>): string[] {
  return [...new Set([...names].map(nameKey))].filter((key) => key !== '');
}
