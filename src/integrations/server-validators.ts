/**
 * A Vite plugin for the site's server side (the rulebook loader and the
 * prerendered pages, which validate the compiled data, the configuration and
 * the playground's example): src/compiler/validators.ts, which compiles the
 * schemas with ajv at run time (about 0.7 s of a site build's CPU), resolves
 * to the validators the install-time CLI build already precompiled, one
 * CommonJS module per schema under `.build/validators/`, loaded on first use
 * (src/io/lazy-validators.ts). Only when `.build/` was built from the current
 * sources (`currentBuildVersion`): otherwise, or without a CLI build, the
 * runtime validators stay, so a schema edited since `npm ci` is never checked
 * against an older one. Browser imports are browserValidators' concern.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { SCHEMA_FILES } from '../../scripts/lib/standalone-validators.mjs';
import { BUILD_STAMP, currentBuildVersion } from '../io/compiler-version.mjs';
import { importsCompilerValidators, type CompilerBundlePlugin } from './browser-validators.ts';
import { VALIDATORS_DIR } from '../io/lazy-validators.ts';

/** The id of the module that replaces validators.ts on the server side. */
const MODULE_ID = '\0rulebook-precompiled-validators';

/** The part of a Vite plugin this one uses: browserValidators' resolving, and loading its module. */
export interface ServerValidatorsPlugin extends Omit<CompilerBundlePlugin, 'buildEnd'> {
  load(id: string): string | null;
}

/**
 * The replacement module's code when the CLI bundle under `root` is current
 * and lists its validators, else null.
 */
export function precompiledValidatorsModule(root: string): string | null {
  if (currentBuildVersion(root) === null) return null;
  const dir = join(resolve(root), dirname(BUILD_STAMP), VALIDATORS_DIR);
  let files: unknown;
  try {
    files = JSON.parse(readFileSync(join(dir, SCHEMA_FILES), 'utf8'));
  } catch {
    return null; // a bundle built before the map existed: keep the runtime validators
  }
  if (typeof files !== 'object' || files === null) return null;
  const loader = resolve(root, 'src', 'io', 'lazy-validators.ts');
  return [
    `import { lazyValidators } from ${JSON.stringify(loader)};`,
    `export const validatorFor = lazyValidators(${JSON.stringify(dir)}, ${JSON.stringify(files)});`,
    '',
  ].join('\n');
}

/** The plugin; decides once, at the first server-side import of validators.ts. */
export function serverValidators(root: string = process.cwd()): ServerValidatorsPlugin {
  const compilerDir = resolve(root, 'src', 'compiler') + sep;
  let code: string | null | undefined;
  return {
    name: 'rulebook-server-validators',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!options?.ssr || !importer) return null;
      if (!importsCompilerValidators(compilerDir, source, importer)) return null;
      code ??= precompiledValidatorsModule(root);
      return code === null ? null : MODULE_ID;
    },
    load(id) {
      return id === MODULE_ID ? (code ?? null) : null;
    },
  };
}
