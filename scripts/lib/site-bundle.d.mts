/** Types of site-bundle.mjs (plain ESM, run by `npm run build` before any TypeScript loader). */

/** scripts/build-site.ts, run through tsx when it cannot be bundled. */
export const entry: string;
/** scripts/build-site.ts, bundled. */
export const bundle: string;
/** astro.config.mjs, bundled: plain JavaScript that Node imports as it is. */
export const configBundle: string;
/** Whether the bundles were built from the source files as they are now. */
export function upToDate(): boolean;
/** Bundles both again (throws when esbuild is missing or the cache cannot be written). */
export function rebuild(): Promise<void>;
