/**
 * The parts of the persistent cache's keys that compile-content.ts and
 * compile-files.ts share (see compile-cache.ts for the cache itself).
 */
import type { CompileOptions } from '../compiler/types.ts';
import { cacheKey } from './compile-cache.ts';

/** A file's text as it enters the whole-result key: bytes exactly (one char per byte), or the string. */
export function keyText(text: string | Uint8Array): string {
  return typeof text === 'string' ? `s:${text}` : `b:${Buffer.from(text).toString('latin1')}`;
}

/** The options as they enter cache keys (progress callbacks do not change output). */
export function optionsKeyOf(options: CompileOptions): string {
  return JSON.stringify({
    strict: options.strict ?? false,
    termSources: options.termSources ?? null,
    lineBreaks: options.lineBreaks ?? 'commonmark',
  });
}

/** The key of a file's per-file stage (its body, front matter removed). */
export function preparedKey(
  version: string,
  optionsKey: string,
  path: string,
  body: string,
): string {
  return cacheKey('prepared', version, optionsKey, path, body);
}
