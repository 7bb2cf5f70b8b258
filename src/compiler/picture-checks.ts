/**
 * The diagnostics of pictures the I/O edge found missing or outside the
 * content (src/io/pictures.ts checks the files; this module, pure, says so
 * at each reference and adds it to a compile's result).
 */
import { diagnostic, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import type { PictureRef } from './pictures.ts';
import type { CompileResult } from './types.ts';

/**
 * What the I/O edge found at a picture's path: a readable file inside the
 * content, nothing (or a file it cannot read: `unreadable` says why, and
 * `found` names a readable picture of the same name nearer the content's
 * root, the one a careful reader would look at), or a path that leads out of
 * the content directories (by `..` or a link).
 */
export type PictureState = 'ok' | 'outside' | { unreadable: string; found?: string };

/**
 * The path from a markdown file's folder to a picture, both relative to the
 * working directory with `/` (`adventures/a.md`, `pics/x.png` → `../pics/x.png`):
 * the path the author would write to fix a reference.
 */
export function pathFromFile(file: string, picture: string): string {
  const from = file.split('/').slice(0, -1);
  const to = picture.split('/');
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++;
  return [...from.slice(shared).map(() => '..'), ...to.slice(shared)].join('/');
}

/** The warning's message for a picture that cannot be shown, naming the picture found nearer the root. */
function missingMessage(
  picture: PictureRef,
  state: { unreadable: string; found?: string },
): string {
  const cannot = `The picture ${picture.path} cannot be shown: ${state.unreadable}.`;
  if (state.found === undefined) return cannot;
  return `${cannot} A picture of that name is at ${state.found}: write it as ${pathFromFile(picture.file, state.found)} from this file.`;
}

/** One diagnostic per reference to a picture whose state is not `ok`. */
export function pictureDiagnostics(
  pictures: readonly PictureRef[],
  stateOf: (path: string) => PictureState,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const picture of pictures) {
    const state = stateOf(picture.path);
    if (state === 'ok') continue;
    const at = { line: picture.line, column: picture.column };
    diagnostics.push(
      state === 'outside'
        ? diagnostic(
            'picture/outside',
            picture.file,
            at,
            `The picture ${picture.path} lies outside every content directory: it is not published.`,
          )
        : diagnostic('picture/missing', picture.file, at, missingMessage(picture, state)),
    );
  }
  return diagnostics;
}

/**
 * A compile's result with more diagnostics: in the list and the manifest's,
 * in order, counted; under `strict` they are errors, as `compile` makes them.
 */
export function withDiagnostics(
  result: CompileResult,
  extra: readonly Diagnostic[],
  strict = false,
): CompileResult {
  if (extra.length === 0) return result;
  const added = strict ? extra.map((d) => ({ ...d, severity: 'error' as const })) : extra;
  const diagnostics = sortDiagnostics([...result.diagnostics, ...added]);
  const manifest = result.data.manifest;
  return {
    data: {
      ...result.data,
      manifest: {
        ...manifest,
        diagnostics,
        counts: {
          ...manifest.counts,
          errors: diagnostics.filter((d) => d.severity === 'error').length,
          warnings: diagnostics.filter((d) => d.severity === 'warning').length,
        },
      },
    },
    diagnostics,
  };
}
