/** The compiled rulebook's JSON files in Astro's cache directory (src/loaders/data-file.ts). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDataFile } from '../../src/loaders/data-file.ts';
import { readStoredData } from '../../src/loaders/stored-entries.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebook-data-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The id of a process that has ended. */
function endedPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('writeDataFile', () => {
  it('writes the JSON to a file of this process, once for the same data', () => {
    const file = writeDataFile(dir, '{"sections":[]}');
    expect(basename(file)).toMatch(new RegExp(`^rulebook-data-${process.pid}-[0-9a-f]+\\.json$`));
    expect(readFileSync(file, 'utf8')).toBe('{"sections":[]}');
    expect(writeDataFile(dir, '{"sections":[]}')).toBe(file);
    expect(readdirSync(dir)).toEqual([basename(file)]);
  });

  it('keeps the three newest files of this process', () => {
    const files = [1, 2, 3, 4, 5].map((n, i) => {
      const file = writeDataFile(dir, `{"n":${n}}`);
      const time = new Date(Date.now() - (10 - i) * 1000);
      utimesSync(file, time, time);
      return file;
    });
    const newest = writeDataFile(dir, '{"n":6}');
    expect(readdirSync(dir).sort()).toEqual(
      [files[3]!, files[4]!, newest].map((file) => basename(file)).sort(),
    );
  });

  it('removes the files of processes that ended, and their writes’ temporary files; keeps a running process’s', () => {
    const ended = endedPid();
    const leftovers = [
      `rulebook-data-${ended}-ab12.json`,
      `rulebook-data-${ended}-ab12.json.${ended}-0e0e0e0e-0e0e-0e0e-0e0e-0e0e0e0e0e0e.tmp`,
    ];
    const running = `rulebook-data-${process.ppid}-cd34.json`;
    for (const name of [...leftovers, running, 'unrelated.json'])
      writeFileSync(join(dir, name), '{}');
    const file = writeDataFile(dir, '{}');
    expect(readdirSync(dir).sort()).toEqual([basename(file), running, 'unrelated.json'].sort());
  });
});

describe('readStoredData', () => {
  it('reads the data of a stored entry, and says what to do when its file is gone', () => {
    const file = writeDataFile(dir, '{"powers":[]}');
    expect(readStoredData({ file })).toEqual({ powers: [] });
    rmSync(file);
    expect(() => readStoredData({ file })).toThrow(/cannot be read .*restart `astro dev`/);
  });
});
