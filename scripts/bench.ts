/**
 * `npm run bench`: compile time of synthetic rulebooks (1,000 and 10,000
 * powers) beside a bare remark-parse + remark-gfm of the same bytes measured
 * in the same run, the incremental recompile and the dev server's save-to-page
 * time, the dice engine's figures, and the site: build time for
 * 1,000 powers beside the compile, Pagefind index size, first-query bytes
 * and JavaScript per page type; `npm run pdf` on the bundled book and on
 * 1,000 powers beside the site build, with page counts. Figures are reported as
 * ratios to their baselines, since the machines are shared and noisy.
 * A synthetic bestiary of 1,000 stat blocks is compiled beside its bare parse.
 * Hostile input (20,000 duplicate headings, footnotes, reference definitions,
 * the longest accepted emphasis paragraph) is compiled beside its bare parse.
 * `BENCH_QUICK=1` skips the 10,000-power size (its bare parse takes minutes).
 * First, speed on real books (scripts/bench/speed.ts): the realistic corpus
 * beside Jekyll, the cache, memory, start-up, the site build, and the library
 * (scripts/bench/library.ts: an author's whole folder) beside Jekyll;
 * `BENCH_SPEED_ONLY=1` runs only those rows; `BENCH_LIBRARY_SITE_ONLY=1` only the
 * library's site build beside an Astro build of as many trivial pages
 * (scripts/bench/library-site.ts).
 * Then the heavy pages of the generated library (scripts/bench/heavy-pages.ts:
 * gzipped HTML, elements, Lighthouse mobile, a filter change on /powers/).
 * Last, Lighthouse (mobile profile, Debian's Chromium) on four pages of the
 * bundled site (scripts/bench/lighthouse.ts); `BENCH_LIGHTHOUSE_ONLY=1` runs
 * only that section.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchBestiary } from './bench/monsters.ts';
import { benchDevLoop, LOOP_CONTENT } from './bench/dev-loop.ts';
import { benchDice } from './bench/dice.ts';
import { benchHeavyPages, formatHeavyPages } from './bench/heavy-pages.ts';
import { benchHostile } from './bench/hostile.ts';
import { benchIncremental } from './bench/incremental.ts';
import { benchLighthouse, formatLighthouse } from './bench/lighthouse.ts';
import { benchCacheGrowth, benchLinear } from './bench/linear.ts';
import { benchPdf, formatPdfBench } from './bench/pdf.ts';
import { benchPlayground } from './bench/playground.ts';
import { benchSite } from './bench/site.ts';
import { printLibrary } from './bench/library.ts';
import { printLibrarySite } from './bench/library-site.ts';
import { printSpeed } from './bench/speed-report.ts';

interface Sample {
  ms: number;
  bytes: number;
  maxRssMB: number;
}

const child = fileURLToPath(new URL('./bench/child.ts', import.meta.url));

type Mode = 'bare' | 'chunked' | 'compile';

function measure(mode: Mode, size: number): Sample {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, mode, String(size)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out) as Sample;
}

/** The sample with the median time of `runs` alternating runs. */
function medianSample(mode: Mode, size: number, runs: number): Sample {
  const samples = Array.from({ length: runs }, () => measure(mode, size)).sort(
    (a, b) => a.ms - b.ms,
  );
  return samples[Math.floor(samples.length / 2)]!;
}

/** The Lighthouse section (printed last, or alone with BENCH_LIGHTHOUSE_ONLY=1). */
async function printLighthouse(): Promise<void> {
  console.log('\nLighthouse (mobile profile, Debian Chromium; bundled rulebook, static server)');
  console.log(formatLighthouse(await benchLighthouse()).join('\n'));
}
if (process.env['BENCH_LIGHTHOUSE_ONLY'] === '1') {
  await printLighthouse();
  process.exit(0);
}

// BENCH_LIBRARY_SITE_ONLY=1: only the library's site build beside Astro's floor (library-site.ts).
if (process.env['BENCH_LIBRARY_SITE_ONLY'] === '1') {
  await printLibrarySite();
  process.exit(0);
}
await printSpeed();
await printLibrary();
if (process.env['BENCH_SPEED_ONLY'] === '1') process.exit(0);

const sizes = process.env['BENCH_QUICK'] === '1' ? [1000] : [1000, 10_000];
const rows: { size: number; bare: Sample; chunked: Sample; compiled: Sample }[] = [];
for (const size of sizes) {
  const runs = size <= 1000 ? 3 : 1;
  const bare = medianSample('bare', size, runs);
  const chunked = medianSample('chunked', size, runs);
  const compiled = medianSample('compile', size, runs);
  rows.push({ size, bare, chunked, compiled });
}

const f = (x: number, digits = 0) => x.toFixed(digits);
console.log(
  'Compiler (synthetic rulebook, one file; median of 3 runs at 1,000 powers, 1 run at 10,000)',
);
console.log(
  'powers | MB | bare parse ms | chunked parse ms | compile ms | compile / bare | compile / chunked | compile MB/s | peak RSS MB (bare / compile)',
);
for (const { size, bare, chunked, compiled } of rows) {
  const mb = compiled.bytes / 1e6;
  console.log(
    `${size} | ${f(mb, 2)} | ${f(bare.ms)} | ${f(chunked.ms)} | ${f(compiled.ms)} | ${f(compiled.ms / bare.ms, 2)} | ${f(compiled.ms / chunked.ms, 2)} | ${f(mb / (compiled.ms / 1000), 2)} | ${f(bare.maxRssMB)} / ${f(compiled.maxRssMB)}`,
  );
}
if (rows.length === 2) {
  const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `10x the input: compile costs ${f(large.compiled.ms / small.compiled.ms, 1)}x the time (bare parse: ${f(large.bare.ms / small.bare.ms, 1)}x)`,
  );
}

const bestiary = benchBestiary(1000);
console.log('\nBestiary (synthetic, 1,000 monster stat blocks in one file; 1 run each)');
console.log(
  `compile ${f(bestiary.compiled.ms)} ms = ${f(bestiary.compiled.ms / bestiary.bare.ms, 2)}x the bare remark parse of the same ${f(bestiary.compiled.bytes / 1e6, 2)} MB (${f(bestiary.bare.ms)} ms, same run); peak RSS ${f(bestiary.bare.maxRssMB)} / ${f(bestiary.compiled.maxRssMB)} MB`,
);
console.log('\nHostile input (compile ÷ bare remark parse of the same text, same run)');
console.log('case | KB | bare parse ms | compile ms | compile / bare | diagnostics');
for (const row of benchHostile()) {
  console.log(
    `${row.name} | ${f(row.bytes / 1024)} | ${f(row.bareMs)} | ${f(row.compileMs)} | ${f(row.compileMs / row.bareMs, 2)} | ${row.codes.join(', ') || 'none'}`,
  );
}

const incremental = benchIncremental();
console.log(
  `\nIncremental recompile (${incremental.files} files, a paragraph in the middle of one ${f(incremental.editedFileBytes / 1024)} KB file edited; median of 5 edits)`,
);
console.log(
  `recompile ${f(incremental.recompileMs)} ms = ${f(incremental.recompileMs / incremental.bareParseMs, 2)}x the bare parse of the edited file (${f(incremental.bareParseMs)} ms, same run); ${incremental.chunksParsed} of its ${incremental.chunks} chunks parsed again`,
);
console.log(
  `the edited file compiled with no cache (a per-file cache alone): ${f(incremental.fileCompileMs)} ms = ${f(incremental.fileCompileMs / incremental.bareParseMs, 2)}x; cold compile of all files ${f(incremental.fullCompileMs)} ms`,
);

for (const [name, content] of Object.entries(LOOP_CONTENT)) {
  const devLoop = await benchDevLoop(5, content);
  console.log(
    `\nAuthoring loop (astro dev on the ${name === 'corpus' ? 'realistic corpus, one book' : 'bundled rulebook'}, a heading renamed and saved; median of ${devLoop.saves} saves)`,
  );
  console.log(
    `save to updated page: ${f(devLoop.saveToPageMs)} ms = ${f(devLoop.saveToPageMs / devLoop.reloadMs, 1)}x a plain reload of the same page (${f(devLoop.reloadMs)} ms, same run)`,
  );
}

const dice = await benchDice();
console.log('\nDice engine (100,000 operations each)');
console.log(
  `browser bundle (parse + roll + rng): ${dice.bundle.minifiedBytes} B minified, ${dice.bundle.gzipBytes} B gzipped`,
);
console.log(
  `parse: ${dice.parseNsPerOp} ns/op = ${dice.parseVsJsonParse}x JSON.parse of the same text`,
);
console.log(
  `roll:  ${dice.rollNsPerOp} ns/op = ${dice.rollVsMathRandom}x a bare Math.random loop over the same dice`,
);
console.log(`findDice: ${dice.findDiceMsPer100kChars} ms per 100,000 characters of prose`);

console.log(
  '\nLong and adversarial input (formerly timed tests), beside JSON.parse of as many bytes',
);
for (const row of benchLinear()) {
  console.log(
    `${row.what} (${f(row.bytes / 1000)} KB): ${f(row.ms)} ms = ${f(row.ms / row.jsonMs, 1)}x JSON.parse (${f(row.jsonMs, 1)} ms)`,
  );
}

console.log(
  '\nGrowth with the persistent cache on, as the CLI compiles inside a project (time(2N) / time(N): about 2 when linear; median of 3)',
);
for (const row of await benchCacheGrowth()) {
  const [on, off] = [row.cacheOn, row.cacheOff];
  console.log(
    `${row.what}, ${row.n.toLocaleString('en')} → ${(2 * row.n).toLocaleString('en')}: cache on ${f(on[0])} → ${f(on[1])} ms = ${f(on[1] / on[0], 2)}x; cache off ${f(off[0])} → ${f(off[1])} ms = ${f(off[1] / off[0], 2)}x; cache on / off at 2N ${f(on[1] / off[1], 2)}x`,
  );
}

const site = await benchSite(1000);
console.log(
  `\nSite (synthetic rulebook of ${site.powers} powers in 20 files, ${site.pages} pages)`,
);
console.log(
  `site build (astro + Pagefind): ${f(site.buildMs)} ms = ${f(site.buildMs / site.compileMs, 1)}x the compile of the same files (${f(site.compileMs)} ms, CLI, same run)`,
);
console.log(
  `Pagefind index: ${f(site.pagefindBytes / 1024)} KB on disk; a first query transfers ${f(site.firstQueryBytes / 1024)} KB`,
);
console.log(
  'JavaScript per page type, gzipped (up front / with the widgets loaded on demand, search excluded):',
);
for (const [type, bytes] of Object.entries(site.jsBytes)) {
  console.log(`  ${type}: ${f(bytes.upFront / 1024, 1)} KB / ${f(bytes.withWidgets / 1024, 1)} KB`);
}

const playground = await benchPlayground();
console.log('\nAuthoring playground (bundled rulebook site, headless Chromium; median of 5 loads)');
console.log(
  `JavaScript, gzipped: its own code (page script, compile worker, widgets only it loads) ${f(playground.ownBytes / 1024, 1)} KB = ${f((playground.ownBytes / (250 * 1024)) * 100)}% of its 250 KB budget; with the site-wide scripts ${f(playground.upFrontBytes / 1024, 1)} KB up front, ${f(playground.allBytes / 1024, 1)} KB in all = ${f(playground.allBytes / playground.chapterBytes, 1)}x a rules chapter page (${f(playground.chapterBytes / 1024, 1)} KB)`,
);
console.log(
  `first preview: ${f(playground.firstPreviewMs)} ms after navigation = ${f(playground.firstPreviewMs / playground.loadMs, 2)}x the page's load event (${f(playground.loadMs)} ms, same run)`,
);
const [large, small] = playground.typing as [
  (typeof playground.typing)[0],
  (typeof playground.typing)[0],
];
console.log(
  `typing in ${f(large.bytes / 1000)} KB: keystroke to next frame ${f(large.medianMs, 1)} ms median, ${f(large.worstMs, 1)} ms worst = ${f(large.medianMs / small.medianMs, 2)}x the same in ${f(small.bytes / 1000)} KB (${f(small.medianMs, 1)} ms); preview follows ${f(large.previewMs)} ms after the last key (${f(small.previewMs)} ms in ${f(small.bytes / 1000)} KB)`,
);

console.log(`\n${formatPdfBench(await benchPdf(1000))}`);

console.log('\nHeavy pages (generated library, static server; Lighthouse mobile)');
console.log(formatHeavyPages(await benchHeavyPages()).join('\n'));

await printLighthouse();
