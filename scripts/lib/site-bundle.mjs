// The bundles `npm run build` runs (scripts/build-site.mjs): scripts/build-site.ts
// and astro.config.mjs, bundled by esbuild (npm packages left as imports) into
// node_modules/.cache/rulebook-site/, again whenever one of their source files
// changed. Safe to delete the directory.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The build script's TypeScript, run through tsx when it cannot be bundled. */
export const entry = join(root, 'scripts', 'build-site.ts');
const dir = join(root, 'node_modules', '.cache', 'rulebook-site');
/** The build script, bundled. */
export const bundle = join(dir, 'build-site.mjs');
/** astro.config.mjs, bundled: plain JavaScript that Node imports as it is. */
export const configBundle = join(dir, 'astro.config.mjs');
const inputsFile = join(dir, 'inputs.json');

/** A file's size and modification time, or null when it is gone. */
function stamp(path) {
  try {
    const { size, mtimeMs } = statSync(path);
    return `${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

/** Whether the bundles were built from the source files as they are now. */
export function upToDate() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return (
      stamp(bundle) !== null &&
      stamp(configBundle) !== null &&
      Object.keys(inputs).length > 0 &&
      Object.entries(inputs).every(([path, recorded]) => stamp(join(root, path)) === recorded)
    );
  } catch {
    return false;
  }
}

/** Bundles both again (throws when esbuild is missing or the cache cannot be written). */
export async function rebuild() {
  const { build } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  // Built beside, then moved in: a build starting meanwhile never runs half a bundle.
  const temp = join(dir, `tmp-${process.pid}`);
  const result = await build({
    entryPoints: { 'build-site': entry, 'astro.config': join(root, 'astro.config.mjs') },
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
    absWorkingDir: root,
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((path) => [path, stamp(join(root, path))]),
  );
  renameSync(join(temp, 'astro.config.mjs'), configBundle);
  renameSync(join(temp, 'build-site.mjs'), bundle);
  rmSync(temp, { recursive: true, force: true });
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
}
