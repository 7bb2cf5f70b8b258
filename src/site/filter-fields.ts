/**
 * The shape of an index page's filters, shared by the form that shows them
 * (src/components/FilterForm.astro) and the script that applies them
 * (src/client/filter-list.ts): each field names the row attribute it reads and
 * how it compares, so one form and one script serve every index. Also the
 * text folding of the name filter, used both to write a row's text at build
 * time and to read what the reader types. Pure.
 */

/** One choice of a filter: the value in the URL and rows, and the label shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * How a field compares its value with a row's: `is` (the row's attribute
 * lists it, {@link FILTER_VALUE_SEPARATOR}-separated), `atLeast` / `atMost`
 * (the row's number is at least / at most the chosen one).
 */
export type FilterTest = 'is' | 'atLeast' | 'atMost';

/** A filter of an index: a select named `name` (its URL parameter). */
export interface FilterField {
  name: string;
  label: string;
  /** The attribute of a row it reads (`data-level`). */
  attribute: string;
  test: FilterTest;
  options: FilterOption[];
}

/** Separates the values of a row attribute that holds several (tags, actions). */
export const FILTER_VALUE_SEPARATOR = '|';

/** The URL parameter and input name of the name (text) filter. */
export const TEXT_FILTER_PARAM = 'q';

/** The URL parameter of an index's sort order. */
export const SORT_PARAM = 'sort';

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

/** Whether every word occurs in `text` (already folded): each typed word is a substring. */
export function matchesAll(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/** A row attribute's value for several values (`fire|radiant`). */
export function filterValues(values: readonly string[]): string {
  return values.join(FILTER_VALUE_SEPARATOR);
}

/** The attribute a row's text filter reads: `text` folded (see {@link fold}). */
export function rowText(text: string): { 'data-text': string } {
  return { 'data-text': fold(text) };
}

/** An option whose label is its value unless given. */
export function option(value: string, label = value): FilterOption {
  return { value, label };
}

/** A field's options in the order of `values` with duplicates and empty values dropped. */
export function distinctOptions(
  values: readonly string[],
  label: (value: string) => string = (value) => value,
): FilterOption[] {
  return [...new Set(values.filter((value) => value !== ''))].map((value) =>
    option(value, label(value)),
  );
}

/**
 * Options for values the rows carry in lower case (tags, roles): one per
 * lower-cased value, alphabetical, labelled as the books first write it.
 */
export function lowerCaseOptions(values: readonly string[]): FilterOption[] {
  const labels = new Map<string, string>();
  for (const value of [...values].sort((a, b) => a.localeCompare(b, 'en')))
    if (value && !labels.has(value.toLowerCase())) labels.set(value.toLowerCase(), value);
  return [...labels].map(([value, label]) => option(value, label));
}
