import { chromium } from 'playwright-core';
import { serveStatic } from '../src/io/static-server.ts';
const site = await serveStatic('/tmp/ent-site');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, width, height] of [['desk', 1280, 900], ['phone', 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const path of ['/feats/?tier=adventurer', '/traps/rolling-barrel/', '/items/', '/rules/arts/']) {
    await page.goto(site.url + path);
    await page.screenshot({ path: `/tmp/ent-shots/${name}-${path.replace(/\W+/g, '_')}.png`, fullPage: false });
  }
}
await browser.close();
await site.close();
