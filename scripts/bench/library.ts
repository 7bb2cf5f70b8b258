/**
 * The library row of the speed benchmark (speed.ts): the whole author's
 * folder of content-formats §13 (scripts/lib/corpus/library.ts: five books,
 * 13 companion files, index.md, _config.yml, pictures at their real sizes)
 * compiled cold by the CLI beside Debian's Jekyll building the same folder
 * with its own `_config.yml`, the baseline of the corpus rows; then the
 * fast markdown path's rows on the same books (fast-path.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libraryFiles, writeEntries } from '../lib/corpus/library.ts';
import { printFastPath } from './fast-path.ts';
import { median } from '../lib/median.ts';
import { cli, ensureJekyll, run } from './speed.ts';

/** Figures of the library row. */
export interface LibraryReport {
  files: { markdown: number; pictures: number; bytes: number; pictureBytes: number };
  jekyllSkipped: string | null;
  /** Jekyll's cold build of the folder (median; wall and CPU ms). */
  jekyll: { ms: number; cpuMs: number } | null;
  /** `rulebook compile` of the folder, cold (empty cache; median). */
  cold: { ms: number; cpuMs: number };
  /** The same without the CLI's V8 code cache (`RULEBOOK_CODE_CACHE=off`; median): what the cache saves. */
  coldNoCodeCache: { ms: number; cpuMs: number };
  /** The same with one worker thread beside the main one (`RULEBOOK_WORKERS=1`; median). */
  coldOneWorker: { ms: number; cpuMs: number };
  diagnostics: { errors: number; warnings: number };
}

/** Writes the library and times `runs` interleaved cold builds of it by Jekyll and by the CLI. */
export async function benchLibrary(runs = 3): Promise<LibraryReport> {
  const jekyllSkipped = ensureJekyll();
  const work = mkdtempSync(join(tmpdir(), 'rulebook-library-'));
  try {
    const content = join(work, 'library');
    const entries = await libraryFiles();
    writeEntries(content, entries);
    const size = (entry: (typeof entries)[number]) =>
      'text' in entry ? Buffer.byteLength(entry.text) : entry.bytes.length;
    const markdown = entries.filter((e) => e.path.endsWith('.md'));
    const pictures = entries.filter((e) => e.path.startsWith('pics/'));
    const cacheDir = join(work, 'cache');
    const out = join(work, 'out');
    const site = join(work, 'jekyll-site');
    const jekyll: { ms: number; cpuMs: number }[] = [];
    const colds: ReturnType<typeof cli>[] = [];
    const oneWorker: ReturnType<typeof cli>[] = [];
    const noCodeCache: ReturnType<typeof cli>[] = [];
    for (let i = 0; i < runs; i++) {
      if (!jekyllSkipped) {
        // Cold as the CLI's row: no site, and no `.jekyll-cache` (Jekyll 4 keeps its
        // kramdown conversions there, in the source folder: the second run would reuse them).
        rmSync(site, { recursive: true, force: true });
        rmSync(join(content, '.jekyll-cache'), { recursive: true, force: true });
        const built = run('jekyll', [
          'build',
          '--quiet',
          '--source',
          content,
          '--destination',
          site,
        ]);
        if (built.status !== 0)
          throw new Error(`jekyll build of the library failed:\n${built.stderr}`);
        jekyll.push(built);
      }
      rmSync(cacheDir, { recursive: true, force: true });
      colds.push(
        cli(
          ['compile', '--content', content, '--out', out],
          { RULEBOOK_CACHE_DIR: cacheDir },
          work,
        ),
      );
      rmSync(cacheDir, { recursive: true, force: true });
      noCodeCache.push(
        cli(
          ['compile', '--content', content, '--out', out],
          { RULEBOOK_CACHE_DIR: cacheDir, RULEBOOK_CODE_CACHE: 'off' },
          work,
        ),
      );
      rmSync(cacheDir, { recursive: true, force: true });
      oneWorker.push(
        cli(
          ['compile', '--content', content, '--out', out],
          { RULEBOOK_CACHE_DIR: cacheDir, RULEBOOK_WORKERS: '1' },
          work,
        ),
      );
    }
    const mid = (list: { ms: number; cpuMs: number }[]) => ({
      ms: median(list.map((r) => r.ms)),
      cpuMs: median(list.map((r) => r.cpuMs)),
    });
    const last = colds[colds.length - 1]!;
    return {
      files: {
        markdown: markdown.length,
        pictures: pictures.length,
        bytes: markdown.reduce((n, e) => n + size(e), 0),
        pictureBytes: pictures.reduce((n, e) => n + size(e), 0),
      },
      jekyllSkipped,
      jekyll: jekyll.length ? mid(jekyll) : null,
      cold: mid(colds),
      coldNoCodeCache: mid(noCodeCache),
      coldOneWorker: mid(oneWorker),
      diagnostics: { errors: last.errors, warnings: last.warnings },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const f = (x: number, digits = 0) =>
  x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Runs and prints the library rows, each a ratio to Jekyll's build of the same folder. */
export async function printLibrary(): Promise<void> {
  const r = await benchLibrary();
  console.log(
    `Library (scripts/lib/corpus/library.ts): ${r.files.markdown} markdown files, ${f(r.files.bytes / 1e6, 2)} MB, ${r.files.pictures} pictures, ${f(r.files.pictureBytes / 1e6, 1)} MB; median of 3 interleaved runs`,
  );
  if (r.jekyllSkipped) console.log(`Jekyll row skipped: ${r.jekyllSkipped}`);
  const j = r.jekyll;
  if (j)
    console.log(
      `Jekyll cold build of the library folder (its _config.yml) | ${f(j.ms)} ms (${f(j.cpuMs)} ms) | 1.00 × | itself`,
    );
  const ratio = (x: number, base: number | undefined) => (base ? `${f(x / base, 2)} ×` : 'n/a');
  console.log(
    `rulebook compile of the library, cold (default threads, empty cache) | ${f(r.cold.ms)} ms (${f(r.cold.cpuMs)} ms) | ${ratio(r.cold.ms, j?.ms)} (${ratio(r.cold.cpuMs, j?.cpuMs)}) | Jekyll, same folder`,
  );
  console.log(
    `rulebook compile of the library, cold, without the CLI's code cache (RULEBOOK_CODE_CACHE=off) | ${f(r.coldNoCodeCache.ms)} ms (${f(r.coldNoCodeCache.cpuMs)} ms) | ${ratio(r.coldNoCodeCache.ms, j?.ms)} (${ratio(r.coldNoCodeCache.cpuMs, j?.cpuMs)}) | Jekyll, same folder`,
  );
  console.log(
    `rulebook compile of the library, cold, one worker thread (RULEBOOK_WORKERS=1) | ${f(r.coldOneWorker.ms)} ms (${f(r.coldOneWorker.cpuMs)} ms) | ${ratio(r.coldOneWorker.ms, j?.ms)} (${ratio(r.coldOneWorker.cpuMs, j?.cpuMs)}) | Jekyll, same folder`,
  );
  console.log(
    `library content diagnostics (reported, not a failure) | ${r.diagnostics.errors} errors, ${r.diagnostics.warnings} warnings | |`,
  );
  await printFastPath();
}
