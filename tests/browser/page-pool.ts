/**
 * Fresh pages in reused browser contexts. A page in a new Chromium context
 * costs far more CPU than a new page in a context that stays open: layout at
 * 1280 px (15 page types, a page each) took 31–33 s of CPU with a context per
 * page and 20–23 s with one context kept open, cleared between its pages
 * (docs/benchmarks.md › Test suite). So each pooled context keeps a
 * blank page open for its lifetime (a context left without pages costs
 * almost as much as a new one), a page given back with {@link closePage}
 * leaves its context idle, and the next {@link newPage} with the same
 * context options takes it after clearing everything a page could leave
 * behind: the storage of every origin its pages visited (localStorage,
 * IndexedDB, Cache Storage, service workers…), the HTTP cache, cookies and
 * permissions. sessionStorage belongs to a tab and goes with it. Viewport and
 * color scheme are set on the page, so they do not split the pool;
 * JavaScript and touch are context options and do.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { NewPageOptions } from '../../scripts/lib/chromium.ts';

/** Idle contexts of each browser, by {@link poolKey}. */
const idle = new WeakMap<Browser, Map<string, BrowserContext[]>>();

/** What the pool knows of a context it created. */
interface Pooled {
  /** Its {@link poolKey}. */
  key: string;
  /** The blank page that keeps it warm; never handed out. */
  keeper: Page;
  /** The origins its pages have visited since it was last cleared. */
  visited: Set<string>;
}

const pooled = new WeakMap<BrowserContext, Pooled>();

/** Pages already given back by {@link closePage}: their context may be another page's by now. */
const released = new WeakSet<Page>();

/** The context options a page cannot change: contexts are pooled by them. */
function poolKey(options: NewPageOptions): string {
  return `js=${options.javaScriptEnabled ?? true} touch=${options.hasTouch ?? false}`;
}

/** Empties a pooled context of what its closed pages left: storage, cache, cookies, permissions. */
async function clearContext(context: BrowserContext, { keeper, visited }: Pooled): Promise<void> {
  const cdp = await context.newCDPSession(keeper);
  try {
    for (const origin of visited)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
  visited.clear();
  await Promise.all([context.clearCookies(), context.clearPermissions()]);
}

/** An idle context of `pool`, cleared; undefined when none is left. */
async function takeIdle(pool: BrowserContext[]): Promise<BrowserContext | undefined> {
  for (let context = pool.pop(); context; context = pool.pop()) {
    try {
      await clearContext(context, pooled.get(context)!);
      return context;
    } catch {
      // closed meanwhile (a test or its file's end closed it): not reused
      await context.close().catch(() => undefined);
    }
  }
  return undefined;
}

/**
 * Opens a page with nothing of any earlier page (see the module comment), in
 * an idle context of `browser` when there is one, else in a new context.
 * Locale is pinned to `en-US`. Give it back with {@link closePage}; closing its
 * context instead is allowed (the context is then not reused).
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const key = poolKey(options);
  const pools = idle.get(browser) ?? new Map<string, BrowserContext[]>();
  idle.set(browser, pools);
  const pool = pools.get(key) ?? [];
  pools.set(key, pool);

  let context = await takeIdle(pool);
  if (!context) {
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      hasTouch: options.hasTouch ?? false,
      locale: 'en-US',
    });
    pooled.set(context, { key, keeper: await context.newPage(), visited: new Set() });
  }
  const { visited } = pooled.get(context)!;
  const page = await context.newPage();
  page.on('framenavigated', (frame) => {
    if (/^https?:/.test(frame.url())) visited.add(new URL(frame.url()).origin);
  });
  const width = options.width ?? 1280;
  const height = options.height ?? 800;
  if (width !== 1280 || height !== 800) await page.setViewportSize({ width, height });
  if ((options.colorScheme ?? 'light') !== 'light')
    await page.emulateMedia({ colorScheme: options.colorScheme });
  return page;
}

/**
 * Closes `page` and every other page of its context (popups included) and
 * leaves the context idle for the next {@link newPage}, which clears it first.
 * A page given back twice (a test's own call, then its file's clean-up) is
 * given back once.
 */
export async function closePage(page: Page): Promise<void> {
  if (released.has(page)) return;
  released.add(page);
  const context = page.context();
  const known = pooled.get(context);
  const browser = context.browser();
  const pool = known && browser ? idle.get(browser)?.get(known.key) : undefined;
  if (!known || !pool) return void (await context.close());
  await Promise.all(
    context
      .pages()
      .filter((open) => open !== known.keeper)
      .map((open) => open.close()),
  );
  if (!pool.includes(context)) pool.push(context);
}
