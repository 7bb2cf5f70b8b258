/**
 * What the compiler is told about each content directory besides its
 * markdown (`CompileOptions.contentDirs`): the directory as its files' paths
 * start with it (so `index.md` right in it is the home page) and the text of
 * its Jekyll `_config.yml`, whose kramdown `hard_wrap` is the line-break
 * default of its files when rulebook.config.json does not set `lineBreaks`
 * (the compiler reads it and warns about one that does not parse:
 * src/compiler/site-config.ts).
 */
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { ContentDirInput } from '../compiler/index.ts';

/** The name of Jekyll's site configuration file. */
export const SITE_CONFIG_FILE = '_config.yml';

/**
 * Each content directory (relative to the working directory, as readContent
 * takes them) as the compiler takes it, in layer order; paths are relative to
 * `cwd` with `/`, as readContent gives its files'. A `_config.yml`
 * that is missing, or is no readable file, is not read.
 */
export async function contentDirInputs(
  dirs: readonly string[],
  cwd: string = process.cwd(),
): Promise<ContentDirInput[]> {
  return Promise.all(
    dirs.map(async (dir) => {
      const path = relative(cwd, resolve(dir)).split(sep).join('/');
      const siteConfig = await readFile(join(dir, SITE_CONFIG_FILE), 'utf8').catch(() => undefined);
      return siteConfig === undefined ? { path } : { path, siteConfig };
    }),
  );
}
