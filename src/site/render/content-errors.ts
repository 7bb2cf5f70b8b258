/**
 * The dev server's content-error banner as a tree: its one renderer, shown by
 * src/components/ContentErrors.astro above every page `astro dev` renders
 * while the markdown being edited has errors. (The playground lists its
 * diagnostics otherwise: each with a button to its line and a link to its
 * entry, src/client/playground/diagnostic-item.ts.)
 */
import type { Element } from 'hast';
import type { Diagnostic } from '../../compiler/index.ts';
import { h } from './html.ts';

/**
 * The banner naming the file, line, column, code and message of every error
 * (an alert, so a screen reader announces it), or null when there is none.
 */
export function contentErrorsBanner(errors: readonly Diagnostic[]): Element | null {
  if (errors.length === 0) return null;
  const count = `${errors.length} content error${errors.length === 1 ? '' : 's'}`;
  return h(
    'div',
    { class: 'content-errors', role: 'alert' },
    h(
      'p',
      {},
      h('strong', {}, `${count} — a block with an error shows as plain text until it is fixed.`),
    ),
    h(
      'ul',
      {},
      errors.map((d) =>
        h('li', {}, h('code', {}, `${d.file}:${d.line}:${d.column}`), ` ${d.code}: ${d.message}`),
      ),
    ),
  );
}
