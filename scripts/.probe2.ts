import { launchBrowser, newPage } from './lib/chromium.ts';
import { serveStatic } from '../src/io/static-server.ts';
const site = await serveStatic('dist');
const browser = await launchBrowser();
const page = await newPage(browser);
for (const q of process.argv.slice(2)) {
  await page.goto(site.url + '/search/?q=' + encodeURIComponent(q));
  await page.locator('[data-search-page-results] .search-status').waitFor();
  const out = await page.locator('[data-search-page-results]').innerText();
  console.log('=== ' + q + '\n' + out.slice(0, 1500));
}
await browser.close(); await site.close();
