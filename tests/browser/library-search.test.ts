// The search of a library of several books, in headless Chromium against the shared
// fixture site (content/ and the fixture books): the search page narrows its results to
// one book, keeps the book in its address, and says so when the address names no book.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARED_SITE } from './fixture-site.ts';
import { useSite } from './harness.ts';

const suite = useSite(SHARED_SITE);

/** The Fen Almanac's chapters (tests/browser/fixtures/library/fen-almanac.md), as the site links them. */
const FEN_CHAPTERS = ['/rules/fen-almanac/', '/rules/tides-of-the-fen/', '/rules/legal-2/'];

/** The paths (no anchor) of the search page's hits once its results have rendered. */
async function hitPaths(page: Page): Promise<string[]> {
  await page.locator('[data-search-page-results] .search-status').waitFor();
  return page.$$eval('[data-search-page-results] .search-hit a.hit-title', (links) =>
    links.map((link) => (link.getAttribute('href') ?? '').replace(/#.*$/, '')),
  );
}

describe('the search page of a library', () => {
  it('offers every book, and finds a phrase of two books in both', async () => {
    const page = await suite.visit('/search/?q=Open+Game+License');
    const books = await page.$$eval('select[name="book"] option', (options) =>
      options.map((option) => option.textContent?.trim()),
    );
    expect(books[0]).toBe('Every book');
    expect(books).toEqual(expect.arrayContaining(['Rulebook', 'Fen Almanac', 'House Rules']));
    const paths = await hitPaths(page);
    expect(paths).toContain('/rules/legal/');
    expect(paths).toContain('/rules/legal-2/');
  });

  it('narrows the results to the book of the address, and keeps a new choice in it', async () => {
    const page = await suite.visit('/search/?q=Open+Game+License&book=fen-almanac');
    expect(await page.locator('select[name="book"]').inputValue()).toBe('fen-almanac');
    const fen = await hitPaths(page);
    expect(fen).toContain('/rules/legal-2/');
    for (const path of fen)
      expect(FEN_CHAPTERS, `${path} is a Fen Almanac chapter`).toContain(path);

    await page.locator('[data-search-page-results] .search-status').evaluate((s) => s.remove());
    await page.locator('select[name="book"]').selectOption('rulebook');
    const rulebook = await hitPaths(page);
    expect(rulebook).toContain('/rules/legal/');
    expect(rulebook).not.toContain('/rules/legal-2/');
    expect(new URL(page.url()).searchParams.get('book')).toBe('rulebook');
  });

  it('says when the address names no book, and searches every book', async () => {
    const page = await suite.visit('/search/?q=Open+Game+License&book=no-such-book');
    const paths = await hitPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['/rules/legal/', '/rules/legal-2/']));
    expect(await page.locator('.search-unknown-kind').textContent()).toContain('no-such-book');
    expect(await page.locator('select[name="book"]').inputValue()).toBe('');
  });
});
