/**
 * Runs the `rulebook` CLI in-process (scripts/cli.ts `main`) in a working
 * directory, capturing what it writes to stdout and stderr: for tests of its
 * messages and exit codes without the cost of a child process.
 */
import { vi } from 'vitest';
import { main } from '../../scripts/cli.ts';

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
