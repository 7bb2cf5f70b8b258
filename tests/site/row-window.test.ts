// The size of a windowed list's window and the "same rows" test that lets an
// unchanged filter change skip the list (src/client/row-window.ts).

import { describe, expect, it } from 'vitest';
import {
  MIN_ROW_WINDOW,
  ROW_MIN_PX,
  rowWindowSize,
  sameRows,
} from '../../src/client/row-window.ts';

describe('rowWindowSize', () => {
  it('holds the rows that fill two screens at their least height', () => {
    expect(rowWindowSize(800)).toBe(Math.ceil(1600 / ROW_MIN_PX));
    expect(rowWindowSize(800) * ROW_MIN_PX).toBeGreaterThanOrEqual(2 * 800);
    expect(rowWindowSize(1440)).toBeGreaterThan(rowWindowSize(800));
  });

  it('is fewer than the hundred rows of a fixed window on a laptop or a phone', () => {
    expect(rowWindowSize(800)).toBeLessThan(100);
    expect(rowWindowSize(667)).toBeLessThan(100);
  });

  it('keeps a least window for a viewport with no height', () => {
    expect(rowWindowSize(0)).toBe(MIN_ROW_WINDOW);
  });
});

describe('sameRows', () => {
  const [a, b, c] = [{}, {}, {}] as HTMLElement[];

  it('is true for the same rows in the same order', () => {
    expect(sameRows([a!, b!], [a!, b!])).toBe(true);
    expect(sameRows([], [])).toBe(true);
  });

  it('is false for another order, another row, or another count', () => {
    expect(sameRows([a!, b!], [b!, a!])).toBe(false);
    expect(sameRows([a!, b!], [a!, c!])).toBe(false);
    expect(sameRows([a!], [a!, b!])).toBe(false);
  });
});
