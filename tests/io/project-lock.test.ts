/** One Astro build of a project at a time (src/io/project-lock.ts). */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withProjectLock } from '../../src/io/project-lock.ts';

const LOCK_MODULE = new URL('../../src/io/project-lock.ts', import.meta.url).href;

/** Runs a process that, from the time `start` (every contender at once), holds `lock` for 50 ms, writing when it enters and leaves to `log`. */
function holderProcess(
  lock: string,
  log: string,
  start: number,
): Promise<{ code: number | null; stderr: string }> {
  const script = `import { appendFileSync } from 'node:fs';
const { withProjectLock } = await import(${JSON.stringify(LOCK_MODULE)});
while (Date.now() < ${start});
await withProjectLock(${JSON.stringify(lock)}, async () => {
  appendFileSync(${JSON.stringify(log)}, 'enter ' + process.pid + '\\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  appendFileSync(${JSON.stringify(log)}, 'leave ' + process.pid + '\\n');
});`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

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

  it('lets builds that find an abandoned lock together take it one at a time, none failing', async () => {
    const lock = join(dir, 'build.lock');
    const log = join(dir, 'holders.log');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '999999999'); // no such process
    // Every process asks at the same moment, once all have started.
    const start = Date.now() + 3_000;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => holderProcess(lock, log, start)),
    );
    expect(results).toEqual(Array.from({ length: 6 }, () => ({ code: 0, stderr: '' })));
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(12);
    // Each holder leaves before the next enters.
    for (let n = 0; n < lines.length; n += 2)
      expect(lines[n + 1]).toBe(lines[n]!.replace('enter', 'leave'));
    expect(readdirSync(dir).sort()).toEqual(['holders.log']);
  });
});
