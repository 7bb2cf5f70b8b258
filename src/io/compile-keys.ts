/**
 * The disk tier's keys that compile-content.ts and compile-output.ts share,
 * made with the one key builder (`cacheKey`, compile-cache.ts).
 */
import type { CompileInput } from '../compiler/index.ts';
import { cacheKey, type KeyScope } from './compile-cache.ts';

/** A file's text as it enters the whole-result key: bytes exactly (one char per byte), or the string. */
function keyText(text: string | Uint8Array): string {
  return typeof text === 'string' ? `s:${text}` : `b:${Buffer.from(text).toString('latin1')}`;
}

/** The key of a file's per-file stage (its body, front matter removed), kept by the dev server. */
export function preparedKey(scope: KeyScope, path: string, body: string): string {
  return cacheKey('prepared', scope, path, body);
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
export function wholeKeyOf(inputs: readonly CompileInput[], scope: KeyScope): string {
  return cacheKey('result', scope, ...inputs.flatMap(inputKey));
}

/** The key of one file's result compiled on its own (the dev server's incremental compiler). */
export function fileResultKey(scope: KeyScope, input: CompileInput): string {
  return cacheKey('file-result', scope, ...inputKey(input));
}
