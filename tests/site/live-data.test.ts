/** The compiled rulebook kept in the dev server's memory (src/loaders/live-data.ts). */
import { describe, expect, it } from 'vitest';
import type { RulebookData } from '../../src/compiler/index.ts';
import {
  liveData,
  liveStatus,
  requestLiveStatus,
  shareLiveData,
  shareLiveStatus,
  withLiveStatus,
} from '../../src/loaders/live-data.ts';
import { readStoredData } from '../../src/loaders/stored-entries.ts';

/** Compiled data told apart by its one section's title. */
const data = (title: string) => ({ sections: [{ title }] }) as unknown as RulebookData;

describe('shareLiveData', () => {
  it('keys the data by this process and the inputs: the same inputs, the same key', () => {
    const first = data('First');
    const key = shareLiveData(first, 'abc123');
    expect(key).toBe(`${process.pid}-abc123`);
    expect(liveData(key)).toBe(first); // the same object: nothing serialized or parsed
    const again = data('Again');
    expect(shareLiveData(again, 'abc123')).toBe(key);
    expect(liveData(key)).toBe(again);
  });

  it('keeps the current data and the one before, and forgets older ones', () => {
    const keys = ['k1', 'k2', 'k3'].map((inputs) => shareLiveData(data(inputs), inputs));
    expect(liveData(keys[1]!).sections[0]).toEqual({ title: 'k2' });
    expect(liveData(keys[2]!).sections[0]).toEqual({ title: 'k3' });
    // forgotten: the newest is shown instead
    expect(liveData(keys[0]!).sections[0]).toEqual({ title: 'k3' });
  });
});

describe('liveData', () => {
  it('gives the newest data of this process for a key it does not keep (a store written by another process)', () => {
    const newest = data('Newest');
    shareLiveData(newest, 'newest');
    expect(liveData('1-another-process')).toBe(newest);
  });

  it('says what to do when this process has compiled nothing', () => {
    const slot = globalThis as Record<symbol, unknown>;
    const registry = Symbol.for('orcus-rulebook.live-data');
    const kept = slot[registry];
    slot[registry] = new Map();
    try {
      expect(() => liveData('1-gone')).toThrow(
        /compiled rulebook 1-gone, but this dev server has compiled none yet.*restart `astro dev`/,
      );
    } finally {
      slot[registry] = kept;
    }
  });

  it('is what a stored entry with a key reads', () => {
    const shared = data('Stored');
    expect(readStoredData({ live: shareLiveData(shared, 'stored') })).toBe(shared);
  });
});

describe('withLiveStatus', () => {
  it('pins the newest status for a request, however long it takes and whatever is stored meanwhile', async () => {
    const first = { key: 'k1', version: 'v1', diagnostics: [] };
    const second = { key: 'k2', version: 'v2', diagnostics: [] };
    shareLiveStatus(first);
    expect(liveStatus()).toBe(first);
    expect(requestLiveStatus()).toBeUndefined(); // outside a request: none pinned
    const request = withLiveStatus(async () => {
      const before = requestLiveStatus();
      await new Promise((resolve) => setImmediate(resolve));
      return [before, requestLiveStatus()];
    });
    shareLiveStatus(second); // stored while the first request renders
    expect(await request).toEqual([first, first]);
    expect(withLiveStatus(() => requestLiveStatus())).toBe(second);
    // withdrawn (new pictures): requests read the store
    shareLiveStatus(undefined);
    expect(withLiveStatus(() => requestLiveStatus())).toBeUndefined();
  });
});
