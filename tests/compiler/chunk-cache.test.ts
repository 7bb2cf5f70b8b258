/** The parsed-chunk cache keeps what the latest compile used and forgets the rest. */
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { createChunkCache } from '../../src/compiler/chunk-cache.ts';

const tree = (value: string): Root => ({
  type: 'root',
  children: [{ type: 'paragraph', children: [{ type: 'text', value }] }],
});

describe('createChunkCache', () => {
  it('returns what was set, counts reuse and parses, and forgets chunks unused since the last prune', () => {
    const cache = createChunkCache();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', tree('a'));
    cache.set('b', tree('b'));
    expect(cache.stats).toEqual({ reused: 0, parsed: 2 });
    cache.prune();
    expect(cache.stats).toEqual({ reused: 0, parsed: 0 });
    // the next compile uses `a` only
    expect(cache.get('a')).toEqual(tree('a'));
    expect(cache.stats).toEqual({ reused: 1, parsed: 0 });
    cache.prune();
    expect(cache.get('a')).toEqual(tree('a'));
    expect(cache.get('b')).toBeUndefined();
  });
});
