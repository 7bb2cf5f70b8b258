import { describe, expect, it } from 'vitest';
import { warningLog } from '../../src/loaders/warning-log.ts';

describe('warningLog', () => {
  const a = 'a.md:3:1: warning power/tag-separator …';
  const b = 'b.md:9:1: warning picture/missing …';
  const c = 'a.md:12:1: warning library/revision …';

  it('prints every warning at the first compile', () => {
    expect(warningLog([a, b])).toEqual({ fresh: [a, b], repeated: 0 });
  });

  it('prints at a save only the warnings the last compile did not, and counts the others', () => {
    expect(warningLog([a, c, b], new Set([a, b]))).toEqual({ fresh: [c], repeated: 2 });
  });

  it('prints a warning again once it moved (its line is part of it) or came back after a fix', () => {
    const moved = 'a.md:4:1: warning power/tag-separator …';
    expect(warningLog([moved], new Set([a]))).toEqual({ fresh: [moved], repeated: 0 });
    expect(warningLog([a], new Set([]))).toEqual({ fresh: [a], repeated: 0 });
  });
});
