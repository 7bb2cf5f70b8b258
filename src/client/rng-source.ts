/**
 * The random source for rolls in the browser: crypto-backed by default. Tests
 * may set `window.__ORCUS_SEED__` to a number before the page loads (a test
 * hook, e.g. Playwright's addInitScript) to get a seeded, repeatable sequence.
 */
import { cryptoRng, seededRng, type Rng } from '../dice/browser.ts';

declare global {
  interface Window {
    __ORCUS_SEED__?: number;
  }
}

let rng: Rng | undefined;

/** The page's random source (one seeded sequence per page when the test hook is set). */
export function currentRng(): Rng {
  const seed = window.__ORCUS_SEED__;
  rng ??= typeof seed === 'number' ? seededRng(seed) : cryptoRng;
  return rng;
}
