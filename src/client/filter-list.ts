/**
 * The filters of every index page (src/components/FilterForm.astro): each
 * select keeps the rows of `[data-filter-list]` whose attribute matches
 * (src/site/filter-fields.ts says how), the name filter keeps the rows whose
 * folded text holds every typed word, and the sort select orders them. The
 * state lives in the URL query (replaceState: shareable, restored on reload
 * and on back/forward), a polite live region counts the rows shown, and an
 * empty state says when none is. One pass toggles `hidden` on the rows that
 * change, from values read once: no layout read, no listener per row; a
 * change that leaves the same rows shown in the same order touches nothing
 * (no row, no count, no announcement). A list marked `data-row-window` keeps
 * in the document only a window of the rows shown (src/client/row-window.ts),
 * so a pass restyles at most that. Without this script the form stays hidden
 * and every row is listed.
 */
import {
  FILTER_VALUE_SEPARATOR,
  fold,
  matchesAll,
  queryWords,
  SORT_PARAM,
  TEXT_FILTER_PARAM,
  type FilterTest,
} from '../site/filter-fields.ts';
import { windowRows } from './row-window.ts';

/** A select of the form with how it compares. */
interface Field {
  select: HTMLSelectElement;
  attribute: string;
  test: FilterTest;
}

/** A row and the values its filters read, read once; `shown` mirrors its `hidden`. */
interface Row {
  element: HTMLElement;
  index: number;
  text: string;
  values: Map<string, string[]>;
  shown: boolean;
}

/** Whether a row's values pass one field's chosen value. */
export function passes(values: readonly string[], test: FilterTest, chosen: string): boolean {
  if (test === 'is') return values.includes(chosen);
  const value = Number(values[0]);
  return test === 'atLeast' ? value >= Number(chosen) : value <= Number(chosen);
}

/** "12 of 900 powers" while filtering, "900 powers" otherwise. */
export function countText(shown: number, total: number, filtering: boolean, noun: string): string {
  return filtering ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
}

/** A URL parameter a filter form cannot show: a name it has no control for, or a value none of its choices has. */
export interface UnknownFilter {
  name: string;
  value: string;
  reason: 'name' | 'value';
}

/** The values a control accepts, or null for free text (any value). */
function choices(control: Element | RadioNodeList): string[] | null {
  if (control instanceof HTMLSelectElement) return [...control.options].map((o) => o.value);
  return null;
}

/** The parameters of `params` that `form` cannot show (see {@link UnknownFilter}). */
export function unknownFilters(form: HTMLFormElement, params: URLSearchParams): UnknownFilter[] {
  const unknown: UnknownFilter[] = [];
  for (const [name, value] of params) {
    const control = form.elements.namedItem(name);
    if (!control) unknown.push({ name, value, reason: 'name' });
    else if (value !== '' && !(choices(control)?.includes(value) ?? true))
      unknown.push({ name, value, reason: 'value' });
  }
  return unknown;
}

/** "Not applied from the address: frequency “daily” (not one of its choices); “colour” (no such filter here)." */
export function unknownFiltersMessage(unknown: readonly UnknownFilter[]): string {
  const parts = unknown.map(({ name, value, reason }) =>
    reason === 'name'
      ? `“${name}” (no such filter here)`
      : `${name} “${value}” (not one of its choices)`,
  );
  return `Not applied from the address: ${parts.join('; ')}.`;
}

/** Says after `form` which filters of the address were not applied (`[data-filter-unknown]`). */
function reportUnknownFilters(form: HTMLFormElement, params: URLSearchParams): void {
  form.parentElement?.querySelector('[data-filter-unknown]')?.remove();
  const unknown = unknownFilters(form, params);
  if (unknown.length === 0) return;
  const note = document.createElement('p');
  note.className = 'filter-unknown';
  note.setAttribute('role', 'status');
  note.dataset['filterUnknown'] = '';
  note.textContent = unknownFiltersMessage(unknown);
  form.after(note);
}

/** Orders rows by the attribute `data-<key>` (numbers as numbers), ties in page order. */
function compareRows(key: string): (a: Row, b: Row) => number {
  const value = (row: Row) => row.element.getAttribute(`data-${key}`) ?? '';
  return (a, b) => {
    const [x, y] = [value(a), value(b)];
    const numeric = x !== '' && y !== '' && !Number.isNaN(Number(x)) && !Number.isNaN(Number(y));
    const order = numeric ? Number(x) - Number(y) : x.localeCompare(y, 'en');
    return order || a.index - b.index;
  };
}

/** Binds the page's filter form to its list; does nothing on a page without them. */
export function bindFilterList(): void {
  const form = document.querySelector<HTMLFormElement>('[data-filter-form]');
  const list = document.querySelector<HTMLElement>('[data-filter-list]');
  const count = document.querySelector<HTMLElement>('[data-filter-count]');
  const empty = document.querySelector<HTMLElement>('[data-filter-empty]');
  if (!form || !list || !count) return;
  const noun = form.dataset['noun'] ?? 'records';
  const fields: Field[] = [...form.querySelectorAll<HTMLSelectElement>('select[data-test]')].map(
    (select) => ({
      select,
      attribute: select.dataset['attribute'] ?? `data-${select.name}`,
      test: (select.dataset['test'] ?? 'is') as FilterTest,
    }),
  );
  const text = form.querySelector<HTMLInputElement>(`input[name="${TEXT_FILTER_PARAM}"]`);
  const sort = form.querySelector<HTMLSelectElement>(`select[name="${SORT_PARAM}"]`);
  const attributes = [...new Set(fields.map((field) => field.attribute))];
  const rows: Row[] = [...list.children].map((child, index) => {
    const element = child as HTMLElement;
    const values = new Map<string, string[]>();
    for (const attribute of attributes)
      values.set(attribute, (element.getAttribute(attribute) ?? '').split(FILTER_VALUE_SEPARATOR));
    const folded = element.dataset['text'] ?? fold(element.textContent ?? '');
    return { element, index, text: folded, values, shown: !element.hidden };
  });
  let sortedBy = sort?.options[0]?.value ?? '';
  /** The rows in the order shown (page order until a sort is chosen). */
  let ordered = rows;
  const windowed =
    list.dataset['rowWindow'] === undefined
      ? null
      : windowRows(
          list,
          rows.map((row) => row.element),
          noun,
        );

  const readUrl = () => {
    const params = new URLSearchParams(location.search);
    reportUnknownFilters(form, params);
    for (const select of [...fields.map((field) => field.select), ...(sort ? [sort] : [])]) {
      const wanted = params.get(select.name) ?? '';
      const known = [...select.options].some((option) => option.value === wanted);
      select.selectedIndex = 0;
      if (wanted && known) select.value = wanted;
    }
    if (text) text.value = params.get(TEXT_FILTER_PARAM) ?? '';
  };

  /**
   * Writes the state of the form into the address, first: replacing the
   * address makes the browser bring style and layout up to date (it keeps the
   * scroll position with it), which costs little before the rows change and a
   * whole pass over the new rows after.
   */
  const writeUrl = (chosen: readonly Field[]) => {
    const query = new URLSearchParams();
    if (text && text.value.trim()) query.set(TEXT_FILTER_PARAM, text.value.trim());
    for (const field of chosen) query.set(field.select.name, field.select.value);
    if (sort && sort.value !== sort.options[0]!.value) query.set(SORT_PARAM, sort.value);
    const search = query.toString();
    if (search !== location.search.replace(/^\?/, ''))
      history.replaceState(history.state, '', search ? `?${search}` : location.pathname);
  };

  const apply = () => {
    const chosen = fields.filter((field) => field.select.value !== '');
    const words = text ? queryWords(text.value) : [];
    writeUrl(chosen);
    let shown = 0;
    let changed = false;
    for (const row of rows) {
      const visible =
        matchesAll(row.text, words) &&
        chosen.every((field) =>
          passes(row.values.get(field.attribute)!, field.test, field.select.value),
        );
      if (row.shown !== visible) {
        row.shown = visible;
        row.element.hidden = !visible;
        changed = true;
      }
      if (visible) shown++;
    }
    const order = sort?.value ?? '';
    if (sort && order !== sortedBy) {
      const pageOrder = order === sort.options[0]!.value;
      ordered = [...rows].sort(pageOrder ? (a, b) => a.index - b.index : compareRows(order));
      if (!windowed) list.append(...ordered.map((row) => row.element));
      sortedBy = order;
      changed = true;
    }
    if (changed) windowed?.show(ordered.filter((row) => row.shown).map((row) => row.element));
    const filtering = chosen.length > 0 || words.length > 0;
    // Written only when it differs: the live region announces every write.
    const counted = countText(shown, rows.length, filtering, noun);
    if (count.textContent !== counted) count.textContent = counted;
    if (empty && empty.hidden !== shown > 0) empty.hidden = shown > 0;
  };

  form.addEventListener('change', apply);
  text?.addEventListener('input', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  form.addEventListener('reset', () => {
    // after the reset has put every control back to its default
    setTimeout(() => {
      if (text) text.value = '';
      apply();
    });
  });
  // Back/forward into the page (or out of a restored one): the URL is the state.
  addEventListener('popstate', () => {
    readUrl();
    apply();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    readUrl();
    apply();
  });
  readUrl();
  apply();
}
