import { describe, expect, it } from 'vitest';
import { xpText } from '../../src/site/xp-text.ts';

describe('xpText', () => {
  it('writes whole XP with thousands separators, as the stat blocks and the budget print it', () => {
    expect(xpText(400)).toBe('400');
    expect(xpText(1500)).toBe('1,500');
    expect(xpText(1_250_000)).toBe('1,250,000');
  });

  it('keeps the fractions of a minion’s share to two places', () => {
    expect(xpText(31.25)).toBe('31.25');
    expect(xpText(100 / 3)).toBe('33.33');
    expect(xpText(0)).toBe('0');
  });
});
