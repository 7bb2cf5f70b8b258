/**
 * robots.txt: every page may be crawled; with the site's address configured
 * (`site.url`), it points at the sitemap @astrojs/sitemap writes.
 */
import type { APIRoute } from 'astro';

/** The sitemap index @astrojs/sitemap writes at the site's root. */
export const SITEMAP_FILE = 'sitemap-index.xml';

export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Allow: /'];
  if (site) lines.push('', `Sitemap: ${new URL(SITEMAP_FILE, site).href}`);
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
