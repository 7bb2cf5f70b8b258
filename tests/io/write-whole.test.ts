import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMP_SUFFIX, writeWhole } from '../../src/io/write-whole.mjs';

const scratch = () => mkdtempSync(join(tmpdir(), 'rulebook-write-whole-'));

describe('writeWhole', () => {
  it('writes strings and bytes in order as the whole file, replacing what was there', () => {
    const dir = scratch();
    const file = join(dir, 'out.json');
    writeFileSync(file, 'an older, longer text that must not survive');
    writeWhole(file, ['{"a":', new TextEncoder().encode('1'), '}\n']);
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('throws when the file cannot be moved in, and leaves neither it nor its temporary file', () => {
    const dir = scratch();
    const target = join(dir, 'taken');
    mkdirSync(join(target, 'inside'), { recursive: true }); // a non-empty folder where the file goes
    expect(() => writeWhole(target, ['text'])).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('throws, writing nothing, into a folder that does not exist', () => {
    const dir = scratch();
    expect(() => writeWhole(join(dir, 'missing', 'out.txt'), ['text'])).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('TEMP_SUFFIX', () => {
  it('matches the temporary names writes use, so a cache can remove what a killed write left', () => {
    const pattern = new RegExp(`^out\\.json${TEMP_SUFFIX}$`);
    expect(pattern.test(`out.json.${process.pid}-${crypto.randomUUID()}.tmp`)).toBe(true);
    expect(pattern.test('out.json')).toBe(false);
    expect(pattern.test('out.json.tmp')).toBe(false);
  });
});
