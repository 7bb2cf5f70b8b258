/** Prints the speed-on-real-books rows of `npm run bench` (see speed.ts), each as a ratio to its baseline. */
import { printLibrarySite } from './library-site.ts';
import { benchSiteSpeed, benchSpeed } from './speed.ts';

const f = (x: number, digits = 0) =>
  x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (x: number, base: number | null) => (base ? `${f(x / base, 2)} ×` : 'n/a');

/** Runs and prints the rows. */
export async function printSpeed(): Promise<void> {
  // BENCH_SPEED_SITE=only runs only the site-build rows (a few minutes less than all).
  if (process.env['BENCH_SPEED_SITE'] === 'only') return printSiteSpeed();
  const speed = benchSpeed();
  const { corpus } = speed;
  console.log(
    `Speed on real books: realistic corpus (scripts/lib/corpus/books.ts), ${corpus.files} books, ${f(corpus.bytes / 1e6, 2)} MB, ${corpus.powers} power blocks, ${corpus.monsters} monster stat blocks; median of 3 interleaved runs`,
  );
  if (speed.jekyllSkipped) console.log(`Jekyll rows skipped: ${speed.jekyllSkipped}`);
  const jekyll = speed.jekyllCorpusMs;
  const cpu = speed.cpu;
  console.log('figure | time (CPU time) | ratio (CPU ratio) | baseline');
  if (jekyll)
    console.log(
      `Jekyll cold build of the corpus (kramdown, hard_wrap) | ${f(jekyll)} ms (${f(cpu.jekyll!)} ms) | 1.00 × | itself`,
    );
  console.log(
    `rulebook compile, cold (default threads: workers from 3 cores, empty cache) | ${f(speed.coldMs)} ms (${f(cpu.cold)} ms) | ${ratio(speed.coldMs, jekyll)} (${ratio(cpu.cold, cpu.jekyll)}) | Jekyll`,
  );
  console.log(
    `rulebook compile, cold, one thread, no cache | ${f(speed.coldOneThreadMs)} ms (${f(cpu.oneThread)} ms) | ${ratio(speed.coldOneThreadMs, jekyll)} (${ratio(cpu.oneThread, cpu.jekyll)}) | Jekyll (default: ${f(speed.coldMs / speed.coldOneThreadMs, 2)} × one thread)`,
  );
  console.log(
    `rulebook compile, cold, one worker thread asked for (RULEBOOK_WORKERS=1), no cache | ${f(speed.coldOneWorkerMs)} ms (${f(cpu.oneWorker)} ms) | ${ratio(speed.coldOneWorkerMs, jekyll)} (${ratio(cpu.oneWorker, cpu.jekyll)}) | Jekyll (${f(speed.coldOneWorkerMs / speed.coldOneThreadMs, 2)} × one thread)`,
  );
  console.log(
    `rulebook compile, no change (cache) | ${f(speed.noChangeMs)} ms (${f(cpu.noChange)} ms) | ${ratio(speed.noChangeMs, speed.coldMs)} (${ratio(cpu.noChange, cpu.cold)}) | cold compile`,
  );
  console.log(
    `rulebook compile, ${speed.oneEdit.file} edited (${f(speed.oneEdit.share * 100)} % of the bytes) | ${f(speed.oneEdit.ms)} ms (${f(cpu.oneEdit)} ms) | ${ratio(speed.oneEdit.ms, speed.coldMs)} (${ratio(cpu.oneEdit, cpu.cold)}) | cold compile`,
  );
  console.log(
    `peak RSS of the cold compile (workers included) | ${f(speed.coldMaxRssMB)} MB | budget 400 MB |`,
  );
  console.log(
    `content diagnostics (reported, not a failure) | ${speed.diagnostics.errors} errors, ${speed.diagnostics.warnings} warnings | |`,
  );
  const s = speed.startup;
  console.log(`node -e "" | ${f(s.nodeMs)} ms | 1.00 × | itself (median of 11)`);
  console.log(`rulebook --help | ${f(s.helpMs)} ms | ${ratio(s.helpMs, s.nodeMs)} | node -e ""`);
  console.log(
    `rulebook compile of an empty directory | ${f(s.emptyCompileMs)} ms | ${ratio(s.emptyCompileMs, s.nodeMs)} | node -e ""`,
  );

  // BENCH_SPEED_SITE=off leaves out the site builds (several minutes), e.g. while working on the compiler.
  if (process.env['BENCH_SPEED_SITE'] === 'off') {
    console.log('Site build rows skipped (BENCH_SPEED_SITE=off).\n');
    return;
  }
  await printSiteSpeed();
}

/** Runs and prints the site-build rows: the bundled rulebook, the corpus, then the library beside Astro's floor. */
export async function printSiteSpeed(): Promise<void> {
  const site = benchSiteSpeed();
  const jr = site.jekyllRulebookMs;
  const cpu = (b: { cpuMs: number }) => `, CPU ${f(b.cpuMs)} ms`;
  console.log(
    `Site rows (load average ${f(site.load[0], 1)} before, ${f(site.load[1], 1)} after; median of 3)`,
  );
  if (jr) console.log(`Jekyll build of content/rulebook.md | ${f(jr)} ms | 1.00 × | itself`);
  for (const [label, b] of [
    ['cold compile cache', site.rulebookBuild],
    ['warm compile cache', site.rulebookBuildWarm],
  ] as const)
    console.log(
      `npm run build, bundled rulebook, ${label} | ${f(b.ms)} ms${cpu(b)} | ${ratio(b.ms, jr)} | Jekyll, same file`,
    );
  const e = site.emptyAstro;
  console.log(
    `astro build of an empty project (one page, no integration: Astro's floor) | ${f(e.ms)} ms${cpu(e)} | ${ratio(e.ms, jr)} | Jekyll, content/rulebook.md`,
  );
  const siteCorpus = site.corpus;
  if (siteCorpus.jekyllMs)
    console.log(
      `Jekyll build of the corpus (${siteCorpus.files.length} books) | ${f(siteCorpus.jekyllMs)} ms | 1.00 × | itself`,
    );
  console.log(
    `npm run build, corpus (${siteCorpus.files.length} books, cold compile cache) | ${f(siteCorpus.build.ms)} ms${cpu(siteCorpus.build)}, ${siteCorpus.pages} pages | ${f(siteCorpus.pages / (siteCorpus.build.ms / 1000), 1)} pages/s, ${ratio(siteCorpus.build.ms, siteCorpus.jekyllMs)} | Jekyll, same files`,
  );
  console.log('');
  await printLibrarySite();
}
