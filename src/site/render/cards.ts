/**
 * Deity cards, rule tables, record cards and term previews as HTML, the same
 * markup as DeityCard.astro, RuleTable.astro, RecordCard.astro and
 * TermPreviews.astro (held equal by tests/build/render-equality.test.ts), for
 * the playground's preview.
 */
import type { Deity, Table, Term } from '../../compiler/index.ts';
import { headingTag } from '../blocks.ts';
import type { RecordView } from '../records.ts';
import { deityUrl } from '../urls.ts';
import { el, esc } from './html.ts';

/** A deity card (DeityCard.astro): name heading if `headingLevel`, fields, description if `full`. */
export function renderDeityCard(
  deity: Deity,
  options: { headingLevel?: number; full?: boolean; linkName?: boolean } = {},
): string {
  const { headingLevel, full = false, linkName = false } = options;
  const name = esc(deity.name);
  const field = (label: string, value: string) =>
    el('div', {}, el('dt', {}, label), el('dd', {}, esc(value)));
  return el(
    'article',
    {
      class: 'deity-card',
      'data-deity': deity.id,
      'data-portfolio': deity.portfolio.join('|').toLowerCase(),
    },
    headingLevel !== undefined &&
      headingLevel > 0 &&
      el(
        headingTag(headingLevel),
        { class: 'deity-name' },
        linkName ? el('a', { href: deityUrl(deity.id) }, name) : name,
      ),
    deity.epithets.length > 0 &&
      el('p', { class: 'deity-epithets' }, esc(deity.epithets.join(' · '))),
    el(
      'dl',
      { class: 'deity-fields' },
      deity.pronunciation && field('Pronunciation', deity.pronunciation),
      field('Symbol', deity.symbol),
      field('Portfolio', deity.portfolio.join(', ')),
      field('Favored weapon', deity.favoredWeapon),
    ),
    full && el('div', { class: 'deity-description prose' }, deity.description.html),
  );
}

/** A rule table (RuleTable.astro): caption, column headers, numeric cells aligned. */
export function renderRuleTable(table: Table, id?: string): string {
  return el(
    'div',
    { class: 'table-wrap', id },
    el(
      'table',
      {},
      table.caption && el('caption', {}, esc(table.caption)),
      el(
        'thead',
        {},
        el('tr', {}, ...table.columns.map((column) => el('th', { scope: 'col' }, esc(column)))),
      ),
      el(
        'tbody',
        {},
        ...table.rows.map((row) =>
          el(
            'tr',
            {},
            ...row.map((cell) =>
              el('td', { class: cell.value ? 'num' : undefined }, esc(cell.text)),
            ),
          ),
        ),
      ),
    ),
  );
}

/** A record card (RecordCard.astro): facts, fields, and the link to its page. */
export function renderRecordCard(
  record: RecordView,
  options: { headingLevel?: number; id?: string; pageLink?: boolean } = {},
): string {
  const { headingLevel, id, pageLink = true } = options;
  const heading = headingLevel !== undefined && headingLevel > 0;
  const filters = Object.fromEntries(
    Object.entries(record.filters).map(([key, values]) => [`data-f-${key}`, values.join(' ')]),
  );
  return el(
    'article',
    { class: 'record-card', id, 'data-record': record.kind, 'data-id': record.id, ...filters },
    heading &&
      el(
        headingTag(headingLevel),
        { class: 'record-name' },
        el('a', { href: record.url }, esc(record.name)),
      ),
    record.facts.length > 0 &&
      el(
        'dl',
        { class: 'record-facts' },
        ...record.facts.map((fact) =>
          el('div', {}, el('dt', {}, esc(fact.label)), el('dd', {}, fact.html)),
        ),
      ),
    el(
      'div',
      { class: 'record-fields' },
      ...record.fields.map((field) =>
        field.flavor
          ? el('p', { class: 'record-flavor' }, field.html)
          : el(
              'div',
              { class: 'record-field' },
              field.label && el('strong', {}, `${esc(field.label)}:`),
              ' ',
              field.html,
            ),
      ),
    ),
    pageLink &&
      !heading &&
      el(
        'p',
        { class: 'record-page-link' },
        el('a', { href: record.url }, `Page of the ${esc(record.kind)} ${esc(record.name)}`),
      ),
  );
}

/** The hidden previews of `terms` (TermPreviews.astro), shown by src/client/term-preview.ts. */
export function renderTermPreviews(terms: readonly Term[]): string {
  if (terms.length === 0) return '';
  return el(
    'div',
    { class: 'term-previews' },
    ...terms.map((term) =>
      el(
        'div',
        { id: `term-preview-${term.id}`, class: 'term-preview', role: 'tooltip', hidden: true },
        el('strong', {}, esc(term.name)),
        ' ',
        el('span', { class: 'kind' }, esc(term.kind)),
        el('p', {}, esc(term.summary)),
      ),
    ),
  );
}
