/**
 * Lighthouse audits of pages of a served site, against Debian's Chromium
 * (/usr/bin/chromium): a browser launched by playwright-core (the hermetic
 * flags of scripts/lib/chromium.ts) with a DevTools port Lighthouse connects
 * to, so nothing downloads a browser. Lighthouse's default settings: the mobile
 * profile (Moto G power-class device, simulated slow 4G and 4x CPU slowdown).
 */
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** The four Lighthouse categories the benchmark reports. */
export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

/** One of {@link LIGHTHOUSE_CATEGORIES}. */
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The scores (0–100) of one page, and the audits that lost points. */
export interface LighthouseResult {
  path: string;
  scores: Record<LighthouseCategory, number>;
  /** Failed audits of any category: `id (score)`, for fixing what Lighthouse flags. */
  failed: string[];
  /** Cumulative layout shift Lighthouse measured. */
  cls: number;
  /** Total blocking time Lighthouse measured, in milliseconds. */
  blockingMs: number;
  /** Elements of the page's DOM (Lighthouse's dom-size audit). */
  elements: number;
}

/** A free TCP port on localhost (for Chromium's DevTools endpoint). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Audits each of `paths` on `origin` (e.g. `http://127.0.0.1:4321`) one after
 * another, in one Chromium. Throws if Chromium is missing or an audit fails to run.
 */
export async function auditPages(
  origin: string,
  paths: readonly string[],
): Promise<LighthouseResult[]> {
  assertChromiumInstalled();
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(`${origin}${path}`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<LighthouseCategory, number>;
      const audited = new Set(
        LIGHTHOUSE_CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs.map((r) => r.id) ?? []),
      );
      const failed = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audited.has(audit.id) &&
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${audit.id} (${audit.score})`);
      const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      const blockingMs = Number(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      const elements = Number(lhr.audits['dom-size']?.numericValue ?? 0);
      results.push({ path, scores, failed, cls, blockingMs, elements });
    }
    return results;
  } finally {
    await browser.close();
  }
}
