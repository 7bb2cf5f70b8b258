/**
 * The I/O edge of pictures (content-formats §13.2): each picture the content
 * references (the manifest's `pictures`, paths relative to the working
 * directory) must be a readable file inside the content directories. The rule
 * for paths that lead out is content-links.ts's, the one markdown reading
 * obeys: `..` out of the content is refused; a symbolic link out is refused
 * unless `symlinksOutsideContent` is "follow". A picture that fails costs only
 * itself: a warning at each reference (src/compiler/picture-checks.ts).
 */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import {
  pictureDiagnostics,
  withDiagnostics,
  type PictureState,
} from '../compiler/picture-checks.ts';
import type { CompileResult } from '../compiler/index.ts';
import {
  contentRoots,
  DEFAULT_OUTSIDE_LINK_POLICY,
  insideContent,
  linkTarget,
  type OutsideLinkPolicy,
} from './content-links.ts';

/** Where pictures are looked for, and the rule for links out of the content. */
export interface PictureCheckOptions {
  /** The content directories (as given to readContent). */
  dirs: readonly string[];
  /** The directory picture paths are relative to (default: the process's). */
  cwd?: string;
  /** rulebook.config.json's `symlinksOutsideContent` (default "skip"). */
  outsideLinks?: OutsideLinkPolicy;
}

/** A picture that may be published: its path as the manifest names it, and its file. */
export interface PictureFile {
  path: string;
  absolute: string;
}

/** What {@link checkPictures} found: the result with the pictures' diagnostics, and the good files. */
export interface CheckedPictures {
  result: CompileResult;
  files: PictureFile[];
}

/**
 * Checks every picture of a compile's result; returns the result with a
 * warning per reference to a missing, unreadable or outside picture, and the
 * pictures that can be published (each once).
 */
export async function checkPictures(
  result: CompileResult,
  options: PictureCheckOptions,
  strict = false,
): Promise<CheckedPictures> {
  const cwd = options.cwd ?? process.cwd();
  const states = await pictureStates(result.data.manifest.pictures, options);
  const files = [...states]
    .filter(([, state]) => state === 'ok')
    .map(([path]) => ({ path, absolute: resolve(cwd, path) }));
  const diagnostics = pictureDiagnostics(result.data.manifest.pictures, (path) => {
    return states.get(path) ?? 'ok';
  });
  return { result: withDiagnostics(result, diagnostics, strict), files };
}

/** The state of each picture path (once each, in first-reference order). */
export async function pictureStates(
  pictures: readonly { path: string }[],
  options: PictureCheckOptions,
): Promise<Map<string, PictureState>> {
  const cwd = options.cwd ?? process.cwd();
  const roots = await contentRoots(options.dirs);
  const dirs = options.dirs.map((dir) => resolve(cwd, dir));
  const policy = options.outsideLinks ?? DEFAULT_OUTSIDE_LINK_POLICY;
  const states = new Map<string, PictureState>();
  for (const { path } of pictures) {
    if (states.has(path)) continue;
    const state = await pictureState(resolve(cwd, path), dirs, roots, policy);
    const found =
      typeof state === 'object' ? await nearerTheRoot(path, cwd, dirs, roots, policy) : null;
    states.set(path, typeof state === 'object' && found !== null ? { ...state, found } : state);
  }
  return states;
}

/**
 * A readable picture of the same name nearer the root of the content
 * directory that holds a missing one (`adventures/pics/x.png` missing,
 * `pics/x.png` there): what a file one folder down most likely meant by
 * `pics\x.png`. Its path as the manifest writes paths, or null.
 */
async function nearerTheRoot(
  path: string,
  cwd: string,
  dirs: readonly string[],
  roots: readonly string[],
  policy: OutsideLinkPolicy,
): Promise<string | null> {
  const absolute = resolve(cwd, path);
  const dir = dirs.find((d) => insideContent(absolute, [d]));
  if (dir === undefined) return null;
  const segments = relative(dir, absolute).split(sep);
  for (let drop = 1; drop < segments.length; drop++) {
    const candidate = join(dir, ...segments.slice(drop));
    if ((await pictureState(candidate, dirs, roots, policy)) === 'ok')
      return relative(cwd, candidate).split(sep).join('/');
  }
  return null;
}

/** The state of one picture file: inside the content (as written and once links are resolved), and readable. */
async function pictureState(
  absolute: string,
  dirs: readonly string[],
  roots: readonly string[],
  policy: OutsideLinkPolicy,
): Promise<PictureState> {
  if (!insideContent(absolute, dirs)) return 'outside';
  const target = await linkTarget(absolute, roots).catch((error: unknown) => error as Error);
  if (target instanceof Error) return { unreadable: reasonOf(target) };
  if (!target.inside && policy === 'skip') return 'outside';
  try {
    if (!(await stat(target.real)).isFile()) return { unreadable: 'it is not a file' };
    await access(target.real, constants.R_OK);
    return 'ok';
  } catch (error) {
    return { unreadable: reasonOf(error as Error) };
  }
}

function reasonOf(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'ELOOP') return 'too many levels of symbolic links';
  return error.message;
}
