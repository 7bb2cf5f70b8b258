/** Temporary directories beside an output (src/io/write-output.ts). */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  moveDirectory,
  removeStaleTempDirs,
  tempDirBeside,
  writeDirectoryAtomically,
} from '../../src/io/write-output.ts';

/** A process id no process has (above Linux's largest). */
const GONE = 99_999_999;
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rulebook-write-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('removeStaleTempDirs', () => {
  it('removes what killed runs left beside the target, and nothing else', async () => {
    for (const name of [`.out.tmp-${GONE}-a`, `.out.tmp-${process.pid}-b`, `.other.tmp-${GONE}-c`])
      mkdirSync(join(dir, name));
    mkdirSync(join(dir, 'out'));
    await removeStaleTempDirs(join(dir, 'out'));
    expect(readdirSync(dir).sort()).toEqual([
      `.other.tmp-${GONE}-c`,
      `.out.tmp-${process.pid}-b`,
      'out',
    ]);
  });
});

describe('tempDirBeside', () => {
  it('removes stale temporary directories first, then makes one of its own beside the target', async () => {
    mkdirSync(join(dir, `.out.tmp-${GONE}-a`));
    const made = await tempDirBeside(join(dir, 'out'));
    expect(existsSync(join(dir, `.out.tmp-${GONE}-a`))).toBe(false);
    expect(made.startsWith(join(dir, `.out.tmp-${process.pid}-`))).toBe(true);
    expect(existsSync(made)).toBe(true);
  });
});

describe('output modes', () => {
  /** Runs `make` under `umask`, then restores the process's own. */
  async function underUmask<T>(umask: number, make: () => Promise<T>): Promise<T> {
    const own = process.umask(umask);
    try {
      return await make();
    } finally {
      process.umask(own);
    }
  }
  const modeOf = (path: string) => statSync(path).mode & 0o777;

  it.each([
    ['022', '755'],
    ['027', '750'],
  ])('gives an output directory, under umask %s, mode %s (not 0700)', async (mask, mode) => {
    const [umask, expected] = [parseInt(mask, 8), parseInt(mode, 8)];
    const out = join(dir, 'out');
    await underUmask(umask, () => writeDirectoryAtomically(out, { 'a.json': '{}\n' }));
    expect(modeOf(out)).toBe(expected);
    expect(modeOf(join(out, 'a.json'))).toBe(expected & 0o666);
    const temp = await underUmask(umask, () => tempDirBeside(join(dir, 'site')));
    expect(modeOf(temp)).toBe(expected);
  });
});

describe('moveDirectory', () => {
  /** Builds a small tree in `parent`, moves it to an empty directory of `dir`, checks it arrived whole. */
  async function moveFrom(parent: string): Promise<void> {
    const from = mkdtempSync(join(parent, 'rulebook-move-'));
    try {
      mkdirSync(join(from, 'powers', 'grapple'), { recursive: true });
      writeFileSync(join(from, 'index.html'), '<h1>Rules</h1>');
      writeFileSync(join(from, 'powers', 'grapple', 'index.html'), '<h1>Grapple</h1>');
      const to = join(dir, 'site');
      mkdirSync(to); // as tempDirBeside leaves it: made, empty
      await moveDirectory(from, to);
      expect(existsSync(from)).toBe(false);
      expect(readFileSync(join(to, 'powers', 'grapple', 'index.html'), 'utf8')).toBe(
        '<h1>Grapple</h1>',
      );
      expect(readdirSync(to).sort()).toEqual(['index.html', 'powers']);
    } finally {
      rmSync(from, { recursive: true, force: true });
    }
  }

  it('moves a directory into an empty one on the same file system', async () => {
    await moveFrom(dir);
  });

  it('copies, then removes, a directory on another file system (/dev/shm here, where there is one)', async () => {
    const other = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    if (other === '/dev/shm') expect(statSync(other).dev).not.toBe(statSync(dir).dev);
    await moveFrom(other);
  });
});
