/**
 * No command replaces a directory it did not make: `rulebook compile --out`
 * and the site build refuse a file, a content directory, the current
 * directory, an ancestor of either, and a foreign non-empty directory — exit
 * 2, one line, every file still there byte for byte. A directory is the
 * tool's own only when it holds a marker that verifies, or exactly an earlier
 * version's files: one familiar name (`manifest.json`, `pagefind`) is not enough.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../setup/run-cli.ts';
import { checkOutputDir, OutputDirError } from '../../src/io/output-guard.ts';
import { MARKER_FILES, outputMarker } from '../../src/io/output-marker.ts';

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

/** The files `rulebook compile` wrote before its output carried a marker (18 data files). */
const EARLIER_DATA = [
  'sections',
  'powers',
  'deities',
  'monsters',
  'tables',
  'terms',
  'feats',
  'arts',
  'items',
  'traps',
  'species',
  'cruxes',
  'classes',
  'disciplines',
  'kits',
  'paths',
  'feat-paths',
  'manifest',
].map((kind) => `${kind}.json`);

/** Makes directory `dir` (below the work directory) holding `files` (path → text). */
function tree(dir: string, files: Record<string, string>): string {
  const root = join(work, dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Runs the CLI in-process; returns the exit code and what it wrote to stderr. */
const cli = (...args: string[]) => runCli(null, ...args);

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
    kind: 'data' as const,
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

  it('accepts a new directory, an empty one, one with its marker, and an earlier output', () => {
    expect(() => checkOutputDir('out', rules())).not.toThrow();
    mkdirSync(join(work, 'project/empty'));
    expect(() => checkOutputDir('empty', rules())).not.toThrow();
    const marker = outputMarker('data', 'some-output');
    tree('project/marked', { [marker.name]: Buffer.from(marker.bytes).toString(), 'x.txt': '' });
    expect(() => checkOutputDir('marked', rules())).not.toThrow();
    const data = (names: string[]) => Object.fromEntries(names.map((name) => [name, '[]\n']));
    tree('project/old', data(EARLIER_DATA));
    expect(() => checkOutputDir('old', rules())).not.toThrow();
    // The first version's six files.
    const first = ['sections', 'powers', 'deities', 'tables', 'terms', 'manifest'];
    tree('project/older', data(first.map((kind) => `${kind}.json`)));
    expect(() => checkOutputDir('older', rules())).not.toThrow();
    mkdirSync(join(work, 'project/foreign'));
    writeFileSync(join(work, 'project/foreign/thesis.tex'), 'x');
    expect(() => checkOutputDir('foreign', rules())).toThrow(
      'not empty and was not written by this tool (no valid .rulebook-data in it)',
    );
  });

  it.each([
    ['a browser extension', { 'manifest.json': '{}', 'src/bg.js': 'go()' }],
    ['an earlier output with a file added', { ...dataFiles(), 'notes.txt': 'mine' }],
    [
      'an earlier output with a file missing',
      Object.fromEntries(Object.entries(dataFiles()).slice(1)),
    ],
    ['a marker of another kind', { [MARKER_FILES.data]: markerText('site'), 'a.txt': '' }],
    ['a marker whose HMAC fails', { [MARKER_FILES.data]: forged(), 'a.txt': '' }],
    ['a marker that is not JSON', { [MARKER_FILES.data]: 'orcus-rulebook data\n' }],
  ])('refuses %s: one familiar name does not make a directory its own', (_, files) => {
    tree('project/look-alike', files);
    expect(() => checkOutputDir('look-alike', rules())).toThrow('not written by this tool');
  });

  it('recognises a site by its marker, or an earlier build by its exact marker, index.html and pagefind/', () => {
    const site = { ...rules(), kind: 'site' as const };
    const earlier = {
      '.rulebook-site': 'Built by `npm run build`; the next build replaces this whole directory.\n',
      'index.html': '<h1>Rules</h1>',
      'pagefind/pagefind.js': '',
      '_astro/a.css': '',
    };
    tree('project/earlier', earlier);
    expect(() => checkOutputDir('earlier', site)).not.toThrow();
    tree('project/marked', { '.rulebook-site': markerText('site'), 'index.html': '' });
    expect(() => checkOutputDir('marked', site)).not.toThrow();
    tree('project/partial', { ...earlier, 'pagefind/pagefind.js': '' }); // then its search goes
    rmSync(join(work, 'project/partial/pagefind/pagefind.js'));
    tree('project/stray', { pagefind: '', 'docs/thesis.txt': 'years of work' });
    tree('project/edited', { ...earlier, '.rulebook-site': 'Built by me.\n' });
    for (const out of ['partial', 'stray', 'edited'])
      expect(() => checkOutputDir(out, site), out).toThrow(
        'not written by this tool (no valid .rulebook-site in it)',
      );
  });
});

/** The 18 data files an earlier compile wrote, as a name → text map. */
function dataFiles(): Record<string, string> {
  return Object.fromEntries(EARLIER_DATA.map((name) => [name, '[]\n']));
}

/** The text of a real marker of `kind`. */
function markerText(kind: 'data' | 'site'): string {
  return Buffer.from(outputMarker(kind, 'an-output').bytes).toString();
}

/** A data marker whose id was changed after it was signed. */
function forged(): string {
  return markerText('data').replace('an-output', 'another-output');
}

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

  it('refuses a browser extension’s folder (manifest.json, src/bg.js) with exit 2 and keeps src/', async () => {
    tree('extension', { 'manifest.json': '{"manifest_version": 3}', 'src/bg.js': 'go();\n' });
    const before = snapshot(work);
    const out = join(work, 'extension');
    const { code, stderr } = await cli(
      'compile',
      '--content',
      join(work, 'project/content'),
      '--out',
      out,
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      `--out "${out}": it is a directory that is not empty and was not written by this tool`,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(work)).toEqual(before);
  });

  it('replaces an earlier version’s output (exactly its data files), then its own marked one', async () => {
    tree('out', dataFiles());
    const args = [
      'compile',
      '--content',
      join(work, 'project/content'),
      '--out',
      join(work, 'out'),
    ];
    expect((await cli(...args)).code).toBe(0);
    expect(readdirSync(join(work, 'out'))).toContain(MARKER_FILES.data);
    writeFileSync(join(work, 'project/content/rulebook.md'), '# Rules\n\nRoll 2d20.\n');
    expect((await cli(...args)).code).toBe(0);
    expect(readFileSync(join(work, 'out/sections.json'), 'utf8')).toContain('2d20');
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

  it('refuses a folder holding a stray `pagefind` file and docs/ with exit 2 and keeps docs/', () => {
    tree('project/site', { pagefind: '', 'docs/thesis.txt': 'years of work\n' });
    const before = snapshot(work);
    const result = run('scripts/build-site.mjs', '--out', 'site');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      '--out "site": it is a directory that is not empty and was not written by this tool',
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(work)).toEqual(before);
  }, 60_000);
});
