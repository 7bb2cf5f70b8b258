/**
 * What the search index leaves out. Pagefind indexes the text of `<main>`
 * on pages with a search kind (Base.astro's `data-pagefind-body`); these
 * parts of it are not content, and indexed they made every chapter match the
 * terms it previews and excerpts read "Grappleaction" or "Roll damage: Shove".
 * scripts/build-site.ts passes the list to Pagefind (`--exclude-selectors`).
 */
export const SEARCH_EXCLUDED_SELECTORS: readonly string[] = [
  // Term previews: one hidden summary per linked term, repeated on every page that links it.
  '.term-previews',
  // Controls and their labels: attack and damage buttons, level sliders, deck and filter forms.
  'button',
  'label',
  'output',
  'select',
  'form',
  '[data-attack-roller]',
  '[data-deck-controls]',
  // Navigation: tables of contents, previous/next, breadcrumbs, "In the rules" links, anchors.
  'nav',
  '.breadcrumbs',
  '.power-source',
  '.heading-anchor',
  // Text only screen readers hear ("Tags:", table captions that repeat the name).
  '.visually-hidden',
];
