/**
 * Opt-in per-file CPU profile of a run (`VITEST_CPU_PROFILE=out.jsonl npx vitest run`):
 * a setup file that appends, after each test file, one JSON line with the file, its
 * worker's process id, its wall time and the CPU time (user + sys) its worker's whole
 * process tree spent meanwhile: the worker, the Chromium it drives, the builds and CLIs it
 * spawned (children that ended included). Vitest's own durations are wall times, which
 * on a shared machine say little of what a file costs. Workers are processes (the forks
 * pool), so files running at once are measured apart; the global setup's builds run in
 * Vitest's main process and are not in any file's figure.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds spent so far by this process and its descendants, ended ones included. */
function treeCpuSeconds(): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After "pid (comm) ": state ppid … utime(11) stime(12) cutime(13) cstime(14)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(name), Number(fields[1]));
    ticks.set(
      Number(name),
      [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
    );
  }
  let total = 0;
  for (const [pid, own] of ticks) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p)) {
      if (p !== process.pid) continue;
      total += own;
      break;
    }
  }
  return total / TICKS;
}

const out = process.env['VITEST_CPU_PROFILE'];
const cpuAtStart = treeCpuSeconds();
const wallAtStart = Date.now();

afterAll(({}, suite) => {
  if (!out) return;
  // The file's root suite: Vitest types the hook's argument loosely.
  const file = (suite as { filepath?: string }).filepath;
  appendFileSync(
    out,
    `${JSON.stringify({
      file,
      pid: process.pid,
      cpu: Number((treeCpuSeconds() - cpuAtStart).toFixed(2)),
      wall: (Date.now() - wallAtStart) / 1000,
      start: wallAtStart,
    })}\n`,
  );
});
