/**
 * What the CLI writes: the data files' bytes, validated against the schemas,
 * with the diagnostics and counts it reports. Files that validated are kept
 * in the persistent cache, keyed like the whole result (every file's bytes,
 * the compiler version, which covers the schemas and the serializer, and the
 * options), so a compile that changed nothing reads their bytes back and
 * neither compiles, validates nor serializes anything; they stand for the
 * whole result, which is kept only for a compile whose files are not (one
 * with invalid data). A compile with content errors gives its files too: the
 * data holds everything that could be read. A data file whose bytes validated before
 * (under this compiler version) is not validated again: after an edit, only
 * the collections it changed are. Given the directory the files go to, a
 * compile of the same output that finds them there, byte for byte, writes
 * nothing (output-stamp.ts). This module stays
 * light: the compile engine (node-compiler.ts, with the parser) is imported
 * only when the output is not cached.
 */
import type { Diagnostic } from '../compiler/diagnostics.ts';
import { DATA_SCHEMAS } from '../compiler/schemas.ts';
import type {
  CompileInput,
  CompileOptions,
  DataKind,
  Manifest,
  RulebookData,
} from '../compiler/types.ts';
import {
  checkedByCompile,
  validateCollection,
  type ValidationIssue,
} from '../compiler/validate.ts';
import { cacheKey, openDefaultCache, type CompileCache, type KeyScope } from './compile-cache.ts';
import type { CompileStats, Threads } from '../compiler/index.ts';
import { optionsKeyOf } from '../compiler/options-key.ts';
import { wholeKeyOf } from './compile-keys.ts';
import { checkPictures, pictureStates, type PictureCheckOptions } from './pictures.ts';
import { compilerVersion } from './project-version.ts';
import { stampOutput, unchangedOutput } from './output-stamp.ts';
import { DATA_FILES, serializeData } from './serialize.ts';

/** The CLI's output of a compile. */
export interface CompiledOutput {
  /** Each data file's name and bytes (`serializeData`, UTF-8); null when the data is invalid (or already in place). */
  files: Record<string, Uint8Array> | null;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
  /** Schema violations of the data (as `validateData` gives them); none on a cache hit. */
  issues: ValidationIssue[];
  /**
   * The collections validated (the others' bytes had validated before, or
   * the compile that ran checked them itself); null when nothing was.
   */
  validated: DataKind[] | null;
  /** True when the output came from the cache (nothing was compiled). */
  outputHit: boolean;
  /**
   * True when `setup.outDir` already holds this output's files, byte for
   * byte, as the CLI wrote them (see output-stamp.ts): nothing to write, and
   * `files` is null.
   */
  inPlace: boolean;
  /** The output's cache key ('' without a cache), for `recordWritten`. */
  key: string;
  /** How the compile engine served the compile; null on an output hit (it did not run). */
  stats: CompileStats | null;
}

/** A compile's output as the cache keeps it: only one that validated. */
interface KeptOutput {
  files: Record<string, Uint8Array>;
  diagnostics: Diagnostic[];
  counts: Manifest['counts'];
}

/** How `compileOutput` may work: the engine's cache and threads, and where the files will be written. */
export interface CompileOutputSetup {
  /** The persistent cache: default `defaultCacheDir()`'s; null for none. */
  cache?: CompileCache | null;
  /** Worker threads of the engine (default `auto`, see src/io/node-compiler.ts). */
  threads?: Threads;
  /** The compiler version in cache keys (default: the checked-out sources'). */
  version?: string;
  /** The directory the files will be written to, if any (see `CompiledOutput.inPlace`). */
  outDir?: string;
  /**
   * Check the pictures the content references (src/io/pictures.ts): their
   * diagnostics join the output, and their states its cache key (a picture
   * added or removed changes the output though no markdown did).
   */
  pictures?: PictureCheckOptions;
}

/**
 * Compiles through the compile engine (node-compiler.ts), then validates and serializes the data:
 * also when the content has errors (the data holds everything that could be
 * read, and the manifest lists the errors).
 */
export async function compileOutput(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  setup: CompileOutputSetup = {},
): Promise<CompiledOutput> {
  const cache = setup.cache === undefined ? openDefaultCache() : setup.cache;
  const version = setup.version ?? compilerVersion();
  const scope = { version, options: optionsKeyOf(options) };
  const wholeKey = cache ? wholeKeyOf(inputs, scope) : '';
  // The pictures this content referenced when it was last compiled, whose states key the output.
  const picturesKey = cache ? cacheKey('pictures', scope, wholeKey) : '';
  const outputKey = async (pictures: readonly { path: string }[]) => {
    const states = setup.pictures ? await pictureStates(pictures, setup.pictures) : new Map();
    return cacheKey('output', scope, wholeKey, JSON.stringify([...states]));
  };
  const known = setup.pictures ? cache?.get<{ path: string }[]>(picturesKey) : [];
  let key = cache && known ? await outputKey(known) : '';
  const hit = { issues: [], validated: null, outputHit: true, stats: null, key };
  const progress = () =>
    inputs.forEach((input, index) => options.onProgress?.(index + 1, inputs.length, input.path));
  const unchanged = key && setup.outDir ? unchangedOutput(cache!, setup.outDir, key) : null;
  if (unchanged) {
    progress();
    return { ...unchanged, ...hit, files: null, inPlace: true };
  }
  const kept = key ? cache?.get<KeptOutput>(key) : undefined;
  if (kept) {
    progress();
    return { ...kept, ...hit, inPlace: false };
  }
  // The engine keeps the data files' bytes here, and the whole result only when those are not kept.
  const { createNodeCompiler } = await import('./node-compiler.ts');
  const engine = createNodeCompiler(
    { cache: cache ? 'disk' : 'off', threads: setup.threads ?? 'auto' },
    { store: cache, version, keepWhole: false },
  );
  const compiled = await engine.compile(inputs, options);
  let result = compiled;
  if (setup.pictures) {
    const pictures = compiled.data.manifest.pictures.map(({ path }) => ({ path }));
    const checked = await checkPictures(compiled, setup.pictures, options.strict);
    result = { ...checked.result, stats: compiled.stats };
    cache?.set(picturesKey, pictures);
    if (cache) key = await outputKey(pictures);
  }
  const output = {
    diagnostics: result.diagnostics,
    counts: result.data.manifest.counts,
    outputHit: false,
    inPlace: false,
    stats: result.stats,
    key,
  };
  // The compile's own result (without the pictures' diagnostics, which depend on files, not text).
  const keepWhole = () => {
    if (compiled.stats.mode !== 'cached')
      cache?.set(wholeKey, { data: compiled.data, diagnostics: compiled.diagnostics });
  };
  const files = Object.fromEntries(
    Object.entries(serializeData(result.data)).map(([name, text]) => [name, Buffer.from(text)]),
  );
  // What the compile checked against the schema itself is not validated twice.
  const { issues, validated } = validateChanged(
    result.data,
    files,
    cache,
    scope,
    checkedByCompile(compiled.stats),
  );
  if (issues.length > 0) {
    keepWhole();
    return { ...output, files: null, issues, validated };
  }
  cache?.set(key, {
    files,
    diagnostics: result.diagnostics,
    counts: output.counts,
  } satisfies KeptOutput);
  return { ...output, files, issues, validated };
}

/**
 * Records that `outDir` now holds `output`'s files, as the caller just wrote
 * them, so that the next compile of the same output writes nothing (see
 * output-stamp.ts).
 */
export function recordWritten(
  output: CompiledOutput,
  outDir: string,
  cache: CompileCache | null = openDefaultCache(),
): void {
  if (!cache || !output.key || !output.files) return;
  const report = { diagnostics: output.diagnostics, counts: output.counts };
  stampOutput(cache, outDir, output.key, report, output.files);
}

/**
 * Validates each collection of `data` whose serialized bytes (`files`) have
 * not validated before under this compiler version (which covers the
 * schemas) and options, and marks those that validate now; gives the issues as
 * `validateData` does, in its order. Equal bytes are equal JSON, so a
 * collection that validated once validates again. `checked`: collections the
 * compile that made `data` validated itself (it leaves out what breaks their
 * schema, see schema-limits.ts), not validated a second time.
 */
function validateChanged(
  data: RulebookData,
  files: Record<string, Uint8Array>,
  cache: CompileCache | null,
  scope: KeyScope,
  checked: readonly DataKind[],
): { issues: ValidationIssue[]; validated: DataKind[] } {
  const issues: ValidationIssue[] = [];
  const validated: DataKind[] = [];
  for (const kind of Object.keys(DATA_SCHEMAS) as DataKind[]) {
    if (checked.includes(kind)) continue;
    const key = cache ? cacheKey('valid', scope, kind, files[DATA_FILES[kind]]!) : '';
    if (cache?.get<boolean>(key) === true) continue;
    validated.push(kind);
    const found = validateCollection(kind, data[kind]);
    if (found.length === 0) cache?.set(key, true);
    issues.push(...found);
  }
  return { issues, validated };
}
