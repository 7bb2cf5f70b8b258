/** A computation remembered per key object (src/site/once-per.ts). */
import { describe, expect, it } from 'vitest';
import { oncePer } from '../../src/site/once-per.ts';

describe('oncePer', () => {
  it('computes once for each key object and gives that first result again', () => {
    const seen: string[] = [];
    const lengthOf = oncePer((list: string[]) => {
      seen.push(list.join());
      return { length: list.length };
    });
    const a = ['grapple', 'shove'];
    const b = ['grapple', 'shove'];
    const first = lengthOf(a);
    expect(lengthOf(a)).toBe(first);
    expect(lengthOf(b)).not.toBe(first);
    expect(lengthOf(b)).toEqual({ length: 2 });
    expect(seen).toEqual(['grapple,shove', 'grapple,shove']);
  });

  it('remembers a result that is undefined too', () => {
    let calls = 0;
    const nothing = oncePer((_: object) => void calls++);
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});
