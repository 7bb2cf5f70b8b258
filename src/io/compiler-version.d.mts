/** Where the install-time build records the version it was built from. */
export const BUILD_STAMP: string;
/** A 16-hex-digit hash of the files at `paths` under `root` (a folder: every file below it), paths and bytes. */
export function sourcesDigest(root: string, paths: readonly string[]): string;
/** The compiler version of the project at `root` (a hash of the compiler's sources and dependencies). */
export function compilerVersionOf(root: string): string;
/** The version `.build/` was built from if it matches the current sources, else null. */
export function currentBuildVersion(root: string): string | null;
