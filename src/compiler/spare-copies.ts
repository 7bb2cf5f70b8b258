/**
 * Private copies made ahead of need. The incremental compiler keeps each
 * file's extraction between saves, and a compile changes the objects it
 * replays, so each compile must get its own copy: copying the four unchanged
 * books of the realistic corpus took about 320 ms of a 550 ms recompile, on
 * the path from a save to the page. Here a kept value carries one spare
 * copy, made while the author is not waiting (a while after the last take,
 * one value per timer tick, so a request the server answers meanwhile waits
 * for one copy at most); a take hands out the spare and a copy is made on the
 * spot only when none is ready.
 */
import { deepCopy } from './deep-copy.ts';

/** A kept value and, once made, its spare copy. */
export interface Held<T> {
  readonly value: T;
  spare: T | undefined;
}

/** Hands out private copies of held values, and makes the next ones later. */
export interface SpareCopies {
  /** Holds `value` (the caller's own: it is not copied); its first spare is made later. */
  hold<T>(value: T): Held<T>;
  /** A private copy of `held.value`: its spare if one is ready, otherwise a copy made now. */
  take<T>(held: Held<T>): T;
}

/** How long after the last take or hold the spares are made (ms): after a save's page has loaded. */
export const SPARE_DELAY_MS = 1_000;

/** Runs `task` after `ms` without keeping a Node process alive for it (browsers have no `unref`). */
function later(task: () => void, ms: number): void {
  const timer: unknown = setTimeout(task, ms);
  (timer as { unref?: () => void }).unref?.();
}

/** Spare copies made with `deepCopy` (structuredClone's copy of plain data), `delayMs` after the last take or hold. */
export function createSpareCopies(delayMs: number = SPARE_DELAY_MS): SpareCopies {
  const due = new Set<Held<unknown>>();
  let generation = 0;
  const makeOne = (from: number) => {
    // A take or hold since the wait began starts the wait again.
    if (from !== generation) return;
    const [held] = due;
    if (held === undefined) return;
    due.delete(held);
    held.spare ??= deepCopy(held.value);
    later(() => makeOne(from), 0);
  };
  const wanted = (held: Held<unknown>) => {
    due.add(held);
    const from = ++generation;
    later(() => makeOne(from), delayMs);
  };
  return {
    hold<T>(value: T): Held<T> {
      const held: Held<T> = { value, spare: undefined };
      wanted(held as Held<unknown>);
      return held;
    },
    take<T>(held: Held<T>): T {
      const copy = held.spare ?? deepCopy(held.value);
      held.spare = undefined;
      wanted(held as Held<unknown>);
      return copy;
    },
  };
}
