/**
 * In a build, the compiled rulebook as a JSON file in Astro's cache
 * directory, which the site's pages read (src/loaders/site-data.ts); Astro's
 * content store holds only the file's path (stored-entries.ts); `astro dev`
 * keeps it in memory instead (live-data.ts). Astro handles what it stores at
 * every step, and nine megabytes of a full SRD's data cost tenths of a second
 * at each: devalue's escaping of the store at each write, its module rebuilt
 * and evaluated at each reload in `astro dev`, and in a build the same
 * module parsed and printed by Rollup. A save of one book of the corpus took
 * 1.5 s to reach the open page with the data in the store, 0.7 s with it in
 * a file (docs/benchmarks.md › Authoring loop).
 *
 * Each process names its files with its process id and the data's digest,
 * and keeps its {@link KEPT} newest (a page of the version before may still
 * be reading one); files of processes that ended are removed by the next
 * writer. Safe to delete with the cache directory when no build or dev
 * server runs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../io/write-output.ts';
import { TEMP_SUFFIX, writeWhole } from '../io/write-whole.mjs';

/** The files' names, `rulebook-data-<pid>-<digest>.json`, and those of their writes' temporary files. */
const NAME = new RegExp(String.raw`^rulebook-data-(\d+)-[0-9a-f]+\.json(${TEMP_SUFFIX})?$`);

/** How many of its own files a process keeps. */
const KEPT = 3;

/**
 * Writes `json` to a file of this process in `dir` (unless the same data is
 * there already) and returns its path; removes this process's older files
 * beyond the {@link KEPT} newest, and those of processes that ended.
 */
export function writeDataFile(dir: string, json: string): string {
  mkdirSync(dir, { recursive: true });
  const digest = createHash('sha256').update(json).digest('hex').slice(0, 20);
  const file = join(dir, `rulebook-data-${process.pid}-${digest}.json`);
  if (statSync(file, { throwIfNoEntry: false })) {
    const now = new Date();
    utimesSync(file, now, now); // the newest again
  } else writeWhole(file, [json]);
  removeOldDataFiles(dir, file);
  return file;
}

/**
 * Removes this process's files beyond the {@link KEPT} newest, `current` (the
 * one just stored) always among them, and those of ended processes.
 */
function removeOldDataFiles(dir: string, current: string): void {
  const own: { path: string; time: number }[] = [];
  for (const name of readdirSync(dir)) {
    const match = NAME.exec(name);
    const pid = Number(match?.[1]);
    if (!match || !pid) continue;
    const path = join(dir, name);
    // A temporary file left by a failed write of this process, or by a process killed mid-write.
    if (match[2] && (pid === process.pid || !processAlive(pid))) rmSync(path, { force: true });
    else if (path === current) continue;
    else if (pid === process.pid) {
      const time = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      if (time !== undefined) own.push({ path, time });
    } else if (!processAlive(pid)) rmSync(path, { force: true });
  }
  own.sort((a, b) => b.time - a.time);
  for (const { path } of own.slice(KEPT - 1)) rmSync(path, { force: true });
}
