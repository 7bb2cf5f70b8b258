/**
 * Lighthouse section of `npm run bench`: builds the bundled rulebook's site
 * into a temporary directory, serves it with the project's static server (the
 * host's headers and compression, src/io/static-server.ts) and audits home, a
 * chapter, the powers index and a power page with Lighthouse's mobile profile
 * in Debian's Chromium (scripts/lib/lighthouse.ts). The target is 95 or more
 * in each of performance, accessibility, best practices and SEO; failed
 * audits are listed so they can be fixed. Not a test: scores move with load.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../src/io/static-server.ts';
import { auditPages, LIGHTHOUSE_CATEGORIES, type LighthouseResult } from '../lib/lighthouse.ts';

/** The pages audited: home, a long chapter, the powers index, a power page. */
export const LIGHTHOUSE_PAGES = ['/', '/rules/combat/', '/powers/', '/powers/grapple/'] as const;

/** The score each category should reach. */
export const LIGHTHOUSE_TARGET = 95;

/** Builds, serves and audits the bundled site; everything it writes is removed afterwards. */
export async function benchLighthouse(): Promise<LighthouseResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-lighthouse-'));
  try {
    const out = join(work, 'site');
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-site.ts', '--out', out],
      { encoding: 'utf8', env: { ...process.env, RULEBOOK_CONTENT: '', CI: '1' } },
    );
    if (build.status !== 0) throw new Error(`site build failed:\n${build.stdout}\n${build.stderr}`);
    const site = await serveStatic(out);
    try {
      return await auditPages(site.url, LIGHTHOUSE_PAGES);
    } finally {
      await site.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The section's lines: one row per page, then whether every score reached the target. */
export function formatLighthouse(results: readonly LighthouseResult[]): string[] {
  const lines = [
    `page | ${LIGHTHOUSE_CATEGORIES.join(' | ')} | CLS | audits below 0.9`,
    ...results.map(
      ({ path, scores, cls, failed }) =>
        `${path} | ${LIGHTHOUSE_CATEGORIES.map((id) => scores[id]).join(' | ')} | ${cls.toFixed(3)} | ${failed.join(', ') || 'none'}`,
    ),
  ];
  const low = results.flatMap(({ path, scores }) =>
    LIGHTHOUSE_CATEGORIES.filter((id) => scores[id] < LIGHTHOUSE_TARGET).map(
      (id) => `${path} ${id} ${scores[id]}`,
    ),
  );
  lines.push(
    low.length === 0
      ? `every score ≥ ${LIGHTHOUSE_TARGET}`
      : `below ${LIGHTHOUSE_TARGET}: ${low.join(', ')}`,
  );
  return lines;
}

// `node --import tsx scripts/bench/lighthouse.ts`: this section alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatLighthouse(await benchLighthouse()).join('\n'));
}
