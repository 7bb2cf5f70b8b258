/**
 * The compile options as they key cached results: those that change the
 * output (progress callbacks and the hash function do not).
 */
import type { CompileOptions } from './types.ts';

/** The options that change a compile's output, as one string. */
export function optionsKeyOf(options: CompileOptions): string {
  return JSON.stringify({
    strict: options.strict ?? false,
    termSources: options.termSources ?? null,
    lineBreaks: options.lineBreaks ?? null,
    contentDirs: options.contentDirs ?? [],
    // Only when off: the keys of the default compile stay as they were.
    ...(options.fastMarkdown === false && { fastMarkdown: false }),
  });
}
