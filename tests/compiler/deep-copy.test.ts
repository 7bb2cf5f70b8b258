/** `deepCopy` copies plain data as `structuredClone` does, sharing kept, faster. */
import { describe, expect, it } from 'vitest';
import { deepCopy } from '../../src/compiler/deep-copy.ts';

describe('deepCopy', () => {
  it('copies nested objects, arrays, sets and maps into new objects equal to the old', () => {
    const value = {
      type: 'root',
      children: [{ type: 'text', value: 'a', data: undefined }, null, 3, true],
      anchors: new Set(['x', 'y']),
      byId: new Map([['k', { n: 1 }]]),
      when: new Date(0),
    };
    const copy = deepCopy(value);
    expect(copy).toEqual(structuredClone(value));
    expect(copy).not.toBe(value);
    expect(copy.children[0]).not.toBe(value.children[0]);
    expect(copy.anchors).not.toBe(value.anchors);
    expect(copy.byId.get('k')).not.toBe(value.byId.get('k'));
    expect(copy.when).not.toBe(value.when);
    expect('data' in (copy.children[0] as object)).toBe(true);
  });

  it('keeps an object shared within the value shared in the copy, as positions share points', () => {
    const point = { line: 1, column: 1, offset: 0 };
    const tree = {
      children: [
        { position: { start: point, end: { line: 1, column: 2, offset: 1 } } },
        { position: { start: point, end: point } },
      ],
    };
    const copy = deepCopy(tree);
    expect(copy.children[0]!.position.start).toBe(copy.children[1]!.position.start);
    expect(copy.children[1]!.position.end).toBe(copy.children[1]!.position.start);
    expect(copy.children[0]!.position.start).not.toBe(point);
  });

  it('copies a value that refers to itself', () => {
    const node: { name: string; self?: unknown } = { name: 'loop' };
    node.self = node;
    const copy = deepCopy(node);
    expect(copy.self).toBe(copy);
  });

  it('returns primitives as they are', () => {
    expect(deepCopy('text')).toBe('text');
    expect(deepCopy(null)).toBe(null);
    expect(deepCopy(undefined)).toBe(undefined);
  });
});
