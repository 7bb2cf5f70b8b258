/**
 * The one check every command runs before it replaces an output directory
 * (the CLI's `--out`, the site build's `dist/`): a directory is replaced
 * whole, so it must be one the tool made. Refused, with nothing touched: a
 * path that is a file; one that is, or contains, a content directory or the
 * current directory; and an existing, non-empty directory that is not an
 * output of the tool (no marker that verifies, nor an earlier version's exact
 * set of files: see output-marker.ts).
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { isOwnOutput, MARKER_FILES, type OutputKind } from './output-marker.ts';

/** Thrown when an output directory may not be replaced; the message is one line for the user. */
export class OutputDirError extends Error {
  override name = 'OutputDirError';
}

/** What `checkOutputDir` needs to know. */
export interface OutputDirRules {
  /** How the output is named in messages, e.g. `--out "x"`. */
  label: string;
  /** The content directories the command reads (never inside the output). */
  contentDirs: readonly string[];
  /** The output the command makes: an existing directory is replaced only if it is one (output-marker.ts). */
  kind: OutputKind;
  /** The directory paths are resolved against (default: the current directory). */
  cwd?: string;
}

/** The real path of `path`, resolving symbolic links in the part of it that exists. */
function realPath(path: string): string {
  let existing = path;
  const rest: string[] = [];
  while (!existsSync(existing)) {
    const parent = dirname(existing);
    if (parent === existing) break;
    rest.unshift(existing.slice(parent.length).replace(/^[\\/]/, ''));
    existing = parent;
  }
  let real = existing;
  try {
    real = realpathSync(existing);
  } catch {
    /* unreadable: compare the path as written */
  }
  return resolve(real, ...rest);
}

/** Whether `inner` is `outer` or lies below it. */
function within(outer: string, inner: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/** Throws an OutputDirError if `out` may not be replaced by the command's output. */
export function checkOutputDir(out: string, rules: OutputDirRules): void {
  const cwd = realPath(resolve(rules.cwd ?? process.cwd()));
  const target = realPath(resolve(rules.cwd ?? process.cwd(), out));
  const refuse = (why: string) => {
    throw new OutputDirError(`refusing to write to ${rules.label}: ${why}; nothing was changed.`);
  };
  if (out.trim() === '') refuse('the path is empty');
  if (within(target, cwd))
    refuse(
      target === cwd
        ? 'it is the current directory'
        : 'it contains the current directory (replacing it would delete it)',
    );
  for (const dir of rules.contentDirs) {
    const content = realPath(resolve(rules.cwd ?? process.cwd(), dir));
    if (within(target, content))
      refuse(
        target === content
          ? `it is the content directory "${dir}"`
          : `it contains the content directory "${dir}"`,
      );
  }
  let info;
  try {
    info = statSync(target);
  } catch {
    return; // does not exist yet: it will be created
  }
  if (!info.isDirectory()) refuse('it is a file, not a directory');
  if (readdirSync(target).length === 0 || isOwnOutput(target, rules.kind)) return;
  refuse(
    `it is a directory that is not empty and was not written by this tool (no valid ${MARKER_FILES[rules.kind]} in it); choose a new or empty directory`,
  );
}
