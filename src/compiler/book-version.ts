/**
 * The version line of each book (content-formats §0.1): after the level-1
 * heading named for the book, a bare line such as `1.1`, then the kramdown
 * `* TOC` / `{:toc}` list. The line stays in the chapter's text; the manifest
 * gives it to tools as each file's `version`.
 */
import type { Section } from './types.ts';

/**
 * A book's version line (content-formats §0.1): a line of its own holding a
 * number with a dot (`1.1`, `2.0.3`), optionally after `v` or `Version`
 * (`Version 1.1`, `Version: 2`), optionally in bold or italics.
 */
const VERSION_LINE = /^(?:version:?\s*(\d+(?:\.\d+)*)|v?(\d+(?:\.\d+)+))$/i;

/** The version a line states, or null when it is not a version line. */
export function versionOf(line: string): string | null {
  const bare = line
    .trim()
    .replace(/^([*_]{1,3})(.*)\1$/, '$2')
    .trim();
  const match = VERSION_LINE.exec(bare);
  return match ? (match[1] ?? match[2]!) : null;
}

/**
 * Each file's version: the version line that opens the text under its first
 * heading (the chapter named for the book, before the `* TOC` list). Read
 * from the sections, so a compile and an incremental merge agree.
 */
export function bookVersions(sections: readonly Section[]): Map<string, string | null> {
  const versions = new Map<string, string | null>();
  for (const section of sections) {
    if (versions.has(section.source.file)) continue;
    versions.set(section.source.file, versionOf(section.markdown.split('\n', 1)[0] ?? ''));
  }
  return versions;
}
