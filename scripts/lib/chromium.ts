/**
 * Headless Chromium for the browser tests and the benchmarks: Debian's
 * chromium packages driven by playwright-core, hermetic flags, one fresh
 * context per page. Never skips: without Chromium it throws with the command
 * that installs it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * The two builds of Debian's Chromium this project drives: `chromium`, the
 * browser itself (the PDF command, Lighthouse and the benchmarks, which
 * measure what a reader's browser does), and `headless-shell`, the package
 * `chromium-headless-shell` of the same source and Blink without the
 * browser's user interface (the test suite: a page load there costs about a
 * third of the CPU, 5.5 s against 18.5 s for 30 pages, each in a new
 * context, measured on the library site).
 */
export type ChromiumBuild = 'chromium' | 'headless-shell';

/** Where Debian installs each build, and its package. */
export const CHROMIUM_BUILDS: Readonly<Record<ChromiumBuild, { path: string; package: string }>> = {
  chromium: { path: '/usr/bin/chromium', package: 'chromium' },
  'headless-shell': {
    path: '/usr/bin/chromium-headless-shell',
    package: 'chromium-headless-shell',
  },
};

/** Absolute path of Debian's Chromium browser (the `chromium` build). */
export const CHROMIUM_PATH = CHROMIUM_BUILDS.chromium.path;

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
    const packages = Object.values(CHROMIUM_BUILDS).map((build) => build.package);
    throw new Error(
      `Chromium not found at ${executablePath}; browser tests need it. ` +
        'Install it with `bash scripts/ensure-chromium.sh` ' +
        `(or \`sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\`).`,
    );
  }
}

/**
 * Launches headless Chromium (`build`, default the browser itself) via
 * playwright-core. Throws (never skips) if the executable is missing; the
 * error says to run `bash scripts/ensure-chromium.sh`. Close the returned
 * browser in `afterAll`.
 */
export async function launchBrowser(build: ChromiumBuild = 'chromium'): Promise<Browser> {
  const executablePath = CHROMIUM_BUILDS[build].path;
  assertChromiumInstalled(executablePath);
  return chromium.launch({
    executablePath,
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
