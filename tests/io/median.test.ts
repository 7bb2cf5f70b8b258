import { describe, expect, it } from 'vitest';
import { median, medianBuild } from '../../scripts/lib/median.ts';

describe('median', () => {
  it('gives the middle figure of an odd list and the upper middle of an even one, unsorted input', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it('leaves out runs that timed out (non-finite) and gives NaN when none is left', () => {
    expect(median([Number.NaN, 5, Number.POSITIVE_INFINITY, 7, 6])).toBe(6);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('does not reorder the caller’s list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('medianBuild', () => {
  it('gives the build of median wall time with its own CPU time', () => {
    const builds = [
      { ms: 900, cpuMs: 1_000 },
      { ms: 700, cpuMs: 1_400 },
      { ms: 800, cpuMs: 600 },
    ];
    expect(medianBuild(builds)).toEqual({ ms: 800, cpuMs: 600 });
  });

  it('refuses an empty list instead of reporting undefined as a figure', () => {
    expect(() => medianBuild([])).toThrow(/no build/);
  });
});
