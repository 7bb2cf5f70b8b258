/**
 * Where a save's time goes in `astro dev`: with {@link DEV_TIMING_ENV} set,
 * the loader and the dev integration print one line per step of a save
 * (watcher event, compile start and end, store set, message sent to the
 * pages, store file written) with the wall-clock time, which the
 * authoring-loop benchmark (scripts/bench/dev-loop.ts) reads from the
 * server's output to break a save down. Silent otherwise.
 */

/** The environment variable that turns the step lines on (any non-empty value). */
export const DEV_TIMING_ENV = 'RULEBOOK_DEV_TIMING';

/**
 * The steps of a save, in the order they happen: the pages are told once
 * the data is stored, before Astro writes its store file (after it, when new
 * pictures reach the pages only through that file).
 */
export const DEV_STEPS = [
  'watch',
  'compile-start',
  'compile-end',
  'stored',
  'sent',
  'store-written',
] as const;

/** One step of a save ({@link DEV_STEPS}). */
export type DevStep = (typeof DEV_STEPS)[number];

/** The prefix of a step line: `[rulebook-timing] <step> <epoch ms>`. */
export const DEV_TIMING_PREFIX = '[rulebook-timing]';

/** Prints the step line of `step` when {@link DEV_TIMING_ENV} is set. */
export function markDevStep(step: DevStep): void {
  if (!process.env[DEV_TIMING_ENV]) return;
  process.stderr.write(`${DEV_TIMING_PREFIX} ${step} ${Date.now()}\n`);
}

/** The step lines of a server's output, in order, as [step, epoch ms]. */
export function readDevSteps(output: string): [DevStep, number][] {
  const steps: [DevStep, number][] = [];
  const known = new Set<string>(DEV_STEPS);
  for (const line of output.split('\n')) {
    const at = line.indexOf(DEV_TIMING_PREFIX);
    if (at < 0) continue;
    const [step, time] = line
      .slice(at + DEV_TIMING_PREFIX.length)
      .trim()
      .split(/\s+/);
    if (step && known.has(step) && Number.isFinite(Number(time)))
      steps.push([step as DevStep, Number(time)]);
  }
  return steps;
}
