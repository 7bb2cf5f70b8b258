/**
 * The test order's hints (tests/setup/sequencer.ts) name test files that exist:
 * a renamed file would silently lose its place at the front of the queue.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTED_FIRST, TYPICAL_SECONDS } from '../setup/sequencer.ts';

const root = join(import.meta.dirname, '../..');

describe('LongestFirstSequencer hints', () => {
  it('name existing test files', () => {
    const named = [...STARTED_FIRST, ...Object.keys(TYPICAL_SECONDS)];
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(named.every((file) => file.endsWith('.test.ts'))).toBe(true);
  });
});
