/**
 * Monster index filters: the form's selections apply at once, hide the rows
 * that do not match, sort the rows (level, name, XP), and live in the URL
 * query (replaceState), so a filtered view is shareable and survives a
 * reload. Without this script the page lists every monster by level.
 */
import { bindFilterForm, reportUnknownFilters, writeFilterQuery } from './filter-form.ts';

/** The filter fields; `lmin`/`lmax` bound the level, the others match a row's data attribute. */
const FIELDS = [
  'lmin',
  'lmax',
  'rank',
  'role',
  'leader',
  'size',
  'origin',
  'type',
  'tag',
  'book',
] as const;
type Field = (typeof FIELDS)[number];
const SORTS = ['level', 'name', 'xp'] as const;

/** Whether a row passes one filter. */
export function rowMatches(data: DOMStringMap, field: Field, value: string): boolean {
  const level = Number(data['level']);
  switch (field) {
    case 'lmin':
      return level >= Number(value);
    case 'lmax':
      return level <= Number(value);
    case 'tag':
      return (data['tags'] ?? '').split('|').includes(value);
    default:
      return data[field] === value;
  }
}

/** Orders rows by level (then name), name, or XP (then name). */
function compareRows(sort: string): (a: HTMLElement, b: HTMLElement) => number {
  const name = (row: HTMLElement) => row.dataset['name'] ?? '';
  const num = (row: HTMLElement, key: string) => Number(row.dataset[key]);
  const byName = (a: HTMLElement, b: HTMLElement) => name(a).localeCompare(name(b), 'en');
  if (sort === 'name') return byName;
  const key = sort === 'xp' ? 'xp' : 'level';
  return (a, b) => num(a, key) - num(b, key) || byName(a, b);
}

/** Reads filters and sort from the URL, applies them, and keeps URL and rows in step with the form. */
export function bindMonsterFilters(): void {
  const form = document.querySelector<HTMLFormElement>('[data-monster-filters]');
  const count = document.querySelector<HTMLElement>('[data-monster-count]');
  const list = document.querySelector<HTMLElement>('[data-monster-list]');
  if (!form || !count || !list) return;
  const rows = [...list.querySelectorAll<HTMLElement>('tr[data-monster]')];
  const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement | null;
  const params = new URLSearchParams(location.search);
  reportUnknownFilters(form, params);
  for (const name of [...FIELDS, 'sort']) {
    const field = select(name);
    const value = params.get(name);
    if (field && value && [...field.options].some((o) => o.value === value)) field.value = value;
  }
  const apply = () => {
    const query = new URLSearchParams();
    const active: [Field, string][] = [];
    for (const field of FIELDS) {
      const value = select(field)?.value ?? '';
      if (value) {
        active.push([field, value]);
        query.set(field, value);
      }
    }
    const sort = select('sort')?.value ?? 'level';
    if (sort !== 'level' && (SORTS as readonly string[]).includes(sort)) query.set('sort', sort);
    let shown = 0;
    for (const row of rows) {
      const visible = active.every(([field, value]) => rowMatches(row.dataset, field, value));
      row.hidden = !visible;
      if (visible) shown++;
    }
    list.append(...[...rows].sort(compareRows(sort)));
    count.textContent = active.length
      ? `${shown} of ${rows.length} monsters`
      : `${rows.length} monsters`;
    writeFilterQuery(query);
  };
  bindFilterForm(form, apply);
}
