/**
 * What content may read: symbolic links that resolve outside every content
 * directory are not followed unless rulebook.config.json says "follow" (a
 * warning names each), links inside are followed, and dot files are skipped,
 * a markdown one with a warning. Run through the real `rulebook` binary in a
 * project directory, and through readContent (the site loader's reader).
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BINARY_RUNS, runBinary } from '../setup/run-cli.ts';
import { compile } from '../../src/compiler/index.ts';
import { insideContent, linkTarget } from '../../src/io/content-links.ts';
import { readContent } from '../../src/io/read-content.ts';

const SECRET = 'OUTSIDE-SECRET';

let work: string;
let project: string;
beforeEach(() => {
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rulebook-links-')));
  project = join(work, 'project');
  mkdirSync(join(project, 'content/sub'), { recursive: true });
  mkdirSync(join(work, 'outside/lore'), { recursive: true });
  writeFileSync(join(project, 'content/rules.md'), '# Rules\n\nRoll 1d20.\n');
  writeFileSync(join(project, 'content/sub/real.md'), '# Real\n\nInside text.\n');
  writeFileSync(join(work, 'outside/passwd.md'), `# Passwd\n\n${SECRET} root:x:0:0\n`);
  writeFileSync(join(work, 'outside/lore/secret.md'), `# Lore\n\n${SECRET} in a directory\n`);
  // A link inside the content, one to a file outside it and one to a directory outside it.
  symlinkSync(join(project, 'content/sub/real.md'), join(project, 'content/alias.md'));
  symlinkSync(join(work, 'outside/passwd.md'), join(project, 'content/passwd.md'));
  symlinkSync(join(work, 'outside/lore'), join(project, 'content/lore'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs the `rulebook` binary in the project directory. */
const rulebook = (...args: string[]) => runBinary(project, ...args);

/** The text of every file the compile wrote. */
function written(): string {
  const out = join(project, 'out');
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

const manifestFiles = () =>
  (
    JSON.parse(readFileSync(join(project, 'out/manifest.json'), 'utf8')) as {
      files: { path: string }[];
    }
  ).files.map((file) => file.path);

describe('symbolic links out of the content directories', () => {
  it(
    'are not followed by default: their text is in no output file, and a warning names each link and its target',
    () => {
      const result = rulebook('compile', '--content', 'content', '--out', 'out');
      expect(result.status, result.stderr).toBe(0);
      expect(written()).not.toContain(SECRET);
      expect(result.stderr).toContain(
        `content/passwd.md:1:1: warning input/symlink-outside Skipped content/passwd.md: it is a symbolic link to ${join(work, 'outside/passwd.md')}, outside the content directories.`,
      );
      expect(result.stderr).toContain(
        `content/lore:1:1: warning input/symlink-outside Skipped content/lore: it is a symbolic link to ${join(work, 'outside/lore')}, outside the content directories.`,
      );
      expect(result.stderr).toContain('"symlinksOutsideContent": "follow"');
      // The link inside the content is followed as before.
      expect(manifestFiles()).toEqual([
        'content/alias.md',
        'content/rules.md',
        'content/sub/real.md',
      ]);
      // Under --strict the warning fails an author's CI.
      expect(rulebook('check', '--strict', '--content', 'content').status).toBe(1);
    },
    BINARY_RUNS,
  );

  it(
    'are followed with "symlinksOutsideContent": "follow" in rulebook.config.json',
    () => {
      writeFileSync(
        join(project, 'rulebook.config.json'),
        JSON.stringify({ symlinksOutsideContent: 'follow' }),
      );
      const result = rulebook('compile', '--content', 'content', '--out', 'out');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).not.toContain('input/symlink-outside');
      expect(readFileSync(join(project, 'out/sections.json'), 'utf8')).toContain(SECRET);
      expect(manifestFiles()).toContain('content/lore/secret.md');
    },
    BINARY_RUNS,
  );

  it('are the same for the site loader’s reader, where a link into another content directory is inside', async () => {
    mkdirSync(join(work, 'homebrew'));
    writeFileSync(join(work, 'homebrew/extra.md'), '# Extra\n\nHomebrew text.\n');
    symlinkSync(join(work, 'homebrew'), join(project, 'content/homebrew'));
    // A loop inside the content still ends, reported as before.
    symlinkSync(join(project, 'content'), join(project, 'content/sub/back'));
    const dirs = [join(project, 'content'), join(work, 'homebrew')];
    const result = compile(await readContent(dirs, { cwd: work }));
    const reading = result.diagnostics.filter((d) => d.code.startsWith('input/'));
    expect(reading.map((d) => `${d.file} ${d.severity} ${d.code}`)).toEqual([
      'project/content/lore warning input/symlink-outside',
      'project/content/passwd.md warning input/symlink-outside',
      'project/content/sub/back error input/unreadable',
    ]);
    expect(JSON.stringify(result.data)).not.toContain(SECRET);
    expect(result.data.manifest.files.map((f) => f.path)).toContain(
      'project/content/homebrew/extra.md',
    );
    const followed = compile(await readContent(dirs, { cwd: work, outsideLinks: 'follow' }));
    expect(JSON.stringify(followed.data)).toContain(SECRET);
  });
});

describe('the rule, for code that reads files content names (pictures)', () => {
  it('holds a path inside when it is a content root or below one, not beside it', () => {
    const roots = ['/site/content', '/site/homebrew'];
    expect(insideContent('/site/content', roots)).toBe(true);
    expect(insideContent('/site/content/art/map.png', roots)).toBe(true);
    expect(insideContent('/site/homebrew/x.png', roots)).toBe(true);
    expect(insideContent('/site/content2/x.png', roots)).toBe(false);
    expect(insideContent('/etc/passwd', roots)).toBe(false);
  });

  it('resolves every link before deciding', async () => {
    const roots = [join(project, 'content')];
    expect(await linkTarget(join(project, 'content/alias.md'), roots)).toEqual({
      real: join(project, 'content/sub/real.md'),
      inside: true,
    });
    expect(await linkTarget(join(project, 'content/lore/secret.md'), roots)).toEqual({
      real: join(work, 'outside/lore/secret.md'),
      inside: false,
    });
  });
});

describe('names starting with a dot', () => {
  it(
    'are skipped; a markdown file among them with a warning that says how to include it',
    () => {
      rmSync(join(project, 'content/passwd.md'));
      rmSync(join(project, 'content/lore'));
      rmSync(join(project, 'content/alias.md'));
      writeFileSync(join(project, 'content/.draft.md'), '# Draft\n\nDRAFT-TEXT\n');
      writeFileSync(join(project, 'content/.DS_Store'), 'junk');
      writeFileSync(join(project, 'content/.rules.md.swp'), 'swap');
      mkdirSync(join(project, 'content/.git'));
      writeFileSync(join(project, 'content/.git/HEAD'), 'ref: refs/heads/main\n');
      writeFileSync(join(project, 'content/.git/notes.md'), '# Notes\n\nGIT-TEXT\n');
      const result = rulebook('compile', '--content', 'content', '--out', 'out');
      expect(result.status, result.stderr).toBe(0);
      const warnings = result.stderr.split('\n').filter((line) => / (warning|error) /.test(line));
      expect(warnings).toEqual([
        'content/.draft.md:1:1: warning input/dot-file Skipped content/.draft.md: its name starts with a dot.',
      ]);
      expect(result.stderr).toContain('rename the file without the leading dot');
      expect(written()).not.toMatch(/DRAFT-TEXT|GIT-TEXT/);
    },
    BINARY_RUNS,
  );
});
