/** Keeping the persistent cache within a size (src/io/cache-prune.ts, its use in compile-cache.ts). */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cacheMaxBytes,
  DEFAULT_CACHE_MAX_BYTES,
  pruneCache,
  recordWrites,
} from '../../src/io/cache-prune.ts';
import { cacheKey, openCompileCache } from '../../src/io/compile-cache.ts';

const root = join(import.meta.dirname, '../..');
const KB = 1024;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-prune-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a cache-shaped entry of `size` bytes last used `ageSeconds` ago; gives its path. */
function entry(name: string, size: number, ageSeconds: number, now = Date.now()): string {
  const key = cacheKey('written', null, name);
  const path = join(dir, key.slice(0, 2), `${key.slice(2)}.bin`);
  mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
  writeFileSync(path, Buffer.alloc(size));
  const used = new Date(now - ageSeconds * 1000);
  utimesSync(path, used, used);
  return path;
}

describe('pruneCache', () => {
  it('removes the least recently used entries first, down to three quarters of the size', () => {
    const now = Date.now();
    const paths = [40, 30, 20, 10, 0].map((age) => entry(`e${age}`, 100 * KB, age, now));
    // 500 KB against 400 KB allowed: down to 300 KB, the two oldest go.
    const report = pruneCache(dir, 400 * KB, now);
    expect(report).toEqual({ bytes: 500 * KB, removed: 2, kept: 300 * KB });
    expect(paths.map((path) => existsSync(path))).toEqual([false, false, true, true, true]);
  });

  it('leaves a cache within its size as it is', () => {
    const paths = [entry('a', 100 * KB, 1000), entry('b', 100 * KB, 0)];
    expect(pruneCache(dir, 200 * KB)).toEqual({ bytes: 200 * KB, removed: 0, kept: 200 * KB });
    expect(paths.every((path) => existsSync(path))).toBe(true);
  });

  it('touches nothing that is not one of its entries, however old or large', () => {
    // RULEBOOK_CACHE_DIR pointed at a directory with the author's own files in it.
    const old = new Date(0);
    const theirs = [
      join(dir, 'notes.md'),
      join(dir, 'ab', 'chapter.md'),
      join(dir, 'ab', `${'0'.repeat(62)}.bin.bak`),
      join(dir, 'books', `${'0'.repeat(62)}.bin`),
    ];
    for (const path of theirs) {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, Buffer.alloc(300 * KB));
      utimesSync(path, old, old);
    }
    const ours = entry('ours', 10 * KB, 5000);
    const report = pruneCache(dir, 1);
    expect(report).toEqual({ bytes: 10 * KB, removed: 1, kept: 0 });
    expect(existsSync(ours)).toBe(false);
    expect(theirs.filter((path) => existsSync(path))).toEqual(theirs);
  });

  it('removes what a killed write left, not a write still under way', () => {
    const key = cacheKey('written', null, 'an entry');
    mkdirSync(join(dir, key.slice(0, 2)));
    const temp = (age: number) => {
      const path = join(
        dir,
        key.slice(0, 2),
        `${key.slice(2)}.bin.${1000 + age}-0b8f3f2c-6a1e-4c3b-9d7e-5f1a2b3c4d5e.tmp`,
      );
      writeFileSync(path, 'half an entry');
      const time = new Date(Date.now() - age * 1000);
      utimesSync(path, time, time);
      return path;
    };
    const killed = temp(3600);
    const writing = temp(1);
    const ledgerTemp = join(dir, 'rulebook-cache-size.77-0b8f3f2c-6a1e-4c3b-9d7e-5f1a2b3c4d5e.tmp');
    writeFileSync(ledgerTemp, '12');
    const old = new Date(Date.now() - 3600_000);
    utimesSync(ledgerTemp, old, old);
    pruneCache(dir, DEFAULT_CACHE_MAX_BYTES);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(ledgerTemp)).toBe(false);
    expect(existsSync(writing)).toBe(true);
  });

  it('gives an empty report for a cache directory that does not exist', () => {
    expect(pruneCache(join(dir, 'none'), 1)).toEqual({ bytes: 0, removed: 0, kept: 0 });
  });
});

describe('recordWrites', () => {
  const ledger = () => readFileSync(join(dir, 'rulebook-cache-size'), 'utf8');

  it('looks at the entries when there is no ledger, and starts one with what is left', () => {
    const paths = [30, 20, 10].map((age) => entry(`e${age}`, 100 * KB, age));
    expect(recordWrites(dir, 0, 280 * KB)).toEqual({
      bytes: 300 * KB,
      removed: 1,
      kept: 200 * KB,
    });
    expect(existsSync(paths[0]!)).toBe(false);
    expect(ledger()).toBe(`${200 * KB}\n`);
  });

  it('only adds to the ledger while it says there is room: no entry is looked at', () => {
    writeFileSync(join(dir, 'rulebook-cache-size'), `${100 * KB}\n`);
    // Entries the ledger does not know of (another tool's copy, say) are not looked at.
    const unknown = entry('unknown', 900 * KB, 1000);
    expect(recordWrites(dir, 50 * KB, 200 * KB)).toBeNull();
    expect(ledger()).toBe(`${150 * KB}\n`);
    expect(existsSync(unknown)).toBe(true);
    // Over the size: it looks, prunes, and the ledger is true again.
    expect(recordWrites(dir, 100 * KB, 200 * KB)).toMatchObject({ removed: 1, kept: 0 });
    expect(existsSync(unknown)).toBe(false);
    expect(ledger()).toBe('0\n');
  });

  it('looks when the ledger is empty (a write caught half done) or an hour old', () => {
    const big = entry('big', 300 * KB, 7200);
    writeFileSync(join(dir, 'rulebook-cache-size'), '');
    expect(recordWrites(dir, KB, 200 * KB)).toMatchObject({ removed: 1 });
    expect(existsSync(big)).toBe(false);
    const again = entry('again', 300 * KB, 7200);
    writeFileSync(join(dir, 'rulebook-cache-size'), '0\n');
    const hourAgo = new Date(Date.now() - 3700_000);
    utimesSync(join(dir, 'rulebook-cache-size'), hourAgo, hourAgo);
    expect(recordWrites(dir, KB, 200 * KB)).toMatchObject({ removed: 1 });
    expect(existsSync(again)).toBe(false);
    expect(ledger()).toBe('0\n');
  });

  it('looks again when the ledger cannot be read', () => {
    writeFileSync(join(dir, 'rulebook-cache-size'), 'half a numb');
    entry('e', 10 * KB, 0);
    expect(recordWrites(dir, 10 * KB, 200 * KB)).toEqual({
      bytes: 10 * KB,
      removed: 0,
      kept: 10 * KB,
    });
    expect(ledger()).toBe(`${10 * KB}\n`);
  });
});

describe('cacheMaxBytes', () => {
  it('reads RULEBOOK_CACHE_MAX_MB, and falls back to 256 MB for anything but a positive number', () => {
    expect(cacheMaxBytes({ RULEBOOK_CACHE_MAX_MB: '64' })).toBe(64 * 1024 * KB);
    expect(cacheMaxBytes({ RULEBOOK_CACHE_MAX_MB: '0.5' })).toBe(512 * KB);
    for (const value of [undefined, '', '0', '-3', 'lots', 'Infinity'])
      expect(cacheMaxBytes({ RULEBOOK_CACHE_MAX_MB: value })).toBe(256 * 1024 * KB);
  });
});

describe('openCompileCache and pruning', () => {
  it('marks an entry used when it is read, so that pruning keeps it over newer unread ones', () => {
    const cache = openCompileCache(dir);
    const [readKey, unreadKey] = [
      cacheKey('written', null, 'read'),
      cacheKey('written', null, 'unread'),
    ];
    cache.set(readKey, { n: 1 });
    cache.set(unreadKey, { n: 2 });
    const [read, unread] = [readKey, unreadKey].map((key) =>
      join(dir, key.slice(0, 2), `${key.slice(2)}.bin`),
    );
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(read!, hourAgo, hourAgo);
    expect(cache.get(readKey)).toEqual({ n: 1 });
    expect(statSync(read!).mtimeMs).toBeGreaterThan(statSync(unread!).mtimeMs - 1000);
    expect(statSync(read!).mtimeMs).toBeGreaterThan(hourAgo.getTime() + 60_000);
  });

  it('prunes the directory a process wrote to before the process exits', () => {
    // 1.2 MB of entries from earlier runs in a cache allowed 1 MB; a child writes one more.
    const earlier = Array.from({ length: 12 }, (_, i) => entry(`earlier ${i}`, 100 * KB, 100 - i));
    const script = `
      import { cacheKey, openCompileCache } from ${JSON.stringify(join(root, 'src/io/compile-cache.ts'))};
      openCompileCache(${JSON.stringify(dir)}).set(cacheKey('written', null, 'new'), new Uint8Array(50 * 1024));
    `;
    const tsx = join(root, 'node_modules/tsx/dist/esm/index.mjs');
    const child = spawnSync(
      process.execPath,
      ['--import', tsx, '--input-type=module', '-e', script],
      { encoding: 'utf8', env: { ...process.env, RULEBOOK_CACHE_MAX_MB: '1' }, timeout: 30_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(cacheBytes()).toBeLessThanOrEqual(768 * KB);
    expect(openCompileCache(dir).get(cacheKey('written', null, 'new'))).toBeInstanceOf(Uint8Array);
    // The oldest went first: 1,250 KB less five of them is under 768 KB.
    expect(earlier.map((path) => existsSync(path))).toEqual([
      ...Array(5).fill(false),
      ...Array(7).fill(true),
    ]);
  });

  it('prunes while a long-running process writes, each time it wrote a quarter of the size', () => {
    const max = process.env['RULEBOOK_CACHE_MAX_MB'];
    process.env['RULEBOOK_CACHE_MAX_MB'] = '1';
    try {
      const cache = openCompileCache(dir);
      for (let i = 0; i < 60; i++) {
        cache.set(cacheKey('written', null, 'save', String(i)), new Uint8Array(50 * KB));
        // At most 1 MB, and the quarter written since the last pruning.
        expect(cacheBytes()).toBeLessThanOrEqual(1024 * KB + 256 * KB);
      }
      expect(cache.get(cacheKey('written', null, 'save', '59'))).toBeInstanceOf(Uint8Array);
    } finally {
      if (max === undefined) delete process.env['RULEBOOK_CACHE_MAX_MB'];
      else process.env['RULEBOOK_CACHE_MAX_MB'] = max;
    }
  });
});

/** The bytes of every file in the cache directory's shards (the entries). */
function cacheBytes(): number {
  return readdirSync(dir)
    .filter((name) => /^[0-9a-f]{2}$/.test(name))
    .flatMap((shard) => readdirSync(join(dir, shard)).map((name) => join(dir, shard, name)))
    .reduce((sum, path) => sum + statSync(path).size, 0);
}
