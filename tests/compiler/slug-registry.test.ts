/** IdRegistry: unique ids in claim order, the lowest free number, whatever was claimed before. */
import { describe, expect, it } from 'vitest';
import { IdRegistry } from '../../src/compiler/slug.ts';

describe('IdRegistry.claim', () => {
  it('numbers repeats from -2, skipping numbers an explicit title already took', () => {
    const ids = new IdRegistry();
    const claim = (base: string) => ids.claim(base).id;
    expect([claim('same'), claim('same-3'), claim('same'), claim('same'), claim('same')]).toEqual([
      'same',
      'same-3',
      'same-2',
      'same-4',
      'same-5',
    ]);
    expect(ids.claim('same-2')).toEqual({ id: 'same-2-2', duplicate: true });
  });
});
