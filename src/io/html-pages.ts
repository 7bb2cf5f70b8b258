/**
 * The pages of a built site: its HTML files, which the page policy rewrites,
 * the search index's key hashes and the build's summary counts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The HTML files below `dir`, as paths relative to it with `/` separators, sorted. */
export function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
