/** Which file changes make the dev server run the rulebook loader again. */
import { describe, expect, it } from 'vitest';
import { isContentChange, serialized } from '../../src/integrations/rulebook-refresh.ts';

describe('isContentChange', () => {
  const roots = ['/book/content', '/book/homebrew/'];

  it('accepts markdown files anywhere inside a content directory', () => {
    expect(isContentChange('/book/content/rulebook.md', roots)).toBe(true);
    expect(isContentChange('/book/content/chapters/Feats.MD', roots)).toBe(true);
    expect(isContentChange('/book/homebrew/house.md', roots)).toBe(true);
  });

  it('ignores other files, and directories that only share a prefix', () => {
    expect(isContentChange('/book/content/cover.png', roots)).toBe(false);
    expect(isContentChange('/book/content-old/rulebook.md', roots)).toBe(false);
    expect(isContentChange('/book/src/pages/index.md', roots)).toBe(false);
  });
});

describe('serialized', () => {
  it('runs one task at a time and exactly once more after a burst, so the last call is served', async () => {
    const runs: number[] = [];
    let calls = 0;
    let release: (() => void) | undefined;
    const refresh = serialized(
      () =>
        new Promise<void>((resolve) => {
          runs.push(calls);
          release = resolve;
        }),
    );
    const call = () => {
      calls++;
      refresh();
    };
    call(); // starts run 1
    for (let i = 0; i < 29; i++) call(); // a burst while it runs
    expect(runs).toEqual([1]);
    release!();
    await expect.poll(() => runs.length).toBe(2);
    expect(runs).toEqual([1, 30]); // the second run started after the last call
    release!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs).toHaveLength(2);
    call();
    expect(runs).toEqual([1, 30, 31]);
  });
});
