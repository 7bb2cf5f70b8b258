/**
 * Link previews and crawlers, in the built output: every page has Open Graph
 * and Twitter card tags; with the site's address configured (RULEBOOK_SITE_URL,
 * as `site.url` would), canonical links, og:url, a sitemap of every page but
 * the 404 and a robots.txt naming it; without it, robots.txt has no sitemap.
 * dist/ is built without an address; the shared fixture site
 * (tests/browser/fixture-site.ts, content/ and test fixtures) with one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  distSite,
  SHARED_SITE_URL as SITE_URL,
  sharedFixtureSite,
} from '../browser/fixture-site.ts';

let withUrl = '';
beforeAll(async () => {
  [withUrl] = await Promise.all([sharedFixtureSite(), distSite()]);
}, 240_000);

const page = (dir: string, path: string) => readFileSync(join(dir, path, 'index.html'), 'utf8');
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe('link previews (dist, no site address)', () => {
  it('gives a power page its name, its card text and the site name', () => {
    const html = page('dist', 'powers/grapple');
    expect(meta(html, 'og:title')).toBe('Grapple');
    expect(meta(html, 'og:site_name')).toBe('Orcus Rulebook');
    expect(meta(html, 'og:description')).toMatch(
      /^Grapple: Requirements You must have a hand free\. Attack Strength vs Reflex .*…$/,
    );
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'twitter:description')).toBe(meta(html, 'og:description'));
    expect(html).not.toContain('rel="canonical"');
    expect(meta(html, 'og:url')).toBeUndefined();
  });

  it('describes a chapter by its first paragraph', () => {
    const html = page('dist', 'rules/combat');
    expect(meta(html, 'og:title')).toBe('Combat');
    expect(meta(html, 'description')).toMatch(/^A typical combat encounter is a clash/);
  });

  it('writes a robots.txt that allows everything and names no sitemap', () => {
    const robots = readFileSync('dist/robots.txt', 'utf8');
    expect(robots).toBe('User-agent: *\nAllow: /\n');
    expect(existsSync('dist/sitemap-index.xml')).toBe(false);
  });
});

describe('with the site address (RULEBOOK_SITE_URL)', () => {
  it('links every page to its canonical URL, also as og:url', () => {
    for (const path of ['', 'rules/combat', 'powers/grapple', 'deities/luna']) {
      const html = page(withUrl, path);
      const url = `${SITE_URL}${path ? `${path}/` : ''}`;
      expect(html, path).toContain(`<link rel="canonical" href="${url}">`);
      expect(meta(html, 'og:url'), path).toBe(url);
    }
  });

  it('writes a sitemap of every page but the 404, and robots.txt names it', () => {
    const index = readFileSync(join(withUrl, 'sitemap-index.xml'), 'utf8');
    expect(index).toContain(`<loc>${SITE_URL}sitemap-0.xml</loc>`);
    const sitemap = readFileSync(join(withUrl, 'sitemap-0.xml'), 'utf8');
    for (const path of ['', 'rules/combat/', 'powers/grapple/', 'deities/luna/', 'data/'])
      expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap).not.toContain('404');
    expect(readFileSync(join(withUrl, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}sitemap-index.xml\n`,
    );
  });
});
