/** The disk tier's one key builder (src/io/compile-cache.ts). */
import { describe, expect, it } from 'vitest';
import { optionsKeyOf } from '../../src/compiler/options-key.ts';
import { cacheKey } from '../../src/io/compile-cache.ts';

describe('cacheKey', () => {
  const scope = { version: 'v1', options: { strict: false } };

  it('keys an entry by its kind, the compiler version, the options and what it was computed from', () => {
    const key = cacheKey('extract', scope, 'a.md', 'text');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey('extract', scope, 'a.md', 'text')).toBe(key);
    expect(cacheKey('result', scope, 'a.md', 'text')).not.toBe(key);
    expect(cacheKey('extract', { ...scope, version: 'v2' }, 'a.md', 'text')).not.toBe(key);
    expect(cacheKey('extract', { ...scope, options: { strict: true } }, 'a.md', 'text')).not.toBe(
      key,
    );
    expect(cacheKey('extract', scope, 'a.md', 'other text')).not.toBe(key);
  });

  it('gives options as an object and as their key the same key, and parts that join alike different keys', () => {
    expect(cacheKey('valid', { version: 'v1', options: {} }, 'x')).toBe(
      cacheKey(
        'valid',
        {
          version: 'v1',
          options: optionsKeyOf({}),
        },
        'x',
      ),
    );
    expect(cacheKey('valid', scope, 'ab', 'c')).not.toBe(cacheKey('valid', scope, 'a', 'bc'));
  });

  it('refuses a scope the kind does not take, or none for a kind keyed by version and options, saying which', () => {
    expect(() => cacheKey('result', null, 'x')).toThrow(
      /'result' is keyed by the compiler version/,
    );
    expect(() => cacheKey('written', scope, '/out')).toThrow(/'written' is not keyed/);
  });
});
