/** The pattern (regular-expression source) of the suffix of a write's temporary file: `.<pid>-<uuid>.tmp`. */
export const TEMP_SUFFIX: string;
/** Writes `parts`, in order, as the whole of the file at `path`; throws when it cannot, leaving no temporary file. */
export function writeWhole(path: string, parts: readonly (string | Uint8Array)[]): void;
