/**
 * One file's second-stage walk, as the compile runs it (hard breaks when the
 * file wants them, then `extractFile` with the file's title), shared by the
 * compile (compile.ts) and the worker threads that extract files ahead of it
 * (src/io/compile-worker.ts), so both walk a file exactly alike.
 */
import type { Diagnostic } from './diagnostics.ts';
import type { ExtractContext } from './extract/context.ts';
import { recordExtraction, type ExtractedFile } from './extract/replay.ts';
import { extractFile } from './extract/sections.ts';
import { hardWrap, wantsHardWrap, type LineBreaks } from './hard-wrap.ts';
import type { FileLinks } from './links.ts';
import type { PreparedFile } from './prepare.ts';

/** A file's second-stage work kept between compiles: its extraction plus what the first stage gave it. */
export interface CachedExtraction {
  diagnostics: Diagnostic[];
  links: FileLinks;
  extracted: ExtractedFile;
}

/** A file as the walk needs it: its path and front matter. */
export interface WalkedFile {
  path: string;
  meta: Record<string, unknown>;
}

/** Walks one prepared file into `ctx` (its tree is changed in place: hard breaks). */
export function walkFile(
  ctx: ExtractContext,
  file: WalkedFile,
  prepared: Pick<PreparedFile, 'root' | 'lines'>,
  lineBreaks: LineBreaks | undefined,
): void {
  if (wantsHardWrap(file.meta, lineBreaks ?? 'commonmark')) hardWrap(prepared.root);
  const title = file.meta['title'];
  extractFile(ctx, {
    file: file.path,
    root: prepared.root,
    lines: prepared.lines,
    fallbackTitle: typeof title === 'string' ? title : baseName(file.path),
  });
}

/**
 * Whether a file can be walked ahead of the compile: not when its front
 * matter `replaces` blocks (its walk needs every earlier file's blocks).
 */
export function canWalkAhead(meta: Record<string, unknown>): boolean {
  return meta['replaces'] === undefined;
}

/**
 * Walks a file ahead of the compile (only when `canWalkAhead`), in a context that has seen only the
 * files walked ahead before it, and records the walk (see replay.ts): the
 * compile replays it when the ids it looked at were claimed alike before it
 * there, else walks the file itself. Null when the walk met another file's
 * block.
 */
export function walkAhead(
  ctx: ExtractContext,
  file: WalkedFile,
  prepared: PreparedFile,
  lineBreaks: LineBreaks | undefined,
): CachedExtraction | null {
  const extracted = recordExtraction(ctx, () => walkFile(ctx, file, prepared, lineBreaks));
  return extracted && { diagnostics: prepared.diagnostics, links: prepared.links, extracted };
}

function baseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/i, '');
}
