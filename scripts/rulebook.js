#!/usr/bin/env node
// The `rulebook` command. It runs the plain JavaScript bundle that
// `npm ci` builds (the `prepare` script, scripts/build-cli.mjs, into .build/),
// so it starts without compiling TypeScript, with V8's code cache
// (load-bundle.mjs). A bundle built from older sources is rebuilt first (when
// esbuild is installed).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { currentBuildVersion } from '../src/io/compiler-version.mjs';
import { loadBundle } from './load-bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = new URL('../.build/cli.cjs', import.meta.url);
if (!existsSync(fileURLToPath(cli)) || currentBuildVersion(root) === null) {
  try {
    await import('./build-cli.mjs');
  } catch (error) {
    process.stderr.write(
      `rulebook: the CLI is not built (${error.message}).\n` +
        'Run `npm ci` (or `npm run build:cli`) in the project directory to build it.\n',
    );
    process.exit(2);
  }
}
const { exports, saveCodeCache } = loadBundle(fileURLToPath(cli));
process.exitCode = await exports.main(process.argv.slice(2));
saveCodeCache();
