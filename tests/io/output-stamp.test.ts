/** The stamp of what the CLI last wrote into an output directory (src/io/output-stamp.ts). */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import { stampOutput, unchangedOutput } from '../../src/io/output-stamp.ts';

let dir: string;
let out: string;
let cache: CompileCache;
const report = { diagnostics: [], counts: { sections: 2 } as never };
const files = { 'a.json': Buffer.from('[1]\n'), 'b.json': Buffer.from('{}\n') };
/** Writes `files` into `out`, as the CLI would. */
function write(into = out, contents: Record<string, Uint8Array> = files) {
  mkdirSync(into, { recursive: true });
  for (const [name, bytes] of Object.entries(contents)) writeFileSync(join(into, name), bytes);
}
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-stamp-'));
  out = join(dir, 'out');
  write();
  cache = openCompileCache(join(dir, 'cache'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('stampOutput', () => {
  it('records the files written, for that output and directory only', () => {
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
    stampOutput(cache, out, 'k1', report, files);
    expect(unchangedOutput(cache, out, 'k1')).toEqual(report);
    expect(unchangedOutput(cache, out, 'k2')).toBeNull();
    // Another directory has its own stamp.
    write(join(dir, 'other'));
    expect(unchangedOutput(cache, join(dir, 'other'), 'k1')).toBeNull();
  });

  it('records the bytes this process wrote, not what another put there since', () => {
    // Another compile replaced out/ between this one's write and its stamp.
    write(out, { 'a.json': Buffer.from('[2]\n'), 'b.json': Buffer.from('{}\n') });
    stampOutput(cache, out, 'k1', report, files);
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
  });
});

describe('unchangedOutput', () => {
  beforeEach(() => stampOutput(cache, out, 'k1', report, files));

  it('sees a file edited in place to the same size, its time put back', () => {
    const { atime, mtime } = statSync(join(out, 'a.json'));
    writeFileSync(join(out, 'a.json'), '[2]\n');
    utimesSync(join(out, 'a.json'), atime, mtime);
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
  });

  it('sees a file added, a file removed and the directory gone', () => {
    writeFileSync(join(out, 'c.json'), '[]\n');
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
    rmSync(join(out, 'c.json'));
    expect(unchangedOutput(cache, out, 'k1')).toEqual(report);
    rmSync(join(out, 'b.json'));
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
    rmSync(out, { recursive: true });
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
  });

  it('takes a directory rewritten with the same bytes as unchanged', () => {
    rmSync(out, { recursive: true });
    write();
    expect(unchangedOutput(cache, out, 'k1')).toEqual(report);
  });
});
