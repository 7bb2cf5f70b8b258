/** Pure parts of the reading aids: the theme cycle (theme-toggle.ts) and the current section (toc-spy.ts). */
import { describe, expect, it } from 'vitest';
import { nextTheme, readTheme, THEMES } from '../../src/client/theme-toggle.ts';
import { currentIndex } from '../../src/client/toc-spy.ts';

describe('readTheme', () => {
  it('keeps light and dark and reads anything else as the system theme', () => {
    expect(readTheme('light')).toBe('light');
    expect(readTheme('dark')).toBe('dark');
    for (const stored of [null, '', 'sepia', '[null]', '{}', 'Dark', 'system'])
      expect(readTheme(stored)).toBe('system');
  });
});

describe('nextTheme', () => {
  it('cycles system → light → dark → system', () => {
    expect(THEMES).toEqual(['system', 'light', 'dark']);
    expect(nextTheme('system')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
  });
});

describe('currentIndex', () => {
  it('is the last heading at or above the reading line', () => {
    expect(currentIndex([-500, -20, 100, 900], 240)).toBe(2);
    expect(currentIndex([-500, -20, 300, 900], 240)).toBe(1);
    expect(currentIndex([-900, -500, -300, -100], 240)).toBe(3);
  });

  it('is the first heading before any reaches the line, and -1 without headings', () => {
    expect(currentIndex([400, 900], 240)).toBe(0);
    expect(currentIndex([], 240)).toBe(-1);
  });
});
