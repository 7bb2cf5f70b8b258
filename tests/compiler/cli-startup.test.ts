/**
 * How the real `rulebook` binary starts: it runs the install-time bundle
 * `.build/cli.cjs` with V8's code cache beside it (scripts/load-bundle.mjs,
 * written by scripts/build-cli.mjs), which V8 accepts, and a compile whose
 * result is cached (an empty directory compiled again) gives the same
 * output. `loadBundle` itself: the cache is used when present, written only
 * when asked (the build's training run), and a cache V8 rejects costs nothing
 * but the time it would have saved. What is checked is read from
 * the processes (which cache V8 used, the files written), not timed.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const build = join(root, '.build');
const bin = join(root, 'scripts/rulebook.js');
const loader = pathToFileURL(join(root, 'scripts/load-bundle.mjs')).href;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-startup-'));
  mkdirSync(join(work, 'empty'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs `node` with `args` in `work`. */
function node(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, args, {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, RULEBOOK_CACHE_DIR: join(work, 'cache'), ...env },
  });
}

/**
 * Loads `file` with `loadBundle` in a fresh process (`mode`: its
 * `RULEBOOK_CODE_CACHE`), calls its `main` and saves the cache; returns what
 * became of the cache and what `main` returned.
 */
function loadIn(file: string, mode = '') {
  const script = `const { loadBundle } = await import(${JSON.stringify(loader)});
const loaded = loadBundle(${JSON.stringify(file)}, ${JSON.stringify(mode)});
const result = loaded.exports.main();
loaded.saveCodeCache();
console.log(JSON.stringify({ codeCache: loaded.codeCache, result }));`;
  const run = node(['--input-type=module', '-e', script]);
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { codeCache: string; result: string };
}

describe('loadBundle', () => {
  it('runs a CommonJS bundle, writes its code cache when asked and uses it after', () => {
    const file = join(work, 'bundle.cjs');
    const cache = join(work, 'bundle.code-cache');
    writeFileSync(
      file,
      "const { basename } = require('node:path');\nexports.main = () => basename(__filename) + ' ' + typeof module;\n",
    );
    expect(loadIn(file)).toEqual({ codeCache: 'none', result: 'bundle.cjs object' });
    expect(existsSync(cache)).toBe(false);
    expect(loadIn(file, 'write').codeCache).toBe('none');
    expect(existsSync(cache)).toBe(true);
    expect(loadIn(file)).toEqual({ codeCache: 'used', result: 'bundle.cjs object' });
    expect(loadIn(file, 'off').codeCache).toBe('none');
  });

  it('runs the bundle all the same when V8 rejects the cache, and leaves it to the build', () => {
    const file = join(work, 'bundle.cjs');
    const cache = join(work, 'bundle.code-cache');
    writeFileSync(file, "exports.main = () => 'ran';\n");
    writeFileSync(cache, 'not a code cache');
    expect(loadIn(file)).toEqual({ codeCache: 'rejected', result: 'ran' });
    expect(readFileSync(cache, 'utf8')).toBe('not a code cache');
    expect(loadIn(file, 'write').result).toBe('ran');
    expect(loadIn(file)).toEqual({ codeCache: 'used', result: 'ran' });
  });
});

describe('the rulebook binary at start', () => {
  it('runs the bundle with a code cache V8 accepts', () => {
    const help = node([bin, '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: rulebook compile');
    expect(existsSync(join(build, 'cli.code-cache'))).toBe(true);
    const script = `const { loadBundle } = await import(${JSON.stringify(loader)});
console.log(loadBundle(${JSON.stringify(join(build, 'cli.cjs'))}).codeCache);`;
    const probe = node(['--input-type=module', '-e', script]);
    expect(probe.stdout.trim(), probe.stderr).toBe('used');
  });

  it('gives the same output when the result is cached', () => {
    const args = [bin, 'compile', '--content', 'empty', '--out', 'out'];
    const cold = node(args);
    expect(cold.status, cold.stderr).toBe(0);
    const first = readdirSync(join(work, 'out')).map((name) =>
      readFileSync(join(work, 'out', name), 'utf8'),
    );
    const cached = node(args);
    expect(cached.status, cached.stderr).toBe(0);
    expect(cached.stderr).toContain('Compiled 0 files');
    const again = readdirSync(join(work, 'out')).map((name) =>
      readFileSync(join(work, 'out', name), 'utf8'),
    );
    expect(again).toEqual(first);
  });
});
