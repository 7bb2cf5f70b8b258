/** Link previews and canonical URLs (src/site/link-preview-tags.ts): what a pasted link shows. */
import { describe, expect, it } from 'vitest';
import {
  clampDescription,
  DESCRIPTION_LIMIT,
  shareMeta,
} from '../../src/site/link-preview-tags.ts';

const page = {
  title: 'Grapple',
  description: 'Grapple: Melee touch, one enemy no more than one size larger than you.',
  pathname: '/powers/grapple/',
  siteTitle: 'Orcus Rulebook',
};

const content = (tags: ReturnType<typeof shareMeta>['tags'], key: string) =>
  tags.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;

describe('clampDescription', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(clampDescription('  The gods\n of the   Outlaw Kingdoms. ')).toBe(
      'The gods of the Outlaw Kingdoms.',
    );
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(100);
    const cut = clampDescription(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});

describe('shareMeta', () => {
  it('gives Open Graph and Twitter card tags with the title, description and site name', () => {
    const { tags, description, canonical } = shareMeta({ ...page, siteUrl: null });
    expect(description).toBe(page.description);
    expect(canonical).toBeNull();
    expect(content(tags, 'og:title')).toBe('Grapple');
    expect(content(tags, 'og:site_name')).toBe('Orcus Rulebook');
    expect(content(tags, 'og:description')).toBe(page.description);
    expect(content(tags, 'twitter:card')).toBe('summary');
    expect(content(tags, 'twitter:title')).toBe('Grapple');
    expect(content(tags, 'twitter:description')).toBe(page.description);
    expect(content(tags, 'og:url')).toBeUndefined();
  });

  it('makes the canonical URL and og:url from the configured site address', () => {
    const { tags, canonical } = shareMeta({ ...page, siteUrl: 'https://rules.example/' });
    expect(canonical).toBe('https://rules.example/powers/grapple/');
    expect(content(tags, 'og:url')).toBe(canonical);
  });

  it('falls back to a description naming the site when the page has none', () => {
    const { description } = shareMeta({ ...page, description: ' ', siteUrl: null });
    expect(description).toContain('Orcus Rulebook');
  });
});
