/**
 * Pictures in a section's HTML (content-formats §13.2): each `<img>` whose
 * `src` is a site path of the compiler's (`/pictures/<path>`) is replaced by
 * what the page shows for it, given by `shown` (src/site/pictures.ts runs
 * Astro's image pipeline); one that cannot be shown becomes its alt text, so
 * no picture is silently broken. Pure: the HTML is the compiler's, serialized
 * by hast-util-to-html, so every `<img>` is one tag with quoted attributes.
 */
import { htmlTree } from '../html-tree.ts';
import { picturePathOf } from '../../compiler/helpers.ts';
import { fragment, h, htmlOf, LABEL_GAP } from './html.ts';

/** The attributes of an `<img>` the compiler wrote. */
export interface PictureTag {
  /** The picture's path (the manifest's `pictures[].path`). */
  path: string;
  alt: string;
}

/** The HTML that shows a picture, or null when it cannot be shown. */
export type ShowPicture = (tag: PictureTag) => Promise<string | null>;

const IMG = /<img\b[^>]*>/gi;

/** `html` with each local picture's `<img>` replaced by `shown`'s HTML (or its alt text). */
export async function showPictures(html: string, shown: ShowPicture): Promise<string> {
  if (!html.includes('<img')) return html;
  const parts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(IMG)) {
    const tag = readTag(match[0]);
    if (!tag) continue;
    parts.push(html.slice(last, match.index), (await shown(tag)) ?? missing(tag));
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  return parts.join('');
}

/** What stands where a picture cannot be shown: its alt text, marked, apart from a caption after it. */
function missing(tag: PictureTag): string {
  return htmlOf(
    fragment(
      h('span', { class: 'picture-missing' }, tag.alt || 'Picture not available'),
      LABEL_GAP,
    ),
  );
}

function readTag(text: string): PictureTag | null {
  const node = htmlTree(text).children[0];
  if (node?.type !== 'element') return null;
  const src = node.properties['src'];
  const path = typeof src === 'string' ? picturePathOf(src) : null;
  if (path === null) return null;
  const alt = node.properties['alt'];
  return { path, alt: typeof alt === 'string' ? alt : '' };
}
