/**
 * How `astro dev` follows the content: which watcher events are content
 * changes, the one-at-a-time runner of the loader's recompiles, and the
 * signal by which the loader tells the dev integration
 * (src/integrations/rulebook-refresh.ts) that a recompile is stored, so it
 * asks Astro to write the store at once. The rulebook loader watches with
 * its context's watcher (Astro's loader API).
 */
import { resolve, sep } from 'node:path';

/** The watcher events that change the content: a file added, saved or deleted. */
export const CONTENT_EVENTS = ['add', 'change', 'unlink'] as const;

/** A watcher event that changes the content. */
export type ContentEvent = (typeof CONTENT_EVENTS)[number];

/** Whether a watcher event is one of {@link CONTENT_EVENTS}. */
export function isContentEvent(event: string): event is ContentEvent {
  return (CONTENT_EVENTS as readonly string[]).includes(event);
}

/** The absolute paths of the content directories, as the watcher reports paths. */
export function contentRoots(dirs: readonly string[]): string[] {
  return dirs.map((dir) => resolve(dir));
}

/** Whether a changed path is a markdown file inside one of the content roots (absolute paths). */
export function isContentChange(path: string, roots: readonly string[]): boolean {
  return (
    path.toLowerCase().endsWith('.md') &&
    roots.some((root) => path.startsWith(root.endsWith(sep) ? root : root + sep))
  );
}

/** A task run one at a time ({@link serialized}). */
export interface SerializedTask {
  /**
   * Asks for a run: one starts now if none runs, else exactly one more
   * starts after the current one (however many calls came in meanwhile).
   * Resolves when a run that started after this call has finished, so
   * what it read is at least as new as the call.
   */
  run(): Promise<void>;
  /** Resolves when the runs asked for so far have finished (at once if none is pending). */
  idle(): Promise<void>;
}

/**
 * Runs `task` one at a time: a burst of calls costs at most two runs, and
 * the last call is always served by a run that started after it. `task`
 * reports its own errors; a rejection reaches the callers of that run.
 */
export function serialized(task: () => Promise<void>): SerializedTask {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return {
    run() {
      if (!running) return start();
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
      return queued;
    },
    async idle() {
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}

/**
 * How long after a content event the loader checks the files once more
 * (src/loaders/rulebook.ts): longer than the 50 ms in which Vite's watcher
 * (chokidar) drops a second `change` of the same file without a later
 * event, so a save that follows another that closely is still compiled.
 */
export const SETTLE_MS = 150;

/**
 * A timer that calls `check` once, `ms` after the last {@link Settle.arm}
 * (each call restarts it): the loader's last look at the content after a
 * burst of saves.
 */
export interface Settle {
  /** Starts the timer again. */
  arm(): void;
}

/** Creates a {@link Settle} timer; the timer does not keep the process alive. */
export function settleTimer(check: () => void, ms: number = SETTLE_MS): Settle {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    arm() {
      clearTimeout(timer);
      timer = setTimeout(check, ms);
      timer.unref?.();
    },
  };
}

/**
 * The refresh context (`refreshContent({ context })`) by which the dev
 * integration asks the loader only to finish its pending recompiles:
 * Astro writes the store right after the loader returns, instead of after
 * its half-second save delay.
 */
export const STORE_FLUSH = { rulebookStoreFlush: true } as const;

/** Whether a load's refresh context is {@link STORE_FLUSH}. */
export function isStoreFlush(context: Record<string, unknown> | undefined): boolean {
  return context?.['rulebookStoreFlush'] === true;
}

/**
 * The slot on `globalThis` of the listeners of {@link recompileStored}: the
 * loader and the dev integration run in one process but as different module
 * instances (Astro loads the integration with its configuration, the loader
 * with the content configuration), so a module-level list is not shared.
 */
const STORED_LISTENERS = Symbol.for('orcus-rulebook.recompile-stored');

/** The process's listeners of {@link recompileStored}, created on first use. */
function storedListeners(): Set<() => void> {
  const slot = globalThis as { [STORED_LISTENERS]?: Set<() => void> };
  return (slot[STORED_LISTENERS] ??= new Set());
}

/**
 * Called by the loader in `astro dev` once a recompile is in the store: the
 * dev integration then asks Astro to write the store ({@link STORE_FLUSH}).
 * Asked for at this point rather than at the watcher's event, the write
 * can only follow the new data, never come between the save and its store.
 */
export function recompileStored(): void {
  for (const listener of storedListeners()) listener();
}

/** Calls `listener` after every {@link recompileStored} of this process; returns what stops it. */
export function onRecompileStored(listener: () => void): () => void {
  const listeners = storedListeners();
  const own = () => listener(); // one entry per call, even for the same function
  listeners.add(own);
  return () => listeners.delete(own);
}
