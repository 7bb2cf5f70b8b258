/**
 * Incremental recompile benchmark: a 20-file synthetic corpus is compiled once
 * to warm the per-file cache, then one file is edited and recompiled; the
 * time is compared with a bare remark-parse + remark-gfm of that one file,
 * measured in the same run (median of several edits).
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createIncrementalCompiler, type CompileInput } from '../../src/compiler/index.ts';
import { syntheticRulebook } from './synthetic.ts';

/** Figures of the incremental benchmark. */
export interface IncrementalReport {
  files: number;
  editedFileBytes: number;
  bareParseMs: number;
  recompileMs: number;
  fullCompileMs: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the benchmark on 20 files of a rulebook with `powers` powers in all. */
export function benchIncremental(powers = 1000, edits = 5): IncrementalReport {
  const parts = syntheticRulebook(powers).split(/\n(?=# Chapter)/);
  const inputs: CompileInput[] = parts.map((text, index) => ({
    path: `content/part-${String(index).padStart(2, '0')}.md`,
    text,
  }));
  const compiler = createIncrementalCompiler();
  let started = performance.now();
  compiler.compile(inputs);
  const fullCompileMs = performance.now() - started;
  const parser = unified().use(remarkParse).use(remarkGfm);
  const bare: number[] = [];
  const recompile: number[] = [];
  const target = Math.floor(inputs.length / 2);
  for (let edit = -2; edit < edits; edit++) {
    const text = `${inputs[target]!.text}\n\nEdited paragraph ${edit}: roll 2d6 and add your Strength modifier.\n`;
    inputs[target] = { ...inputs[target]!, text };
    started = performance.now();
    parser.parse(text);
    const bareMs = performance.now() - started;
    started = performance.now();
    compiler.compile(inputs);
    const recompileMs = performance.now() - started;
    if (edit >= 0) {
      // the first two edits warm up the JIT on this file's shape
      bare.push(bareMs);
      recompile.push(recompileMs);
    }
    if (compiler.lastCompiled !== 1)
      throw new Error(`expected one file recompiled, got ${compiler.lastCompiled}`);
  }
  return {
    files: inputs.length,
    editedFileBytes: Buffer.byteLength(inputs[target]!.text),
    bareParseMs: median(bare),
    recompileMs: median(recompile),
    fullCompileMs,
  };
}
