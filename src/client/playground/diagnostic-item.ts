/**
 * One diagnostic as a list item, for the list under the playground's editor
 * and the notes beside each section of its preview: its position (a button
 * that moves the editor's cursor there), its code (a link to its entry in the
 * diagnostics docs), the message and the hint.
 */
import type { Diagnostic } from '../../compiler/index.ts';
import { el, esc } from '../../site/render/html.ts';
import { diagnosticUrl } from './doc-links.ts';

/** The list item of `d`; `.pg-goto` buttons carry the line and column they move to. */
export function diagnosticItem(d: Diagnostic): string {
  return el(
    'li',
    { class: `pg-diagnostic is-${d.severity}` },
    el(
      'button',
      {
        type: 'button',
        class: 'pg-goto',
        'data-line': d.line,
        'data-column': d.column,
      },
      el(
        'span',
        { class: 'visually-hidden' },
        `${d.severity === 'error' ? 'Error' : 'Warning'} at line `,
      ),
      `${d.line}:${d.column}`,
      el('span', { class: 'visually-hidden' }, ', go there'),
    ),
    ' ',
    el('a', { class: 'pg-code', href: diagnosticUrl(d.code) }, el('code', {}, esc(d.code))),
    ' ',
    el('span', { class: 'pg-message' }, esc(d.message)),
    d.hint && el('span', { class: 'pg-hint' }, `Hint: ${esc(d.hint)}`),
  );
}
