/**
 * The compile pipeline: front matter, one markdown parse per file, kramdown
 * clean-up, extraction of sections and blocks, terms, manifest. Pure: inputs
 * in, data and diagnostics out, no file system.
 */
import type { ChunkCache } from './cache.ts';
import { compareStrings, diagnostic, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { ExtractContext } from './extract/context.ts';
import { recordTerms, resolveRecordRefs } from './extract/records.ts';
import { readRulesTables, roleDeviationNotes } from './extract/rules-tables.ts';
import {
  canReplay,
  recordExtraction,
  replayExtraction,
  type ExtractedFile,
} from './extract/replay.ts';
import type { SectionDraft } from './extract/context.ts';
import { extractFile, finishSections, type RenderedBody } from './extract/sections.ts';
import { settleSharedNames } from './extract/shared-names.ts';
import { DEFAULT_TERM_SOURCES, extractTerms } from './extract/terms.ts';
import { normalizeText } from './encoding.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { checkLinks, type FileLinks } from './links.ts';
import { buildManifest, type ManifestInput } from './manifest.ts';
import { hardWrap, wantsHardWrap } from './hard-wrap.ts';
import { isHomeFile, renderHome, type HomeContent } from './home.ts';
import type { PictureRef } from './pictures.ts';
import { prepareFile, type PreparedFile as PreparedStage } from './prepare.ts';
import type { ParseOptions } from './parse-markdown.ts';
import { dropOutOfRange } from './schema-limits.ts';
import { reuseSectionRenderings, type SectionRenderings } from './section-renderings.ts';
import { readSiteConfigs } from './site-config.ts';
import type { CompileInput, CompileOptions, CompileResult } from './types.ts';
import { validateFrontMatter } from './validate.ts';

/**
 * Gives a file's per-file stage (see prepare.ts) if it was done elsewhere,
 * else undefined; `chunks` is the file's parsed-chunk cache and `parse` the
 * compile's choice of markdown parser, for one that does the stage itself.
 */
export type PreparedOf = (
  path: string,
  body: string,
  chunks?: ChunkCache,
  parse?: ParseOptions,
) => PreparedStage | undefined;

/** A file's second-stage work kept between compiles: its extraction plus what the first stage gave it. */
export interface CachedExtraction {
  diagnostics: Diagnostic[];
  links: FileLinks;
  /** The local pictures the file references (prepare.ts). */
  pictures: PictureRef[];
  extracted: ExtractedFile;
}

/**
 * Where extractions are kept between compiles, keyed by a file's path and
 * whole text (front matter included) and the compile options; `set` must copy
 * the entry before returning (the compile goes on to change its objects).
 */
export interface ExtractionCache {
  get(path: string, text: string): CachedExtraction | undefined;
  set(path: string, text: string, entry: CachedExtraction): void;
  /**
   * The rendered sections of a file's extraction, kept by `setRendered`:
   * `variant` (`ExtractedFile.claimedBefore`) with the path and text decides
   * the extraction exactly.
   */
  getRendered(path: string, text: string, variant: string): RenderedBody[] | undefined;
  setRendered(path: string, text: string, variant: string, rendered: RenderedBody[]): void;
  /** Told of each file whose extraction a compile replayed (the others were walked). */
  replayed?(path: string): void;
  /** Single sections' renderings from the last compile, for the drafts of files walked again. */
  sections?: SectionRenderings;
}

/** A file whose extraction was recorded or replayed: its drafts are `ctx.drafts[start, end)`. */
interface ExtractionRun {
  path: string;
  text: string;
  variant: string;
  start: number;
  end: number;
  /** Each draft's body as extracted (a later `replaces` may swap it for a filtered copy). */
  bodies: unknown[];
  hit: boolean;
}

interface PreparedFile extends ManifestInput {
  body: string;
  weight: number;
  layer: number;
}

/**
 * Compiles markdown files into rulebook data. Files are ordered by content
 * directory (`layer`), then front matter `navigation_weight`, then path,
 * whatever order they come in, so the output is the same for the same files.
 */
export function compile(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
): CompileResult {
  return compileWithLinks(inputs, options).result;
}

/**
 * `compile`, also returning each file's headings and internal links (for
 * incremental merging); `chunkCacheOf` gives a file's parsed-chunk cache, so
 * an edited file reparses only its edited chunks; `preparedOf` may give a
 * file's per-file stage already done (by a worker thread or from a cache).
 */
export function compileWithLinks(
  inputs: readonly CompileInput[],
  options: CompileOptions = {},
  chunkCacheOf?: (path: string) => ChunkCache,
  preparedOf?: PreparedOf,
  extractions?: ExtractionCache,
): { result: CompileResult; links: FileLinks[] } {
  const ctx = new ExtractContext();
  const files = prepare(inputs, ctx.diagnostics, options.sha256);
  const siteConfigs = readSiteConfigs(options.contentDirs ?? []);
  ctx.report(siteConfigs.diagnostics);
  // Front matter `hard_wrap`, else rulebook.config.json's, else the directory's _config.yml.
  const lineBreaksOf = (layer: number) =>
    options.lineBreaks ?? siteConfigs.lineBreaks.get(layer) ?? 'commonmark';
  const isHome = (file: PreparedFile) => isHomeFile(file.path, file.layer, options.contentDirs);
  const home: HomeContent[] = [];
  const links: FileLinks[] = [];
  const pictures: PictureRef[] = [];
  const runs: ExtractionRun[] = [];
  const rendered = new Map<SectionDraft, RenderedBody>();
  const ran = (path: string, text: string, extracted: ExtractedFile) => {
    const variant = extracted.claimedBefore.join('\n\n');
    const start = ctx.drafts.length - extracted.drafts.length;
    const known = extractions?.getRendered(path, text, variant);
    const drafts = extracted.drafts;
    if (known?.length === drafts.length) drafts.forEach((d, i) => rendered.set(d, known[i]!));
    const bodies = drafts.map((d) => d.body);
    runs.push({ path, text, variant, start, end: ctx.drafts.length, bodies, hit: !!known });
  };
  for (const [index, file] of files.entries()) {
    const replaces = replacesOf(file.meta);
    if (replaces.size > 0) ctx.replaces.set(file.path, { ids: replaces, used: new Set() });
    const cached = isHome(file) ? undefined : extractions?.get(file.path, file.text);
    if (cached && canReplay(ctx, cached.extracted)) {
      ctx.report(cached.diagnostics);
      links.push(cached.links);
      pictures.push(...cached.pictures);
      replayExtraction(ctx, cached.extracted);
      extractions?.replayed?.(file.path);
      ran(file.path, file.text, cached.extracted);
    } else {
      const chunks = chunkCacheOf?.(file.path);
      const parse: ParseOptions = { fastMarkdown: options.fastMarkdown };
      const { root, lines, diagnostics, ...prepared } =
        preparedOf?.(file.path, file.body, chunks, parse) ??
        prepareFile(file.path, file.body, chunks, parse);
      ctx.report(diagnostics);
      links.push(prepared.links);
      pictures.push(...prepared.pictures);
      if (wantsHardWrap(file.meta, lineBreaksOf(file.layer))) hardWrap(root);
      const walk = () =>
        extractFile(ctx, {
          file: file.path,
          root,
          lines,
          fallbackTitle: bookTitle(file),
        });
      // The home page is not a book: rendered whole, with no sections (home.ts).
      if (isHome(file)) home.push(renderHome(file.path, root));
      else if (!extractions) walk();
      else {
        const extracted = recordExtraction(ctx, walk);
        if (extracted) {
          extractions.set(file.path, file.text, {
            diagnostics,
            links: prepared.links,
            pictures: prepared.pictures,
            extracted,
          });
          ran(file.path, file.text, extracted);
        }
      }
    }
    options.onProgress?.(index + 1, files.length, file.path);
  }
  ctx.report(checkLinks(links));
  ctx.report(ctx.unusedReplaces());
  const books = new Map(files.map((file) => [file.path, bookTitle(file)]));
  settleSharedNames(ctx, (path) => books.get(path) ?? baseName(path));
  ctx.report(dropOutOfRange('powers', ctx.powers));
  ctx.report(dropOutOfRange('deities', ctx.deities));
  ctx.report(dropOutOfRange('tables', ctx.tables));
  resolveRecordRefs(ctx);
  // A body a later file's `replaces` filtered is rendered again.
  for (const run of runs)
    ctx.drafts.slice(run.start, run.end).forEach((draft, i) => {
      if (draft.body !== run.bodies[i]) rendered.delete(draft);
    });
  const keepSections =
    extractions?.sections && reuseSectionRenderings(ctx.drafts, rendered, extractions.sections);
  const sections = finishSections(ctx, rendered);
  keepSections?.();
  for (const run of runs) {
    // Kept when every draft's body is the one extracted (rendered from it), and not kept yet.
    const drafts = ctx.drafts.slice(run.start, run.end);
    if (run.hit || drafts.some((draft, i) => draft.body !== run.bodies[i])) continue;
    const bodies = drafts.map((draft) => rendered.get(draft)!);
    extractions?.setRendered(run.path, run.text, run.variant, bodies);
  }
  const rules = readRulesTables({
    sections,
    tables: ctx.tables,
    lines: new Map(files.map((file) => [file.path, file.text.split('\n')])),
  });
  ctx.report(rules.diagnostics);
  ctx.report(roleDeviationNotes(ctx.monsters, rules.data['monster-roles']));
  const terms = [
    ...extractTerms(ctx.drafts, { ...DEFAULT_TERM_SOURCES, ...options.termSources }, ctx.monsters),
    ...recordTerms(ctx.records),
  ];
  const diagnostics = sortDiagnostics(
    options.strict ? ctx.diagnostics.map(strictly) : ctx.diagnostics,
  );
  const collections = {
    sections,
    powers: ctx.powers,
    deities: ctx.deities,
    monsters: ctx.monsters,
    tables: ctx.tables,
    terms,
    ...ctx.records,
    ...rules.data,
  };
  const manifest = buildManifest(files, collections, diagnostics, pictures);
  if (home.length > 0) manifest.home = home;
  return {
    result: {
      data: { ...collections, manifest },
      diagnostics,
    },
    links,
  };
}

function prepare(
  inputs: readonly CompileInput[],
  diagnostics: Diagnostic[],
  sha256?: (text: string) => string,
): PreparedFile[] {
  const seen = new Set<string>();
  const files: PreparedFile[] = [];
  for (const input of [...inputs].sort((a, b) => compareStrings(a.path, b.path))) {
    if (seen.has(input.path)) {
      diagnostics.push(
        diagnostic(
          'input/duplicate-path',
          input.path,
          { line: 1, column: 1 },
          `The file ${input.path} was given twice.`,
        ),
      );
      continue;
    }
    seen.add(input.path);
    if (input.unreadable !== undefined) {
      const message = input.skipped
        ? `Skipped ${input.path}: ${input.unreadable}.`
        : `The file ${input.path} cannot be read: ${input.unreadable}.`;
      const code = input.skipped ?? 'input/unreadable';
      diagnostics.push(diagnostic(code, input.path, { line: 1, column: 1 }, message));
      continue;
    }
    const normalized = normalizeText(input.path, input.text);
    diagnostics.push(...normalized.diagnostics);
    const text = normalized.text;
    const front = splitFrontMatter(input.path, text);
    diagnostics.push(...front.diagnostics);
    diagnostics.push(...frontMatterIssues(input.path, text, front.meta));
    files.push({
      path: input.path,
      text,
      meta: front.meta,
      ...(sha256 && { sha256: sha256(text) }),
      body: front.body,
      weight: weightOf(front.meta),
      layer: input.layer ?? 0,
    });
  }
  return files.sort(byCompileOrder);
}

/** A diagnostic under `--strict`: a warning becomes an error; an info stays a note. */
export function strictly(d: Diagnostic): Diagnostic {
  return d.severity === 'warning' ? { ...d, severity: 'error' } : d;
}

/** A file's place in the compile order: its front matter `navigation_weight` (none: last). */
export function weightOf(meta: Record<string, unknown>): number {
  const weight = meta['navigation_weight'];
  return typeof weight === 'number' && Number.isFinite(weight) ? weight : Number.POSITIVE_INFINITY;
}

/** The order files are compiled in: content directory (`layer`), then weight, then path. */
export function byCompileOrder(
  a: { layer: number; weight: number; path: string },
  b: { layer: number; weight: number; path: string },
): number {
  return a.layer - b.layer || a.weight - b.weight || compareStrings(a.path, b.path);
}

/** One diagnostic per front matter key whose value breaks the schema, at the key's line. */
function frontMatterIssues(
  file: string,
  text: string,
  meta: Record<string, unknown>,
): Diagnostic[] {
  // Per key, the most specific issue: the one deepest in the value (`/replaces/0` before `/replaces`).
  const byKey = new Map<string, { depth: number; message: string }>();
  for (const issue of validateFrontMatter(meta)) {
    const [key = '', ...rest] = issue.path.slice(1).split('/');
    if ((byKey.get(key)?.depth ?? -1) < rest.length)
      byKey.set(key, { depth: rest.length, message: issue.message });
  }
  const lines = text.split('\n');
  return [...byKey].map(([key, { message }]) => {
    const index = lines.findIndex((line, i) => i > 0 && line.startsWith(`${key}:`));
    const at = { line: index > 0 ? index + 1 : 2, column: 1 };
    return diagnostic(
      'frontmatter/invalid-value',
      file,
      at,
      `Front matter key \`${key}\` ${message}.`,
    );
  });
}

/** The ids a file's front matter `replaces` (a string or a list of strings). */
export function replacesOf(meta: Record<string, unknown>): Set<string> {
  const value = meta['replaces'];
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return new Set(list.filter((item): item is string => typeof item === 'string' && item !== ''));
}

/** A file's book title: its front matter `title`, else its file name. */
function bookTitle(file: { path: string; meta: Record<string, unknown> }): string {
  return typeof file.meta['title'] === 'string' ? file.meta['title'] : baseName(file.path);
}

function baseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/i, '');
}
