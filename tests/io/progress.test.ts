/** Progress output: on an interactive terminal only, never in CI or into a pipe. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressLine, wantsProgress } from '../../src/io/progress.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  const stream = {
    isTTY,
    columns: 40,
    write: (text: string) => writes.push(text),
  } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

afterEach(() => vi.unstubAllEnvs());

describe('wantsProgress', () => {
  it('is true on a terminal outside CI, false in CI or a pipe', () => {
    vi.stubEnv('CI', '');
    expect(wantsProgress(fakeStream(true).stream)).toBe(true);
    expect(wantsProgress(fakeStream(false).stream)).toBe(false);
    vi.stubEnv('CI', 'true');
    expect(wantsProgress(fakeStream(true).stream)).toBe(false);
  });
});

describe('progressLine', () => {
  it('rewrites one line with done/total and clears it at the end, cut to the terminal width', () => {
    vi.stubEnv('CI', '');
    const { stream, writes } = fakeStream(true);
    const progress = progressLine('Compiling', stream);
    progress.update(3, 20, 'content/a-very-long-file-name-that-does-not-fit.md');
    progress.done();
    expect(writes[0]).toBe('\r\x1b[2KCompiling: 3/20 content/a-very-long-fil');
    expect(writes[1]).toBe('\r\x1b[2K');
  });
  it('writes nothing into a pipe', () => {
    const { stream, writes } = fakeStream(false);
    const progress = progressLine('Compiling', stream);
    progress.update(1, 2, 'a.md');
    progress.done();
    expect(writes).toEqual([]);
  });
});
