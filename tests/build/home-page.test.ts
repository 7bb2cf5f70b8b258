/**
 * The home page shows the content directory's `index.md` (content-formats
 * §13.3) above the library overview: its prose, and its links to books by
 * file name on the pages that show them. It is not a book: no chapter, no
 * page of its own. Without an index.md (dist/, the bundled content) the home
 * page is the overview alone. Facts of the served markup (built-html.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { all, attribute, builtPage, one, textOf } from '../browser/built-html.ts';
import { distSite, SHARED_SITE, sharedFixtureSite } from '../browser/fixture-site.ts';

beforeAll(async () => void (await Promise.all([sharedFixtureSite(), distSite()])), 240_000);

describe('the home page of a library with an index.md (the homebrew fixture’s)', () => {
  it('shows its content above the overview, its heading below the page title', () => {
    const page = builtPage(SHARED_SITE, '/');
    const home = one(page, 'main .home-content');
    expect(attribute(home, 'data-home-file')).toBe('tests/browser/fixtures/homebrew/index.md');
    expect(textOf(home)).toContain("Our table's house rules are on the site now");
    expect(all(page, 'main h1')).toHaveLength(1);
    expect(all(home, 'h2').map(textOf)).toEqual(['Books']);
    const order = all(page, 'main .home-content, main .lede');
    expect(order.map((e) => (e.properties['className'] as string[]).join(' '))).toEqual([
      'home-content prose',
      'lede prose',
    ]);
  });

  it('links the books by file name to the pages that show them; a web link stays', () => {
    const links = all(one(builtPage(SHARED_SITE, '/'), 'main .home-content'), 'a');
    const hrefs = Object.fromEntries(links.map((a) => [textOf(a), attribute(a, 'href')]));
    expect(hrefs['House Rules']).toBe('/rules/house-rules/');
    expect(hrefs['Prone, in the rulebook']).toMatch(/^\/rules\/[a-z-]+\/#prone$/);
    expect(hrefs['The rulebook as a PDF']).toBe('https://example.org/orcus-rulebook.pdf');
  });

  it('is no chapter: the rules index does not list it and it has no page', () => {
    const chapters = all(builtPage(SHARED_SITE, 'rules'), 'main ol.rules-index > li > a').map(
      textOf,
    );
    expect(chapters).not.toContain('Home');
    expect(chapters).not.toContain('Books');
    expect(chapters.at(-1)).toBe('House Rules');
    expect(() => builtPage(SHARED_SITE, 'rules/home')).toThrow();
    expect(() => builtPage(SHARED_SITE, 'rules/books')).toThrow();
  });
});

describe('the home page without an index.md (dist/, the bundled rulebook)', () => {
  it('is the overview alone', async () => {
    const page = builtPage(await distSite(), '/');
    expect(all(page, 'main .home-content')).toEqual([]);
    expect(all(page, 'main .lede')).toHaveLength(1);
  });
});
