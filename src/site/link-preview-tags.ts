/**
 * What a page tells search engines and link previews (chat apps, social
 * sites): its description, Open Graph and Twitter card tags, and its canonical
 * URL when the site's address is configured (`site.url` in rulebook.config.json).
 * Pure: the layout (src/layouts/Base.astro) renders the result as <meta>/<link>.
 */

/** Longest description kept, in characters (link previews cut around 200). */
export const DESCRIPTION_LIMIT = 200;

/** One <meta> tag: `property` (Open Graph) or `name` (description, Twitter). */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** What a page knows about itself. */
export interface SharePage {
  /** The page's own title (without the site name). */
  title: string;
  /** The page's description (first paragraph or card), or none for the site's default. */
  description?: string | undefined;
  /** The page's path (`/powers/grapple/`). */
  pathname: string;
  /** The site's name (`site.title`). */
  siteTitle: string;
  /** The site's address (`site.url`), or null when it is not configured. */
  siteUrl: string | URL | null | undefined;
}

/** The tags of a page, and its canonical URL (null without a configured site address). */
export interface ShareMeta {
  description: string;
  canonical: string | null;
  tags: MetaTag[];
}

/**
 * A description fit for a preview: whitespace collapsed and, past
 * {@link DESCRIPTION_LIMIT} characters, cut at a word boundary with an ellipsis.
 */
export function clampDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The description, canonical URL and Open Graph/Twitter tags of a page. */
export function shareMeta(page: SharePage): ShareMeta {
  const description = clampDescription(
    page.description?.trim() ? page.description : `${page.siteTitle}: the rules, powers and data.`,
  );
  const canonical = page.siteUrl ? new URL(page.pathname, page.siteUrl).href : null;
  const tags: MetaTag[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: page.siteTitle },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: description },
  ];
  return { description, canonical, tags };
}
