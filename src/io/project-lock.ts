/**
 * One Astro build of a project at a time. Astro keeps some of a build's
 * state in the project's own `.astro/` directory whatever its cache
 * directory is: the content layer writes the images its entries import to
 * `.astro/content-assets.mjs` at every content sync, and the build bundles
 * that file. Two builds of one project at once (a test run's fixture sites, an
 * author's two terminals) would each bundle whichever file the other wrote
 * last: a site's pictures lost. So a build holds a lock, a directory named
 * for the project, while Astro builds; a lock whose process has ended (a
 * killed build) is taken over.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './write-output.ts';

/** How long a lock without its process id may be being made before it counts as abandoned. */
const UNWRITTEN_MS = 10_000;
/** How often a waiting build looks at the lock again. */
const POLL_MS = 200;

/** The process holding the lock at `dir`, or null when none does (absent, or its process ended). */
function holder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'pid'), 'utf8'));
  } catch {
    // Being made (no pid yet), or gone: a lock that old without a pid was abandoned.
    const made = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    return made !== undefined && Date.now() - made < UNWRITTEN_MS ? -1 : null;
  }
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null;
}

/**
 * Moves an abandoned lock out of the way, then removes it. The move is
 * atomic: of several builds that found it abandoned at once, one moves it and
 * the others find it gone and try again, where removing it in place could
 * fail (`ENOTEMPTY`) as one of them was already making its own.
 */
function abandon(dir: string): void {
  const moved = `${dir}.abandoned-${process.pid}-${randomUUID()}`;
  try {
    renameSync(dir, moved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTEMPTY' || code === 'EEXIST') return; // taken meanwhile
    throw error;
  }
  rmSync(moved, { recursive: true, force: true });
}

/**
 * Runs `work` holding the lock `dir` (made and removed here); while another
 * live process holds it, waits, calling `onWait` once.
 */
export async function withProjectLock<T>(
  dir: string,
  work: () => T | Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir, { recursive: false });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        mkdirSync(join(dir, '..'), { recursive: true });
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (holder(dir) === null) {
      abandon(dir);
      continue;
    }
    if (!told) onWait();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  writeFileSync(join(dir, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
