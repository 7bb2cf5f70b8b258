/**
 * Deity cards, rule tables and record cards as trees: their one renderer,
 * shown by DeityCard.astro, RuleTable.astro and RecordCard.astro on the
 * site's pages, in section bodies (./section.ts) and by the playground's Web
 * Worker; and the term previews.
 */
import type { Element } from 'hast';
import type { Deity, Power, Table, Term } from '../../compiler/index.ts';
import { headingTag } from '../blocks.ts';
import type { RecordView } from '../records.ts';
import { previewContent } from '../term-preview-data.ts';
import { termPreviewId } from '../term-preview-id.ts';
import { deityUrl, termUrl } from '../urls.ts';
import { trapEntryId } from '../encounter-entries.ts';
import { foundryLink } from './foundry-link.ts';
import { h, LABEL_GAP, raw } from './html.ts';
import { encounterControls } from './stat-block.ts';

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
export function deityCard(deity: Deity, options: DeityCardOptions = {}): Element {
  const { headingLevel, full = false, linkName = false } = options;
  const name = deity.name;
  const field = (label: string, value: string) =>
    h('div', {}, h('dt', {}, label), LABEL_GAP, h('dd', {}, value));
  return h(
    'article',
    {
      class: 'deity-card',
      'data-deity': deity.id,
      'data-portfolio': deity.portfolio.join('|').toLowerCase(),
    },
    headingLevel !== undefined &&
      headingLevel > 0 &&
      h(
        headingTag(headingLevel),
        { class: 'deity-name' },
        linkName ? h('a', { href: deityUrl(deity.id) }, name) : name,
      ),
    deity.epithets.length > 0 && h('p', { class: 'deity-epithets' }, deity.epithets.join(' · ')),
    h(
      'dl',
      { class: 'deity-fields' },
      deity.pronunciation && field('Pronunciation', deity.pronunciation),
      field('Symbol', deity.symbol),
      field('Portfolio', deity.portfolio.join(', ')),
      field('Favored weapon', deity.favoredWeapon),
    ),
    full && h('div', { class: 'deity-description prose' }, raw(deity.description.html)),
  );
}

/**
 * A rule table: caption, column headers, numeric cells aligned. Its frame
 * scrolls sideways when the table is wider than the screen, so it takes
 * keyboard focus: arrow keys scroll it.
 */
export function ruleTable(table: Table, id?: string): Element {
  return h(
    'div',
    { class: 'table-wrap', id, tabindex: '0' },
    h(
      'table',
      {},
      table.caption && h('caption', {}, table.caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...table.columns.flatMap((column) => [LABEL_GAP, h('th', { scope: 'col' }, column)]),
        ),
      ),
      h(
        'tbody',
        {},
        ...table.rows.map((row) =>
          h(
            'tr',
            {},
            ...row.map((cell) => h('td', { class: cell.value ? 'num' : undefined }, cell.text)),
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
  /** Links a trap's Foundry document (only where the site publishes the Foundry module). */
  foundryLink?: boolean;
}

/** A record (feat, …) card: name heading if `headingLevel`, facts, fields, and the link to its page. */
export function recordCard(record: RecordView, options: RecordCardOptions = {}): Element {
  const { headingLevel, id, pageLink = true, foundryLink: foundry } = options;
  const heading = headingLevel !== undefined && headingLevel > 0;
  const filters = Object.fromEntries(
    Object.entries(record.filters).map(([key, values]) => [`data-f-${key}`, values.join(' ')]),
  );
  return h(
    'article',
    { class: 'record-card', id, 'data-record': record.kind, 'data-id': record.id, ...filters },
    heading &&
      h(
        headingTag(headingLevel),
        { class: 'record-name' },
        h('a', { href: record.url }, record.name),
      ),
    record.facts.length > 0 &&
      h(
        'dl',
        { class: 'record-facts' },
        ...record.facts.map((fact) =>
          h('div', {}, h('dt', {}, fact.label), LABEL_GAP, h('dd', {}, raw(fact.html))),
        ),
      ),
    h(
      'div',
      { class: 'record-fields' },
      ...record.fields.map((field) =>
        field.flavor
          ? h('p', { class: 'record-flavor' }, raw(field.html))
          : field.sidebar
            ? h(
                'div',
                { class: 'record-sidebar' },
                field.label && h('p', { class: 'record-sidebar-title' }, field.label),
                field.html && h('p', {}, raw(field.html)),
              )
            : h(
                'div',
                { class: 'record-field' },
                field.label && h('strong', {}, `${field.label}:`),
                ' ',
                raw(field.html),
              ),
      ),
    ),
    // a trap joins encounters like a monster
    record.kind === 'trap' && encounterControls(trapEntryId(record.id), record.name),
    foundry && record.kind === 'trap' && foundryLink('traps', record.id, record.name),
    pageLink &&
      !heading &&
      h(
        'p',
        { class: 'record-page-link' },
        h('a', { href: record.url }, `Page of the ${record.kind} ${record.name}`),
      ),
  );
}

/**
 * The hidden previews of `terms`, shown by src/client/term-preview-popover.ts next to
 * a hovered or focused `a.term-link[data-term]`: each term's name and kind,
 * its summary or, for a term a power card defines, that card in brief (see
 * previewContent), and a link to its definition (on the site by default;
 * the playground points its own terms into the preview). The one markup of the
 * site's TermPreviews.astro and the playground's previews.
 */
export function termPreviews(
  terms: readonly Term[],
  powers: ReadonlyMap<string, Power>,
  definitionUrl: (term: Term) => string = (term) => termUrl(term.section, term),
): Element | null {
  if (terms.length === 0) return null;
  const preview = (term: Term) => {
    const content = previewContent(term, powers);
    return h(
      'div',
      { id: termPreviewId(term.id), class: 'term-preview', role: 'tooltip', hidden: true },
      h('strong', {}, term.name),
      ' ',
      h('span', { class: 'kind' }, term.kind),
      content.type === 'summary' && h('p', {}, content.text),
      content.type === 'power' &&
        h(
          'div',
          { class: 'term-preview-power' },
          h('p', { class: 'term-preview-header' }, content.power.header),
          content.power.origin !== null && h('p', {}, content.power.origin),
          ...content.power.lines.map((line) => h('p', {}, h('b', {}, line.label), ' ', line.text)),
        ),
      h(
        'a',
        { class: 'term-preview-more', href: definitionUrl(term), tabindex: '-1' },
        'Read the definition',
        h('span', { class: 'visually-hidden' }, ` of ${term.name}`),
      ),
    );
  };
  return h('div', { class: 'term-previews' }, ...terms.map(preview));
}
