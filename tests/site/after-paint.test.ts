// Work deferred past the next paint (src/client/after-paint.ts): a filter
// change's frame paints its rows, their buttons come in the task after it.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/client/after-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs the work in a task queued from the next frame, not in the frame itself', () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('setTimeout', (callback: () => void) => tasks.push(callback));
    const done: string[] = [];
    afterNextPaint(() => done.push('built'));
    expect(done).toEqual([]);
    expect(tasks).toHaveLength(0);
    frames.shift()!();
    expect(done).toEqual([]);
    tasks.shift()!();
    expect(done).toEqual(['built']);
  });
});
