/**
 * What the CLI writes: the data files' bytes, validated against the schemas,
 * with the diagnostics and counts it reports. Files that validated are kept
 * in the persistent cache, keyed like the whole result (every file's bytes,
 * the compiler version, which covers the schemas and the serializer, and the
 * options), so a compile that changed nothing reads their bytes back and
 * neither compiles, validates nor serializes anything. This module stays
 * light: the compiler (compile-content.ts, with the parser) is imported only
 * when the output is not cached. The site build and the dev server call
 * compile-content.ts directly (Astro's content layer cannot import a module
 * once its configuration has loaded).
 */
import type { Diagnostic } from '../compiler/diagnostics.ts';
import type { CompileInput, CompileOptions, Manifest } from '../compiler/types.ts';
import { validateData, type ValidationIssue } from '../compiler/validate.ts';
import { cacheKey, openDefaultCache } from './compile-cache.ts';
import type { CompileContentSetup, CompileContentStats } from './compile-content.ts';
import { optionsKeyOf, wholeKeyOf } from './compile-keys.ts';
import { compilerVersion } from './project-version.ts';
import { serializeData } from './serialize.ts';

/** The CLI's output of a compile. */
export interface CompiledOutput {
  /** Each data file's name and bytes (`serializeData`, UTF-8); null when the compile had errors or the data is invalid. */
  files: Record<string, Uint8Array> | null;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
  /** Schema violations of the data (`validateData`); null when the compile had errors (nothing was validated). */
  issues: ValidationIssue[] | null;
  /** True when the output came from the cache (nothing was compiled). */
  outputHit: boolean;
  /** How `compileContent` worked; null on an output hit (it did not run). */
  stats: CompileContentStats | null;
}

/** A compile's output as the cache keeps it: only one that validated. */
interface KeptOutput {
  files: Record<string, Uint8Array>;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
}

/** Compiles like `compileContent`, then validates and serializes the data (when the compile has no error). */
export async function compileOutput(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileContentSetup = {},
): Promise<CompiledOutput> {
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const key = cacheKey('output', wholeKeyOf(inputs, version, optionsKeyOf(options)));
  const kept = cache?.get<KeptOutput>(key);
  if (kept) {
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
    return { ...kept, issues: [], outputHit: true, stats: null };
  }
  const { compileContent } = await import('./compile-content.ts');
  const result = await compileContent(inputs, options, { ...setup, cache, version });
  const output = {
    diagnostics: result.diagnostics,
    counts: result.data.manifest.counts,
    outputHit: false,
    stats: result.stats,
  };
  if (result.diagnostics.some((d) => d.severity === 'error'))
    return { ...output, files: null, issues: null };
  const issues = validateData(result.data);
  if (issues.length > 0) return { ...output, files: null, issues };
  const files = Object.fromEntries(
    Object.entries(serializeData(result.data)).map(([name, text]) => [name, Buffer.from(text)]),
  );
  cache?.set(key, {
    files,
    diagnostics: result.diagnostics,
    counts: output.counts,
  } satisfies KeptOutput);
  return { ...output, files, issues };
}
