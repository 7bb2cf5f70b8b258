/** Node I/O for the CLI and the site loader: reading content directories: every `.md` file below each directory, in a stable order. */
import { readdir, readFile, stat } from 'node:fs/promises';
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
    for (const file of await markdownFiles(dir)) {
      inputs.push({
        path: relative(cwd, file).split(sep).join('/'),
        text: await readFile(file, 'utf8'),
        layer,
      });
    }
  }
  return inputs;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await markdownFiles(path)));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) files.push(path);
  }
  return files;
}
