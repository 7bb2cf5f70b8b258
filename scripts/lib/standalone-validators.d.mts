/** Types of standalone-validators.mjs (plain ESM, run by the install-time build). */

/** Writes the precompiled validators module into `outdir` (only those of the `only` schema files, if given); returns its path. */
export function writeStandaloneValidators(
  root: string,
  outdir: string,
  only?: readonly string[],
): string;

/** Writes the precompiled validators for a browser bundle into `outdir`; returns its path. */
export function writeBrowserValidators(
  root: string,
  outdir: string,
  only?: readonly string[],
): string;

/** The file in the CLI bundle's validators directory that maps each schema `$id` to its module's file name. */
export const SCHEMA_FILES: string;
