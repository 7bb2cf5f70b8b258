/** Which watcher events make the dev server recompile, the one-at-a-time runner of the recompiles, and the signal that one is stored. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isContentChange,
  isContentEvent,
  isStoreFlush,
  onRecompileStored,
  recompileStored,
  serialized,
  settleTimer,
  STORE_FLUSH,
} from '../../src/loaders/content-watch.ts';

describe('isContentChange', () => {
  const roots = ['/book/content', '/book/homebrew/'];

  it('accepts markdown files anywhere inside a content directory', () => {
    expect(isContentChange('/book/content/rulebook.md', roots)).toBe(true);
    expect(isContentChange('/book/content/chapters/Feats.MD', roots)).toBe(true);
    expect(isContentChange('/book/homebrew/house.md', roots)).toBe(true);
  });

  it('ignores other files, and directories that only share a prefix', () => {
    expect(isContentChange('/book/content/cover.png', roots)).toBe(false);
    expect(isContentChange('/book/content-old/rulebook.md', roots)).toBe(false);
    expect(isContentChange('/book/src/pages/index.md', roots)).toBe(false);
  });
});

describe('isContentEvent', () => {
  it('accepts a file added, saved or deleted, not directory events', () => {
    expect(['add', 'change', 'unlink'].filter(isContentEvent)).toEqual(['add', 'change', 'unlink']);
    expect(['addDir', 'unlinkDir', 'ready', 'error'].filter(isContentEvent)).toEqual([]);
  });
});

describe('isStoreFlush', () => {
  it('recognises the flush context (as Astro passes it on, a copy) and nothing else', () => {
    expect(isStoreFlush({ ...STORE_FLUSH })).toBe(true);
    expect(isStoreFlush(undefined)).toBe(false);
    expect(isStoreFlush({ other: true })).toBe(false);
  });
});

describe('serialized', () => {
  /** A runner whose runs record the number of calls made when they started, and end on `release`. */
  function recorder() {
    const runs: number[] = [];
    let calls = 0;
    const releases: (() => void)[] = [];
    const task = serialized(
      () =>
        new Promise<void>((resolve) => {
          runs.push(calls);
          releases.push(resolve);
        }),
    );
    const call = () => {
      calls++;
      return task.run();
    };
    return { runs, call, task, release: () => releases.shift()!() };
  }

  it('runs one task at a time and exactly once more after a burst, so the last call is served', async () => {
    const { runs, call, release } = recorder();
    void call(); // starts run 1
    const burst = Array.from({ length: 29 }, () => call()); // a burst while it runs
    expect(runs).toEqual([1]);
    release();
    await expect.poll(() => runs.length).toBe(2);
    expect(runs).toEqual([1, 30]); // the second run started after the last call
    release();
    await Promise.all(burst); // every call of the burst is served by the second run
    expect(runs).toHaveLength(2);
    void call();
    expect(runs).toEqual([1, 30, 31]);
    release();
  });

  it('resolves a call only when a run that started after it has finished', async () => {
    const { runs, call, release } = recorder();
    let firstDone = false;
    let secondDone = false;
    void call().then(() => (firstDone = true));
    void call().then(() => (secondDone = true)); // during run 1: served by run 2
    release();
    await expect.poll(() => firstDone).toBe(true);
    expect(secondDone).toBe(false);
    expect(runs).toEqual([1, 2]);
    release();
    await expect.poll(() => secondDone).toBe(true);
  });

  it('idle() waits for the runs asked for so far, and resolves at once when none is', async () => {
    const { call, task, release } = recorder();
    await task.idle(); // nothing asked for
    void call();
    void call();
    let idle = false;
    void task.idle().then(() => (idle = true));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false); // the queued run has not run yet
    release();
    await expect.poll(() => idle).toBe(true);
  });

  it('goes on after a run fails, and passes the failure to the callers of that run', async () => {
    let fail = true;
    const task = serialized(async () => {
      if (fail) throw new Error('compile failed');
    });
    await expect(task.run()).rejects.toThrow('compile failed');
    fail = false;
    await expect(task.run()).resolves.toBeUndefined();
    await expect(task.idle()).resolves.toBeUndefined();
  });
});

describe('settleTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('calls its check once, the given time after the last arm', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const settle = settleTimer(check, 100);
    settle.arm();
    vi.advanceTimersByTime(60);
    settle.arm(); // a later event starts the wait again
    vi.advanceTimersByTime(60);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('recompileStored', () => {
  it('calls every listener of the process, each once, until it is stopped', () => {
    const calls: string[] = [];
    const stopA = onRecompileStored(() => calls.push('a'));
    const stopB = onRecompileStored(() => calls.push('b'));
    recompileStored();
    stopA();
    recompileStored();
    stopB();
    recompileStored();
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});

describe('onRecompileStored', () => {
  it('keeps one listener per call, even of the same function', () => {
    let calls = 0;
    const listener = () => calls++;
    const stops = [onRecompileStored(listener), onRecompileStored(listener)];
    recompileStored();
    for (const stop of stops) stop();
    recompileStored();
    expect(calls).toBe(2);
  });
});
