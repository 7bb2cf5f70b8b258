/**
 * A folder kept between builds (src/integrations/kept-folder.ts) comes back
 * file for file under its key, only the last key of a name is kept, and a
 * damaged copy is never restored: the caller makes the output again.
 */
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
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyHash, keepFolder, restoreFolder } from '../../src/integrations/kept-folder.ts';

let dir: string;
let cache: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kept-folder-'));
  cache = join(dir, 'cache');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (path relative to `root` → text) under `root`, and returns `root`. */
function write(root: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** Every file under `root`, path → text. */
function read(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[path.slice(root.length + 1)] = readFileSync(path, 'utf8');
    }
  return files;
}

const MODULE = {
  'module.json': '{"id":"orcus"}',
  'packs/powers/000005.ldb': 'level',
  'documents/Item/abc.json': '{}',
};

describe('keepFolder and restoreFolder', () => {
  it('give back the kept folder file for file under its key, and nothing under another', () => {
    keepFolder(cache, 'module', 'one', write(join(dir, 'built'), MODULE));
    const target = join(dir, 'next', 'foundry');
    mkdirSync(dirname(target));
    expect(restoreFolder(cache, 'module', 'two', target)).toBe(false);
    expect(existsSync(target)).toBe(false);
    expect(restoreFolder(cache, 'module', 'one', target)).toBe(true);
    expect(read(target)).toEqual(MODULE);
  });

  it('keep only the last key of a name', () => {
    keepFolder(cache, 'module', 'one', write(join(dir, 'a'), MODULE));
    keepFolder(cache, 'module', 'two', write(join(dir, 'b'), { 'module.json': 'second' }));
    expect(readdirSync(join(cache, 'module'))).toEqual(['two']);
    const target = join(dir, 'restored');
    expect(restoreFolder(cache, 'module', 'two', target)).toBe(true);
    expect(read(target)).toEqual({ 'module.json': 'second' });
  });

  it('throw when the folder to keep is missing, leaving the kept one and no partial copy', () => {
    keepFolder(cache, 'module', 'one', write(join(dir, 'a'), MODULE));
    expect(() => keepFolder(cache, 'module', 'two', join(dir, 'none'))).toThrow(/ENOENT/);
    expect(readdirSync(join(cache, 'module'))).toEqual(['one']);
  });

  it('do not restore a copy with a file changed or missing, nor one whose record is damaged', () => {
    const damages: ((kept: string) => void)[] = [
      (kept) => writeFileSync(join(kept, 'files', 'packs', 'powers', '000005.ldb'), 'levex'),
      (kept) => rmSync(join(kept, 'files', 'documents', 'Item', 'abc.json')),
      (kept) => writeFileSync(join(kept, 'sums.json'), '[["module.json",'),
      (kept) => writeFileSync(join(kept, 'sums.json'), '[["../../escaped.json",null]]'),
    ];
    for (const [n, damage] of damages.entries()) {
      keepFolder(cache, 'module', 'key', write(join(dir, `built-${n}`), MODULE));
      damage(join(cache, 'module', 'key'));
      const target = join(dir, `restored-${n}`);
      expect(restoreFolder(cache, 'module', 'key', target), `damage ${n}`).toBe(false);
      expect(existsSync(target), `damage ${n}`).toBe(false);
    }
    expect(existsSync(join(dir, 'escaped.json'))).toBe(false);
  });
});

describe('KeyHash', () => {
  it('tells apart lists of fields whose joined bytes are the same', () => {
    const key = (fields: string[]) =>
      fields.reduce((hash, field) => hash.field(field), new KeyHash()).digest();
    expect(key(['ab', 'c'])).not.toBe(key(['a', 'bc']));
    expect(key(['ab', 'c'])).toBe(key(['ab', 'c']));
    expect(new KeyHash().field('é').digest()).toBe(new KeyHash().field(Buffer.from('é')).digest());
  });
});
