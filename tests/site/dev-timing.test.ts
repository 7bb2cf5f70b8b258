/**
 * The step lines by which `astro dev` breaks a save down for the
 * authoring-loop benchmark: printed only when asked for, read back in order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEV_TIMING_ENV,
  DEV_TIMING_PREFIX,
  markDevStep,
  readDevSteps,
} from '../../src/loaders/dev-timing.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('markDevStep', () => {
  it('prints a step line only when the environment asks for them', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv(DEV_TIMING_ENV, '');
    markDevStep('watch');
    expect(write).not.toHaveBeenCalled();
    vi.stubEnv(DEV_TIMING_ENV, '1');
    markDevStep('compile-start');
    expect(write).toHaveBeenCalledWith(
      expect.stringMatching(/^\[rulebook-timing\] compile-start \d+\n$/),
    );
  });
});

describe('readDevSteps', () => {
  it('reads the step lines of a server output in order, and skips every other line', () => {
    const output = [
      '12:00:01 [content] compiled 1 file(s)',
      `${DEV_TIMING_PREFIX} watch 1000`,
      `\u001b[2m${DEV_TIMING_PREFIX} compile-start 1012`,
      `${DEV_TIMING_PREFIX} unknown-step 1013`,
      `${DEV_TIMING_PREFIX} compile-end not-a-time`,
      `${DEV_TIMING_PREFIX} sent 1400`,
    ].join('\n');
    expect(readDevSteps(output)).toEqual([
      ['watch', 1000],
      ['compile-start', 1012],
      ['sent', 1400],
    ]);
  });
});
