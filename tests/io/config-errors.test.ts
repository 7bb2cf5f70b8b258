/**
 * A bad rulebook.config.json as a user meets it: the real `rulebook` binary
 * and the site build (`node scripts/build-site.mjs`) each stop with exit code 2
 * and one message that names the file and the fix, never a stack trace, and
 * write nothing. The site build fails on its configuration before it builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const bin = join(root, 'scripts/rulebook.js');
const buildSite = join(root, 'scripts/build-site.mjs');

/**
 * Preloaded into the process: reading a file named `unreadable.json` fails
 * with EACCES, as it does for a user without read permission (the tests may
 * run as root, whom `chmod 000` does not stop).
 */
const DENY_UNREADABLE = `data:text/javascript,${encodeURIComponent(
  "import fs from 'node:fs'; import { syncBuiltinESMExports } from 'node:module';" +
    'const read = fs.readFileSync;' +
    "fs.readFileSync = (path, ...rest) => { if (String(path).endsWith('unreadable.json')) throw Object.assign(new Error(`EACCES: permission denied, open '${path}'`), { code: 'EACCES', syscall: 'open', path: String(path) }); return read(path, ...rest); };" +
    'syncBuiltinESMExports();',
)}`;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-config-errors-'));
  mkdirSync(join(work, 'book'));
  writeFileSync(join(work, 'book', 'a.md'), '# Title\n\nSome text.\n');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs `node [--import DENY_UNREADABLE] script ...args` in `work`, with RULEBOOK_CONFIG set or unset. */
function spawn(script: string, args: string[], config: string | undefined) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    RULEBOOK_CACHE_DIR: join(work, 'cache'),
    RULEBOOK_CONFIG: config,
  };
  delete env['RULEBOOK_CONTENT'];
  delete env['RULEBOOK_SITE_URL'];
  if (config === undefined) delete env['RULEBOOK_CONFIG'];
  const result = spawnSync(process.execPath, ['--import', DENY_UNREADABLE, script, ...args], {
    cwd: work,
    env,
    encoding: 'utf8',
  });
  return { code: result.status, stderr: result.stderr };
}

/** A bad configuration: how to make it, the RULEBOOK_CONFIG naming it (none: the default file), and what the message says. */
interface BadConfig {
  what: string;
  make: () => void;
  config?: string;
  says: RegExp;
}

const file = (name: string, text: string) => () => writeFileSync(join(work, name), text);

const BAD_CONFIGS: BadConfig[] = [
  {
    what: 'a directory',
    make: () => mkdirSync(join(work, 'rulebook.config.json')),
    says: /rulebook\.config\.json is a directory, not a file\. Fix: /,
  },
  {
    what: 'a file that cannot be read',
    make: file('unreadable.json', '{}'),
    config: 'unreadable.json',
    says: /unreadable\.json cannot be read \(permission denied\)\. Fix: /,
  },
  {
    what: 'a broken symbolic link (the default file)',
    make: () => symlinkSync('settings/gone.json', join(work, 'rulebook.config.json')),
    says: /rulebook\.config\.json is a symbolic link to settings\/gone\.json, which does not exist\. Fix: /,
  },
  {
    what: 'a broken symbolic link (named by RULEBOOK_CONFIG)',
    make: () => symlinkSync('gone.json', join(work, 'linked.json')),
    config: 'linked.json',
    says: /linked\.json is a symbolic link to gone\.json, which does not exist\. Fix: /,
  },
  {
    what: 'a missing file named by RULEBOOK_CONFIG',
    make: () => {},
    config: 'nope.json',
    says: /RULEBOOK_CONFIG names nope\.json, which does not exist\. Fix: /,
  },
  {
    what: 'invalid JSON',
    make: file('broken.json', '{ "content": ["book"], }'),
    config: 'broken.json',
    says: /broken\.json is not valid JSON: .*\. Fix: /,
  },
  {
    what: 'a value of the wrong type',
    make: file('typed.json', '{ "content": "book" }'),
    config: 'typed.json',
    says: /typed\.json is invalid:\n {2}content: must be of type array\. Fix: /,
  },
  {
    what: '100,000 unknown keys',
    make: file(
      'many.json',
      JSON.stringify(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, 1]))),
    ),
    config: 'many.json',
    says: /many\.json is invalid:\n {2}unknown key "k0"\. Fix: [^]*unknown key "k9"\. [^]*and 99,990 more/,
  },
];

/** What every bad configuration gets: exit code 2, its message, a few lines, no stack trace. */
function expectRefused(result: { code: number | null; stderr: string }, bad: BadConfig): void {
  expect(result.stderr).toMatch(bad.says);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr.trim().split('\n').length).toBeLessThanOrEqual(15);
  expect(result.code).toBe(2);
}

describe('a bad configuration', () => {
  it.each(BAD_CONFIGS)('stops `rulebook compile` with exit code 2: $what', (bad) => {
    bad.make();
    const result = spawn(bin, ['compile', '--content', 'book'], bad.config);
    expectRefused(result, bad);
    expect(result.stderr).toMatch(/^rulebook: /);
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it.each(BAD_CONFIGS)('stops the site build before it builds: $what', (bad) => {
    bad.make();
    const result = spawn(buildSite, ['--out', 'site'], bad.config);
    expectRefused(result, bad);
    expect(result.stderr).toMatch(/^build-site: /);
    expect(existsSync(join(work, 'site'))).toBe(false);
  });
});

describe('a configuration saved with a byte order mark', () => {
  it('is read as the same configuration', () => {
    writeFileSync(join(work, 'bom.json'), '\ufeff{ "content": ["book"] }');
    const result = spawn(bin, ['check'], 'bom.json');
    expect(result.stderr).toContain('Checked 1 file');
    expect(result.code).toBe(0);
  });
});
