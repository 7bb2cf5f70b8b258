/**
 * The benchmarks' one median: of a list of figures, and of a list of timed
 * builds (the build of median wall time, with its own CPU time).
 */

/** The median of `values`, their non-finite ones (a run that timed out) left out; NaN when none is left. */
export function median(values: readonly number[]): number {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? Number.NaN;
}

/** The build of median wall time among `builds`, as it was timed (its CPU time with it). */
export function medianBuild<Build extends { ms: number }>(builds: readonly Build[]): Build {
  const sorted = [...builds].sort((a, b) => a.ms - b.ms);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('medianBuild: no build was timed');
  return middle;
}
