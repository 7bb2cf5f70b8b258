/**
 * Incremental compiling for the authoring loop: each file is compiled on its
 * own and cached by path, content directory and text, so a recompile after
 * editing one file compiles only that file, and of that file parses again
 * only the chunks whose text changed. Everything it keeps between calls is in
 * one memory tier (cache.ts): each file's result (`file-result`), its parsed
 * chunks (`chunk`) and, for files compiled together, its extraction
 * (`extract`), each bounded per file as its kind says. The cached results
 * are merged in the same order `compile` uses; links are checked across all
 * files again. Whenever files interact in a way a merge cannot reproduce (an
 * id defined in two files, `replaces`, a path given twice), it falls back to
 * a full `compile`, so the output is always exactly `compile`'s. A store
 * (the dev server's persistent cache) may keep each file's result between
 * runs, so that a restart compiles no file that did not change.
 */
import { chunksOf, createMemoryTier, type ChunkCache, type MemoryTier } from './cache.ts';
import {
  compileWithLinks,
  replacesOf,
  strictly,
  type CachedExtraction,
  type ExtractionCache,
  type PreparedOf,
} from './compile.ts';
import type { RenderedBody } from './extract/sections.ts';
import { roleDeviationNotes } from './extract/rules-tables.ts';
import { compareStrings, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { normalizeText } from './encoding.ts';
import { checkLinks, type FileLinks } from './links.ts';
import { buildManifest } from './manifest.ts';
import { optionsKeyOf } from './options-key.ts';
import { likelyInteract } from './shared-chapters.ts';
import { deepCopy } from './deep-copy.ts';
import { createSectionRenderings, type SectionRenderings } from './section-renderings.ts';
import { createSpareCopies, type Held } from './spare-copies.ts';
import { readSiteConfigs } from './site-config.ts';
import { DATA_KINDS } from './schema-ids.ts';
import type {
  CompileInput,
  CompileOptions,
  CompileResult,
  DataKind,
  RulebookData,
} from './types.ts';

/** Every data collection but the manifest, in the manifest's order (the one list: DATA_KINDS). */
const COLLECTIONS = DATA_KINDS.filter(
  (kind): kind is Exclude<DataKind, 'manifest'> => kind !== 'manifest',
);

/** A compiler that remembers each file's result between calls. */
export interface IncrementalCompiler {
  /** Compiles like `compile`, reusing the results of files whose text has not changed. */
  compile(inputs: readonly CompileInput[], options?: CompileOptions): CompileResult;
  /** How many files the last call compiled afresh (the others came from the cache). */
  readonly lastCompiled: number;
  /** How many markdown chunks the last call parsed afresh (the others were copied from the cache). */
  readonly lastParsedChunks: number;
  /** How many files the last call's full compile (files interact) replayed instead of walking. */
  readonly lastReplayed: number;
  /**
   * How the last call was served: `incremental`, per-file results merged;
   * `full`, every file compiled together (files interact: the merge fell back).
   */
  readonly lastMode: 'incremental' | 'full';
}

/** A file's result as the incremental compiler keeps it: what `compileWithLinks` gave for it alone. */
export interface FileResult {
  result: CompileResult;
  links: FileLinks;
}

/**
 * Where an incremental compiler may keep each file's result between runs,
 * by the file's path, source, layer and the options (the dev server's
 * persistent cache: src/io/compile-content.ts, `cachedFileResults`).
 */
export interface FileResultStore {
  get(input: CompileInput, options: CompileOptions): FileResult | undefined;
  set(input: CompileInput, options: CompileOptions, stored: FileResult): void;
}

interface FileEntry {
  /** What the result was compiled from: a changed text or directory means compiling again. */
  source: string | Uint8Array;
  /** Why the file could not be read, if it could not. */
  unreadable?: string | undefined;
  /** The text after decoding and line-ending normalisation (what the manifest describes). */
  text: string;
  layer: number;
  result: CompileResult;
  links: FileLinks;
}

/**
 * Creates an incremental compiler with an empty cache; `preparedOf` may give
 * a file's per-file stage from elsewhere, and `store` keep each file's result
 * (the dev server's persistent cache).
 */
export function createIncrementalCompiler(
  preparedOf?: PreparedOf,
  store?: FileResultStore,
): IncrementalCompiler {
  const tier = createMemoryTier();
  /** The options the `file-result` entries were compiled with (other options: every file again). */
  let cacheOptions = '';
  /** The files the last call compiled, alone or together (`preparedOf` is asked about others). */
  let compiled = new Set<string>();
  const sections = createSectionRenderings();
  const extractions = extractionsIn(tier, sections);
  let extractionsKey = '';
  /** The files and options that interacted at the last compile (see `compile`). */
  let together = '';
  let lastCompiled = 0;
  let lastParsedChunks = 0;
  let lastReplayed = 0;
  let lastMode: IncrementalCompiler['lastMode'] = 'incremental';

  /** Compiles `inputs` together, replaying the extraction of each file whose ids did not move. */
  const compileTogether = (
    inputs: readonly CompileInput[],
    options: CompileOptions,
    paths: ReadonlySet<string>,
    firstTimeOf: PreparedOf | undefined,
  ) => {
    // Extractions hold for the options they were made with.
    const key = optionsKeyOf(options);
    if (key !== extractionsKey) {
      tier.clear('extract');
      sections.clear();
      extractionsKey = key;
    }
    tier.retain('extract', paths);
    sections.retain(paths);
    const used = new Map<string, ChunkCache>();
    const { result } = compileWithLinks(
      inputs,
      options,
      (path) => {
        let chunks = used.get(path);
        if (!chunks) used.set(path, (chunks = chunksOf(path, tier)));
        return chunks;
      },
      firstTimeOf,
      { ...extractions, replayed: () => lastReplayed++ },
    );
    // Pruned only when parsed from (a tree read back through `preparedOf` used none of its chunks).
    for (const chunks of used.values()) {
      if (chunks.stats.parsed + chunks.stats.reused === 0) continue;
      lastParsedChunks += chunks.stats.parsed;
      chunks.prune();
    }
    return result;
  };

  return {
    get lastCompiled() {
      return lastCompiled;
    },
    get lastParsedChunks() {
      return lastParsedChunks;
    },
    get lastReplayed() {
      return lastReplayed;
    },
    get lastMode() {
      return lastMode;
    },
    compile(inputs, options = {}) {
      lastCompiled = 0;
      lastParsedChunks = 0;
      lastReplayed = 0;
      lastMode = 'full';
      const paths = new Set(inputs.map((input) => input.path));
      tier.retain('chunk', paths);
      // `preparedOf` is asked only about files this compiler has not compiled before (an
      // edited file is parsed again with its chunk cache: only its edited chunks).
      const known = compiled;
      compiled = paths;
      const firstTimeOf: PreparedOf | undefined =
        preparedOf &&
        ((path, body, chunks, parse) =>
          known.has(path) ? undefined : preparedOf(path, body, chunks, parse));
      const fileOptions: CompileOptions = { ...options, onProgress: undefined };
      const optionsKey = optionsKeyOf(fileOptions);
      if (optionsKey !== cacheOptions) {
        tier.clear('file-result');
        cacheOptions = optionsKey;
      }
      // Files that interacted at the last compile (the same files, the same options), or that
      // likely will at a first call, are compiled together at once, none compiled alone.
      const files = `${optionsKey}\n${[...paths].sort().join('\n')}`;
      if (together !== files && tier.size('file-result') === 0 && likelyInteract(inputs))
        together = files;
      if (together === files && paths.size === inputs.length) {
        const result = compileTogether(inputs, fileOptions, paths, firstTimeOf);
        lastCompiled = inputs.length - lastReplayed;
        inputs.forEach((input, index) =>
          options.onProgress?.(index + 1, inputs.length, input.path),
        );
        return result;
      }
      const entries: FileEntry[] = [];
      for (const [index, input] of inputs.entries()) {
        const layer = input.layer ?? 0;
        let entry = tier.get<FileEntry>('file-result', input.path, '');
        if (
          !entry ||
          !sameSource(entry.source, input.text) ||
          entry.layer !== layer ||
          entry.unreadable !== input.unreadable
        ) {
          const chunks = chunksOf(input.path, tier);
          // A file first seen may have been compiled by an earlier run (an edited one is compiled).
          let stored = entry ? undefined : store?.get(input, fileOptions);
          if (!stored) {
            const { result, links } = compileWithLinks(
              [input],
              fileOptions,
              () => chunks,
              firstTimeOf,
            );
            lastParsedChunks += chunks.stats.parsed;
            chunks.prune();
            stored = {
              result,
              links: links[0] ?? { file: input.path, anchors: new Set<string>(), links: [] },
            };
            store?.set(input, fileOptions, stored);
            lastCompiled++;
          }
          const text = normalizeText(input.path, input.text).text;
          const { unreadable } = input;
          entry = { source: input.text, text, layer, unreadable, ...stored };
          tier.set('file-result', input.path, '', entry);
        }
        entries.push(entry);
        options.onProgress?.(index + 1, inputs.length, input.path);
      }
      tier.retain('file-result', paths);
      const merged = paths.size === inputs.length ? merge(inputs, entries, options) : null;
      together = merged ? '' : files;
      if (merged) lastMode = 'incremental';
      return merged ?? compileTogether(inputs, fileOptions, paths, firstTimeOf);
    },
  };
}

/** Merges per-file results in compile's file order, or null when files interact. */
function merge(
  inputs: readonly CompileInput[],
  entries: FileEntry[],
  options: CompileOptions,
): CompileResult | null {
  const order = inputs
    .map((input, index) => ({
      input,
      entry: entries[index]!,
      weight: entries[index]!.result.data.manifest.files[0]?.weight,
    }))
    .sort(
      (a, b) =>
        (a.input.layer ?? 0) - (b.input.layer ?? 0) ||
        (a.weight ?? Number.POSITIVE_INFINITY) - (b.weight ?? Number.POSITIVE_INFINITY) ||
        compareStrings(a.input.path, b.input.path),
    );
  const data = Object.fromEntries(COLLECTIONS.map((kind) => [kind, []])) as unknown as Omit<
    RulebookData,
    'manifest'
  >;
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const { entry } of order) {
    const file = entry.result.data;
    if (replacesOf(file.manifest.files[0]?.meta ?? {}).size > 0) return null;
    for (const kind of COLLECTIONS) {
      for (const item of file[kind]) {
        const id = `${kind}\0${item.id}`;
        if (seen.has(id)) return null;
        seen.add(id);
      }
      (data[kind] as unknown[]).push(...file[kind]);
    }
    // Checked across the files below; a content directory's _config.yml is read once, below;
    // a monster is compared with the roles of every file, below.
    diagnostics.push(
      ...entry.result.diagnostics.filter(
        (d) =>
          d.code !== 'link/broken' &&
          d.code !== 'input/site-config' &&
          d.code !== 'monster/role-deviation',
      ),
    );
  }
  // A file that could not be read has no anchors: a link to it is broken, as in `compile`.
  const across = [
    ...checkLinks(
      order.filter(({ entry }) => entry.unreadable === undefined).map(({ entry }) => entry.links),
    ),
    ...readSiteConfigs(options.contentDirs ?? []).diagnostics,
    ...roleDeviationNotes(data.monsters, data['monster-roles']),
  ];
  diagnostics.push(...(options.strict ? across.map(strictly) : across));
  const sorted = sortDiagnostics(diagnostics);
  // A file that could not be read is in no manifest, as in `compile` (its diagnostic says why).
  const files = order
    .filter(({ entry }) => entry.unreadable === undefined)
    .map(({ input, entry }) => ({
      path: input.path,
      text: entry.text,
      meta: entry.result.data.manifest.files[0]?.meta ?? {},
    }));
  const pictures = order.flatMap(({ entry }) => entry.result.data.manifest.pictures);
  const manifest = buildManifest(files, data, sorted, pictures);
  const home = order.flatMap(({ entry }) => entry.result.data.manifest.home ?? []);
  if (home.length > 0) manifest.home = home;
  return {
    data: { ...data, manifest },
    diagnostics: sorted,
  };
}

/** Whether two file sources (text or bytes) are the same. */
function sameSource(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What the memory tier keeps of a file's extraction: the text it was made from, and its rendered sections. */
interface KeptExtraction {
  extraction: Held<CachedExtraction>;
  rendered: Map<string, Held<RenderedBody[]>>;
}

/**
 * The memory tier's `extract` entries as an `ExtractionCache`, for the full
 * compiles of files that interact (a section id two books share, such as
 * each book's "Legal", or `replaces`): of each path, the last text's
 * extraction and rendered sections, so that a save walks the edited file and
 * only those after it whose ids it moved (extract/replay.ts decides), as the
 * CLI does with the disk tier. Entries are copied in and out: a compile
 * changes the objects it replays. The copies handed out are made ahead, off
 * a save's path (spare-copies.ts).
 */
function extractionsIn(tier: MemoryTier, sections: SectionRenderings): ExtractionCache {
  const spares = createSpareCopies();
  const kept = (path: string, text: string) => tier.get<KeptExtraction>('extract', path, text);
  return {
    sections,
    get: (path, text) => {
      const entry = kept(path, text);
      return entry && spares.take(entry.extraction);
    },
    set: (path, text, extraction) => {
      const entry: KeptExtraction = {
        extraction: spares.hold(deepCopy(extraction)),
        rendered: new Map(),
      };
      tier.set('extract', path, text, entry);
    },
    getRendered: (path, text, variant) => {
      const rendered = kept(path, text)?.rendered.get(variant);
      return rendered && spares.take(rendered);
    },
    setRendered: (path, text, variant, rendered) => {
      kept(path, text)?.rendered.set(variant, spares.hold(deepCopy(rendered)));
    },
  };
}
