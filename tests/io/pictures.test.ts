/**
 * Pictures at the I/O edge (src/io/pictures.ts): through the real `rulebook`
 * binary in a project directory, a missing picture and one whose path leads
 * out of the content (by `..` or a symbolic link) are each a warning at the
 * reference's file:line:col, and cost nothing else; a picture added later
 * clears its warning though no markdown changed (the output cache keys on it).
 */
import { spawnSync } from 'node:child_process';
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

const bin = join(import.meta.dirname, '../../scripts/rulebook.js');
/** The time a test that runs the binary may take: a bundle older than the sources is rebuilt first. */
const BINARY_RUNS = 90_000;

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

function rulebook(...args: string[]) {
  const env = { ...process.env };
  delete env['RULEBOOK_CONTENT'];
  delete env['RULEBOOK_CONFIG'];
  return spawnSync(process.execPath, [bin, ...args], { cwd: project, encoding: 'utf8', env });
}

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
});
