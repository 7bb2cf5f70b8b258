/**
 * Node I/O for the CLI and the site loader: reading content directories:
 * every `.md` file below each directory, as bytes (the compiler decodes them
 * and reports invalid UTF-8), in a stable order. Symbolic links to files and
 * directories inside the content directories are followed; one that is
 * broken, or leads to a directory already being read (a loop), becomes an
 * input the compiler reports as `input/unreadable` — never skipped silently —
 * and so does a file or directory that cannot be read. A link that resolves
 * outside every content directory is not read unless the configuration says
 * "follow" (content-links.ts): it becomes an input reported as the warning
 * `input/symlink-outside`. Names starting with a dot (.git, .DS_Store, editor
 * swap files) are skipped, a markdown file among them with the warning
 * `input/dot-file`.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { CompileInput } from '../compiler/index.ts';
import {
  contentRoots,
  DEFAULT_OUTSIDE_LINK_POLICY,
  linkTarget,
  type OutsideLinkPolicy,
} from './content-links.ts';

/**
 * Thrown when a content directory cannot be used; the CLI reports it as a
 * usage error. It has no stack: the fault is in the command's settings, not
 * the program, and Astro prints a "Stack trace" block (in a build that stops
 * on it) only for an error that has one.
 */
export class ContentDirError extends Error {
  override name = 'ContentDirError';
  override stack = '';
}

/** Options of {@link readContent}. */
export interface ReadContentOptions {
  /** What input paths are relative to (default: the working directory). */
  cwd?: string;
  /** Links out of the content directories: rulebook.config.json's `symlinksOutsideContent` (default "skip"). */
  outsideLinks?: OutsideLinkPolicy;
}

/** Reads every markdown file under the directories; paths are relative to `cwd`, with `/`. */
export async function readContent(
  dirs: readonly string[],
  options: ReadContentOptions = {},
): Promise<CompileInput[]> {
  const cwd = options.cwd ?? process.cwd();
  const inputs: CompileInput[] = [];
  const links: Links = {
    roots: await contentRoots(dirs),
    outside: options.outsideLinks ?? DEFAULT_OUTSIDE_LINK_POLICY,
  };
  for (const [layer, dir] of dirs.entries()) {
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory()) {
      throw new ContentDirError(
        `Content directory "${dir}" does not exist or is not a directory; name an existing one (\`content\` in rulebook.config.json, RULEBOOK_CONTENT, or the CLI's --content DIR).`,
      );
    }
    const seen = new Set([await realpath(dir)]);
    for (const found of await markdownFiles(dir, links, seen)) {
      const path = relative(cwd, found.path).split(sep).join('/');
      if ('problem' in found) {
        const { problem, skipped } = found;
        inputs.push({ path, text: '', layer, unreadable: problem, ...(skipped && { skipped }) });
        continue;
      }
      try {
        inputs.push({ path, text: await readFile(found.path), layer });
      } catch (error) {
        inputs.push({ path, text: '', layer, unreadable: reason(error) });
      }
    }
  }
  return inputs;
}

type Found =
  { path: string } | { path: string; problem: string; skipped?: CompileInput['skipped'] };

/** Which links are followed: those into the content roots, and the others under "follow". */
interface Links {
  roots: string[];
  outside: OutsideLinkPolicy;
}

/** The markdown files below `dir` (sorted by name), following the links allowed; `seen` holds the real paths of directories being read. */
async function markdownFiles(dir: string, links: Links, seen: Set<string>): Promise<Found[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    return [{ path: dir, problem: `the directory cannot be read (${reason(error)})` }];
  }
  const files: Found[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    const isMarkdown = entry.name.toLowerCase().endsWith('.md');
    if (entry.name.startsWith('.')) {
      // .git, .DS_Store, swap files: skipped; a markdown file is said to be.
      if (isMarkdown && !entry.isDirectory())
        files.push({ path, problem: 'its name starts with a dot', skipped: 'input/dot-file' });
      continue;
    }
    if (entry.name === 'node_modules') continue;
    if (entry.isSymbolicLink()) {
      const target = await stat(path).catch((error: unknown) => error as Error);
      if (target instanceof Error) {
        if (isMarkdown)
          files.push({ path, problem: `the symbolic link is broken (${reason(target)})` });
        continue;
      }
      if (!target.isFile() && !target.isDirectory()) continue;
      if ((target.isDirectory() || isMarkdown) && links.outside === 'skip') {
        const to = await linkTarget(path, links.roots).catch((error: unknown) => error as Error);
        if (to instanceof Error || !to.inside) {
          files.push(
            to instanceof Error
              ? { path, problem: `the symbolic link cannot be resolved (${reason(to)})` }
              : {
                  path,
                  problem: `it is a symbolic link to ${to.real}, outside the content directories`,
                  skipped: 'input/symlink-outside',
                },
          );
          continue;
        }
      }
      if (target.isFile()) {
        if (isMarkdown) files.push({ path });
        continue;
      }
    } else if (entry.isFile()) {
      if (isMarkdown) files.push({ path });
      continue;
    } else if (!entry.isDirectory()) continue;
    const real = await realpath(path).catch(() => path);
    if (seen.has(real)) {
      files.push({
        path,
        problem: 'the symbolic link leads to a directory that is already being read (a loop)',
      });
      continue;
    }
    seen.add(real);
    files.push(...(await markdownFiles(path, links, seen)));
  }
  return files;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM'
    ? 'permission denied'
    : code === 'ENOENT'
      ? 'it does not exist'
      : code === 'ELOOP'
        ? 'too many levels of symbolic links'
        : code === 'EISDIR'
          ? 'it is a directory'
          : (code ?? String(error));
}
