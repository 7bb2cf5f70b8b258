/**
 * Deity cards, rule tables and record cards as HTML: the one source of their
 * markup, rendered by DeityCard.astro, RuleTable.astro and RecordCard.astro on
 * the site's pages and by the playground's Web Worker; and the term previews.
 */
import type { Deity, Power, Table, Term } from '../../compiler/index.ts';
import { headingTag } from '../blocks.ts';
import type { RecordView } from '../records.ts';
import { previewContent } from '../term-preview.ts';
import { deityUrl, termUrl } from '../urls.ts';
import { el, esc } from './html.ts';

/** How to render a deity card. */
export interface DeityCardOptions {
  /** Level of a name heading, or none to omit it (in a chapter the section heading names the deity). */
  headingLevel?: number;
  /** Show the full description (chapter and deity pages) or only the fields (index). */
  full?: boolean;
  /** Whether the name links to the deity's page. */
  linkName?: boolean;
}

/** A deity card: name heading if `headingLevel`, epithets, fields, description if `full`. */
export function renderDeityCard(deity: Deity, options: DeityCardOptions = {}): string {
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

/** A rule table: caption, column headers, numeric cells aligned. */
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

/** How to render a record card. */
export interface RecordCardOptions {
  /** Level of a name heading, or none to omit it (in a chapter the section heading names the record). */
  headingLevel?: number;
  /** Anchor id of the card. */
  id?: string;
  /** Show the link to the record's own page, when the card has no name heading (not on that page). */
  pageLink?: boolean;
}

/** A record (feat, …) card: name heading if `headingLevel`, facts, fields, and the link to its page. */
export function renderRecordCard(record: RecordView, options: RecordCardOptions = {}): string {
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
          : field.sidebar
            ? el(
                'div',
                { class: 'record-sidebar' },
                field.label && el('p', { class: 'record-sidebar-title' }, esc(field.label)),
                field.html && el('p', {}, field.html),
              )
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

/**
 * The hidden previews of `terms`, shown by src/client/term-preview.ts next to
 * a hovered or focused `a.term-link[data-term]`: each term's name and kind,
 * its summary or, for a term a power card defines, that card in brief (see
 * previewContent), and a link to its definition (on the site by default;
 * the playground points its own terms into the preview). The one markup of the
 * site's TermPreviews.astro and the playground's previews.
 */
export function renderTermPreviews(
  terms: readonly Term[],
  powers: ReadonlyMap<string, Power>,
  definitionUrl: (term: Term) => string = (term) => termUrl(term.section, term),
): string {
  if (terms.length === 0) return '';
  const preview = (term: Term) => {
    const content = previewContent(term, powers);
    return el(
      'div',
      { id: `term-preview-${term.id}`, class: 'term-preview', role: 'tooltip', hidden: true },
      el('strong', {}, esc(term.name)),
      ' ',
      el('span', { class: 'kind' }, esc(term.kind)),
      content.type === 'summary' && el('p', {}, esc(content.text)),
      content.type === 'power' &&
        el(
          'div',
          { class: 'term-preview-power' },
          el('p', { class: 'term-preview-header' }, esc(content.power.header)),
          content.power.origin !== null && el('p', {}, esc(content.power.origin)),
          ...content.power.lines.map((line) =>
            el('p', {}, el('b', {}, esc(line.label)), ' ', esc(line.text)),
          ),
        ),
      el(
        'a',
        { class: 'term-preview-more', href: definitionUrl(term), tabindex: '-1' },
        'Read the definition',
        el('span', { class: 'visually-hidden' }, ` of ${esc(term.name)}`),
      ),
    );
  };
  return el('div', { class: 'term-previews' }, ...terms.map(preview));
}
