/**
 * Writing output without ever leaving half of it in place: every file goes to
 * a fresh temporary directory beside the target, which replaces the target
 * only once all files are written. A failed or killed write leaves the previous
 * output untouched (at worst a stray `.tmp-` directory, removed on failure).
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** Replaces directory `outDir` with exactly `files` (name → contents). */
export async function writeDirectoryAtomically(
  outDir: string,
  files: Record<string, string>,
): Promise<void> {
  const target = resolve(outDir);
  await mkdir(dirname(target), { recursive: true });
  const temp = await mkdtemp(join(dirname(target), `.${basename(target)}.tmp-`));
  try {
    for (const [name, contents] of Object.entries(files))
      await writeFile(join(temp, name), contents);
    const previous = await stat(target).catch(() => null);
    const old = `${temp}.old`;
    if (previous) await rename(target, old);
    await rename(temp, target);
    if (previous) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}
