/**
 * The library's home page (content-formats §13.3): authors keep an `index.md`
 * at the top of the content folder (title `Home`: announcements, a link to
 * each book, links to PDFs), the front page of their Jekyll site. It is not a
 * book: its text is not split into chapters and sections but rendered whole,
 * and the manifest's `home` carries it to the site's front page. An
 * `index.md` in a subfolder is an ordinary file.
 */
import type { Root } from 'mdast';
import { renderHtml } from './render.ts';
import type { ContentDirInput } from './types.ts';

/** The name of a content directory's home page (any letter case). */
const HOME_NAME = 'index.md';

/**
 * Whether a file is its content directory's home page: `index.md` right in
 * the directory `dirs[layer]` (without `dirs`, a path with no folder).
 */
export function isHomeFile(
  path: string,
  layer: number,
  dirs: readonly ContentDirInput[] | undefined,
): boolean {
  const slash = path.lastIndexOf('/');
  if (path.slice(slash + 1).toLowerCase() !== HOME_NAME) return false;
  const folder = slash < 0 ? '' : path.slice(0, slash);
  return folder === (dirs?.[layer]?.path ?? '');
}

/** One content directory's home page as the manifest carries it. */
export interface HomeContent {
  /** The `index.md` it comes from. */
  file: string;
  /** Its body rendered as sanitized HTML (links as written: the site rewrites them). */
  html: string;
}

/** Renders a home page's parsed body whole. */
export function renderHome(file: string, root: Root): HomeContent {
  return { file, html: renderHtml(root.children) };
}
