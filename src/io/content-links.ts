/**
 * The one rule for files that content reaches through symbolic links: a link
 * that resolves inside one of the content directories is followed; one that
 * resolves outside all of them is not, unless the configuration's
 * `symlinksOutsideContent` is "follow". A site built in CI from contributed
 * content must not publish the build machine's files (a link to /etc/passwd,
 * or to /proc/self/environ). Markdown reading (read-content.ts) applies it,
 * and so must any code that reads or copies a file content names (pictures).
 */
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** What happens to a symbolic link that resolves outside every content directory. */
export const OUTSIDE_LINK_POLICIES = ['skip', 'follow'] as const;

/** "skip" (the default: not read, a warning names it) or "follow" (read like any file). */
export type OutsideLinkPolicy = (typeof OUTSIDE_LINK_POLICIES)[number];

/** The default policy (also what schemas/config.schema.json documents). */
export const DEFAULT_OUTSIDE_LINK_POLICY: OutsideLinkPolicy = 'skip';

/** The real paths (every link resolved) of the content directories, the roots links may lead into. */
export async function contentRoots(dirs: readonly string[]): Promise<string[]> {
  return Promise.all(dirs.map((dir) => realpath(dir).catch(() => resolve(dir))));
}

/** Whether the real path `real` is one of `roots` or lies below one (`/a/content2` is not below `/a/content`). */
export function insideContent(real: string, roots: readonly string[]): boolean {
  return roots.some(
    (root) => real === root || real.startsWith(root.endsWith(sep) ? root : root + sep),
  );
}

/** Where a path leads once every link is resolved, and whether that is inside the content. */
export interface LinkTarget {
  /** The resolved path. */
  real: string;
  /** It is one of the roots or below one. */
  inside: boolean;
}

/**
 * Resolves `path` (which must exist) and applies the rule: `inside` tells
 * whether it may be read under the "skip" policy. Throws what realpath throws
 * (a broken link, a loop).
 */
export async function linkTarget(path: string, roots: readonly string[]): Promise<LinkTarget> {
  const real = await realpath(path);
  return { real, inside: insideContent(real, roots) };
}
