/**
 * Time on long and adversarial input, the figures that used to be timed
 * tests: findDice on 1.4 MB of prose and on adversarial text, term linking
 * of the whole bundled rulebook, and parseDice rejecting a 200,000-character
 * expression; each beside JSON.parse of the same number of bytes (same run).
 * Then growth with the persistent cache on, as the CLI compiles inside a
 * project (`benchCacheGrowth`): N and 2N identical headings and blockquotes,
 * each as time(2N) / time(N) (about 2 when linear) beside the same with the
 * cache off.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { openCompileCache } from '../../src/io/compile-cache.ts';
import { compileOutput } from '../../src/io/compile-output.ts';
import { findDice } from '../../src/dice/prose.ts';
import { parseDice } from '../../src/dice/parse.ts';
import { buildTermIndex, linkTerms } from '../../src/site/terms.ts';
import { sectionUrl } from '../../src/site/urls.ts';

const time = (run: () => void): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

/** One figure: what, its time, and JSON.parse of as many bytes. */
export interface LinearRow {
  what: string;
  bytes: number;
  ms: number;
  jsonMs: number;
}

function row(what: string, text: string, run: () => void): LinearRow {
  const json = JSON.stringify({ text });
  return { what, bytes: text.length, ms: time(run), jsonMs: time(() => JSON.parse(json)) };
}

/** Runs the rows. */
export function benchLinear(): LinearRow[] {
  const prose = 'The ogre hits for 2d8 + 5 damage, then 1d10 + Strength modifier. 3d4+3. '.repeat(
    20_000,
  );
  const adversarial =
    '1d6 + '.repeat(50_000) + 'x' + 'd'.repeat(200_000) + '1'.repeat(200_000) + 'd';
  const huge = '('.repeat(100_000) + '1' + ')'.repeat(100_000);
  const rulebook = readFileSync(new URL('../../content/rulebook.md', import.meta.url), 'utf8');
  const { data } = compile([{ path: 'rulebook.md', text: rulebook }]);
  const index = buildTermIndex(data.terms, sectionUrl);
  const html = data.sections.map((s) => s.html).join('\n');
  return [
    row('findDice, 1.4 MB of prose', prose, () => findDice(prose)),
    row('findDice, adversarial text', adversarial, () => findDice(adversarial)),
    row('parseDice rejecting a 200,000-character expression', huge, () => parseDice(huge)),
    row('linkTerms, the bundled rulebook’s HTML', html, () => linkTerms(html, index)),
  ];
}

/** One growth figure: a repeated construct at N and 2N, with the persistent cache on and off. */
export interface GrowthRow {
  what: string;
  n: number;
  /** Compile times at N and 2N with a cold persistent cache (ms). */
  cacheOn: [number, number];
  /** The same with no cache (ms). */
  cacheOff: [number, number];
}

/** The cache-on growth cases: `n` copies of each construct under one title. */
const growthCases: { what: string; text: (n: number) => string }[] = [
  { what: 'identical headings', text: (n) => `# Book\n\n${'## Same\n\n'.repeat(n)}` },
  { what: 'blockquotes', text: (n) => `# Book\n\n${'> Quoted.\n\n'.repeat(n)}` },
];

/**
 * Compiles N and 2N of each growth case as the CLI does (`compileOutput`,
 * one thread), with a fresh persistent cache in a temporary project and with
 * none; each time is the median of `runs`.
 */
export async function benchCacheGrowth(n = 10_000, runs = 3): Promise<GrowthRow[]> {
  const project = mkdtempSync(join(tmpdir(), 'rulebook-growth-'));
  let fresh = 0;
  const timeCompile = async (inputs: CompileInput[], cached: boolean) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cache = cached
        ? openCompileCache(join(project, 'node_modules', '.cache', `rulebook-${fresh++}`))
        : null;
      const started = performance.now();
      await compileOutput(inputs, {}, { cache, threads: 0 });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  };
  try {
    const rows: GrowthRow[] = [];
    for (const { what, text } of growthCases) {
      const inputs = (count: number) => [{ path: 'content/book.md', text: text(count) }];
      await timeCompile(inputs(n / 10), true); // warm-up: the JIT on this shape
      rows.push({
        what,
        n,
        cacheOn: [await timeCompile(inputs(n), true), await timeCompile(inputs(2 * n), true)],
        cacheOff: [await timeCompile(inputs(n), false), await timeCompile(inputs(2 * n), false)],
      });
    }
    return rows;
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = (x: number, digits = 0) => x.toFixed(digits);
  for (const row of await benchCacheGrowth())
    console.log(
      `${row.what}, ${row.n} and ${2 * row.n}: cache on ${f(row.cacheOn[0])} / ${f(row.cacheOn[1])} ms = ${f(row.cacheOn[1] / row.cacheOn[0], 2)}x; cache off ${f(row.cacheOff[0])} / ${f(row.cacheOff[1])} ms = ${f(row.cacheOff[1] / row.cacheOff[0], 2)}x`,
    );
}
