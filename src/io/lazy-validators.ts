/**
 * The CLI bundle's schema validators, loaded one schema at a time: the
 * install-time build (scripts/build-cli.mjs) precompiles each schema with
 * ajv's standalone code generator into its own CommonJS module under the
 * bundle's `validators/` directory, and swaps src/compiler/validators.ts for
 * a module that calls `lazyValidators`. A run loads only the validators it
 * asks for (an empty or cached compile checks the configuration, not the
 * 600 KB of every data schema), and `validatorFor` stays synchronous:
 * CommonJS modules load with `require`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';

/** The directory of the per-schema validator modules, inside the bundle's directory. */
export const VALIDATORS_DIR = 'validators';

/** What a validator module exports (ajv's standalone code, `exports.validate`). */
interface ValidatorModule {
  validate?: ValidateFunction;
}

/**
 * `validatorFor` over the modules in `dir`: `files` maps each schema `$id`
 * to its module's file name. Each module is loaded the first time its schema
 * is asked for. An unknown schema, or a module missing from the directory
 * (a bundle deleted in part), throws an error that names the schema, the
 * file and the fix.
 */
export function lazyValidators(
  dir: string | (() => string),
  files: Readonly<Record<string, string>>,
): (id: string) => ValidateFunction {
  const loaded = new Map<string, ValidateFunction>();
  let require: NodeJS.Require | undefined;
  let where: string | undefined;
  return (id) => {
    const known = loaded.get(id);
    if (known) return known;
    const file = files[id];
    if (!file)
      throw new Error(
        `Schema ${id} has no precompiled validator in the CLI bundle. Fix: add its file to schemas/ and rebuild with \`npm run build:cli\`.`,
      );
    where ??= typeof dir === 'string' ? dir : dir();
    require ??= createRequire(join(where, 'index.cjs'));
    const path = join(where, file);
    let module: ValidatorModule;
    try {
      module = require(path) as ValidatorModule;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
      throw new Error(
        `The precompiled validator of schema ${id} is missing: ${path}. The CLI bundle is incomplete; rebuild it with \`npm run build:cli\` (or \`npm ci\`).`,
      );
    }
    if (typeof module.validate !== 'function')
      throw new Error(
        `${path} does not export the validator of schema ${id}. Rebuild the CLI bundle with \`npm run build:cli\`.`,
      );
    loaded.set(id, module.validate);
    return module.validate;
  };
}

/**
 * The validators directory of the bundle that holds the module at
 * `moduleUrl` (an entry file in the bundle's directory, or a chunk one level
 * below it): the first of `validators/` beside the module and one level up
 * that exists, else the one beside it (whose absence `lazyValidators`
 * reports by name).
 */
export function validatorsDirOf(moduleUrl: string): string {
  const here = dirname(fileURLToPath(moduleUrl));
  const candidates = [join(here, VALIDATORS_DIR), join(dirname(here), VALIDATORS_DIR)];
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
}
