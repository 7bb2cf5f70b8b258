/** One Astro build of a project at a time (src/io/project-lock.ts). */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withProjectLock } from '../../src/io/project-lock.ts';

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'rulebook-lock-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('withProjectLock', () => {
  it('runs two holders one after the other, telling the second it waits, and leaves no lock', async () => {
    const lock = join(dir, 'cache/build.lock');
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = withProjectLock(lock, async () => {
      events.push('a start');
      await released;
      events.push('a end');
      return 'a';
    });
    // The first holds the lock until the second has been told it waits for it.
    const second = withProjectLock(
      lock,
      () => {
        events.push('b start');
        return 'b';
      },
      () => {
        events.push('b waits');
        release();
      },
    );
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'b waits', 'a end', 'b start']);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process has ended, and releases it when the work throws', async () => {
    const lock = join(dir, 'build.lock');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '999999999'); // no such process
    let waited = false;
    await expect(
      withProjectLock(
        lock,
        () => {
          throw new Error('build broke');
        },
        () => (waited = true),
      ),
    ).rejects.toThrow('build broke');
    expect(waited).toBe(false);
    expect(existsSync(lock)).toBe(false);
  });
});
