/**
 * The persistent cache's keys that compile-content.ts and compile-output.ts
 * share (see compile-cache.ts for the cache itself).
 */
import type { CompileInput, CompileOptions } from '../compiler/types.ts';
import { cacheKey } from './compile-cache.ts';

/** A file's text as it enters the whole-result key: bytes exactly (one char per byte), or the string. */
function keyText(text: string | Uint8Array): string {
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

/** The key of a file's per-file stage (its body, front matter removed), kept by the dev server. */
export function preparedKey(
  version: string,
  optionsKey: string,
  path: string,
  body: string,
): string {
  return cacheKey('prepared', version, optionsKey, path, body);
}

/** The key of a whole result: every file's path, layer and bytes, the compiler version and the options. */
export function wholeKeyOf(
  inputs: readonly CompileInput[],
  version: string,
  optionsKey: string,
): string {
  return cacheKey(
    'result',
    version,
    optionsKey,
    ...inputs.flatMap((input) => [input.path, String(input.layer ?? 0), keyText(input.text)]),
  );
}
