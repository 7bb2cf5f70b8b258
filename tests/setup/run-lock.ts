/**
 * A lock directory that several test workers (processes) share, so that what
 * they all need (a fixture site, a compile) is made by one of them while the
 * others wait: whoever makes the directory holds the lock, and writes its
 * process id in it. One left by a killed run is taken over: at once when its
 * process has ended, else once it is older than a maximum age.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { processAlive } from '../../src/io/write-output.ts';

/** How old a lock may be before it counts as left by a killed run (10 minutes). */
export const STALE_LOCK_MS = 600_000;

/** Whether the lock `lock` was left: its process ended, or it is older than `staleMs`. */
function abandoned(lock: string, staleMs: number): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) return true;
  } catch {
    // Being made (no process id yet), or gone: its age decides.
  }
  const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
  return Date.now() - since > staleMs;
}

/**
 * Takes the lock `lock` (a directory, made with its parent); false when another
 * live worker holds it. A lock left by a killed run is removed and taken.
 */
export function tryLock(lock: string, staleMs = STALE_LOCK_MS): boolean {
  mkdirSync(dirname(lock), { recursive: true });
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (!abandoned(lock, staleMs)) return false;
  rmSync(lock, { recursive: true, force: true });
  return tryLock(lock, staleMs);
}

/** Gives back a lock taken by {@link tryLock}. */
export function releaseLock(lock: string): void {
  rmSync(lock, { recursive: true, force: true });
}
