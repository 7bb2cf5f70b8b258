/**
 * The `rulebook` command line: argument parsing, reading content, printing
 * diagnostics and exit codes. The compiling itself is the pure library in
 * `src/compiler`.
 *
 * Exit codes: 0 success, 1 content errors (or warnings under --strict),
 * 2 usage or internal errors.
 */
import { parseArgs } from 'node:util';
import { escapeControls } from '../src/compiler/helpers.ts';
import type { ExitCode } from './lib/exit-code.ts';

export type { ExitCode } from './lib/exit-code.ts';

/** Default output directory; outside Astro's `dist/`, which a site build empties. */
export const DEFAULT_OUT = 'out';

const HELP = `Usage: rulebook compile [options]
       rulebook check [options]

compile  compiles the markdown rulebook into schema-validated JSON.
check    compiles, validates and checks links without writing anything
         (for an author's CI: same diagnostics and exit codes).

Options:
  --content DIR     a content directory (repeatable; default: rulebook.config.json's "content",
                    or RULEBOOK_CONTENT, comma-separated, or content)
  --out DIR         where the JSON goes (default: ${DEFAULT_OUT}); replaced only when every file validated
  --strict          treat warnings as errors
  --notes           also list notes (info diagnostics: monsters off their role's numbers)
  --format FORMAT   diagnostics as "text" (default) or "json" (on stdout, see schemas/diagnostic.schema.json)
  -h, --help        show this help

Exit codes: 0 success, 1 content errors, 2 usage or internal errors.`;

/** Runs the CLI with the given arguments and returns the exit code. */
export async function main(argv: string[]): Promise<ExitCode> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        content: { type: 'string', multiple: true },
        out: { type: 'string' },
        strict: { type: 'boolean' },
        notes: { type: 'boolean' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const [command, ...extra] = positionals;
  if (command !== 'compile' && command !== 'check') {
    return usage(command ? `Unknown command "${command}".` : 'No command given.');
  }
  if (extra.length > 0) return usage(`Unexpected argument "${extra[0]}".`);
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    return usage(`--format must be "text" or "json", not "${format}".`);
  // Loaded on demand, so `--help` and usage errors start without the compiler.
  const { loadConfig, RulebookConfigError } = await import('../src/io/config.ts');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof RulebookConfigError)) throw error;
    process.stderr.write(`rulebook: ${escapeControls(error.message, 'keep')}\n`);
    return 2;
  }
  try {
    const { runCompile } = await import('./commands/compile.ts');
    return await runCompile({
      mode: command,
      contentDirs: values.content ?? config.content,
      lineBreaks: config.lineBreaks,
      fastMarkdown: config.markdown.fastPath,
      outsideLinks: config.symlinksOutsideContent,
      outDir: values.out ?? DEFAULT_OUT,
      strict: values.strict ?? false,
      notes: values.notes ?? false,
      format,
    });
  } catch (error) {
    const report = (error as Error).stack ?? String(error);
    process.stderr.write(`rulebook: internal error: ${escapeControls(report, 'keep')}\n`);
    return 2;
  }
}

function usage(message: string): ExitCode {
  process.stderr.write(`rulebook: ${escapeControls(message)}\n\n${HELP}\n`);
  return 2;
}
