/**
 * The Astro content-layer loader: reads the content directories, calls the
 * compiler in-process (one parse of the markdown, the same JSON the CLI
 * writes) and stores the result as one entry, `data`, of the `rulebook`
 * collection (its shape: src/loaders/stored-entries.ts). Content errors fail
 * the build with every diagnostic printed as file:line:col; warnings are
 * logged.
 */
import type { Loader } from 'astro/loaders';
import { imageMetadata } from 'astro/assets/utils';
import { readFile } from 'node:fs/promises';
import {
  checkedByCompile,
  formatDiagnostic,
  validateData,
  type CompileInput,
  type Compiler,
  type Diagnostic,
  type LineBreaks,
  type RulebookData,
} from '../compiler/index.ts';
import { createNodeCompiler } from '../io/node-compiler.ts';
import { sha256Hex } from '../io/compile-cache.ts';
import { loadConfig } from '../io/config.ts';
import { readContent } from '../io/read-content.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import {
  contentRoots,
  isContentChange,
  isContentEvent,
  isStoreFlush,
  recompileStored,
  serialized,
  settleTimer,
  type Settle,
  type SerializedTask,
} from './content-watch.ts';
import { checkPictures, type PictureFile } from '../io/pictures.ts';
import { warningLog } from './warning-log.ts';
import { contentDirInputs } from '../io/content-dirs.ts';
import { escapeControls, isProcessed, pictureSitePath } from '../compiler/helpers.ts';
import { writeDataFile } from './data-file.ts';
import { shareLiveData, shareLiveStatus } from './live-data.ts';
import { markDevStep } from './dev-timing.ts';
import {
  type DevStatus,
  ENTRY_IDS,
  type StoredData,
  type StoredPictures,
} from './stored-entries.ts';

/** The loader's name, by which the dev integration asks Astro to flush the store after a recompile. */
export const RULEBOOK_LOADER_NAME = 'rulebook-loader';

/** Options of the rulebook loader. */
export interface RulebookLoaderOptions {
  /** Content directories, merged in order (default: the configuration's, see src/io/config.ts). */
  contentDirs?: string[];
  /** Line breaks in files that do not choose (default: the configuration's, else each directory's `_config.yml`). */
  lineBreaks?: LineBreaks;
}

/**
 * One compiler per list of content directories and mode, kept at module
 * level: `astro dev` evaluates the content config (and so creates a new
 * loader) again after every markdown change, and its incremental state must
 * outlive that.
 */
const compilers = new Map<string, Compiler>();

/**
 * In `astro dev`, per list of content directories, at module level like
 * `compilers`: the recompiles run one at a time (a save during one starts
 * exactly one more after it), so a later save is never replaced on the page
 * by an earlier one, and `update` is the latest load's (its store and logger).
 */
const devUpdates = new Map<string, DevUpdates>();

/** The recompiles of one list of content directories in `astro dev`. */
interface DevUpdates {
  /** The latest load's recompile (its store and logger). */
  update: () => Promise<void>;
  /** The recompiles, one at a time. */
  runs: SerializedTask;
  /** The last look at the files after a burst of saves ({@link settleCheck}). */
  settle: Settle;
  /** A digest of the files the last recompile read ({@link inputsDigest}). */
  compiled?: string;
  /** The schema check of the last stored data, run once the saves pause ({@link SCHEMA_CHECK_MS}). */
  schema: Settle;
  /** That check, until it has run. */
  check?: () => void;
  /** The warnings the last recompile logged, as logged: a save logs only the others ({@link warningLog}). */
  warned?: ReadonlySet<string>;
}

/**
 * How long after the last store `astro dev` checks the stored data against
 * its schema: off a save's path (the check of the realistic corpus takes
 * about 30 ms, a twentieth of a save), once the page has its update.
 */
export const SCHEMA_CHECK_MS = 1_000;

/** The key of `dirs` in {@link devUpdates}. */
const devKey = (dirs: readonly string[]): string => JSON.stringify(contentRoots(dirs));

/** The one-at-a-time recompiles of `dirs` in `astro dev`, running `update` from now on. */
function devRunsFor(
  dirs: readonly string[],
  update: () => Promise<void>,
  read: () => Promise<readonly CompileInput[]>,
): DevUpdates {
  const key = devKey(dirs);
  const entry = devUpdates.get(key);
  if (entry) {
    entry.update = update;
    return entry;
  }
  const created: DevUpdates = {
    update,
    runs: serialized(() => created.update()),
    settle: settleTimer(() => void settleCheck(created, read)),
    schema: settleTimer(() => void schemaCheck(created), SCHEMA_CHECK_MS),
  };
  devUpdates.set(key, created);
  return created;
}

/**
 * Once the recompiles asked for are done, reads the files again and
 * recompiles if they are not what the last recompile read: Vite's watcher
 * drops a save that follows another of the same file within 50 ms (no event
 * comes after it), and the page must still end on the last save.
 */
async function settleCheck(
  entry: DevUpdates,
  read: () => Promise<readonly CompileInput[]>,
): Promise<void> {
  await entry.runs.idle();
  const now = await read().catch(() => null);
  if (now && inputsDigest(now) !== entry.compiled) await entry.runs.run();
}

/** Runs the pending schema check, once the recompiles asked for are done (the latest data's only). */
async function schemaCheck(entry: DevUpdates): Promise<void> {
  await entry.runs.idle();
  const check = entry.check;
  entry.check = undefined;
  check?.();
}

/** A digest of the files read (paths and bytes), to tell whether any changed since. */
function inputsDigest(inputs: readonly CompileInput[]): string {
  const hash = createHash('sha256');
  for (const { path, text } of inputs) hash.update(path).update('\0').update(text).update('\0');
  return hash.digest('hex');
}

/**
 * The compile engine for `dirs`: a build compiles once (worker threads and
 * the persistent cache); the dev server recompiles on every save
 * (`incremental`, whose first compile of each file reads the persistent cache).
 */
function compilerFor(dirs: readonly string[], incremental: boolean): Compiler {
  const key = JSON.stringify([incremental, ...dirs.map((dir) => resolve(dir))]);
  let compiler = compilers.get(key);
  if (!compiler) compilers.set(key, (compiler = createNodeCompiler({ incremental })));
  return compiler;
}

/**
 * Creates the loader; the compiled data is stored under the id `data`.
 * Content errors cost only their own blocks (kept as prose): they are logged
 * as file:line:col and the data of everything else is stored, so a build
 * makes the site and `astro dev` shows the latest save; in `astro dev` they
 * are also stored with the content version (`status`) for the page banner.
 * A failure that is not a content diagnostic (a content directory removed)
 * fails a build, and in `astro dev` keeps the last data under a banner.
 * In `astro dev` the loader watches the content directories with Astro's
 * watcher and recompiles on every markdown file added, saved or deleted
 * (the compiler's per-file and per-chunk caches outlive the loader, so a
 * save recompiles only what changed); Astro writes the store and reloads
 * the open pages.
 */
export function rulebookLoader(options: RulebookLoaderOptions = {}): Loader {
  const config = loadConfig();
  const dirs = options.contentDirs ?? config.content;
  const lineBreaks = options.lineBreaks ?? config.lineBreaks;
  return {
    name: RULEBOOK_LOADER_NAME,
    load: async (context) => {
      const { logger, watcher, refreshContextData } = context;
      if (!watcher) return update(context); // astro build: one compile
      // The dev integration's request to write the store now: once the recompiles asked for are
      // done, the status is stored again (no digest), so Astro writes the store whatever its
      // last write did. Astro drops a write that starts while another is under way (its writer
      // writes the earlier data again), which left the store on disk without the rulebook.
      if (isStoreFlush(refreshContextData)) {
        await devUpdates.get(devKey(dirs))?.runs.idle();
        const status = context.store.get(ENTRY_IDS.status);
        if (status) context.store.set({ id: ENTRY_IDS.status, data: status.data });
        return;
      }
      const { runs, settle } = devRunsFor(
        dirs,
        () =>
          update(context).catch((error: unknown) =>
            logger.error(
              escapeControls(error instanceof Error ? error.message : String(error), 'keep'),
            ),
          ),
        read,
      );
      // A full load (the server's start, a changed configuration): Astro removed the watcher's
      // listeners of the last one.
      const roots = contentRoots(dirs);
      watcher.add(roots);
      watcher.on('all', (event, path) => {
        if (!isContentEvent(event) || !isContentChange(path, roots)) return;
        markDevStep('watch');
        void runs.run();
        settle.arm();
      });
      return runs.run();
    },
  };

  /** Reads every markdown file of the content directories. */
  function read(): Promise<CompileInput[]> {
    return readContent(dirs, { outsideLinks: config.symlinksOutsideContent });
  }

  /** Reads and compiles the content, and stores the result (and in `astro dev` its status). */
  async function update({
    store,
    logger,
    watcher,
    config: astro,
  }: Parameters<Loader['load']>[0]): Promise<void> {
    const dataDir = fileURLToPath(new URL('rulebook-data/', astro.cacheDir));
    /** In `astro dev`, this content's recompiles (made once per content directories, never dropped). */
    const dev = watcher ? devUpdates.get(devKey(dirs)) : undefined;
    let inputs;
    let result;
    let compiled = '';
    try {
      inputs = await read();
      // Each directory's home page and _config.yml (its line-break default).
      const contentDirs = await contentDirInputs(dirs);
      if (watcher) {
        const digest = inputsDigest(inputs);
        if (dev) dev.compiled = digest;
        // What the data is compiled from: its key in memory (live-data.ts).
        compiled = createHash('sha256')
          .update(digest)
          .update(JSON.stringify(contentDirs))
          .digest('hex')
          .slice(0, 20);
      }
      // Unchanged files and chunks come from the cache on every recompile after a save.
      if (watcher) markDevStep('compile-start');
      result = await compilerFor(dirs, Boolean(watcher)).compile(inputs, {
        lineBreaks,
        contentDirs,
        fastMarkdown: config.markdown.fastPath,
        // The manifest's hashes with Node's hash (the compiler's own, in JavaScript, is slower).
        sha256: sha256Hex,
      });
    } catch (error) {
      // Not a content diagnostic (a content directory removed, a bug): in a build it
      // fails the build; in astro dev the banner shows it over the last good content.
      if (!watcher) throw error;
      const message = error instanceof Error ? error.message : String(error);
      logger.error(escapeControls(message, 'keep'));
      setStatus(store, [loaderFailure(dirs, message)]);
      recompileStored();
      return;
    }
    if (watcher) markDevStep('compile-end');
    // Pictures: each referenced one must exist inside the content (a warning per one that does not).
    const pictures = await checkPictures(result, {
      dirs,
      outsideLinks: config.symlinksOutsideContent,
    });
    const { data, diagnostics } = pictures.result;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const warnings = diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic);
    const { fresh, repeated } = warningLog(warnings, dev?.warned);
    for (const warning of fresh) logger.warn(warning);
    if (repeated > 0)
      logger.info(`${repeated} warning(s) as at the last compile, not printed again`);
    if (dev) dev.warned = new Set(warnings);
    // A content error costs only its own block (kept as prose): the site is built, or the
    // page updated, from everything else, and the errors are printed (and, in astro dev,
    // shown in the page's banner).
    // A build run with --silent (npm run build off a terminal) logs nothing: its errors go to
    // stderr directly, where the author and a CI log see them.
    if (errors.length > 0 && watcher) logger.error(contentErrorReport(errors));
    else if (errors.length > 0) process.stderr.write(`${contentErrorReport(errors)}\n`);
    // What the compile checked against the schema itself is not checked twice. A build stops
    // on data that breaks its schema; astro dev stores the data first and checks it once the
    // saves pause, off the path from a save to the page (a failure then shows in the banner).
    const checked = checkedByCompile(result.stats);
    const schemaProblem = () => {
      const issues = validateData(data, checked);
      if (issues.length === 0) return null;
      return `Compiled data does not match its schema: ${JSON.stringify(issues.slice(0, 5))}`;
    };
    const problem = watcher ? null : schemaProblem();
    if (problem !== null) throw new Error(problem);
    if (watcher) setLiveData(store, data, compiled);
    else setData(store, data, dataDir);
    const newPictures = await setPictures(store, pictures.files);
    // New pictures reach the pages only once Astro writes the store: till then, they read it.
    if (watcher) setStatus(store, errors, !newPictures);
    if (watcher) {
      markDevStep('stored');
      recompileStored();
      if (dev) {
        dev.check = () => {
          const message = schemaProblem();
          if (message === null) return;
          logger.error(escapeControls(message, 'keep'));
          setStatus(store, [...errors, loaderFailure(dirs, message, SCHEMA_HINT)]);
          recompileStored();
        };
        dev.schema.arm();
      }
    }
    logger.info(`compiled ${inputs.length} file(s) from ${escapeControls(dirs.join(', '))}`);
  }
}

type Store = Parameters<Loader['load']>[0]['store'];

/** Writes the compiled data to its file in `dir` and stores the file's path (a build). */
function setData(store: Store, data: RulebookData, dir: string): void {
  const stored: StoredData = { file: writeDataFile(dir, JSON.stringify(data)) };
  store.set({ id: ENTRY_IDS.data, data: { ...stored } });
}

/**
 * In `astro dev`: keeps the compiled data in memory under a key made of
 * `inputs`, the digest of what it was compiled from, and stores the key
 * (live-data.ts says why).
 */
function setLiveData(store: Store, data: RulebookData, inputs: string): void {
  const stored: StoredData = { live: shareLiveData(data, inputs) };
  store.set({ id: ENTRY_IDS.data, data: { ...stored } });
}

/**
 * Stores the pictures that can be published: those the image pipeline
 * converts as image imports, the others (`.bmp`, served as they are) with
 * their width and height, so every picture is shown at its size. Returns
 * whether they differ from the stored ones.
 */
async function setPictures(store: Store, files: readonly PictureFile[]): Promise<boolean> {
  const stored: StoredPictures = { images: {}, files: {}, sizes: {} };
  for (const { path, absolute } of files) {
    const sitePath = pictureSitePath(path);
    stored.files[sitePath] = absolute;
    if (isProcessed(path)) stored.images[sitePath] = `__ASTRO_IMAGE_${absolute}`;
    else {
      const size = await sizeOf(absolute);
      if (size) stored.sizes[sitePath] = size;
    }
  }
  // The same pictures as the last load's (every save of a book without new ones): no store
  // write, so the content layer neither rewrites its files nor invalidates its modules again.
  const digest = JSON.stringify(stored);
  const existing = store.get(ENTRY_IDS.pictures);
  // An entry set again unchanged lists none of its pictures among the image imports Astro
  // converts (.astro/content-assets.mjs), so a second build of the same content, or astro dev
  // started again, would show them unconverted: listed again, as Astro's own glob loader does
  // for a file that did not change (its store has the method, its loader type does not name it).
  if (existing?.digest === digest && existing.assetImports?.length)
    (store as Store & AssetImports).addAssetImports(existing.assetImports);
  store.set({ id: ENTRY_IDS.pictures, data: { ...stored }, digest });
  return existing?.digest !== digest;
}

/** What Astro's data store offers a loader besides its type: list image imports again. */
interface AssetImports {
  addAssetImports(assets: string[], filePath?: string): void;
}

/** A picture's width and height, read from its header; null when they cannot be read. */
async function sizeOf(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await imageMetadata(await readFile(file), file);
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * In `astro dev`, after every store: stores the content errors of the banner
 * (none: the data is current) with the content version, a digest of the
 * stored data, pictures and these errors, so a page knows what it was
 * rendered from (the dev integration reloads a page whose version is not
 * the store's). With `live`, the pages read the status at once from memory
 * (live-data.ts), before Astro writes the store; without, from the store.
 */
function setStatus(store: Store, diagnostics: Diagnostic[], live = true): void {
  const rendered = [ENTRY_IDS.data, ENTRY_IDS.pictures].map((id) => store.get(id)?.data);
  const version = createHash('sha256')
    .update(JSON.stringify([...rendered, diagnostics]))
    .digest('hex')
    .slice(0, 20);
  const status: DevStatus = { version, diagnostics };
  store.set({ id: ENTRY_IDS.status, data: { ...status }, digest: version });
  const data = store.get(ENTRY_IDS.data)?.data as StoredData | undefined;
  const key = data && 'live' in data ? data.live : undefined;
  shareLiveStatus(live && key !== undefined ? { key, version, diagnostics } : undefined);
}

/** The errors of a compile, as printed: what they are, where, and that the rest was built. */
export function contentErrorReport(errors: readonly Diagnostic[]): string {
  const list = errors.map(formatDiagnostic).join('\n');
  return `The rulebook has ${errors.length} content error(s); each block with one is kept as prose and everything else is built (\`npm run check\` fails on them):\n${list}`;
}

/** The fix of a loader failure that is not a compiler bug. */
const UNREADABLE_HINT =
  'Check that every content directory exists and can be read; the terminal shows details.';

/** The fix of compiled data that breaks its schema: a compiler bug, not the author's. */
const SCHEMA_HINT =
  'This is a bug of the compiler, not of the content: the page shows the data anyway, `npm run build` stops on it. Report it with the terminal output; rewording the block it names avoids it meanwhile.';

/** A diagnostic for a loader failure that is not about one place in the content. */
function loaderFailure(
  dirs: readonly string[],
  message: string,
  hint: string = UNREADABLE_HINT,
): Diagnostic {
  return {
    severity: 'error',
    code: 'input/unreadable',
    message,
    hint,
    file: dirs.join(', '),
    line: 1,
    column: 1,
  };
}
