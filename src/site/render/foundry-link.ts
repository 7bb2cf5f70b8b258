/**
 * The "Foundry JSON" link under a power card, stat block or trap card: the
 * record's document for the dnd4e system, which the build writes beside the
 * module (src/site/foundry-documents.ts), to download and import in Foundry
 * without installing the module. Rendered only when the site publishes the
 * module; a plain link, so it works without JavaScript; hidden in print.
 */
import type { Element } from 'hast';
import { foundryDocumentUrl, type FoundryDocumentCollection } from '../foundry-documents.ts';
import { h } from './html.ts';

/** The paragraph holding the link to the document of the record `id` named `name`. */
export function foundryLink(
  collection: FoundryDocumentCollection,
  id: string,
  name: string,
): Element {
  return h(
    'p',
    { class: 'foundry-actions', 'data-print-omit': true },
    h(
      'a',
      {
        class: 'foundry-link',
        href: foundryDocumentUrl(collection, id),
        download: `${id}.json`,
        title: `The Foundry VTT (dnd4e) document of ${name}, for Import Data`,
      },
      'Foundry JSON',
      h('span', { class: 'visually-hidden' }, ` of ${name}`),
    ),
  );
}
