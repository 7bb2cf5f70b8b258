/**
 * In `astro dev`, how the compiled rulebook reaches the pages without
 * leaving memory. The loader and the pages run in one Node process, but
 * Astro evaluates them as different module instances (the content config
 * again after every save, the pages again after every store write), so a
 * module-level variable is not shared: a registry on `globalThis` is. The
 * store holds the data's key (stored-entries.ts); a save then neither
 * serializes, hashes and writes nine megabytes nor has the reloaded page
 * read and parse them again (a build still goes through a file:
 * data-file.ts).
 *
 * A key names the inputs the data was compiled from, so a recompile of the
 * same bytes (one save that reaches the watcher as two changes) stores the
 * same key and the open page is not reloaded for nothing. The registry keeps
 * the {@link KEPT} newest data (a page of the version before may still be
 * rendering).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Diagnostic, RulebookData } from '../compiler/index.ts';

/** How many compiled data the registry keeps: the current one and the one before. */
const KEPT = 2;

/** The registry's slot on `globalThis`, shared by every instance of this module in the process. */
const REGISTRY = Symbol.for('orcus-rulebook.live-data');

type Registry = Map<string, RulebookData>;

/** The process's registry, created on first use. */
function registry(): Registry {
  const slot = globalThis as { [REGISTRY]?: Registry };
  return (slot[REGISTRY] ??= new Map());
}

/**
 * Keeps `data` in memory under a key made of this process's id and
 * `inputs` (a digest of what it was compiled from), and returns the key;
 * forgets the oldest data beyond the {@link KEPT} newest.
 */
export function shareLiveData(data: RulebookData, inputs: string): string {
  const key = `${process.pid}-${inputs}`;
  const kept = registry();
  kept.delete(key); // the newest again
  kept.set(key, data);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
  return key;
}

/**
 * The data kept under `key`; else the newest data this process compiled
 * (`key` was forgotten, or the store was written by another process: a dev
 * server running in the same project writes the same store file, and this
 * server shows its own content). Throws, saying what to do, when this
 * process has compiled none.
 */
export function liveData(key: string): RulebookData {
  const kept = registry();
  const data = kept.get(key) ?? [...kept.values()].at(-1);
  if (data) return data;
  throw new Error(
    `The content store names the compiled rulebook ${key}, but this dev server has compiled ` +
      'none yet: the store was written by another process (a dev server that ended, or ' +
      'another one running in this project). Save a content file or restart `astro dev` to ' +
      'compile it again.',
  );
}

/**
 * The newest content status of this process, as the loader stored it (the
 * data's key, the content version, the content errors): the pages take it
 * from here rather than from the content store, so the open page can fetch
 * the new content as soon as it is stored, without waiting for Astro to
 * write the store and evaluate the modules that read it again.
 */
export interface LiveStatus {
  /** The data's key ({@link shareLiveData}). */
  key: string;
  version: string;
  diagnostics: Diagnostic[];
}

/** The slots on `globalThis` of the newest status and of each request's own. */
const STATUS = Symbol.for('orcus-rulebook.live-status');
const PINNED = Symbol.for('orcus-rulebook.live-status-of-request');

type StatusSlots = {
  [STATUS]?: LiveStatus | undefined;
  [PINNED]?: AsyncLocalStorage<LiveStatus | undefined>;
};

/** The request-scoped status, created on first use. */
function pinned(): AsyncLocalStorage<LiveStatus | undefined> {
  return ((globalThis as StatusSlots)[PINNED] ??= new AsyncLocalStorage());
}

/**
 * Makes `status` the newest (the loader, after each store), or none: the
 * pages then read the content store (the stored pictures changed, which
 * reach the pages only through Astro's write of the store).
 */
export function shareLiveStatus(status: LiveStatus | undefined): void {
  (globalThis as StatusSlots)[STATUS] = status;
}

/** The newest status this process stored (none before the first, or when withdrawn). */
export function liveStatus(): LiveStatus | undefined {
  return (globalThis as StatusSlots)[STATUS];
}

/**
 * Runs `handle` (a request to the dev server) with the newest status pinned:
 * every read of {@link requestLiveStatus} during it gives that one, so a page
 * whose rendering outlasts the next store still shows one version, its data
 * and its version attribute alike.
 */
export function withLiveStatus<T>(handle: () => T): T {
  return pinned().run(liveStatus(), handle);
}

/** The status pinned for the request being handled ({@link withLiveStatus}); none outside one. */
export function requestLiveStatus(): LiveStatus | undefined {
  return pinned().getStore();
}
