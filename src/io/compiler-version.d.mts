/** Where the install-time build records the version it was built from. */
export const BUILD_STAMP: string;
/** The compiler version of the project at `root` (a hash of the compiler's sources and dependencies). */
export function compilerVersionOf(root: string): string;
/** The version `.build/` was built from if it matches the current sources, else null. */
export function currentBuildVersion(root: string): string | null;
