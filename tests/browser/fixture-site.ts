/**
 * Builds the site from other content (fixture directories) into a directory of
 * its own, for browser tests that need content the bundled rulebook lacks.
 *
 * Test files build their fixture sites at the same time, so each build is kept
 * apart: Astro writes a build's server chunks under its output directory only
 * when that directory lies inside the working directory (otherwise into the
 * shared `.astro/`), and its content store into its cache directory. So each
 * build goes to a directory of its own under `node_modules/.cache/`, with its
 * own Astro cache (RULEBOOK_ASTRO_CACHE), and is then moved to `out`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const stage = join(root, 'node_modules/.cache/rulebook-test-sites');

/**
 * Runs `scripts/build-site.ts` with `RULEBOOK_CONTENT=contentDirs`
 * (comma-separated, relative to the repository) and puts the site in `out`
 * (replacing a site built there before); throws with the build's output if it
 * fails.
 */
export function buildFixtureSite(contentDirs: string, out: string): void {
  mkdirSync(stage, { recursive: true });
  const work = mkdtempSync(join(stage, 'site-'));
  try {
    const site = join(work, 'site');
    const build = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-site.ts', '--out', site],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          RULEBOOK_CONTENT: contentDirs,
          RULEBOOK_ASTRO_CACHE: join(work, 'astro-cache'),
        },
      },
    );
    if (build.status !== 0)
      throw new Error(
        `The site of ${contentDirs} failed to build:\n${build.stdout}\n${build.stderr}`,
      );
    moveSite(site, out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Moves a built site to `out`, replacing only a site built there before. */
function moveSite(site: string, out: string): void {
  if (existsSync(out)) {
    if (!existsSync(join(out, '.rulebook-site')))
      throw new Error(`${out} exists and is not a built site; give an empty path.`);
    rmSync(out, { recursive: true, force: true });
  }
  mkdirSync(dirname(out), { recursive: true });
  try {
    renameSync(site, out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(site, out, { recursive: true });
  }
}
