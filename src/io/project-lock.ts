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
 *
 * The lock path only ever changes by an atomic rename of a whole directory:
 * a build makes its lock beside the path, its process id already in it, and
 * renames it into place (which fails while another lock is there), and
 * renames it away to release it. So a lock is never seen half made, and one
 * removed is never mistaken for a free path that another build just took.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './write-output.ts';

/** How long a lock without its process id (an older build's, or a takeover's guard) may stand before it counts as abandoned. */
const UNWRITTEN_MS = 10_000;
/** How often a waiting build looks at the lock again. */
const POLL_MS = 200;

/** What stands at a lock's path: nothing, a lock whose process lives (or one just made), or an abandoned one. */
type LockState = 'free' | 'held' | 'abandoned';

/** The state of the lock at `dir`. */
function lockState(dir: string): LockState {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'pid'), 'utf8'));
  } catch {
    // Gone, or made by mkdir and never given a pid: abandoned once that old.
    const made = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    if (made === undefined) return 'free';
    return Date.now() - made < UNWRITTEN_MS ? 'held' : 'abandoned';
  }
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? 'held' : 'abandoned';
}

/** Renames `dir` to a name of its own beside it and removes it there; false when `dir` was already gone. */
function removeAtomically(dir: string): boolean {
  const moved = `${dir}.gone-${process.pid}-${randomUUID()}`;
  try {
    renameSync(dir, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  rmSync(moved, { recursive: true, force: true });
  return true;
}

/** Whether a rename failed because a directory already stands at its target. */
function targetTaken(error: unknown, target: string): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST' || code === 'ENOTEMPTY') return true;
  // Windows refuses to rename onto a directory with EPERM.
  return code === 'EPERM' && statSync(target, { throwIfNoEntry: false }) !== undefined;
}

/** Tries to take the lock `dir` once: makes it beside the path with this process's id, and renames it into place. */
function tryTake(dir: string): boolean {
  mkdirSync(join(dir, '..'), { recursive: true });
  const made = `${dir}.new-${process.pid}-${randomUUID()}`;
  mkdirSync(made);
  writeFileSync(join(made, 'pid'), String(process.pid));
  try {
    renameSync(made, dir);
    return true;
  } catch (error) {
    rmSync(made, { recursive: true, force: true });
    if (targetTaken(error, dir)) return false;
    throw error;
  }
}

/**
 * Removes the lock `dir` if it is still abandoned. Builds that find it
 * abandoned at once take over one at a time, each behind a guard directory,
 * and each looks again behind it: the first removes the lock, and a later one
 * finds the path free or the lock another build took since, and leaves it.
 * False when another build is taking over: the caller waits a while.
 */
function takeOver(dir: string): boolean {
  const guard = `${dir}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another build is taking over; a guard left by a build killed in that instant is cleared.
    if (lockState(guard) === 'abandoned') removeAtomically(guard);
    return false;
  }
  try {
    // Only a build behind the guard removes an abandoned lock, so one seen here stays until renamed.
    if (lockState(dir) === 'abandoned') removeAtomically(dir);
    return true;
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
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
  while (!tryTake(dir)) {
    const state = lockState(dir);
    if (state === 'free') continue;
    if (state === 'abandoned' && takeOver(dir)) continue;
    if (!told) onWait();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    removeAtomically(dir);
  }
}
