/** The stamp of what the CLI last wrote into an output directory (src/io/output-stamp.ts). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCompileCache, type CompileCache } from '../../src/io/compile-cache.ts';
import { stampOutput, unchangedOutput } from '../../src/io/output-stamp.ts';

let dir: string;
let out: string;
let cache: CompileCache;
const report = { diagnostics: [], counts: { sections: 2 } as never };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-stamp-'));
  out = join(dir, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'a.json'), '[]\n');
  writeFileSync(join(out, 'b.json'), '{}\n');
  cache = openCompileCache(join(dir, 'cache'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('stampOutput', () => {
  it('records the directory as it is, for that output only', () => {
    expect(unchangedOutput(cache, out, 'k1')).toBeNull();
    stampOutput(cache, out, 'k1', report);
    expect(unchangedOutput(cache, out, 'k1')).toEqual(report);
    expect(unchangedOutput(cache, out, 'k2')).toBeNull();
    // Another directory has its own stamp.
    expect(unchangedOutput(cache, dir, 'k1')).toBeNull();
  });

  it('records nothing for a directory that cannot be read', () => {
    stampOutput(cache, join(dir, 'missing'), 'k1', report);
    expect(unchangedOutput(cache, join(dir, 'missing'), 'k1')).toBeNull();
  });
});

describe('unchangedOutput', () => {
  beforeEach(() => stampOutput(cache, out, 'k1', report));

  it('sees a file rewritten with the same size, only its time changed', () => {
    writeFileSync(join(out, 'a.json'), '{}\n');
    utimesSync(join(out, 'a.json'), new Date(2001, 1, 1), new Date(2001, 1, 1));
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
});
