/**
 * The id of a term's preview element: written once for the page that renders
 * the previews (src/site/render/cards.ts) and the browser code that finds
 * them (src/client/term-preview-popover.ts, fetched-cards.ts).
 */

/** The id of the preview of the term whose id is `term` (`term-preview-<id>`). */
export function termPreviewId(term: string): string {
  return `term-preview-${term}`;
}
