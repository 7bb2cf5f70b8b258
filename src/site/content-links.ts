/**
 * Links between content files on the site. Authors link the way GitHub and
 * editors' previews resolve (`[Grapple](#grapple)`, `[Prone](combat.md#prone)`:
 * a file and a heading slug), and the compiler checks those links; on the site
 * the heading may be on another chapter page, or be a power or deity card, so
 * every internal link is rewritten to the page and anchor that shows it.
 */
import type { RulebookData } from '../compiler/index.ts';
import { isInternalLink, linkTarget } from '../compiler/links.ts';
import { slugify } from '../compiler/slug.ts';
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

type LinkData = Pick<RulebookData, 'sections' | 'powers' | 'deities'>;

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

const HREF = /(<a\b[^>]*?\shref=")([^"]*)"/g;

/**
 * Rewrites the `href` of every internal link in sanitized HTML (as the
 * compiler serializes it: double-quoted attributes, `&` as a character
 * reference) that belongs to `file`; other links are left as they are.
 */
export function rewriteContentLinks(html: string, file: string, targets: LinkTargets): string {
  if (!html.includes('<a ')) return html;
  return html.replace(HREF, (whole, start: string, encoded: string) => {
    const url = decodeAttribute(encoded);
    if (!isInternalLink(url)) return whole;
    const site = siteUrlOf(url, file, targets);
    return site === null ? whole : `${start}${site}"`;
  });
}

function decodeAttribute(value: string): string {
  return value.replace(
    /&#x([0-9a-f]+);|&#(\d+);|&amp;|&quot;/gi,
    (entity, hex?: string, dec?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (dec) return String.fromCodePoint(parseInt(dec, 10));
      return entity.toLowerCase() === '&amp;' ? '&' : '"';
    },
  );
}
