/**
 * What `astro dev` logs of a recompile's warnings: the ones the last
 * recompile did not log, and a count of the rest. A library carries dozens of
 * warnings an author may leave for later; printed again at every save, they
 * bury the one the save brought.
 */

/** The warnings to print (`fresh`, in order) and how many are left out as printed already (`repeated`). */
export interface WarningLog {
  fresh: string[];
  repeated: number;
}

/**
 * Splits the formatted warnings of this recompile, `current`, into those not
 * in `before` (the last recompile's, or none at the first) and a count of the
 * others; a warning printed twice in one recompile is printed twice.
 */
export function warningLog(current: readonly string[], before?: ReadonlySet<string>): WarningLog {
  const fresh = before ? current.filter((warning) => !before.has(warning)) : [...current];
  return { fresh, repeated: current.length - fresh.length };
}
