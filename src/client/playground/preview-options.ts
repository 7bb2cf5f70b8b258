/**
 * How the playground's preview renders the document, shared by the page's
 * build-time render (src/pages/playground/index.astro) and the worker's
 * (preview.ts), so the two give the same HTML.
 */

/** Heading ids in the preview start with this, apart from the page's own. */
export const PREVIEW_ID_PREFIX = 'pg-';

/** Heading level of a top-level section in the preview (the page has h1, the panes h2). */
export const PREVIEW_DEPTH = 3;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a document holds, e.g. "1 power, 0 monsters, 2 deities, 1 table". */
export function previewSummary(data: {
  powers: unknown[];
  monsters: unknown[];
  deities: unknown[];
  tables: unknown[];
}): string {
  return [
    plural(data.powers.length, 'power'),
    plural(data.monsters.length, 'monster'),
    plural(data.deities.length, 'deity', 'deities'),
    plural(data.tables.length, 'table'),
  ].join(', ');
}
