/**
 * The test order (tests/setup/sequencer.ts): its hints name test files that
 * exist (a renamed file would silently lose its place), every file of the site
 * project among them, and the queue puts the
 * files that wait for no site before those that wait for the global builds.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  STARTED_FIRST,
  TYPICAL_SECONDS,
  compareQueued,
  type QueuedFile,
} from '../setup/sequencer.ts';

const root = join(import.meta.dirname, '../..');

describe('LongestFirstSequencer hints', () => {
  it('name existing test files', () => {
    const named = [...STARTED_FIRST, ...Object.keys(TYPICAL_SECONDS)];
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(named.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });

  it('name every file of the site project, whose size says nothing of its time', () => {
    // A site file without a hint counts as short and may start last, alone at the end of a run.
    const siteFiles = ['tests/browser', 'tests/build'].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => `${dir}/${name}`),
    );
    const unnamed = siteFiles.filter((file) => TYPICAL_SECONDS[file] === undefined);
    expect(unnamed, 'add each to TYPICAL_SECONDS with its CPU seconds').toEqual([]);
  });
});

describe('compareQueued', () => {
  const file = (path: string, project: string, lastRun?: number, size = 0): QueuedFile => ({
    path,
    project,
    lastRun,
    size,
  });
  const order = (files: QueuedFile[]) => [...files].sort(compareQueued).map((f) => f.path);

  it('starts the files named first, then the unit files, then the site files', () => {
    expect(
      order([
        file('tests/browser/search-ranking.test.ts', 'site'),
        file('tests/compiler/atomic.test.ts', 'unit'),
        file('tests/browser/harness.test.ts', 'site'),
        file('tests/io/mock.isolated.test.ts', 'isolated'),
        file('tests/io/compile-content.test.ts', 'unit'),
      ]),
    ).toEqual([
      'tests/io/compile-content.test.ts',
      'tests/browser/harness.test.ts',
      'tests/compiler/atomic.test.ts',
      'tests/io/mock.isolated.test.ts',
      'tests/browser/search-ranking.test.ts',
    ]);
  });

  it('puts the longest first: by the last run, else the typical seconds, else the size', () => {
    expect(
      order([file('tests/a.test.ts', 'unit', 1_000), file('tests/b.test.ts', 'unit', 5_000)]),
    ).toEqual(['tests/b.test.ts', 'tests/a.test.ts']);
    expect(
      order([
        file('tests/small.test.ts', 'site', undefined, 10),
        file('tests/browser/csp.test.ts', 'site'),
        file('tests/browser/xss.test.ts', 'site'),
        file('tests/large.test.ts', 'site', undefined, 99),
      ]),
    ).toEqual([
      'tests/browser/xss.test.ts',
      'tests/browser/csp.test.ts',
      'tests/large.test.ts',
      'tests/small.test.ts',
    ]);
  });
});
