/**
 * Links between content files on the site. Authors link the way GitHub and
 * editors' previews resolve (`[Grapple](#grapple)`, `[Prone](combat.md#prone)`:
 * a file and a heading slug), and the compiler checks those links; on the site
 * the heading may be on another chapter page, or be a power or deity card, so
 * every internal link is rewritten to the page and anchor that shows it.
 * A file named with spaces is linked by its name as written or with `%20`
 * (`Orcus Rulebook - current.md`: the compiler reads both as links,
 * spaced-links.ts): both go to its first section's page; a link to a home
 * page (`index.md`, the manifest's `home`) goes to the front page.
 */
import type { Root } from 'hast';
import { htmlTree } from './html-tree.ts';
import { treeHtml } from './tree-html.ts';
import { visit } from 'unist-util-visit';
import type { RulebookData } from '../compiler/index.ts';
import { isInternalLink, linkTarget, slugify } from '../compiler/helpers.ts';
import { blockUrl, sectionUrl } from './urls.ts';

/** Where each file and each heading of the content is shown on the site. */
export interface LinkTargets {
  /** `file#slug` → URL of the section or card with that heading. */
  readonly anchors: ReadonlyMap<string, string>;
  /** File → URL of its first section. */
  readonly files: ReadonlyMap<string, string>;
  /** Section id → the file it comes from. */
  readonly sectionFiles: ReadonlyMap<string, string>;
}

/** What the index is built from; with the manifest, a link to a home page (`index.md`) goes to the front page. */
type LinkData = Pick<RulebookData, 'sections' | 'powers' | 'deities'> & {
  manifest?: Pick<RulebookData['manifest'], 'home'>;
};

/** The site URL of the front page, which shows the content directories' home pages. */
export const HOME_URL = '/';

/** Indexes the site URL of every heading and file; the first heading with a slug wins, as on GitHub. */
export function buildLinkTargets(data: LinkData): LinkTargets {
  const anchors = new Map<string, string>();
  const files = new Map<string, string>();
  const sectionFiles = new Map<string, string>();
  const add = (file: string, title: string, url: string) => {
    const key = `${file}#${slugify(title)}`;
    if (!anchors.has(key)) anchors.set(key, url);
  };
  for (const section of data.sections) {
    const file = section.source.file;
    sectionFiles.set(section.id, file);
    if (!files.has(file)) files.set(file, sectionUrl(section.id));
    add(file, section.title, sectionUrl(section.id));
  }
  for (const page of data.manifest?.home ?? [])
    if (!files.has(page.file)) files.set(page.file, HOME_URL);
  for (const power of data.powers)
    add(power.source.file, power.name, blockUrl('power', power.id, power.section));
  for (const deity of data.deities)
    add(deity.source.file, deity.name, blockUrl('deity', deity.id, deity.section));
  return { anchors, files, sectionFiles };
}

/** The site URL of an internal link written in `file`, or null when it points nowhere. */
export function siteUrlOf(url: string, file: string, targets: LinkTargets): string | null {
  const target = linkTarget(file, url);
  if (target.fragment === '') return targets.files.get(target.file) ?? null;
  return targets.anchors.get(`${target.file}#${slugify(target.fragment)}`) ?? null;
}

/**
 * Rewrites, in place, the `href` of every internal link of a hast tree that
 * belongs to `file`; other links are left as they are. Returns whether any changed.
 */
export function rewriteLinksInTree(tree: Root, file: string, targets: LinkTargets): boolean {
  let changed = false;
  visit(tree, 'element', (node) => {
    const href = node.properties['href'];
    if (node.tagName !== 'a' || typeof href !== 'string' || !isInternalLink(href)) return;
    const site = siteUrlOf(href, file, targets);
    if (site === null || site === href) return;
    node.properties['href'] = site;
    changed = true;
  });
  return changed;
}

/** {@link rewriteLinksInTree} over an HTML fragment; HTML without links is returned as it is. */
export function rewriteContentLinks(html: string, file: string, targets: LinkTargets): string {
  if (!html.includes('<a ')) return html;
  const tree = htmlTree(html);
  return rewriteLinksInTree(tree, file, targets) ? treeHtml(tree) : html;
}
