/**
 * How the chunk plugins (layout-chunk.ts, widget-chunk.ts) add their choice
 * to Rollup's `manualChunks` in their `outputOptions` hook: the choice the
 * build already had (another plugin's, a function) is kept, asked before or
 * after the plugin's own; an object, which cannot be extended, is an error
 * that says how to write it.
 */
import type { GetManualChunk, OutputOptions } from 'rollup';

/** Whose choice wins where both choose: the plugin's own, or the one the build already had. */
export type ChunkPrecedence = 'own' | 'previous';

/**
 * `options` with `own` added to their `manualChunks`, `precedence` saying
 * whose choice wins; `plugin` (its file's name, `layout-chunk`) names it in
 * the error.
 */
export function extendManualChunks(
  plugin: string,
  options: OutputOptions,
  own: GetManualChunk,
  precedence: ChunkPrecedence,
): OutputOptions {
  const previous = options.manualChunks;
  if (previous !== undefined && typeof previous !== 'function')
    throw new Error(
      `${plugin}: build.rollupOptions.output.manualChunks is an object; write it as a function so ${plugin} can extend it (src/integrations/${plugin}.ts).`,
    );
  return {
    ...options,
    manualChunks(id, meta) {
      if (precedence === 'own') return own(id, meta) ?? previous?.(id, meta);
      return previous?.(id, meta) || own(id, meta);
    },
  };
}
