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
 * content, nothing (or a file it cannot read: `unreadable` says why), or a
 * path that leads out of the content directories (by `..` or a link).
 */
export type PictureState = 'ok' | 'outside' | { unreadable: string };

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
        : diagnostic(
            'picture/missing',
            picture.file,
            at,
            `The picture ${picture.path} cannot be shown: ${state.unreadable}.`,
          ),
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
