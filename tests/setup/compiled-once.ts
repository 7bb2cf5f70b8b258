/**
 * Compiles that several test files need, done once a test run: the generated
 * library (scripts/lib/corpus/library.ts) takes about 5 s of CPU to compile,
 * and the Foundry, corpus, rules-table, term-sample and monster-math files all
 * read it, each in its own worker. The first worker that asks compiles and
 * stores the result (`v8.serialize`: exactly what `compile` returned; read back
 * in 0.1 s) under `node_modules/.cache/rulebook-test-compiles/`, under the key
 * the compiler's own cache gives a whole result (src/io/compile-keys.ts: the
 * compiler version, a hash of its sources, the options and the inputs); the
 * others wait for it and read it back. A later run with the same sources and
 * inputs reads it too: the key changes with any of them.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { libraryTexts } from '../../scripts/lib/corpus/library.ts';
import {
  compile,
  type CompileInput,
  type CompileOptions,
  type CompileResult,
} from '../../src/compiler/index.ts';
import { optionsKeyOf } from '../../src/compiler/options-key.ts';
import { wholeKeyOf } from '../../src/io/compile-keys.ts';
import { compilerVersion } from '../../src/io/project-version.ts';
import { writeWhole } from '../../src/io/write-whole.mjs';
import { releaseLock, tryLock } from './run-lock.ts';

/** Where the compiles are kept. */
const CACHE_DIR = join(import.meta.dirname, '../../node_modules/.cache/rulebook-test-compiles');

/** The options a kept compile may have: those that are data (the key holds those that change the output). */
export type KeptOptions = Omit<CompileOptions, 'onProgress' | 'sha256'>;

/** How often a worker waiting for another's compile looks for it. */
const POLL_MS = 200;

/** Blocks this worker for `ms` (the callers are synchronous, as `compile` is). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Compiles of this process already read: file → bytes (each caller gets its own copy). */
const read = new Map<string, Buffer>();

/**
 * What `compile(inputs, options)` returns, compiled once a run by whichever
 * worker asks first (the others wait); each call gets a copy of its own, which
 * it may change. Entries of other compiler versions are removed when one is
 * written.
 */
export function compiledOnce(
  inputs: readonly CompileInput[],
  options: KeptOptions = {},
): CompileResult {
  const version = compilerVersion();
  const key = wholeKeyOf(inputs, { version, options: optionsKeyOf(options) });
  const file = join(CACHE_DIR, `${version}-${key}.bin`);
  const lock = `${file}.lock`;
  while (!read.has(file) && !existsSync(file)) {
    if (!tryLock(lock)) {
      pause(POLL_MS);
      continue;
    }
    try {
      if (!existsSync(file)) {
        const bytes = serialize(compile(inputs, options));
        for (const old of readdirSync(CACHE_DIR))
          if (old.endsWith('.bin') && !old.startsWith(`${version}-`))
            rmSync(join(CACHE_DIR, old), { force: true });
        try {
          writeWhole(file, [bytes]);
        } catch {
          // Not kept (a read-only or full disk): this worker uses its own, the others compile.
          read.set(file, bytes);
        }
      }
    } finally {
      releaseLock(lock);
    }
  }
  let bytes = read.get(file);
  if (!bytes) read.set(file, (bytes = readFileSync(file)));
  return deserialize(bytes) as CompileResult;
}

let library: CompileInput[] | undefined;

/** The generated library's markdown files, as the library site compiles them (under `library/`). */
export function libraryInputs(): readonly CompileInput[] {
  return (library ??= libraryTexts()
    .filter((t) => t.path.endsWith('.md'))
    .map((t) => ({ path: `library/${t.path}`, text: t.text })));
}

/** The generated library compiled as the library site compiles it, once a run ({@link compiledOnce}). */
export function compiledLibrary(): CompileResult {
  return compiledOnce(libraryInputs(), { lineBreaks: 'hard_wrap' });
}
