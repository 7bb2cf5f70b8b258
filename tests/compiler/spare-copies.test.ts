import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpareCopies, SPARE_DELAY_MS } from '../../src/compiler/spare-copies.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSpareCopies', () => {
  it('hands out private copies: changing one changes neither the kept value nor the next copy', () => {
    const spares = createSpareCopies();
    const value = { ids: ['a'], nested: { level: 1 } };
    const held = spares.hold(value);
    const first = spares.take(held);
    expect(first).toEqual(value);
    expect(first).not.toBe(value);
    first.ids.push('b');
    first.nested.level = 9;
    expect(value).toEqual({ ids: ['a'], nested: { level: 1 } });
    expect(spares.take(held)).toEqual({ ids: ['a'], nested: { level: 1 } });
  });

  it('makes the spare copies after the wait, and a take hands out the one made ahead', () => {
    const spares = createSpareCopies();
    const held = spares.hold({ name: 'Charge' });
    expect(held.spare).toBeUndefined();
    vi.advanceTimersByTime(SPARE_DELAY_MS - 1);
    expect(held.spare).toBeUndefined();
    vi.advanceTimersByTime(1);
    const made = held.spare;
    expect(made).toEqual({ name: 'Charge' });
    expect(spares.take(held)).toBe(made);
    // The spare is given away once; the next is made after the next wait.
    expect(held.spare).toBeUndefined();
    vi.runAllTimers();
    expect(held.spare).toEqual({ name: 'Charge' });
    expect(held.spare).not.toBe(made);
  });

  it('makes one copy per timer tick, and starts the wait again at each take', () => {
    const spares = createSpareCopies(100);
    const helds = [1, 2, 3].map((n) => spares.hold({ n }));
    const made = () => helds.map((held) => held.spare !== undefined);
    while (!made().includes(true)) vi.advanceTimersToNextTimer();
    expect(made()).toEqual([true, false, false]);
    // A compile takes a copy meanwhile: the others wait for the next quiet moment.
    spares.take(helds[0]!);
    vi.advanceTimersByTime(99);
    expect(made()).toEqual([false, false, false]);
    vi.runAllTimers();
    expect(helds.map((held) => held.spare)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
