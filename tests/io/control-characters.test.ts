/**
 * Control characters in file names never reach the terminal: a file named
 * with an escape sequence (which would set the terminal's title or clear it),
 * a C1 control or a newline (which would forge a diagnostic line of its own)
 * is shown with those characters escaped — in the CLI's diagnostics and its
 * JSON, the site loader's messages (astro dev and the build), and the
 * progress line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../setup/run-cli.ts';
import { progressLine } from '../../src/io/progress.ts';
import { rulebookLoader } from '../../src/loaders/rulebook.ts';

/** Sets the terminal's title, clears the screen, then starts a forged diagnostic line; ends on a C1 CSI. */
const NAME = 'evil\x1b]0;pwned\x07\x1b[2J\nforged.md:1:1: error no error here\u009b.md';
/** NAME as a message shows it. */
const SHOWN = 'evil\\u001b]0;pwned\\u0007\\u001b[2J\\nforged.md:1:1: error no error here\\u009b.md';
/** Any control character but the newline that ends a line. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'rulebook-controls-'));
  mkdirSync(join(work, 'content'));
  // unreadable front matter: an error diagnostic naming the file
  writeFileSync(join(work, 'content', NAME), '---\ntitle: [unclosed\n---\n\n# Book\n');
  vi.stubEnv('RULEBOOK_CACHE', 'off');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

/** Runs the CLI in-process in `work`, capturing what it writes. */
const run = (...args: string[]) => runCli(work, ...args);

describe('a file name with control characters', () => {
  it('is escaped in the CLI’s diagnostics: no escape sequence, no forged line', async () => {
    const { code, stderr } = await run('check', '--content', 'content');
    expect(code).toBe(1);
    expect(stderr).not.toMatch(RAW_CONTROL);
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^content/${SHOWN.replace(/[\\[\]$^.*+?()|{}]/g, '\\$&')}:\\d+:\\d+: error frontmatter/`,
      ),
    );
    expect(lines[1]).toMatch(/^ {2}hint: /);
    expect(lines.filter((line) => line.startsWith('forged.md'))).toEqual([]);
    expect(lines.at(-1)).toBe('Check failed with 1 error, 0 warnings in 1 file.');
  });

  it('keeps its name in the CLI’s JSON, escaped, with no raw control character', async () => {
    const { code, stdout } = await run('check', '--content', 'content', '--format', 'json');
    expect(code).toBe(1);
    expect(stdout).not.toMatch(RAW_CONTROL);
    const report = JSON.parse(stdout) as { diagnostics: { file: string }[] };
    expect(report.diagnostics.map((d) => d.file)).toEqual([`content/${NAME}`]);
  });

  it('is escaped in the site loader’s messages, in astro dev and in a build', async () => {
    const logged: string[] = [];
    const log = (message: string) => void logged.push(message);
    const store = { set: () => true, has: () => false, get: () => undefined, delete: () => {} };
    const config = { cacheDir: pathToFileURL(join(work, 'cache/')) };
    const loader = rulebookLoader({ contentDirs: [join(work, 'content')] });
    const logger = { info: log, warn: log, error: log };
    // astro dev (a watcher) logs the errors; a build (maybe --silent) writes them to stderr
    const watcher = { add: () => {}, on: () => {} };
    await loader.load({ store, logger, watcher, config } as unknown as LoaderContext);
    const inDev = logged.length;
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      logged.push(String(text));
      return true;
    });
    await loader.load({ store, logger, config } as unknown as LoaderContext);
    stderr.mockRestore();
    expect(logged.length).toBeGreaterThan(inDev);
    for (const message of logged) {
      expect(message).not.toMatch(RAW_CONTROL);
      expect(message.split('\n').filter((line) => line.startsWith('forged.md'))).toEqual([]);
    }
    expect(logged.slice(0, inDev).join('\n')).toContain(SHOWN);
    expect(logged.slice(inDev).join('\n')).toContain(SHOWN);
  });

  it('is escaped in the progress line', () => {
    vi.stubEnv('CI', '');
    const writes: string[] = [];
    const stream = { isTTY: true, columns: 200, write: (text: string) => writes.push(text) };
    progressLine('Compiling', stream as unknown as NodeJS.WriteStream).update(1, 2, NAME);
    expect(writes).toEqual([`\r\x1b[2KCompiling: 1/2 ${SHOWN}`]);
  });
});
