/**
 * The preview's links to pages of the author's own blocks and sections
 * (`/powers/<id>/`, `/monsters/<id>/`, `/feats/<id>/`, their sections'
 * chapter pages), which the site does not have, turned into links to the
 * same card or heading in the preview. Links to the bundled rulebook stay,
 * even where the document has a chapter of the same id (and so the same
 * URLs): a link to one of the bundled rulebook's terms (`data-term` naming a
 * term the document does not define) is never pointed into the preview.
 */
import type { RulebookData } from '../../compiler/index.ts';
import { RECORD_COLLECTIONS } from '../../compiler/helpers.ts';
import {
  blockAnchor,
  monsterUrl,
  powerUrl,
  recordUrl,
  sectionAnchor,
  sectionUrl,
} from '../../site/urls.ts';
import { PREVIEW_ID_PREFIX } from './preview-options.ts';

/** Site URLs of `data`'s own blocks and sections, each with its anchor in the preview. */
export function localTargets(data: RulebookData): Map<string, string> {
  const local = new Map<string, string>();
  for (const section of data.sections)
    local.set(
      sectionUrl(section.id),
      `#${PREVIEW_ID_PREFIX}${section.parent === null ? section.id : sectionAnchor(section.id)}`,
    );
  for (const power of data.powers)
    local.set(powerUrl(power.id), `#${blockAnchor('power', power.id)}`);
  for (const monster of data.monsters)
    local.set(monsterUrl(monster.id), `#${blockAnchor('monster', monster.id)}`);
  for (const [kind, collection] of Object.entries(RECORD_COLLECTIONS))
    for (const record of data[collection as keyof typeof data] as { id: string }[])
      local.set(recordUrl(collection, record.id), `#${blockAnchor(kind as 'feat', record.id)}`);
  return local;
}

/** `html` with every `href` to a page of `data`'s own blocks or sections pointed into the preview. */
export function localizeLinks(html: string, data: RulebookData): string {
  const local = localTargets(data);
  const own = new Set(data.terms.map((term) => term.id));
  return html.replace(/<a\b[^>]*>/g, (tag) => {
    const term = /\sdata-term="([^"]*)"/.exec(tag)?.[1];
    if (term !== undefined && !own.has(term.replace(/&amp;/g, '&'))) return tag;
    return tag.replace(/\shref="([^"]*)"/, (whole, href: string) => {
      const target = local.get(href.replace(/&amp;/g, '&'));
      return target ? ` href="${target}"` : whole;
    });
  });
}
