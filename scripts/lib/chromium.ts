/**
 * Launching Debian's Chromium (/usr/bin/chromium) through playwright-core,
 * headless and hermetic, for the PDF script, the benchmark and the browser
 * tests. Nothing is downloaded: a missing Chromium is an error that names the
 * command installing it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Absolute path of the Chromium binary (Debian's `chromium` package). */
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
 * (default {@link CHROMIUM_PATH}); the message names the install command.
 */
export function assertChromiumInstalled(executablePath: string = CHROMIUM_PATH): void {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. ` +
        'Install it with `bash scripts/ensure-chromium.sh` ' +
        '(or `sudo apt-get update && sudo apt-get install -y chromium`).',
    );
  }
}

/** Launches headless Chromium; close the returned browser when done. */
export async function launchChromium(): Promise<Browser> {
  assertChromiumInstalled(CHROMIUM_PATH);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
