/**
 * `rulebook compile` and `rulebook check`: read content, compile, report,
 * validate; `compile` then writes the JSON atomically (content errors too: a
 * block with an error is kept as prose and the rest is written; the exit code
 * says there were errors), `check` writes nothing.
 */
// From their own modules, not the compiler's index: a compile whose result is
// cached loads neither the parser nor the compiler (see compile-output.ts).
import {
  escapeControls,
  formatDiagnostic,
  RECORD_COLLECTIONS,
  type Diagnostic,
} from '../../src/compiler/helpers.ts';
import type { LineBreaks } from '../../src/compiler/index.ts';
import type { ExitCode } from '../lib/exit-code.ts';
import { sha256Hex } from '../../src/io/compile-cache.ts';
import { compileOutput, recordWritten } from '../../src/io/compile-output.ts';
import { contentDirInputs } from '../../src/io/content-dirs.ts';
import { checkOutputDir, OutputDirError } from '../../src/io/output-guard.ts';
import { outputMarker } from '../../src/io/output-marker.ts';
import type { OutsideLinkPolicy } from '../../src/io/content-links.ts';
import { ContentDirError, readContent } from '../../src/io/read-content.ts';
import { progressLine } from '../../src/io/progress.ts';
import { removeStaleTempDirs, writeDirectoryAtomically } from '../../src/io/write-output.ts';

/** Options of the compile command, as parsed from the command line. */
export interface CompileCommandOptions {
  /** `compile` writes the JSON; `check` only compiles, validates and checks links. */
  mode: 'compile' | 'check';
  contentDirs: string[];
  /** Line breaks in files that do not choose (rulebook.config.json's `lineBreaks`; unset: each directory's `_config.yml`). */
  lineBreaks?: LineBreaks;
  /** Parse with the fast markdown parser (rulebook.config.json's `markdown.fastPath`; default true). */
  fastMarkdown?: boolean;
  /** Links out of the content directories (rulebook.config.json's `symlinksOutsideContent`). */
  outsideLinks: OutsideLinkPolicy;
  outDir: string;
  strict: boolean;
  /** List info diagnostics (notes) in the text output; otherwise only their count is shown. */
  notes?: boolean;
  format: 'text' | 'json';
}

/** Compiles the content directories into `outDir`; returns the exit code. */
export async function runCompile(options: CompileCommandOptions): Promise<ExitCode> {
  let inputs;
  let contentDirs;
  try {
    if (options.mode === 'compile') checkCliOutput(options);
    inputs = await readContent(options.contentDirs, { outsideLinks: options.outsideLinks });
    contentDirs = await contentDirInputs(options.contentDirs);
  } catch (error) {
    if (!(error instanceof ContentDirError || error instanceof OutputDirError)) throw error;
    process.stderr.write(`rulebook: ${escapeControls(error.message, 'keep')}\n`);
    return 2;
  }
  const progress = progressLine('Compiling');
  // Worker threads and the persistent cache (node_modules/.cache/rulebook); same output as
  // `compile`, validated and serialized (a compile that changed nothing reads the files back).
  const output = await compileOutput(
    inputs,
    {
      strict: options.strict,
      lineBreaks: options.lineBreaks,
      fastMarkdown: options.fastMarkdown,
      contentDirs,
      onProgress: (done, total, file) => progress.update(done, total, file),
    },
    // An output directory that already holds this output, as written, is left as it is.
    // Pictures are checked (exist, readable, inside the content: src/io/pictures.ts).
    {
      ...(options.mode === 'compile' ? { outDir: options.outDir } : {}),
      pictures: { dirs: options.contentDirs, outsideLinks: options.outsideLinks },
    },
  );
  const { files, diagnostics, counts, issues } = output;
  progress.done();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  const ok = errors === 0;
  if (issues.length > 0) {
    const list = issues.map((issue) => `  ${issue.kind}${issue.path}: ${issue.message}`).join('\n');
    throw new Error(`the compiled data does not match its schema (nothing was written):\n${list}`);
  }
  // Content errors cost only their own blocks (kept as prose): the rest is written all the same.
  if (options.mode === 'compile' && output.inPlace) {
    // Nothing to write; what killed runs left beside out/ still goes.
    await removeStaleTempDirs(options.outDir);
  } else if (options.mode === 'compile') {
    if (!files) throw new Error('the compiled data was not serialized (nothing was written)');
    const marked = withMarker(files);
    await writeDirectoryAtomically(options.outDir, marked);
    recordWritten({ ...output, files: marked }, options.outDir);
  }
  const summary = {
    files: inputs.length,
    errors,
    warnings,
    ok,
    ...(options.mode === 'compile' ? { out: options.outDir } : {}),
  };
  if (options.format === 'json') {
    // JSON escapes C0 controls in strings but not DEL and C1, which escapeControls writes as
    // the same `\u00XX` escapes: the same JSON, and nothing a terminal would obey.
    const json = JSON.stringify({ diagnostics, summary }, null, 2);
    process.stdout.write(`${escapeControls(json, 'keep')}\n`);
  } else {
    printText(options.notes ? diagnostics : diagnostics.filter((d) => d.severity !== 'info'));
    const tally = `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
    const records = (['monsters', ...Object.values(RECORD_COLLECTIONS)] as const)
      .filter((kind) => counts[kind] > 0)
      .map((kind) => `, ${counts[kind]} ${kind}`)
      .join('');
    const what = `${counts.sections} sections, ${counts.powers} powers, ${counts.deities} deities, ${counts.tables} tables${records}, ${counts.terms} terms (${tally})`;
    const files = plural(inputs.length, 'file');
    const written = output.inPlace
      ? `JSON in ${options.outDir}/ already up to date`
      : `JSON written to ${options.outDir}/`;
    const message =
      options.mode === 'check'
        ? ok
          ? `Checked ${files}: ${what}. Nothing was written.`
          : `Check failed with ${tally} in ${files}.`
        : ok
          ? `Compiled ${files}: ${what}. ${written}`
          : `Compiled ${files} with ${tally}: ${what}. ${written}; the blocks with errors are kept as prose, fix them and compile again.`;
    process.stderr.write(`${escapeControls(message)}\n`);
    // Notes fail nothing: a count, and how to list them, only when there are some.
    if (notes > 0 && !options.notes)
      process.stderr.write(
        `${plural(notes, 'note')} (monster math and the like): --notes lists them.\n`,
      );
  }
  return ok ? 0 : 1;
}

/** Refuses an `--out` the compile must not replace (see src/io/output-guard.ts). */
function checkCliOutput(options: CompileCommandOptions): void {
  checkOutputDir(options.outDir, {
    label: `--out "${options.outDir}"`,
    contentDirs: options.contentDirs,
    kind: 'data',
  });
}

/**
 * The data files and the output's marker (src/io/output-marker.ts), whose id
 * is the digest of the files: the same data gives the same bytes.
 */
function withMarker(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const digest = sha256Hex(
    Object.keys(files)
      .sort()
      .map((name) => `${name}\0${sha256Hex(files[name]!)}\n`)
      .join(''),
  );
  const marker = outputMarker('data', digest);
  return { ...files, [marker.name]: marker.bytes };
}

function printText(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
