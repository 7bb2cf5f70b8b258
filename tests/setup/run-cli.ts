/**
 * Runs the `rulebook` CLI for tests: in-process (scripts/cli.ts `main`) in a
 * working directory, capturing what it writes to stdout and stderr, for its
 * messages and exit codes without the cost of a child process; or as the
 * binary a user runs, for what only a real process shows.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../../scripts/cli.ts';

/** The `rulebook` binary as a user runs it (scripts/rulebook.js). */
export const RULEBOOK_BIN = join(import.meta.dirname, '../../scripts/rulebook.js');

/** The time a test that runs the binary may take: a bundle older than the sources is rebuilt first. */
export const BINARY_RUNS = 90_000;

/** Runs the `rulebook` binary in `cwd`, with no configuration from the environment (RULEBOOK_CONTENT, RULEBOOK_CONFIG). */
export function runBinary(cwd: string, ...args: string[]): SpawnSyncReturns<string> {
  const env = { ...process.env };
  delete env['RULEBOOK_CONTENT'];
  delete env['RULEBOOK_CONFIG'];
  return spawnSync(process.execPath, [RULEBOOK_BIN, ...args], { cwd, encoding: 'utf8', env });
}

/** What one run of the CLI gave. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `rulebook ...args` with `cwd` as the working directory (default: the current one). */
export async function runCli(cwd: string | null, ...args: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const capture = (into: string[]) => (chunk: string | Uint8Array) => {
    into.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture(stdout));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture(stderr));
  const previous = process.cwd();
  if (cwd) process.chdir(cwd);
  try {
    const code = await main(args);
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    process.chdir(previous);
    out.mockRestore();
    err.mockRestore();
  }
}
