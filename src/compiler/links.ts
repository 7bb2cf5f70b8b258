/**
 * Internal links in content: `[text](#heading)` and `[text](other.md#heading)`
 * must point at a heading that exists (GitHub-style heading slugs, the anchors
 * authors see on GitHub and in editors' previews). A broken one is an error,
 * so `rulebook check` catches it before readers do. External URLs are not checked.
 * A file whose name has spaces is linked as `Orcus%20Rulebook.md`, `<Orcus Rulebook.md>`
 * or with the spaces as they are (spaced-links.ts makes that a link): all three
 * name the same file, once decoded.
 */
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { diagnostic, type Diagnostic, type Point } from './diagnostics.ts';
import { slugify } from './slug.ts';
import { walkTree } from './walk.ts';

/** What one file offers to links and the internal links it makes. */
export interface FileLinks {
  file: string;
  /** Slugs of its headings. */
  anchors: Set<string>;
  links: { url: string; at: Point }[];
}

/** Collects a parsed file's heading slugs and internal link targets. */
export function collectLinks(file: string, root: Root): FileLinks {
  const collector = linkCollector(file);
  walkTree<Nodes>(root, collector.visit);
  return collector.finish();
}

/**
 * {@link collectLinks} as a visitor, for a walk that does other work on the
 * same nodes (prepare.ts): `visit` each node in document order, then
 * `finish`. The headings' slugs are read at `finish`, so a visitor that runs
 * in the same walk and rewrites a heading's inline content (a picture in it)
 * gives the slug the rewritten text, as a walk of its own after it would.
 */
export function linkCollector(file: string): {
  visit: (node: Nodes) => void;
  finish: () => FileLinks;
} {
  const headings: Nodes[] = [];
  const links: FileLinks['links'] = [];
  return {
    visit(node) {
      if (node.type === 'heading') headings.push(node);
      else if (node.type === 'link' && isInternalLink(node.url)) {
        links.push({ url: node.url, at: node.position?.start ?? { line: 1, column: 1 } });
      }
    },
    finish: () => ({
      file,
      anchors: new Set(headings.map((heading) => slugify(toString(heading)))),
      links,
    }),
  };
}

/** Whether a link URL points into the content: `#heading`, `other.md` or `other.md#heading`. */
export function isInternalLink(url: string): boolean {
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(url) &&
    !url.startsWith('//') &&
    (url.startsWith('#') || /\.md(#|$)/i.test(url))
  );
}

/** Reports every internal link whose file or heading does not exist. */
export function checkLinks(files: readonly FileLinks[]): Diagnostic[] {
  const byPath = new Map(files.map((f) => [f.file, f]));
  const diagnostics: Diagnostic[] = [];
  for (const source of files) {
    for (const link of source.links) {
      const { file: targetPath, fragment } = linkTarget(source.file, link.url);
      const target = byPath.get(targetPath);
      if (!target) {
        diagnostics.push(
          diagnostic(
            'link/broken',
            source.file,
            link.at,
            `Link to \`${link.url}\`: no content file ${targetPath}.`,
          ),
        );
      } else if (fragment !== '' && !target.anchors.has(slugify(fragment))) {
        diagnostics.push(
          diagnostic(
            'link/broken',
            source.file,
            link.at,
            `Link to \`${link.url}\`: ${targetPath} has no heading #${fragment}.`,
          ),
        );
      }
    }
  }
  return diagnostics;
}

/**
 * The content file and heading text (decoded, not yet slugified; empty for a
 * whole file) an internal link in `from` points at.
 */
export function linkTarget(from: string, url: string): { file: string; fragment: string } {
  const hash = url.indexOf('#');
  const pathPart = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash + 1);
  return {
    file: pathPart === '' ? from : resolvePath(from, safeDecode(pathPart, decodeURI)),
    fragment: safeDecode(fragment, decodeURIComponent),
  };
}

/** Decodes percent escapes, keeping the text as written when they are malformed. */
function safeDecode(text: string, decode: (text: string) => string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** Resolves a relative path against the file that contains it (forward slashes). */
function resolvePath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
