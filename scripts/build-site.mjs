#!/usr/bin/env node
// `npm run build`: runs scripts/build-site.ts as plain JavaScript instead of
// through tsx (whose start cost the build about 0.35 s). esbuild bundles it
// (its npm packages left as imports) into node_modules/.cache/rulebook-site/,
// again whenever one of its source files changed; without esbuild, tsx runs
// the TypeScript as before. Safe to delete the cache directory.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'scripts', 'build-site.ts');
const dir = join(root, 'node_modules', '.cache', 'rulebook-site');
const bundle = join(dir, 'build-site.mjs');
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

/** Whether the bundle was built from the source files as they are now. */
function upToDate() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return (
      stamp(bundle) !== null &&
      Object.keys(inputs).length > 0 &&
      Object.entries(inputs).every(([path, recorded]) => stamp(join(root, path)) === recorded)
    );
  } catch {
    return false;
  }
}

async function rebuild() {
  const { build } = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  const temp = `${bundle}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: temp,
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
  renameSync(temp, bundle);
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
}

let runnable = bundle;
if (!upToDate()) {
  try {
    await rebuild();
  } catch {
    // No esbuild (or no writable cache): run the TypeScript through tsx.
    const { register } = await import('tsx/esm/api');
    register();
    runnable = entry;
  }
}
await import(pathToFileURL(runnable).href);
