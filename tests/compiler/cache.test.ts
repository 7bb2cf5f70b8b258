/** The compile engine's one cache: its kinds, and the memory tier's bound per kind and file. */
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { CACHE_KINDS, chunksOf, createMemoryTier } from '../../src/compiler/cache.ts';

const tree = (value: string): Root => ({
  type: 'root',
  children: [{ type: 'paragraph', children: [{ type: 'text', value }] }],
});

describe('CACHE_KINDS', () => {
  it('keeps parsed chunks in memory only, and every kind somewhere', () => {
    expect(CACHE_KINDS.chunk).toMatchObject({ memory: 'generations', disk: false });
    for (const [kind, policy] of Object.entries(CACHE_KINDS))
      expect({ kind, kept: policy.memory !== null || policy.disk }).toEqual({ kind, kept: true });
  });
});

describe('chunksOf', () => {
  it('returns what was set, counts reuse and parses, and forgets chunks unused since the last prune', () => {
    const cache = chunksOf('a.md');
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

  it("keeps each file's chunks apart: pruning one file leaves another's", () => {
    const tier = createMemoryTier();
    chunksOf('one.md', tier).set('same text', tree('one'));
    chunksOf('two.md', tier).set('same text', tree('two'));
    chunksOf('one.md', tier).prune();
    chunksOf('one.md', tier).prune();
    expect(chunksOf('one.md', tier).get('same text')).toBeUndefined();
    expect(chunksOf('two.md', tier).get('same text')).toEqual(tree('two'));
  });
});

describe('createMemoryTier', () => {
  it('keeps of a `latest` kind one entry per file, the last one set', () => {
    const tier = createMemoryTier();
    tier.set('extract', 'a.md', 'old text', 1);
    tier.set('extract', 'a.md', 'new text', 2);
    expect(tier.get('extract', 'a.md', 'old text')).toBeUndefined();
    expect(tier.get('extract', 'a.md', 'new text')).toBe(2);
    // a prune does not end a `latest` entry
    tier.prune('extract', 'a.md');
    tier.prune('extract', 'a.md');
    expect(tier.get('extract', 'a.md', 'new text')).toBe(2);
  });

  it('forgets the files no longer compiled, and a whole kind when asked', () => {
    const tier = createMemoryTier();
    tier.set('file-result', 'kept.md', '', 'k');
    tier.set('file-result', 'removed.md', '', 'r');
    tier.set('extract', 'removed.md', 't', 'e');
    tier.retain('file-result', new Set(['kept.md']));
    expect(tier.size('file-result')).toBe(1);
    expect(tier.get('file-result', 'removed.md', '')).toBeUndefined();
    // only the kind retained is pruned
    expect(tier.get('extract', 'removed.md', 't')).toBe('e');
    tier.clear('file-result');
    expect(tier.size('file-result')).toBe(0);
  });
});
