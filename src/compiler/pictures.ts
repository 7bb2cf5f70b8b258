/**
 * Pictures in content (content-formats §13.2): markdown images
 * (`![map](pics\ruin-map.webp)`) and `<img>` tags in raw HTML (the one-line
 * `<figure><img …><figcaption>…</figcaption></figure>` a Windows editor
 * writes). Each local picture's path is normalised (backslashes, percent
 * escapes, relative to its file) and its `src` rewritten to the site path
 * `/pictures/<path>`; the file keeps a list of the pictures it references,
 * with their place, for the manifest and for the I/O edge, which checks that
 * each exists and lies inside the content (src/io/pictures.ts). An image on
 * another host becomes a link with its alt text: the site's content-security
 * policy would block it. Pure: no file system.
 */
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { Html, Image, Link, Nodes, Root } from 'mdast';
import { diagnostic, type Diagnostic, type Point } from './diagnostics.ts';
import type * as GManifest from './generated/manifest.ts';
import { simpleTokens } from './simple-html.ts';
import { walkTree } from './walk.ts';

/** A local picture a file references, with its place (the manifest's `pictures`). */
export type PictureRef = GManifest.Manifest['pictures'][number];

/** The site path under which every local picture is served: `/pictures/<path>`. */
export const PICTURES_PREFIX = '/pictures/';

/**
 * Extensions the site's image pipeline converts (to WebP and AVIF, in
 * several widths); any other (`.bmp`) is served as it is, with a warning.
 */
export const PROCESSED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'tiff'] as const;

/** Where a picture's `src` points: a file of the content, or another host. */
export type PictureTarget =
  { kind: 'local'; path: string; url: string } | { kind: 'remote'; url: string; host: string };

/**
 * Resolves an image `src` written in `file`: null for one the compiler leaves
 * alone (empty, a site path from `/`, `data:` and other schemes; the
 * sanitizer decides).
 */
export function pictureTarget(file: string, src: string): PictureTarget | null {
  const written = src.trim();
  if (written === '') return null;
  if (/^(https?:)?\/\//i.test(written)) {
    const url = written.startsWith('//') ? `https:${written}` : written;
    try {
      return { kind: 'remote', url, host: new URL(url).host };
    } catch {
      return { kind: 'remote', url, host: url };
    }
  }
  // Another scheme (`data:`), or a site path (`/images/map.png`, a file of the site's `public/`).
  if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('/')) return null;
  const pathPart = written.replace(/\\/g, '/').replace(/[?#].*$/, '');
  const path = resolveFrom(file, safeDecodeURI(pathPart));
  return { kind: 'local', path, url: pictureUrl(path) };
}

/**
 * A picture's path under `/pictures/`: its path (relative to the working
 * directory, like `file`) without the `../` that lead out of it, so the
 * pictures of a library outside the project (`../orcus-srd/pics/map.png`)
 * are served inside the site (`/pictures/orcus-srd/pics/map.png`), not above it.
 */
export function pictureSitePath(path: string): string {
  return path.replace(/^(?:\.\.\/)+/, '');
}

/** The site path of a picture at `path` (relative to the working directory, like `file`). */
export function pictureUrl(path: string): string {
  return PICTURES_PREFIX + pictureSitePath(path).split('/').map(encodeURIComponent).join('/');
}

/**
 * The picture a site path names, as {@link pictureSitePath} gives it (the
 * key the site stores pictures by), or null for a path outside `/pictures/`.
 */
export function picturePathOf(url: string): string | null {
  if (!url.startsWith(PICTURES_PREFIX)) return null;
  return safeDecodeURI(url.slice(PICTURES_PREFIX.length));
}

/** Whether the site's image pipeline converts a picture at `path` (by its extension). */
export function isProcessed(path: string): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return (PROCESSED_EXTENSIONS as readonly string[]).includes(ext);
}

/** What {@link rewritePictures} found in a file. */
export interface FilePictures {
  pictures: PictureRef[];
  diagnostics: Diagnostic[];
}

/**
 * Rewrites the pictures of a parsed file in place: local `src`s to their site
 * path, images on other hosts to links. Returns the local pictures it
 * references, in document order, and a warning per remote or unconverted one.
 */
export function rewritePictures(file: string, root: Root): FilePictures {
  const rewriter = pictureRewriter(file);
  walkTree<Nodes>(root, rewriter.visit);
  return rewriter.found;
}

/**
 * {@link rewritePictures} as a visitor, for a walk that does other work on
 * the same nodes (prepare.ts): `visit` each node in document order; `found`
 * fills as it goes. It changes only the node it visits (a remote image
 * becomes a link in place), never its parent's children.
 */
export function pictureRewriter(file: string): {
  visit: (node: Nodes) => void;
  found: FilePictures;
} {
  const found: FilePictures = { pictures: [], diagnostics: [] };
  return {
    visit(node) {
      if (node.type === 'image') rewriteImage(file, node, found);
      else if (node.type === 'html' && /<img\b/i.test(node.value)) rewriteHtml(file, node, found);
    },
    found,
  };
}

function rewriteImage(file: string, node: Image, found: FilePictures): void {
  const at = node.position?.start ?? { line: 1, column: 1 };
  const target = pictureTarget(file, node.url);
  if (!target) return;
  if (target.kind === 'local') {
    node.url = target.url;
    note(file, target, at, found);
    return;
  }
  const link: Link = {
    type: 'link',
    url: target.url,
    title: null,
    children: [{ type: 'text', value: remoteText(target.host, node.alt ?? '') }],
    ...(node.position && { position: node.position }),
  };
  Object.assign(node, link, { alt: undefined });
  delete (node as Partial<Image>).alt;
  note(file, target, at, found);
}

/**
 * Rewrites each `<img>` start tag of a raw HTML node: only the tag's text is
 * replaced, so the HTML around it (a `<figure>` opened here and closed in a
 * later node) stays as written.
 */
function rewriteHtml(file: string, node: Html, found: FilePictures): void {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const { img, offset, place } of imgTags(node.value)) {
    const src = img.properties['src'];
    if (typeof src !== 'string') continue;
    const target = pictureTarget(file, src);
    if (!target) continue;
    const at = placeIn(node, place);
    note(file, target, at, found);
    const alt = typeof img.properties['alt'] === 'string' ? img.properties['alt'] : '';
    const replacement: Element =
      target.kind === 'local'
        ? { ...img, properties: { ...img.properties, src: target.url }, children: [] }
        : {
            type: 'element',
            tagName: 'a',
            properties: { href: target.url },
            children: [{ type: 'text', value: remoteText(target.host, alt) }],
          };
    edits.push({ start: offset, end: startTagEnd(node.value, offset), text: toHtml(replacement) });
  }
  for (const edit of edits.reverse())
    node.value = node.value.slice(0, edit.start) + edit.text + node.value.slice(edit.end);
}

/** An `<img>` of raw HTML: its element as hast-util-from-html gives it, its offset and place in the HTML. */
interface ImgTag {
  img: Element;
  offset: number;
  place: { line: number; column: number };
}

/**
 * The `<img>` tags of raw HTML in document order: read without parse5 when
 * the HTML is simple (simple-html.ts; a figure line), else with
 * hast-util-from-html (tests/compiler/pictures.test.ts compares the two).
 */
export function imgTags(html: string): ImgTag[] {
  // parse5 counts the columns of astral characters its own way: such HTML is left to it.
  const tokens = /[\uD800-\uDFFF]/.test(html) ? null : simpleTokens(html);
  const tags: ImgTag[] = [];
  if (tokens) {
    for (const token of tokens)
      if (token.kind === 'start' && token.name === 'img') {
        const before = html.slice(0, token.start);
        const lineStart = before.lastIndexOf('\n') + 1;
        tags.push({
          img: h('img', token.attributes),
          offset: token.start,
          place: { line: before.split('\n').length, column: token.start - lineStart + 1 },
        });
      }
    return tags;
  }
  const tree = fromHtml(html, { fragment: true }) as HastRoot;
  walkTree<HastRoot | Element | HastRoot['children'][number]>(tree, (child) => {
    if (child.type !== 'element' || child.tagName !== 'img') return;
    const start = child.position?.start;
    if (start?.offset === undefined) return;
    tags.push({ img: child, offset: start.offset, place: start });
  });
  return tags;
}

/** The text of an image on another host, shown as a link: the site's CSP blocks the image itself. */
function remoteText(host: string, alt: string): string {
  return alt.trim() === '' ? `Picture on ${host}` : `Picture on ${host}: ${alt.trim()}`;
}

function note(file: string, target: PictureTarget, at: Point, found: FilePictures): void {
  if (target.kind === 'remote') {
    found.diagnostics.push(
      diagnostic(
        'picture/remote',
        file,
        at,
        `The picture ${target.url} is on another host (${target.host}): the site shows it as a link, since its content-security policy loads pictures from the site only.`,
      ),
    );
    return;
  }
  found.pictures.push({
    path: target.path,
    url: target.url,
    file,
    line: at.line,
    column: at.column,
  });
  if (/\.[a-z0-9]+$/i.test(target.path) && !isProcessed(target.path))
    found.diagnostics.push(
      diagnostic(
        'picture/format',
        file,
        at,
        `The picture ${target.path} is served as it is: the site converts only ${PROCESSED_EXTENSIONS.join(', ')} pictures (resized, WebP and AVIF).`,
      ),
    );
}

/** The file position of a point inside a raw HTML node's value. */
function placeIn(node: Html, inner: { line: number; column: number }): Point {
  const start = node.position?.start ?? { line: 1, column: 1 };
  return inner.line === 1
    ? { line: start.line, column: start.column + inner.column - 1 }
    : { line: start.line + inner.line - 1, column: inner.column };
}

/** The index just past the `>` that ends the start tag beginning at `start` (quotes respected). */
function startTagEnd(html: string, start: number): number {
  let quote = '';
  for (let i = start; i < html.length; i++) {
    const char = html[i]!;
    if (quote !== '') {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i + 1;
  }
  return html.length;
}

/**
 * Resolves a relative path against the file that contains it (forward
 * slashes); `..` past the top is kept, so the I/O edge refuses it.
 */
function resolveFrom(file: string, relative: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}
