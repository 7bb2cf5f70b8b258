/** Temporary directories beside an output (src/io/write-output.ts). */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleTempDirs, tempDirBeside } from '../../src/io/write-output.ts';

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
