/** The chunk plugins' way of adding their choice to Rollup's `manualChunks` (src/integrations/manual-chunks.ts). */
import type { GetManualChunk, ManualChunkMeta } from 'rollup';
import { describe, expect, it } from 'vitest';
import { extendManualChunks } from '../../src/integrations/manual-chunks.ts';

const meta = {} as ManualChunkMeta;
/** Chooses `name` for the ids in `ids`, nothing for the others. */
const choosing =
  (name: string, ...ids: string[]): GetManualChunk =>
  (id) =>
    ids.includes(id) ? name : undefined;
/** What the extended `manualChunks` chooses for `id`. */
const chosen = (options: ReturnType<typeof extendManualChunks>, id: string) =>
  (options.manualChunks as GetManualChunk)(id, meta);

describe('extendManualChunks', () => {
  const previous = { manualChunks: choosing('vendor', 'a', 'b') };
  const own = choosing('layout', 'b', 'c');

  it('lets the plugin’s choice win with `own`, and keeps the previous choice elsewhere', () => {
    const options = extendManualChunks('layout-chunk', previous, own, 'own');
    expect(['a', 'b', 'c', 'd'].map((id) => chosen(options, id))).toEqual([
      'vendor',
      'layout',
      'layout',
      undefined,
    ]);
  });

  it('lets the previous choice win with `previous`', () => {
    const options = extendManualChunks('widget-chunk', previous, own, 'previous');
    expect(['a', 'b', 'c', 'd'].map((id) => chosen(options, id))).toEqual([
      'vendor',
      'vendor',
      'layout',
      undefined,
    ]);
  });

  it('works without a previous choice, and keeps the other output options', () => {
    const options = extendManualChunks('layout-chunk', { format: 'es' }, own, 'own');
    expect(options.format).toBe('es');
    expect(chosen(options, 'c')).toBe('layout');
  });

  it('refuses an object, which cannot be extended, naming the plugin and what to write', () => {
    expect(() =>
      extendManualChunks('widget-chunk', { manualChunks: { vendor: ['a'] } }, own, 'own'),
    ).toThrow(/widget-chunk: .*manualChunks is an object; write it as a function/);
  });
});
