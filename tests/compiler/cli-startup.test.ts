/**
 * What the real `rulebook` binary loads at start (start-up): the
 * install-time bundle in `.build/` splits the compiler from the command, so
 * `--help` loads only the command, and a compile whose result is cached (an
 * empty directory compiled again, or a book that did not change) loads
 * neither the parser nor the compiler (the compile engine's `node-compiler`
 * chunk and the chunks only it needs): it reads the cached result and its remembered
 * validation (the schema validators, one generated module, are in a chunk
 * of their own, which the configuration's check loads). Which modules load is read from the
 * process itself (a module-loading hook and `require.cache`), not timed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const build = join(root, '.build');
const bin = join(root, 'scripts/rulebook.js');

/** Preloaded: logs every ES module file loaded, and at exit every CommonJS module, to RULEBOOK_TEST_LOADS. */
const HOOKS = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.RULEBOOK_TEST_LOADS, url + '\\n');
  return next(url, context);
}`;
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  `import { appendFileSync } from 'node:fs'; import { createRequire, register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)});
const cache = createRequire('/').cache;
process.on('exit', () => appendFileSync(process.env.RULEBOOK_TEST_LOADS,
  Object.keys(cache).map((file) => 'cjs:' + file + '\\n').join('')));`,
)}`;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-startup-'));
  mkdirSync(join(work, 'empty'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs the binary in `work`; returns its exit code and the bundle files it loaded (relative to `.build/`). */
function loadsOf(...args: string[]) {
  const log = join(work, `loads-${Math.random().toString(36).slice(2)}.txt`);
  const result = spawnSync(process.execPath, ['--import', PRELOAD, bin, ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, RULEBOOK_TEST_LOADS: log, RULEBOOK_CACHE_DIR: join(work, 'cache') },
  });
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (line.startsWith('cjs:') ? line.slice(4) : fileURLToPath(line)))
    .filter((file) => file.startsWith(build + '/'))
    .map((file) => relative(build, file));
  return { code: result.status, stderr: result.stderr, files: new Set(files) };
}

/** The bundle files that `file` (relative to `.build/`) imports statically, itself included, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(build, file), 'utf8');
  for (const [, path] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\.?\/[^"]+\.js)"/g))
    staticClosure(join(file, '..', path!), seen);
  return seen;
}

const bundleFile = (pattern: RegExp) => {
  const found = readdirSync(join(build, 'chunks')).find((name) => pattern.test(name));
  expect(found, `a chunk matching ${pattern} in .build/chunks`).toBeDefined();
  return `chunks/${found!}`;
};

/** The chunk that holds the generated schema validators (src/compiler/generated/validators.js). */
const validatorsChunk = () => {
  const found = readdirSync(join(build, 'chunks')).filter((name) =>
    readFileSync(join(build, 'chunks', name), 'utf8').includes(
      'must NOT have additional properties',
    ),
  );
  expect(found, 'one chunk of .build/chunks holds the validators').toHaveLength(1);
  return `chunks/${found[0]!}`;
};

describe('the rulebook binary at start', () => {
  it('loads only the command for --help: no compiler, no validator', () => {
    const help = loadsOf('--help');
    expect(help.code).toBe(0);
    expect([...help.files].sort()).toEqual([...staticClosure('cli.js')].sort());
    expect(help.files).not.toContain(validatorsChunk());
  });

  it('loads neither the parser nor the compiler when the result is cached', () => {
    const compiler = staticClosure(bundleFile(/^node-compiler-.*\.js$/));
    const command = staticClosure(bundleFile(/^compile-.*\.js$/));
    const config = staticClosure(bundleFile(/^config-.*\.js$/));
    // The chunks that only the compiler needs (the markdown parser among them).
    const compilerOnly = [...compiler].filter((file) => !command.has(file) && !config.has(file));
    expect(compilerOnly.length).toBeGreaterThan(1);
    const args = ['compile', '--content', 'empty', '--out', 'out'];

    const cold = loadsOf(...args);
    expect(cold.code, cold.stderr).toBe(0);
    for (const file of compilerOnly) expect(cold.files).toContain(file);
    // Every data file is validated, by the generated validators.
    expect(cold.files).toContain(validatorsChunk());
    const first = readdirSync(join(work, 'out')).map((name) =>
      readFileSync(join(work, 'out', name), 'utf8'),
    );

    const cached = loadsOf(...args);
    expect(cached.code, cached.stderr).toBe(0);
    for (const file of compilerOnly) expect(cached.files).not.toContain(file);
    expect(cached.stderr).toContain('Compiled 0 files');
    const again = readdirSync(join(work, 'out')).map((name) =>
      readFileSync(join(work, 'out', name), 'utf8'),
    );
    expect(again).toEqual(first);
  });
});
