/**
 * Pictures at the I/O edge (src/io/pictures.ts): through the real `rulebook`
 * binary in a project directory, a missing picture and one whose path leads
 * out of the content (by `..` or a symbolic link) are each a warning at the
 * reference's file:line:col, and cost nothing else; a picture added later
 * clears its warning though no markdown changed (the output cache keys on it).
 */
import {
  mkdirSync,
  mkdtempSync,
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

const BOOK = [
  '# Gallery',
  '',
  '![here](pics\\here.png)',
  '',
  '<figure><img src="pics\\Gone Owl (2).png" alt="Owl" /><figcaption>Owl</figcaption></figure>',
  '',
  '![up](../../outside/secret.png)',
  '',
  '![linked](pics/linked.png)',
  '',
].join('\n');

let work: string;
let project: string;
beforeEach(() => {
  work = realpathSync(mkdtempSync(join(tmpdir(), 'rulebook-pictures-')));
  project = join(work, 'project');
  mkdirSync(join(project, 'content/pics'), { recursive: true });
  mkdirSync(join(work, 'outside'), { recursive: true });
  writeFileSync(join(project, 'content/book.md'), BOOK);
  writeFileSync(join(project, 'content/pics/here.png'), 'png');
  writeFileSync(join(work, 'outside/secret.png'), 'secret');
  symlinkSync(join(work, 'outside/secret.png'), join(project, 'content/pics/linked.png'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs the `rulebook` binary in the project directory. */
const rulebook = (...args: string[]) => runBinary(project, ...args);

describe('pictures checked by the CLI', () => {
  it(
    'warns at each missing or outside picture, and writes everything',
    () => {
      const result = rulebook('compile', '--content', 'content', '--out', 'out');
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain(
        'content/book.md:5:9: warning picture/missing The picture content/pics/Gone Owl (2).png cannot be shown: no such file.',
      );
      expect(result.stderr).toContain(
        'content/book.md:7:1: warning picture/outside The picture ../outside/secret.png lies outside',
      );
      expect(result.stderr).toContain(
        'content/book.md:9:1: warning picture/outside The picture content/pics/linked.png lies outside',
      );
      expect(result.stderr).not.toContain('pics/here.png');
      const manifest = JSON.parse(readFileSync(join(project, 'out/manifest.json'), 'utf8'));
      expect(manifest.pictures.map((p: { path: string }) => p.path)).toEqual([
        'content/pics/here.png',
        'content/pics/Gone Owl (2).png',
        '../outside/secret.png',
        'content/pics/linked.png',
      ]);
      expect(manifest.counts.warnings).toBe(3);
      expect(rulebook('check', '--strict', '--content', 'content').status).toBe(1);
    },
    BINARY_RUNS,
  );

  it(
    'clears a warning when the picture appears, with no markdown changed',
    () => {
      expect(rulebook('check', '--content', 'content').stderr).toContain('picture/missing');
      writeFileSync(join(project, 'content/pics/Gone Owl (2).png'), 'png');
      expect(rulebook('check', '--content', 'content').stderr).not.toContain('picture/missing');
    },
    BINARY_RUNS,
  );

  it(
    'names the picture of the same name nearer the content root, for a file one folder down',
    () => {
      mkdirSync(join(project, 'content/adventures'));
      writeFileSync(
        join(project, 'content/adventures/keep.md'),
        '# Keep\n\n![map](pics\\here.png)\n',
      );
      const result = rulebook('check', '--content', 'content');
      expect(result.stderr).toContain(
        'content/adventures/keep.md:3:1: warning picture/missing The picture content/adventures/pics/here.png cannot be shown: no such file. A picture of that name is at content/pics/here.png: write it as ../pics/here.png from this file.',
      );
    },
    BINARY_RUNS,
  );
});
