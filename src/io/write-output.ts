/**
 * Writing output without ever leaving half of it in place: everything goes to
 * a fresh temporary directory beside the target, which replaces the target
 * only once it is complete. A failed or killed write leaves the previous
 * output untouched (a stray `.tmp-` directory of a killed build is removed by
 * the next one).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Creates an empty temporary directory beside `target`, for building its
 * replacement. Its name carries this process's id, so directories left by a
 * killed build (whose process is gone) are removed here first. Its mode is
 * the umask's (0755 under umask 022), which the output keeps once moved into
 * place: `mkdtemp` would make it 0700, unreadable to a web server running as
 * another user.
 */
export async function tempDirBeside(target: string): Promise<string> {
  await removeStaleTempDirs(target);
  const { parent, prefix } = tempNames(target);
  for (;;) {
    const dir = join(parent, `${prefix}${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await mkdir(dir); // fails if the name is taken, as mkdtemp's own would
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Where `target`'s temporary directories go, and how their names start (then a process id). */
function tempNames(target: string): { parent: string; prefix: string } {
  const absolute = resolve(target);
  return { parent: dirname(absolute), prefix: `.${basename(absolute)}.tmp-` };
}

/**
 * Removes the temporary directories beside `target` that runs killed before
 * they finished left behind (their process is gone), creating `target`'s
 * parent if needed. Also for a run that leaves `target` as it is.
 */
export async function removeStaleTempDirs(target: string): Promise<void> {
  const { parent, prefix } = tempNames(target);
  await mkdir(parent, { recursive: true });
  for (const name of await readdir(parent)) {
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (name.startsWith(prefix) && Number.isInteger(pid) && !processAlive(pid)) {
      await rm(join(parent, name), { recursive: true, force: true });
    }
  }
}

/** Whether process `pid` is running (on this machine; one of another user's counts). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Moves the complete directory `built` into place as `target`, replacing what was there. */
export async function replaceDirectory(target: string, built: string): Promise<void> {
  const absolute = resolve(target);
  const previous = await stat(absolute).catch(() => null);
  const old = `${built}.old`;
  if (previous) await rename(absolute, old);
  await rename(built, absolute);
  if (previous) await rm(old, { recursive: true, force: true });
}

/**
 * Moves directory `from` to `to` (which may exist as an empty directory):
 * a rename, or a copy then a removal when the two are on different file
 * systems.
 */
export async function moveDirectory(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Replaces directory `outDir` with exactly `files` (name → contents). */
export async function writeDirectoryAtomically(
  outDir: string,
  files: Record<string, string | Uint8Array>,
): Promise<void> {
  const temp = await tempDirBeside(outDir);
  try {
    for (const [name, contents] of Object.entries(files))
      await writeFile(join(temp, name), contents);
    await replaceDirectory(outDir, temp);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Writes `contents` to `file` atomically: into a temporary file beside it,
 * renamed over `file` only once complete, so a failed or killed write leaves
 * the previous file (or none) in place, never half a file.
 */
export async function writeFileAtomically(file: string, contents: Uint8Array): Promise<void> {
  const absolute = resolve(file);
  await mkdir(dirname(absolute), { recursive: true });
  const temp = join(dirname(absolute), `.${basename(absolute)}.tmp-${process.pid}`);
  try {
    await writeFile(temp, contents);
    await rename(temp, absolute);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
