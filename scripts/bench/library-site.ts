/**
 * The library's site build beside Astro's floor: `npm run build` (the
 * command its script runs, scripts/build-site.mjs) of the generated library
 * (scripts/lib/corpus/library.ts: the five books, their companions and the
 * pictures at their real sizes), cold (empty compile cache, empty Astro
 * cache: the pictures, page policies and search index) then warm (both
 * kept: the search index is reused, its pages unchanged), interleaved with
 * `astro build` of a project of as many trivial pages (one layout, one
 * `[id].astro` route, a heading and a paragraph each) built by this
 * project's installed Astro: what any Astro site of that many pages pays,
 * whatever its content.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLibrary } from '../lib/corpus/library.ts';
import { medianBuild } from '../lib/median.ts';
import { run, trivialPagesProject } from './speed.ts';

/** Wall and CPU time of one build (CPU: the build and every process it started). */
export interface BuildTime {
  ms: number;
  cpuMs: number;
}

/** Figures of the library's site-build rows (medians of `runs`). */
export interface LibrarySiteReport {
  runs: number;
  /** HTML files of the built library site: the floor project builds as many. */
  pages: number;
  /** `npm run build` of the library, empty compile and Astro caches (pictures, policies, search index). */
  cold: BuildTime;
  /** The same build again, its compile and Astro caches kept. */
  warm: BuildTime;
  /** `astro build` of `pages` trivial pages: Astro's floor for a site that size. */
  floor: BuildTime;
  /** The 1-minute load average before and after the rows. */
  load: [number, number];
  /** Builds that first waited for another build of this project (their time includes the wait). */
  waited: number;
}

const node = process.execPath;
const root = join(import.meta.dirname, '..', '..');

const f = (x: number, digits = 0) =>
  x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Counts the files under `dir` whose name ends with `suffix` (`.html`: the pages). */
export function countFiles(dir: string, suffix: string): number {
  return readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(suffix))
    .length;
}

/** The converted pictures of a built site (src/site/pictures.ts: WebP sources). */
const convertedPictures = (dist: string) => countFiles(join(dist, '_astro'), '.webp');

/** `astro build` of the trivial project (its dist emptied first), timed. */
function floorBuild(dir: string): BuildTime {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const astro = join(root, 'node_modules', 'astro', 'astro.js');
  const result = run(node, [astro, 'build', '--silent'], {}, dir);
  if (result.status !== 0) throw new Error(`trivial pages build failed:\n${result.stderr}`);
  return { ms: result.ms, cpuMs: result.cpuMs };
}

/** Caches of one library build: the compile cache and Astro's (the pictures it converted). */
interface Caches {
  compile: string;
  astro: string;
}

/**
 * `npm run build` of `content` into `dist` with the given caches; reports
 * whether it first waited for another build of this project (the lock).
 */
function libraryBuild(content: string, dist: string, caches: Caches) {
  const result = run(
    node,
    ['scripts/build-site.mjs', '--out', dist],
    {
      RULEBOOK_CONTENT: content,
      RULEBOOK_CACHE_DIR: caches.compile,
      RULEBOOK_ASTRO_CACHE: caches.astro,
    },
    root,
  );
  if (result.status !== 0) throw new Error(`library site build failed:\n${result.stderr}`);
  const waited = result.stderr.includes('Waiting for another build');
  return { time: { ms: result.ms, cpuMs: result.cpuMs }, waited };
}

/**
 * Writes the library (pictures at `scale` of their real size) and times
 * `runs` interleaved rounds of: the cold library build, Astro's floor of as
 * many pages (counted after the first build), the warm library build.
 */
export async function benchLibrarySite(runs = 1, scale = 1): Promise<LibrarySiteReport> {
  const work = mkdtempSync(join(tmpdir(), 'rulebook-bench-library-site-'));
  const loadBefore = loadavg()[0]!;
  try {
    const content = join(work, 'Orcus SRD');
    await writeLibrary(content, { scale });
    const dist = join(work, 'dist');
    const caches: Caches = { compile: join(work, 'cache'), astro: join(work, 'astro-cache') };
    const cold: BuildTime[] = [];
    const warm: BuildTime[] = [];
    const floor: BuildTime[] = [];
    let pages = 0;
    let project = '';
    let waited = 0;
    // Each build as it ends, on stderr: a round takes minutes, and its figures survive an interruption.
    const done = (what: string, time: BuildTime) =>
      process.stderr.write(
        `library site bench: ${what} ${f(time.ms)} ms (CPU ${f(time.cpuMs)} ms), load ${f(loadavg()[0]!, 1)}\n`,
      );
    const timed = (what: string, build: ReturnType<typeof libraryBuild>, into: BuildTime[]) => {
      into.push(build.time);
      if (build.waited) waited++;
      done(`${what}${build.waited ? ' (waited for another build)' : ''}`, build.time);
    };
    for (let i = 0; i < runs; i++) {
      for (const dir of Object.values(caches)) rmSync(dir, { recursive: true, force: true });
      timed('cold build', libraryBuild(content, dist, caches), cold);
      const pictures = convertedPictures(dist);
      if (!project) {
        pages = countFiles(dist, '.html');
        project = trivialPagesProject(join(work, 'trivial'), pages);
      }
      floor.push(floorBuild(project));
      done(`floor (${pages} trivial pages)`, floor[floor.length - 1]!);
      timed('warm build', libraryBuild(content, dist, caches), warm);
      // A warm build must publish the site the cold one did, its pictures converted too.
      const warmPictures = convertedPictures(dist);
      if (warmPictures !== pictures)
        throw new Error(
          `The warm library build published ${warmPictures} converted pictures, the cold one ${pictures}: ` +
            'the warm row would time another site. Check that the rulebook loader lists its pictures ' +
            "among Astro's image imports when they did not change (src/loaders/rulebook.ts).",
        );
    }
    return {
      runs,
      pages,
      cold: medianBuild(cold),
      warm: medianBuild(warm),
      floor: medianBuild(floor),
      load: [loadBefore, loadavg()[0]!],
      waited,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The rows, each beside its baseline (Astro's floor of as many pages, same run). */
export function formatLibrarySite(report: LibrarySiteReport): string[] {
  const { floor, cold, warm, pages } = report;
  const row = (label: string, b: BuildTime, ratio: string, baseline: string) =>
    `${label} | ${f(b.ms)} ms (CPU ${f(b.cpuMs)} ms) | ${ratio} | ${baseline}`;
  const x = (b: BuildTime) => `${f(b.ms / floor.ms, 2)} × (CPU ${f(b.cpuMs / floor.cpuMs, 2)} ×)`;
  return [
    `Library site build (generated library, pictures at full size; ${pages} pages; ${report.runs === 1 ? 'one run' : `median of ${report.runs} interleaved runs`}; load average ${f(report.load[0], 1)} before, ${f(report.load[1], 1)} after${report.waited ? `; ${report.waited} build(s) waited for another build of the project` : ''})`,
    'figure | time (CPU time) | ratio (CPU ratio) | baseline',
    row(
      `astro build of ${pages} trivial pages (one [id].astro route)`,
      floor,
      '1.00 ×',
      "itself: Astro's floor for the site's size",
    ),
    row(
      'npm run build, library, cold (no compile cache, no picture cache)',
      cold,
      x(cold),
      'the floor (target ≤ 2.0)',
    ),
    row(
      'npm run build, library, warm (compile, picture, policy and search-index caches kept)',
      warm,
      x(warm),
      'the floor (target ≤ 2.0)',
    ),
  ];
}

/** Runs and prints the rows (`BENCH_LIBRARY_SITE_RUNS`: rounds, default 1: each build takes a minute or more). */
export async function printLibrarySite(): Promise<void> {
  const runs = Number(process.env['BENCH_LIBRARY_SITE_RUNS'] ?? 1) || 1;
  console.log(formatLibrarySite(await benchLibrarySite(runs)).join('\n'));
  console.log('');
}

if (import.meta.url === `file://${process.argv[1]}`) await printLibrarySite();
