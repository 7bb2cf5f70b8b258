/**
 * The Astro content-layer loader: reads the content directories, calls the
 * compiler in-process (one parse of the markdown, the same JSON the CLI
 * writes) and stores the result as one entry, `data`, of the `rulebook`
 * collection (its shape: src/loaders/stored-entries.ts). Content errors fail
 * the build with every diagnostic printed as file:line:col; warnings are
 * logged.
 */
import type { Loader } from 'astro/loaders';
import {
  cachedFileResults,
  cachedPreparedOf,
  compileContent,
  createIncrementalCompiler,
  formatDiagnostic,
  loadConfig,
  readContent,
  validateData,
} from '../io/site-compiler.ts';
import type {
  Diagnostic,
  IncrementalCompiler,
  LineBreaks,
  RulebookData,
} from '../compiler/index.ts';
import { escapeControls } from '../compiler/terminal-text.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bumpContentVersion } from '../integrations/content-version.ts';
import { checkPictures, type PictureFile } from '../io/pictures.ts';
import { contentDirInputs } from '../io/content-dirs.ts';
import { isProcessed } from '../compiler/pictures.ts';
import { writeDataFile } from './data-file.ts';
import {
  type DevStatus,
  ENTRY_IDS,
  type StoredData,
  type StoredPictures,
} from './stored-entries.ts';

/** The loader's name, by which the dev integration asks Astro to run it again. */
export const RULEBOOK_LOADER_NAME = 'rulebook-loader';

/** Options of the rulebook loader. */
export interface RulebookLoaderOptions {
  /** Content directories, merged in order (default: the configuration's, see src/io/config.ts). */
  contentDirs?: string[];
  /** Line breaks in files that do not choose (default: the configuration's, else each directory's `_config.yml`). */
  lineBreaks?: LineBreaks;
}

/**
 * One incremental compiler per list of content directories, kept at module
 * level: `astro dev` evaluates the content config (and so creates a new
 * loader) again after every markdown change, and its cache must outlive that.
 */
const compilers = new Map<string, IncrementalCompiler>();

/**
 * The number of loads started, at module level like `compilers`. In `astro
 * dev` two loads can overlap (the refresh integration's and Astro's own after
 * it reloads the content config), and one that read the files before the
 * other may finish after it: only the last started stores its result, so an
 * earlier save never replaces a later one on the page.
 */
let loadsStarted = 0;

function compilerFor(dirs: readonly string[]): IncrementalCompiler {
  const key = JSON.stringify(dirs.map((dir) => resolve(dir)));
  let compiler = compilers.get(key);
  if (!compiler)
    compilers.set(
      key,
      (compiler = createIncrementalCompiler(cachedPreparedOf(), cachedFileResults())),
    );
  return compiler;
}

/**
 * Creates the loader; the compiled data is stored under the id `data`.
 * Content errors cost only their own blocks (kept as prose): they are logged
 * as file:line:col and the data of everything else is stored, so a build
 * makes the site and `astro dev` shows the latest save; in `astro dev` they
 * are also stored with the content version (`status`) for the page banner.
 * A failure that is not a content diagnostic (a content directory removed)
 * fails a build, and in `astro dev` keeps the last data under a banner. The
 * `rulebookRefresh` integration runs the loader
 * again on every content change; the compiler's per-file and per-chunk caches
 * outlive the loader, so a save recompiles only what changed.
 */
export function rulebookLoader(options: RulebookLoaderOptions = {}): Loader {
  const config = loadConfig();
  const dirs = options.contentDirs ?? config.content;
  const lineBreaks = options.lineBreaks ?? config.lineBreaks;
  // Unchanged files and chunks come from the cache on every recompile after a save.
  const compiler = compilerFor(dirs);
  return {
    name: RULEBOOK_LOADER_NAME,
    load: async ({ store, logger, watcher, config: astro }) => {
      const dataDir = fileURLToPath(new URL('rulebook-data/', astro.cacheDir));
      const thisLoad = ++loadsStarted;
      let inputs;
      let result;
      try {
        inputs = await readContent(dirs, { outsideLinks: config.symlinksOutsideContent });
        // Each directory's home page and _config.yml (its line-break default).
        const contentDirs = await contentDirInputs(dirs);
        // A build compiles once: worker threads and the persistent cache. The dev
        // server recompiles on every save: the incremental compiler, whose first
        // compile of each file reads the persistent cache.
        result = watcher
          ? compiler.compile(inputs, { lineBreaks, contentDirs })
          : await compileContent(inputs, { lineBreaks, contentDirs });
      } catch (error) {
        // Not a content diagnostic (a content directory removed, a bug): in a build it
        // fails the build; in astro dev the banner shows it over the last good content.
        if (!watcher) throw error;
        if (thisLoad !== loadsStarted) return; // a later load reports what holds now
        const message = error instanceof Error ? error.message : String(error);
        logger.error(escapeControls(message, 'keep'));
        setStatus(store, [loaderFailure(dirs, message)]);
        return;
      }
      // Pictures: each referenced one must exist inside the content (a warning per one that does not).
      const pictures = await checkPictures(result, {
        dirs,
        outsideLinks: config.symlinksOutsideContent,
      });
      // A later load started meanwhile: its files are at least as new as these.
      if (watcher && thisLoad !== loadsStarted) return;
      const { data, diagnostics } = pictures.result;
      const errors = diagnostics.filter((d) => d.severity === 'error');
      for (const d of diagnostics.filter((d) => d.severity === 'warning'))
        logger.warn(formatDiagnostic(d));
      // A content error costs only its own block (kept as prose): the site is built, or the
      // page updated, from everything else, and the errors are printed (and, in astro dev,
      // shown in the page's banner).
      // A build run with --silent (npm run build off a terminal) logs nothing: its errors go to
      // stderr directly, where the author and a CI log see them.
      if (errors.length > 0 && watcher) logger.error(contentErrorReport(errors));
      else if (errors.length > 0) process.stderr.write(`${contentErrorReport(errors)}\n`);
      const issues = validateData(data);
      if (issues.length > 0) {
        throw new Error(
          `Compiled data does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`,
        );
      }
      setData(store, data, dataDir);
      setPictures(store, pictures.files);
      if (watcher) setStatus(store, errors);
      logger.info(`compiled ${inputs.length} file(s) from ${escapeControls(dirs.join(', '))}`);
    },
  };
}

type Store = Parameters<Loader['load']>[0]['store'];

/** Writes the compiled data to its file in `dir` and stores the file's path. */
function setData(store: Store, data: RulebookData, dir: string): void {
  const stored: StoredData = { file: writeDataFile(dir, JSON.stringify(data)) };
  store.set({ id: ENTRY_IDS.data, data: { ...stored } });
}

/** Stores the pictures that can be published: those the image pipeline converts as image imports. */
function setPictures(store: Store, files: readonly PictureFile[]): void {
  const stored: StoredPictures = { images: {}, files: {} };
  for (const { path, absolute } of files) {
    if (isProcessed(path)) stored.images[path] = `__ASTRO_IMAGE_${absolute}`;
    stored.files[path] = absolute;
  }
  // The same pictures as the last load's (every save of a book without new ones): no store
  // write, so the content layer neither rewrites its files nor invalidates its modules again.
  store.set({ id: ENTRY_IDS.pictures, data: { ...stored }, digest: JSON.stringify(stored) });
}

/**
 * In `astro dev`, after every store: raises the content version and stores it
 * with the content errors of the banner (none: the data is current), so pages
 * know what they were rendered from.
 */
function setStatus(store: Store, diagnostics: Diagnostic[]): void {
  const status: DevStatus = { version: bumpContentVersion(), diagnostics };
  store.set({ id: ENTRY_IDS.status, data: { ...status } });
}

/** The errors of a compile, as printed: what they are, where, and that the rest was built. */
export function contentErrorReport(errors: readonly Diagnostic[]): string {
  const list = errors.map(formatDiagnostic).join('\n');
  return `The rulebook has ${errors.length} content error(s); each block with one is kept as prose and everything else is built (\`npm run check\` fails on them):\n${list}`;
}

/** A diagnostic for a loader failure that is not about one place in the content. */
function loaderFailure(dirs: readonly string[], message: string): Diagnostic {
  return {
    severity: 'error',
    code: 'input/unreadable',
    message,
    hint: 'Check that every content directory exists and can be read; the terminal shows details.',
    file: dirs.join(', '),
    line: 1,
    column: 1,
  };
}
