/**
 * Speed on real books, each figure beside its baseline in the same
 * run: the realistic five-book corpus (corpus.ts) compiled cold by the CLI
 * (default threads: worker threads from 3 cores; then one thread) against Debian's Jekyll building the
 * same files; the persistent cache with no change and with one file edited;
 * peak memory; the CLI's start-up against a bare `node -e ""`; the site build
 * of the bundled rulebook against Jekyll's build of the same file (and an
 * empty Astro project's build, the framework's floor, against the same), and of the
 * corpus in pages per second (wall and CPU time, with the load average). Content diagnostics never fail the benchmark
 * (the corpus has monsters the compiler may not read yet): they are counted.
 */
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusBooks } from '../lib/corpus/books.ts';
import { median, medianBuild } from '../lib/median.ts';

/** One timed run of a command. */
interface Run {
  ms: number;
  /** CPU time of the command (user + system, every thread and child process). */
  cpuMs: number;
  status: number | null;
  stderr: string;
}

const node = process.execPath;
const cliRunner = join(import.meta.dirname, 'run-cli.mjs');

/** Runs a command to its end, timed (wall and CPU time). */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
): Run {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1', CI: '1' },
    maxBuffer: 64 << 20,
  });
  const ms = performance.now() - started;
  if (result.error) throw result.error;
  return { ms, cpuMs: childrenCpuMs() - cpuBefore, status: result.status, stderr: result.stderr };
}

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, ms) of the child processes this process has
 * waited for so far (Linux's /proc; 0 elsewhere). On a machine shared with
 * other work, a command's CPU time moves less than its wall time.
 */
function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name; cutime and cstime are fields 16 and 17 of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

/** Installs Debian's jekyll when missing (as root); null with the reason when it cannot be had. */
export function ensureJekyll(): string | null {
  if (spawnSync('jekyll', ['--version']).status === 0) return null;
  if (process.getuid?.() !== 0)
    return 'jekyll is not installed and this is not root: run `sudo apt-get install -y jekyll`';
  const installed = spawnSync('apt-get', ['install', '-y', 'jekyll'], { encoding: 'utf8' });
  if (installed.status === 0 && spawnSync('jekyll', ['--version']).status === 0) return null;
  return `apt-get install -y jekyll failed: ${(installed.stderr ?? '').trim().split('\n').pop()}`;
}

/** A cold Jekyll build (no cache, empty destination) of the markdown files in `dir`. */
function jekyllBuild(files: string[], work: string): Run {
  const source = join(work, 'jekyll-src');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  for (const file of files) cpSync(file, join(source, file.split('/').pop()!));
  // The books' own site configuration, minimal: kramdown with hard_wrap.
  writeFileSync(join(source, '_config.yml'), 'markdown: kramdown\nkramdown:\n  hard_wrap: true\n');
  const dest = join(work, 'jekyll-site');
  rmSync(dest, { recursive: true, force: true });
  const result = run('jekyll', ['build', '--quiet', '--source', source, '--destination', dest]);
  if (result.status !== 0) throw new Error(`jekyll build failed:\n${result.stderr}`);
  return result;
}

/** Runs the built CLI; returns time, exit status, peak RSS and the diagnostic tally. */
export function cli(args: string[], env: Record<string, string>, work: string) {
  const rssFile = join(work, 'rss.txt');
  rmSync(rssFile, { force: true });
  const result = run(node, [cliRunner, ...args], { ...env, BENCH_RSS_FILE: rssFile });
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`rulebook failed:\n${result.stderr}`);
  const tally = /(\d+) errors?, (\d+) warnings?/.exec(result.stderr);
  const rss = spawnSync('cat', [rssFile], { encoding: 'utf8' }).stdout.trim();
  return {
    ms: result.ms,
    cpuMs: result.cpuMs,
    status: result.status,
    maxRssMB: Number(rss) / 1024,
    errors: Number(tally?.[1] ?? 0),
    warnings: Number(tally?.[2] ?? 0),
  };
}

/** Figures of the speed benchmark. */
export interface SpeedReport {
  corpus: { files: number; bytes: number; powers: number; monsters: number };
  jekyllSkipped: string | null;
  jekyllCorpusMs: number | null;
  coldMs: number;
  coldOneThreadMs: number;
  /** Cold, no cache, with one worker thread asked for (`RULEBOOK_WORKERS=1`). */
  coldOneWorkerMs: number;
  /** CPU times (user + system, ms; medians) of the rows above and below. */
  cpu: {
    jekyll: number | null;
    cold: number;
    oneThread: number;
    oneWorker: number;
    noChange: number;
    oneEdit: number;
  };
  coldMaxRssMB: number;
  diagnostics: { errors: number; warnings: number };
  noChangeMs: number;
  oneEdit: { ms: number; file: string; share: number };
  startup: { nodeMs: number; helpMs: number; emptyCompileMs: number };
}

/** Runs the compile and start-up rows (`runs` cold runs each, median). */
export function benchSpeed(runs = 3): SpeedReport {
  const jekyllSkipped = ensureJekyll();
  const work = mkdtempSync(join(tmpdir(), 'rulebook-speed-'));
  try {
    const content = join(work, 'corpus');
    mkdirSync(content);
    const books = corpusBooks();
    const files = books.map((book) => {
      const path = join(content, book.name);
      writeFileSync(path, book.text);
      return path;
    });
    const bytes = books.reduce((sum, book) => sum + Buffer.byteLength(book.text), 0);
    const count = (re: RegExp) => books.reduce((n, b) => n + (b.text.match(re)?.length ?? 0), 0);
    const out = join(work, 'out');
    const compileArgs = ['compile', '--content', content, '--out', out];
    const cacheDir = join(work, 'cache');
    const cold = () => {
      rmSync(cacheDir, { recursive: true, force: true });
      return cli(compileArgs, { RULEBOOK_CACHE_DIR: cacheDir }, work);
    };
    const jekyll: Run[] = [];
    const colds: ReturnType<typeof cli>[] = [];
    const oneThread: ReturnType<typeof cli>[] = [];
    const oneWorker: ReturnType<typeof cli>[] = [];
    // Interleaved, so a burst of load on the shared machine hits every row alike.
    for (let i = 0; i < runs; i++) {
      if (!jekyllSkipped) jekyll.push(jekyllBuild(files, work));
      colds.push(cold());
      oneThread.push(cli(compileArgs, { RULEBOOK_CACHE: 'off', RULEBOOK_WORKERS: '0' }, work));
      // The worker pool asked for whatever the cores: what the 2-core default leaves out.
      oneWorker.push(cli(compileArgs, { RULEBOOK_CACHE: 'off', RULEBOOK_WORKERS: '1' }, work));
    }
    const coldMedian = median(colds.map((c) => c.ms));
    const noChange: ReturnType<typeof cli>[] = [];
    for (let i = 0; i < runs; i++)
      noChange.push(cli(compileArgs, { RULEBOOK_CACHE_DIR: cacheDir }, work));
    const edited = files[1]!;
    const edits: ReturnType<typeof cli>[] = [];
    for (let i = 0; i < runs; i++) {
      appendFileSync(edited, `\nAn edited paragraph, number ${i}: roll 1d8 + 2.\n`);
      edits.push(cli(compileArgs, { RULEBOOK_CACHE_DIR: cacheDir }, work));
    }
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const startup = { node: [] as number[], help: [] as number[], empty: [] as number[] };
    const rulebook = join(import.meta.dirname, '..', 'rulebook.js');
    for (let i = 0; i < 11; i++) {
      startup.node.push(run(node, ['-e', '']).ms);
      startup.help.push(run(node, [rulebook, '--help']).ms);
      startup.empty.push(
        run(node, [rulebook, 'compile', '--content', empty, '--out', join(work, 'empty-out')]).ms,
      );
    }
    const last = colds[colds.length - 1]!;
    return {
      corpus: {
        files: files.length,
        bytes,
        powers: count(/^> #### /gm) - count(/^> \*\*Level \d+ .*\(\d[\d.]* XP\)/gm),
        monsters: count(/^> \*\*Level \d+ .*\(\d[\d.]* XP\)/gm),
      },
      jekyllSkipped,
      jekyllCorpusMs: jekyllSkipped ? null : median(jekyll.map((r) => r.ms)),
      coldMs: coldMedian,
      coldOneThreadMs: median(oneThread.map((r) => r.ms)),
      coldOneWorkerMs: median(oneWorker.map((r) => r.ms)),
      cpu: {
        jekyll: jekyllSkipped ? null : median(jekyll.map((r) => r.cpuMs)),
        cold: median(colds.map((r) => r.cpuMs)),
        oneThread: median(oneThread.map((r) => r.cpuMs)),
        oneWorker: median(oneWorker.map((r) => r.cpuMs)),
        noChange: median(noChange.map((r) => r.cpuMs)),
        oneEdit: median(edits.map((r) => r.cpuMs)),
      },
      coldMaxRssMB: Math.max(...colds.map((c) => c.maxRssMB)),
      diagnostics: { errors: last.errors, warnings: last.warnings },
      noChangeMs: median(noChange.map((r) => r.ms)),
      oneEdit: {
        ms: median(edits.map((r) => r.ms)),
        file: edited.split('/').pop()!,
        share: Buffer.byteLength(books[1]!.text) / bytes,
      },
      startup: {
        nodeMs: median(startup.node),
        helpMs: median(startup.help),
        emptyCompileMs: median(startup.empty),
      },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Wall and CPU time of one site build (CPU: the build and every process it started). */
export interface SiteBuildTime {
  ms: number;
  cpuMs: number;
}

/** Figures of the site-build rows. */
export interface SiteSpeedReport {
  jekyllRulebookMs: number | null;
  rulebookBuild: SiteBuildTime;
  rulebookBuildWarm: SiteBuildTime;
  /** `astro build` of a project with one page and no integration: the framework's floor. */
  emptyAstro: SiteBuildTime;
  corpus: { jekyllMs: number | null; build: SiteBuildTime; pages: number; files: string[] };
  /** The 1-minute load average before and after the rows: how busy the machine was. */
  load: [number, number];
}

/**
 * `npm run build` (the command its script runs: scripts/build-site.mjs), timed
 * with the CPU time of the build and every process it started (`run`).
 */
function built(contentDirs: string, dist: string, cacheDir: string): SiteBuildTime {
  const result = run(node, ['scripts/build-site.mjs', '--out', dist], {
    RULEBOOK_CONTENT: contentDirs,
    RULEBOOK_CACHE_DIR: cacheDir,
  });
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stderr}`);
  return { ms: result.ms, cpuMs: result.cpuMs };
}

/**
 * A static project of `pages` trivial pages generated by one `[id].astro`
 * route with getStaticPaths and one layout, the default configuration and no
 * integration; Astro alone is linked from this project's node_modules (its
 * dependencies resolve from where it really is), so its caches stay its own.
 */
export function trivialPagesProject(dir: string, pages: number): string {
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  mkdirSync(join(dir, 'src', 'layouts'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "name": "trivial-pages", "type": "module" }\n');
  writeFileSync(join(dir, 'astro.config.mjs'), 'export default {};\n');
  writeFileSync(
    join(dir, 'src', 'layouts', 'Page.astro'),
    [
      '---',
      'const { title } = Astro.props;',
      '---',
      '<html lang="en"><head><meta charset="utf-8" /><title>{title}</title></head>',
      '<body><main><slot /></main></body></html>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'src', 'pages', '[id].astro'),
    [
      '---',
      "import Page from '../layouts/Page.astro';",
      'export function getStaticPaths() {',
      `  return Array.from({ length: ${pages} }, (_, i) => ({ params: { id: \`page-\${i}\` }, props: { n: i } }));`,
      '}',
      'const { n } = Astro.props;',
      '---',
      '<Page title={`Page ${n}`}><h1>Page {n}</h1><p>The paragraph of page {n}.</p></Page>',
      '',
    ].join('\n'),
  );
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(
    join(process.cwd(), 'node_modules', 'astro'),
    join(dir, 'node_modules', 'astro'),
    'dir',
  );
  return dir;
}

/** `astro build` of the empty project, timed like `built`. */
function builtEmpty(dir: string): SiteBuildTime {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const astro = join(process.cwd(), 'node_modules', 'astro', 'astro.js');
  const result = run(node, [astro, 'build', '--silent'], {}, dir);
  if (result.status !== 0) throw new Error(`empty Astro build failed:\n${result.stderr}`);
  return { ms: result.ms, cpuMs: result.cpuMs };
}

const load1 = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]) || 0;

/**
 * `npm run build` of the bundled rulebook (cold compile cache, then warm)
 * beside Jekyll's build of the same file and the build of an empty Astro
 * project (the floor no Astro site goes below), and the site of the whole corpus
 * (five books, cold compile cache) beside Jekyll's build of the same files.
 * A corpus book with content errors fails the row: the corpus compiles clean.
 */
export function benchSiteSpeed(runs = 3): SiteSpeedReport {
  const jekyllSkipped = ensureJekyll();
  const work = mkdtempSync(join(tmpdir(), 'rulebook-site-speed-'));
  const loadBefore = load1();
  try {
    const cacheDir = join(work, 'cache');
    const dist = join(work, 'dist');
    const jekyll: number[] = [];
    const cold: SiteBuildTime[] = [];
    const warm: SiteBuildTime[] = [];
    const empty: SiteBuildTime[] = [];
    const emptyProject = trivialPagesProject(join(work, 'empty-astro'), 1);
    for (let i = 0; i < runs; i++) {
      if (!jekyllSkipped) jekyll.push(jekyllBuild(['content/rulebook.md'], work).ms);
      empty.push(builtEmpty(emptyProject));
      rmSync(cacheDir, { recursive: true, force: true });
      cold.push(built('content', dist, cacheDir));
      warm.push(built('content', dist, cacheDir));
    }
    const content = join(work, 'corpus');
    mkdirSync(content);
    const files = corpusBooks().map((book) => {
      const path = join(content, book.name);
      writeFileSync(path, book.text);
      return path;
    });
    // One build, cold compile cache, as a first build of the books would be.
    rmSync(cacheDir, { recursive: true, force: true });
    const corpusBuild = built(content, dist, cacheDir);
    const pages = readdirSync(dist, { recursive: true }).filter((n) =>
      String(n).endsWith('.html'),
    ).length;
    return {
      jekyllRulebookMs: jekyllSkipped ? null : median(jekyll),
      rulebookBuild: medianBuild(cold),
      rulebookBuildWarm: medianBuild(warm),
      emptyAstro: medianBuild(empty),
      corpus: {
        jekyllMs: jekyllSkipped ? null : jekyllBuild(files, work).ms,
        build: corpusBuild,
        pages,
        files: files.map((file) => file.split('/').pop()!),
      },
      load: [loadBefore, load1()],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
