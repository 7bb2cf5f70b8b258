/**
 * One diagnostic as a list item, for the list under the playground's editor
 * and the notes beside each section of its preview: its position (a button
 * that moves the editor's cursor there), its code (a link to its entry in the
 * diagnostics docs), the message and the hint.
 */
import type { Element } from 'hast';
import type { Diagnostic } from '../../compiler/index.ts';
import { h } from '../../site/render/html.ts';
import { diagnosticUrl } from './doc-links.ts';

/** The list item of `d`; `.pg-goto` buttons carry the line and column they move to. */
export function diagnosticItem(d: Diagnostic): Element {
  return h(
    'li',
    { class: `pg-diagnostic is-${d.severity}` },
    h(
      'button',
      {
        type: 'button',
        class: 'pg-goto',
        'data-line': d.line,
        'data-column': d.column,
      },
      h(
        'span',
        { class: 'visually-hidden' },
        `${d.severity === 'error' ? 'Error' : 'Warning'} at line `,
      ),
      `${d.line}:${d.column}`,
      h('span', { class: 'visually-hidden' }, ', go there'),
    ),
    ' ',
    h('a', { class: 'pg-code', href: diagnosticUrl(d.code) }, h('code', {}, d.code)),
    ' ',
    h('span', { class: 'pg-message' }, d.message),
    d.hint && h('span', { class: 'pg-hint' }, `Hint: ${d.hint}`),
  );
}
