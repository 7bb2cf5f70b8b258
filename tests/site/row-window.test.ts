// The size of a windowed list's window, the rows a filter change renders in its
// own frame, and the "same rows" test that lets an unchanged filter change skip
// the list (src/client/row-window.ts).

import { describe, expect, it } from 'vitest';
import {
  firstScreenRows,
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

describe('firstScreenRows', () => {
  it('is a screen of rows at their least height: the viewport full, half the window', () => {
    for (const height of [667, 800, 1440]) {
      const size = rowWindowSize(height);
      expect(firstScreenRows(size) * ROW_MIN_PX).toBeGreaterThanOrEqual(height);
      expect(firstScreenRows(size)).toBeLessThan(size);
    }
  });

  it('is never more than the window, nor none', () => {
    expect(firstScreenRows(1)).toBe(1);
    expect(firstScreenRows(MIN_ROW_WINDOW)).toBeLessThanOrEqual(MIN_ROW_WINDOW);
    expect(firstScreenRows(MIN_ROW_WINDOW)).toBeGreaterThan(0);
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
