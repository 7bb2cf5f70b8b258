/**
 * The persistent cache's keys that compile-content.ts and compile-output.ts
 * share (see compile-cache.ts for the cache itself).
 */
import type { CompileInput } from '../compiler/index.ts';
import { cacheKey } from './compile-cache.ts';

/** A file's text as it enters the whole-result key: bytes exactly (one char per byte), or the string. */
function keyText(text: string | Uint8Array): string {
  return typeof text === 'string' ? `s:${text}` : `b:${Buffer.from(text).toString('latin1')}`;
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

/** What keys a file in a result: its path, layer, bytes and why it could not be read or was skipped (such a file has no bytes, like an empty one). */
function inputKey(input: CompileInput): string[] {
  return [
    input.path,
    String(input.layer ?? 0),
    keyText(input.text),
    input.unreadable === undefined ? '' : `unreadable:${input.unreadable}`,
    input.skipped ?? '',
  ];
}

/** The key of a whole result: every file's path, layer, bytes and readability, the compiler version and the options. */
export function wholeKeyOf(
  inputs: readonly CompileInput[],
  version: string,
  optionsKey: string,
): string {
  return cacheKey('result', version, optionsKey, ...inputs.flatMap(inputKey));
}

/** The key of one file's result compiled on its own (the dev server's incremental compiler). */
export function fileResultKey(version: string, optionsKey: string, input: CompileInput): string {
  return cacheKey('file-result', version, optionsKey, ...inputKey(input));
}
