/**
 * The search page as a reader uses it in the browser tests: a query typed
 * into its box and submitted, the results awaited.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Types `query` into the search page open in `page` and submits it; resolves
 * to the results box once this query's results have rendered (earlier
 * results are cleared first, so only this query's status line ends the wait).
 */
export async function submitSearch(page: Page, query: string): Promise<Locator> {
  const results = page.locator('[data-search-page-results]');
  await results.evaluate((element) => element.replaceChildren());
  const input = page.locator('#search-page-input');
  await input.fill(query);
  await input.press('Enter');
  await results.locator('.search-status').waitFor();
  return results;
}
