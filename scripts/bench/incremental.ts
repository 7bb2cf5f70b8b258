/**
 * Incremental recompile benchmark: a 20-file synthetic corpus is compiled once
 * to warm the caches, then a paragraph in the middle of one file is edited and
 * the corpus recompiled; the time is compared with a bare remark-parse +
 * remark-gfm of that one file, measured in the same run (median of several
 * edits). Compiling the edited file with no chunk cache is measured too: that
 * is what a per-file cache alone costs.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { compile, type CompileInput } from '../../src/compiler/index.ts';
import { createCompiler, type CompileStats } from '../../src/compiler/engine.ts';
import { splitIntoChunks } from '../../src/compiler/parse-markdown.ts';
import { syntheticRulebook } from '../lib/synthetic.ts';
import { median } from '../lib/median.ts';

/** Figures of the incremental benchmark. */
export interface IncrementalReport {
  files: number;
  editedFileBytes: number;
  /** Chunks of the edited file parsed again after an edit, of `chunks` in all. */
  chunksParsed: number;
  chunks: number;
  bareParseMs: number;
  recompileMs: number;
  /** The edited file compiled on its own with no cache (what a per-file cache alone costs). */
  fileCompileMs: number;
  fullCompileMs: number;
}

const time = (run: () => void): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

/** Runs the benchmark on 20 files of a rulebook with `powers` powers in all. */
export function benchIncremental(powers = 1000, edits = 5): IncrementalReport {
  const parts = syntheticRulebook(powers).split(/\n(?=# Chapter)/);
  const inputs: (CompileInput & { text: string })[] = parts.map((text, index) => ({
    path: `content/part-${String(index).padStart(2, '0')}.md`,
    text,
  }));
  const compiler = createCompiler({ incremental: true });
  const fullCompileMs = time(() => compiler.compileSync(inputs));
  const parser = unified().use(remarkParse).use(remarkGfm);
  const figures = { bare: [] as number[], recompile: [] as number[], file: [] as number[] };
  const target = Math.floor(inputs.length / 2);
  const original = inputs[target]!.text;
  const middle = original.indexOf('\n\n', original.length / 2) + 2;
  let chunksParsed = 0;
  for (let edit = -2; edit < edits; edit++) {
    const text = `${original.slice(0, middle)}Edited paragraph ${edit}: roll 2d6 and add your Strength modifier.\n\n${original.slice(middle)}`;
    inputs[target] = { ...inputs[target]!, text };
    const bareMs = time(() => parser.parse(text));
    let stats: CompileStats | undefined;
    const recompileMs = time(() => ({ stats } = compiler.compileSync(inputs)));
    if (!stats || stats.mode !== 'incremental' || stats.compiled !== 1)
      throw new Error(`expected one file recompiled, got ${stats?.compiled} (${stats?.mode})`);
    chunksParsed = Math.max(chunksParsed, stats.parsedChunks ?? 0);
    const fileMs = time(() => compile([inputs[target]!]));
    if (edit >= 0) {
      // the first two edits warm up the JIT on this file's shape
      figures.bare.push(bareMs);
      figures.recompile.push(recompileMs);
      figures.file.push(fileMs);
    }
  }
  return {
    files: inputs.length,
    editedFileBytes: Buffer.byteLength(inputs[target]!.text),
    chunksParsed,
    chunks: splitIntoChunks(inputs[target]!.text).length,
    bareParseMs: median(figures.bare),
    recompileMs: median(figures.recompile),
    fileCompileMs: median(figures.file),
    fullCompileMs,
  };
}
