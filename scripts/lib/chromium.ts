/**
 * Headless Chromium for the browser tests and the benchmarks: Debian's
 * /usr/bin/chromium driven by playwright-core, hermetic flags, one fresh
 * context per page. Never skips: without Chromium it throws with the command
 * that installs it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Absolute path of the Chromium binary the browser tests drive (Debian's `chromium` package). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep headless Chromium hermetic and quiet in containers and CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Throws a descriptive Error unless a Chromium executable exists at `executablePath`
 * (default {@link CHROMIUM_PATH}). The message names the install command, so a machine
 * without Chromium fails the browser tests loudly instead of skipping them.
 */
export function assertChromiumInstalled(executablePath: string = CHROMIUM_PATH): void {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}; browser tests need it. ` +
        'Install it with `bash scripts/ensure-chromium.sh` ' +
        '(or `sudo apt-get update && sudo apt-get install -y chromium`).',
    );
  }
}

/**
 * Launches headless Chromium from {@link CHROMIUM_PATH} via playwright-core.
 * Throws (never skips) if the executable is missing; the error says to run
 * `bash scripts/ensure-chromium.sh`. Close the returned browser in `afterAll`.
 */
export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled(CHROMIUM_PATH);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Options for {@link newPage}. */
export interface NewPageOptions {
  /** Viewport width in CSS pixels (default 1280). */
  width?: number;
  /** Viewport height in CSS pixels (default 800). */
  height?: number;
  /** Emulated `prefers-color-scheme` (default `'light'`). */
  colorScheme?: 'light' | 'dark';
  /** Whether page JavaScript runs (default `true`); `false` tests the no-JS experience. */
  javaScriptEnabled?: boolean;
  /** A touch screen (`page.tap`, touch pointer events); default `false`. */
  hasTouch?: boolean;
}

/**
 * Opens a page in a fresh browser context, so cookies, localStorage and the cache are
 * isolated from every other page. Locale is pinned to `en-US` for deterministic output.
 * `page.close()` leaves the context open; call `page.context().close()` to release it
 * early, or just close the browser.
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.hasTouch ?? false,
    locale: 'en-US',
  });
  return context.newPage();
}
