/**
 * The build check every `rulebook` start makes (src/io/compiler-version.mjs):
 * the bundle in `.build/` is used only if it was built from the sources as
 * they are; a source touched but unchanged costs one hash, after which the
 * stamp is dated again and starts read modification times only.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_STAMP,
  compilerVersionOf,
  currentBuildVersion,
} from '../../src/io/compiler-version.mjs';

let root: string;
const past = new Date(Date.now() - 60_000);

/** A project with one file in each source directory and a stamp of its version, dated after them. */
function project(): void {
  for (const dir of ['src/compiler', 'src/dice', 'src/io', 'schemas', 'scripts/commands'])
    mkdirSync(join(root, dir), { recursive: true });
  const files = [
    'package.json',
    'package-lock.json',
    'scripts/cli.ts',
    'scripts/build-cli.mjs',
    'src/compiler/compile.ts',
    'src/dice/roll.ts',
    'src/io/cache.ts',
    'schemas/power.schema.json',
    'scripts/commands/compile.ts',
  ];
  for (const file of files) {
    writeFileSync(join(root, file), `// ${file}\n`);
    utimesSync(join(root, file), past, past);
  }
  mkdirSync(join(root, '.build'));
  writeFileSync(
    join(root, BUILD_STAMP),
    `${JSON.stringify({ compilerVersion: compilerVersionOf(root) })}\n`,
  );
}
const stampTime = () => statSync(join(root, BUILD_STAMP)).mtimeMs;

beforeEach(() => {
  // A new directory each time: results are remembered per project root and stamp time.
  root = mkdtempSync(join(tmpdir(), 'rulebook-version-'));
  project();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('currentBuildVersion', () => {
  it('gives the stamp’s version when no source is newer than the build', () => {
    expect(currentBuildVersion(root)).toBe(compilerVersionOf(root));
  });

  it('is null when a source changed after the build, or there is no build', () => {
    const file = join(root, 'src/compiler/compile.ts');
    writeFileSync(file, '// changed\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(currentBuildVersion(root)).toBeNull();
    rmSync(join(root, '.build'), { recursive: true });
    expect(currentBuildVersion(root)).toBeNull();
  });

  it('sees a file added under a source directory', () => {
    const file = join(root, 'src/io/new/added.ts');
    mkdirSync(join(root, 'src/io/new'));
    writeFileSync(file, 'export {};\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(currentBuildVersion(root)).toBeNull();
  });

  it('keeps a build whose sources were touched but not changed, and dates its stamp again', () => {
    const file = join(root, 'schemas/power.schema.json');
    const touched = new Date(Date.now() - 2_000);
    utimesSync(join(root, BUILD_STAMP), past, past);
    utimesSync(file, touched, touched);
    expect(currentBuildVersion(root)).toBe(compilerVersionOf(root));
    // Dated to when the hashing began: the touched file is older than the stamp now, so
    // the next start reads modification times only.
    expect(stampTime()).toBeGreaterThan(statSync(file).mtimeMs);
    expect(stampTime()).toBeLessThanOrEqual(Date.now());
  });

  it('does not date the stamp again when a touched source did change', () => {
    const file = join(root, 'src/dice/roll.ts');
    utimesSync(join(root, BUILD_STAMP), past, past);
    writeFileSync(file, '// changed\n');
    const before = stampTime();
    expect(currentBuildVersion(root)).toBeNull();
    expect(stampTime()).toBe(before);
  });
});
