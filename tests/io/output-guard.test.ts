/**
 * No command replaces a directory it did not make: `rulebook compile --out`
 * and the site build refuse a file, a content directory, the current
 * directory, an ancestor of either, and a foreign non-empty directory — exit
 * 2, one line, every file still there byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/cli.ts';
import { checkOutputDir, OutputDirError } from '../../src/io/output-guard.ts';

const root = join(import.meta.dirname, '../..');
let work: string;

/** Every file below `dir` (relative path → bytes, base64), dot files included. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = readFileSync(path).toString('base64');
  }
  return files;
}

/** Runs the CLI in-process; returns the exit code and what it wrote to stderr. */
async function cli(...args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    return { code: await main(args), stderr };
  } finally {
    spy.mockRestore();
  }
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-guard-'));
  mkdirSync(join(work, 'project/content/part'), { recursive: true });
  writeFileSync(join(work, 'project/content/rulebook.md'), '# Rules\n\nRoll 1d20.\n');
  writeFileSync(join(work, 'project/content/part/more.md'), '# More\n\nText.\n');
  writeFileSync(join(work, 'project/notes.txt'), 'my notes\n');
  mkdirSync(join(work, 'project/.git'));
  writeFileSync(join(work, 'project/.git/HEAD'), 'ref: refs/heads/main\n');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('checkOutputDir', () => {
  const rules = () => ({
    label: '--out',
    contentDirs: ['content'],
    markers: ['manifest.json'],
    cwd: join(work, 'project'),
  });

  it.each([
    ['.', 'it is the current directory'],
    ['..', 'contains the current directory'],
    ['content', 'it is the content directory "content"'],
    ['content/', 'it is the content directory "content"'],
    ['./content/../content', 'it is the content directory "content"'],
    ['notes.txt', 'it is a file'],
    ['', 'the path is empty'],
  ])('refuses %j (%s)', (out, why) => {
    expect(() => checkOutputDir(out, rules())).toThrow(OutputDirError);
    expect(() => checkOutputDir(out, rules())).toThrow(why);
  });

  it('refuses a directory that contains a content directory given elsewhere', () => {
    const options = { ...rules(), contentDirs: ['books/core'] };
    expect(() => checkOutputDir('books', options)).toThrow('contains the content directory');
  });

  it('accepts a new directory, an empty one, and one holding an earlier output', () => {
    expect(() => checkOutputDir('out', rules())).not.toThrow();
    mkdirSync(join(work, 'project/empty'));
    expect(() => checkOutputDir('empty', rules())).not.toThrow();
    mkdirSync(join(work, 'project/old'));
    writeFileSync(join(work, 'project/old/manifest.json'), '{}');
    expect(() => checkOutputDir('old', rules())).not.toThrow();
    writeFileSync(join(work, 'project/old/other.txt'), 'x');
    mkdirSync(join(work, 'project/foreign'));
    writeFileSync(join(work, 'project/foreign/thesis.tex'), 'x');
    expect(() => checkOutputDir('foreign', rules())).toThrow(
      'not empty and was not written by this tool',
    );
  });
});

describe('main (refused --out)', () => {
  it.each([
    ['the content directory', 'project/content', 'is the content directory'],
    ['an ancestor of the content directory', 'project', 'contains the content directory'],
    ['a file', 'project/notes.txt', 'is a file'],
    ['a foreign non-empty directory', 'project/.git', 'not empty'],
  ])('refuses %s with exit 2, one line, and touches nothing', async (_, out, why) => {
    const before = snapshot(work);
    const { code, stderr } = await cli(
      'compile',
      '--content',
      join(work, 'project/content'),
      '--out',
      join(work, out),
    );
    expect(code).toBe(2);
    expect(stderr).toContain(why);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(work)).toEqual(before);
  });

  it('replaces its own earlier output', async () => {
    const args = [
      'compile',
      '--content',
      join(work, 'project/content'),
      '--out',
      join(work, 'out'),
    ];
    expect((await cli(...args)).code).toBe(0);
    expect((await cli(...args)).code).toBe(0);
    expect(readdirSync(join(work, 'out'))).toContain('manifest.json');
  });
});

describe('the CLI and the site build in a real working directory', () => {
  // The entry points of `rulebook` and `npm run build`, as plain JavaScript (the CLI's
  // install-time bundle; build-site.mjs bundles scripts/build-site.ts once), no tsx.
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(root, script), ...args], {
      cwd: join(work, 'project'),
      encoding: 'utf8',
      env: { ...process.env, RULEBOOK_CONTENT: 'content' },
    });

  it('refuses `--out .`, `--out ..` and a foreign dist/ with exit 2 and touches nothing', () => {
    mkdirSync(join(work, 'project/dist'));
    writeFileSync(join(work, 'project/dist/draft.html'), '<p>mine</p>');
    const before = snapshot(work);
    for (const [script, out, why] of [
      ['scripts/rulebook.js', '.', 'current directory'],
      ['scripts/rulebook.js', '..', 'contains the current directory'],
      ['scripts/build-site.mjs', '.', 'current directory'],
      ['scripts/build-site.mjs', 'content', 'content directory'],
      ['scripts/build-site.mjs', 'notes.txt', 'is a file'],
      ['scripts/build-site.mjs', 'dist', 'not empty'],
    ] as const) {
      const args = script.endsWith('.js') ? ['compile', '--out', out] : ['--out', out];
      const result = run(script, ...args);
      expect(result.status, `${script} ${out}`).toBe(2);
      expect(result.stderr, `${script} ${out}`).toContain(why);
      expect(result.stderr.trim().split('\n'), `${script} ${out}`).toHaveLength(1);
    }
    expect(snapshot(work)).toEqual(before);
  }, 60_000);
});
