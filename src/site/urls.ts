/**
 * URLs of every page and anchor, in one place so links and pages agree.
 * A chapter lives at /rules/<chapter-id>/; a section inside it is the anchor
 * made of its id below the chapter, with `/` turned into `--`.
 */
import { RECORD_COLLECTIONS } from '../compiler/helpers.ts';
import type { BlockKind, Term } from '../compiler/index.ts';

/** The page of a chapter. */
export function chapterUrl(chapterId: string): string {
  return `/rules/${chapterId}/`;
}

/** The contents page of a book (its slug: src/site/books.ts). */
export function bookUrl(slug: string): string {
  return `/books/${slug}/`;
}

/** The page of a library's book printed whole (/book/<slug>/), which `npm run pdf` prints to its own PDF. */
export function wholeBookUrl(slug: string): string {
  return `/book/${slug}/`;
}

/** The anchor (without `#`) of a section on its chapter page; a chapter's own anchor is `top`. */
export function sectionAnchor(sectionId: string): string {
  const slash = sectionId.indexOf('/');
  return slash < 0 ? 'top' : sectionId.slice(slash + 1).replace(/\//g, '--');
}

/** The id of the chapter a section belongs to (the first segment of its id). */
function chapterIdOf(sectionId: string): string {
  const slash = sectionId.indexOf('/');
  return slash < 0 ? sectionId : sectionId.slice(0, slash);
}

/** The link to a section: its chapter page and anchor. */
export function sectionUrl(sectionId: string): string {
  const chapter = chapterUrl(chapterIdOf(sectionId));
  return sectionId.includes('/') ? `${chapter}#${sectionAnchor(sectionId)}` : chapter;
}

/** The permalink page of a power. */
export function powerUrl(id: string): string {
  return `/powers/${id}/`;
}

/** The stat-block page of a monster. */
export function monsterUrl(id: string): string {
  return `/monsters/${id}/`;
}

/** The page of a deity. */
export function deityUrl(id: string): string {
  return `/deities/${id}/`;
}

/** The anchor of a block (power, deity or table card) inside a chapter page. */
export function blockAnchor(kind: BlockKind, id: string): string {
  return `${kind}-${id}`;
}

/** The link to a block's card on the chapter page of the section that holds it. */
export function blockUrl(kind: BlockKind, id: string, sectionId: string): string {
  return `${chapterUrl(chapterIdOf(sectionId))}#${blockAnchor(kind, id)}`;
}

/** The page of a record (feat, …): `/<collection>/<id>/`. */
export function recordUrl(collection: string, id: string): string {
  return `/${collection}/${id}/`;
}

/** The index page of a family of records. */
export function recordIndexUrl(collection: string): string {
  return `/${collection}/`;
}

/** The anchor of a glossary entry on its chapter page (its bold label carries it). */
export function termAnchor(termId: string): string {
  return `term-${termId}`;
}

/** The link to a glossary entry: its chapter page and the entry's own anchor. */
export function termEntryUrl(termId: string, sectionId: string): string {
  return `${chapterUrl(chapterIdOf(sectionId))}#${termAnchor(termId)}`;
}

/**
 * Where a term links: a monster's stat-block page, a record's page (term id
 * `<kind>-<record id>`), a glossary entry's own anchor, or the defining section.
 */
export function termUrl(section: string, term: Term): string {
  if (term.kind === 'monster') return monsterUrl(term.id.replace(/^monster-/, ''));
  if (term.kind === 'glossary') return termEntryUrl(term.id, section);
  const collection = (RECORD_COLLECTIONS as Record<string, string | undefined>)[term.kind];
  return collection
    ? recordUrl(collection, term.id.slice(term.kind.length + 1))
    : sectionUrl(section);
}
