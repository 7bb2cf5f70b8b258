/**
 * No schema is compiled at run time: the validators are one generated module
 * (src/compiler/generated/validators.js) that every context imports, so no
 * code of the project but its generator (scripts/lib/validators-code.ts)
 * imports ajv or makes an ajv instance. Tests may: they check the generated
 * validators against ajv's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The one module allowed to use ajv: it generates the validators. */
const GENERATOR = 'scripts/lib/validators-code.ts';

/** The project's code outside the tests: src/, scripts/ and the configuration files at the root. */
function productionFiles(): string[] {
  const code = /\.(?:[cm]?[jt]s|astro)$/;
  const under = (dir: string) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && code.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const atRoot = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && code.test(entry.name))
    .map((entry) => entry.name);
  return [...under('src'), ...under('scripts'), ...atRoot].sort();
}

/** An import or require of ajv (any of its entry points), or an ajv instance being made. */
const AJV_USE =
  /\bfrom\s*['"]ajv(?:\/[^'"]*)?['"]|\b(?:import|require)\s*\(\s*['"]ajv(?:\/[^'"]*)?['"]|\bnew\s+Ajv\w*\s*\(/g;

describe('schema validation at run time', () => {
  it('uses no ajv outside the validators’ generator', () => {
    const files = productionFiles();
    expect(files).toContain(GENERATOR);
    expect(files).toContain('src/compiler/validate.ts');
    const uses = files
      .filter((file) => file !== GENERATOR)
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file), 'utf8').matchAll(AJV_USE)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(uses, 'import the generated validators (src/compiler/validate.ts) instead').toEqual([]);
  });

  it('finds what it looks for (the pattern matches an import and an instance)', () => {
    const sample = "import { Ajv2020 } from 'ajv/dist/2020.js';\nconst ajv = new Ajv2020({});";
    expect(sample.match(AJV_USE)).toHaveLength(2);
  });
});
