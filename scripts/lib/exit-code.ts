/** Exit codes of the CLI: 0 success, 1 content errors (or warnings under --strict), 2 usage or internal errors. */
export type ExitCode = 0 | 1 | 2;
