/**
 * Node I/O for the CLI and the site loader: reading content directories:
 * every `.md` file below each directory, as bytes (the compiler decodes them
 * and reports invalid UTF-8), in a stable order. Symbolic links to files and
 * directories are followed; one that is broken, or leads to a directory
 * already being read (a loop), becomes an input the compiler reports as
 * `input/unreadable` — never skipped silently — and so does a file or
 * directory that cannot be read.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { CompileInput } from '../compiler/index.ts';

/** Thrown when a content directory cannot be used; the CLI reports it as a usage error. */
export class ContentDirError extends Error {}

/** Reads every markdown file under the directories; paths are relative to `cwd`, with `/`. */
export async function readContent(
  dirs: readonly string[],
  cwd = process.cwd(),
): Promise<CompileInput[]> {
  const inputs: CompileInput[] = [];
  for (const [layer, dir] of dirs.entries()) {
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory()) {
      throw new ContentDirError(
        `Content directory "${dir}" does not exist or is not a directory; pass an existing one with --content DIR.`,
      );
    }
    const seen = new Set([await realpath(dir)]);
    for (const found of await markdownFiles(dir, seen)) {
      const path = relative(cwd, found.path).split(sep).join('/');
      if ('problem' in found) {
        inputs.push({ path, text: '', layer, unreadable: found.problem });
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

type Found = { path: string } | { path: string; problem: string };

/** The markdown files below `dir` (sorted by name), following links; `seen` holds the real paths of directories being read. */
async function markdownFiles(dir: string, seen: Set<string>): Promise<Found[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    return [{ path: dir, problem: `the directory cannot be read (${reason(error)})` }];
  }
  const files: Found[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    const isMarkdown = entry.name.toLowerCase().endsWith('.md');
    if (entry.isSymbolicLink()) {
      const target = await stat(path).catch((error: unknown) => error as Error);
      if (target instanceof Error) {
        if (isMarkdown)
          files.push({ path, problem: `the symbolic link is broken (${reason(target)})` });
        continue;
      }
      if (target.isFile()) {
        if (isMarkdown) files.push({ path });
        continue;
      }
      if (!target.isDirectory()) continue;
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
    files.push(...(await markdownFiles(path, seen)));
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
